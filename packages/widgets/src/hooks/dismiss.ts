/**
 * The two ways a reader dismisses something open (a dropdown, a pop-over, a drawer, a dialog of the
 * shell), one behaviour for the widgets and the site's shell alike:
 *
 * - **Escape**, pressed anywhere on the page, on `document`; a press that something inside already handled
 *   (`defaultPrevented`: a nested menu closing itself first) is left to it.
 * - **A click outside** every element given, seen in the capture phase before the page's own handlers, so
 *   that a handler that stops the click cannot keep a panel open. A click, not a pointer press: by then the
 *   browser has moved focus, so the handler can tell whether the click focused something, and a touch that
 *   starts a scroll closes nothing.
 *
 * Both listen only while `active`, and always call the latest callback.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

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

/** Calls `onOutside` on a click outside all of `refs`' elements, while `active`. */
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
