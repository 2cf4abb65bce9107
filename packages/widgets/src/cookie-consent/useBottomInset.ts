import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `active`, gives the page bottom padding and scroll padding equal to the element's height, so the
 * fixed banner never hides the end of the page or the focused element (WCAG 2.4.11). Set through CSSOM, as
 * the site's CSP forbids style attributes in markup; the page's own values come back afterwards.
 */
export function useBottomInset(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const before = { padding: body.paddingBottom, scroll: root.scrollPaddingBottom };
    const apply = (): void => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      body.paddingBottom = height;
      root.scrollPaddingBottom = height;
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.paddingBottom = before.padding;
      root.scrollPaddingBottom = before.scroll;
    };
  }, [ref, active]);
}
