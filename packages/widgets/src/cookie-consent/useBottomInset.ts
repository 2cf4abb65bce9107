import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `active`, gives the page bottom padding and scroll padding equal to the element's height, so the
 * fixed banner never hides the end of the page or the focused element (WCAG 2.4.11). Set through CSSOM, as
 * the site's CSP forbids style attributes in markup; the page's own values come back afterwards, and
 * whenever the element is not fixed (in a short window it is in the flow of the page).
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const before = { padding: body.paddingBottom, scroll: root.scrollPaddingBottom };
    const apply = (): void => {
      const fixed = getComputedStyle(element).position === 'fixed';
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      body.paddingBottom = fixed ? height : before.padding;
      root.scrollPaddingBottom = fixed ? height : before.scroll;
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    // A change of the window's height can fix or free the banner without changing its size.
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      observer?.disconnect();
      body.paddingBottom = before.padding;
      root.scrollPaddingBottom = before.scroll;
    };
  }, [ref, active]);
}
