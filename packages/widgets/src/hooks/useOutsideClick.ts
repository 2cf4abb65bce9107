import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` on a click outside all of `refs`' elements, while `active`. A click, not a pointer
 * press: by then the browser has moved focus, so the handler can tell whether the click focused something.
 */
export function useOutsideClick(
  refs: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onOutside: (event: MouseEvent) => void,
): void {
  const callback = useRef(onOutside);
  const elements = useRef(refs);
  useLayoutEffect(() => {
    callback.current = onOutside;
    elements.current = refs;
  });
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent): void => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (elements.current.some((ref) => ref.current?.contains(target))) return;
      callback.current(event);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
}
