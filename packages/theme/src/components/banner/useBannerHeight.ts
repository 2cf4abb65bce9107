import { useLayoutEffect, type RefObject } from 'react';
import { BANNER_HEIGHT_PROPERTY } from '../../constants.ts';

/**
 * Keeps `--ad-banner-height` on <html> equal to the banner's height (0 once dismissed), so the bars below
 * it stay in place as it wraps, resizes or goes. Set through the CSSOM, which the content security policy
 * allows; the page's no-flash script sets the first value before the first paint.
 */
export function useBannerHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const apply = (): void => {
      root.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [ref]);
}
