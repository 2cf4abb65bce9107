import { useEffect, useEffectEvent, useRef } from 'react';

/** Ctrl+K, or Cmd+K on Apple keyboards; `code` also catches it on layouts where that key is not "k". */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.key.toLowerCase() === 'k' || event.code === 'KeyK';
}

/** Calls `onShortcut` on Ctrl/Cmd+K anywhere on the page, instead of the browser's own use of it. */
export function useSearchShortcut(onShortcut: () => void): void {
  const fire = useEffectEvent(onShortcut);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      fire();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * What a key typed before the search's input has the focus does to the query: a printable key adds its
 * character (up to `maxLength`, as the input's own limit), Backspace takes the last one away; anything else
 * (a shortcut, an arrow, a key composing a character) is left to the page. Null when the key is not the query's.
 */
export function queryAfterKey(
  query: string,
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
  maxLength = Number.POSITIVE_INFINITY,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === 'Backspace') return query.slice(0, -1);
  if ([...event.key].length !== 1) return null;
  return query.length < maxLength ? query + event.key : query;
}

export interface KeysBeforeInput {
  /** Whether the search is open. */
  open: boolean;
  /** A selector of the search's element: once the focus is inside it, its input takes the keys. */
  within: string;
  query: string;
  setQuery: (query: string) => void;
  /** The input's own limit. */
  maxLength: number;
}

/**
 * While the search is open but its input does not have the focus yet (its code loads on the first intent),
 * the keys a quick typist presses edit the query (`queryAfterKey`), so that none is lost; once the focus is
 * inside the search, the input takes them as usual.
 */
export function useKeysBeforeInput({ open, within, query, setQuery, maxLength }: KeysBeforeInput): void {
  const latest = useRef(query);
  latest.current = query;
  const set = useEffectEvent(setQuery);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (document.activeElement?.closest(within)) return;
      const next = queryAfterKey(latest.current, event, maxLength);
      if (next === null) return;
      event.preventDefault();
      latest.current = next;
      set(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, within, maxLength]);
}
