import { useCallback, useEffect, useState, type RefObject } from 'react';
import { SCROLL_INDICATOR_DELAY_MS } from '../config.ts';

/**
 * Whether to show the "more below" indicator: the list overflows and is not scrolled to its end. It shows
 * only from 300 ms after the list becomes visible, so it does not flash while the menu opens.
 */
export function useScrollIndicator(list: RefObject<HTMLElement | null>, visible: boolean) {
  const [armed, setArmed] = useState(false);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = list.current;
    setMore(!!element && element.scrollHeight - element.scrollTop - element.clientHeight > 1);
  }, [list]);

  useEffect(() => {
    setArmed(false);
    if (!visible) return;
    const timer = setTimeout(() => {
      measure();
      setArmed(true);
    }, SCROLL_INDICATOR_DELAY_MS);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [visible, measure]);

  return { showIndicator: armed && more, onScroll: measure };
}
