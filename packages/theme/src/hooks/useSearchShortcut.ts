import { useEffect, useEffectEvent } from 'react';

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
