import { useLayoutEffect } from 'react';
import { PAGE_TOP_HEIGHT_PROPERTY, PAGE_TOP_ID } from '../../constants.ts';

/**
 * Keeps `--ad-page-top-height` on <html> equal to the top region's height (0 once its banner is dismissed),
 * so the bars below it stay in place as it wraps, resizes or goes. Set through the CSSOM, which the content
 * security policy allows; the inline script after the region sets the first value before the first paint.
 */
export function usePageTopHeight(): void {
  useLayoutEffect(() => {
    const region = document.getElementById(PAGE_TOP_ID);
    if (!region) return;
    const root = document.documentElement.style;
    const apply = (): void => {
      root.setProperty(PAGE_TOP_HEIGHT_PROPERTY, `${Math.ceil(region.getBoundingClientRect().height)}px`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.removeProperty(PAGE_TOP_HEIGHT_PROPERTY);
    };
  }, []);
}
