/**
 * Which banners the visitor dismissed, per banner id, in localStorage. Storage may be unavailable (privacy
 * modes, sandboxed frames): then nothing is remembered and nothing fails.
 */
const KEY_PREFIX = 'ripe-banner-dismissed:';

const listeners = new Set<() => void>();

export function storageKey(id: string): string {
  return KEY_PREFIX + id;
}

export function isDismissed(id: string): boolean {
  try {
    return localStorage.getItem(storageKey(id)) !== null;
  } catch {
    return false;
  }
}

export function rememberDismissal(id: string): void {
  try {
    localStorage.setItem(storageKey(id), new Date().toISOString());
  } catch {
    // Not remembered; the banner is still hidden for this page view.
  }
  for (const listener of listeners) listener();
}

/** Subscribes to dismissals in this page and, through the `storage` event, in other tabs. */
export function subscribeDismissals(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
