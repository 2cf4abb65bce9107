/**
 * The code sample a reader chose, remembered in localStorage so every try-it panel, on this page and the
 * next, opens on it; panels open at the same time follow a change at once. Storage may be unavailable
 * (privacy modes): the choice then lasts as long as the page.
 */
const STORAGE_KEY = 'atlas-docs:code-sample';

const listeners = new Set<() => void>();
let unstored: string | null = null;

export function readCodeChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstored;
  }
}

export function writeCodeChoice(id: string): void {
  unstored = id;
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Not stored: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes here or in another tab of the site. */
export function subscribeCodeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
