import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere on the page, while `active`. */
export function useEscape(active: boolean, onEscape: (event: KeyboardEvent) => void): void {
  const callback = useRef(onEscape);
  useLayoutEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !event.defaultPrevented) callback.current(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
