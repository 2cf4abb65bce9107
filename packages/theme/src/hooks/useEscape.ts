import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere, while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  const callback = useRef(onEscape);
  callback.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') callback.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
