import { useEffect, useState } from 'react';
import { activeHeadingIndex } from '@atlas-docs/content/rules';
import { PAGE_TOP_HEIGHT_PROPERTY, SCROLL_THROTTLE_MS } from '../constants.ts';
import { throttle } from '../throttle.ts';

/** Distance below the top of the viewport at which a heading counts as reached (under the sticky bars). */
const ACTIVE_OFFSET = 120;

/** The height of the page's top region above the bars (a notice banner), 0 without one (see PageTop). */
function topRegionHeight(): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(PAGE_TOP_HEIGHT_PROPERTY)) || 0;
}

/** The id of the heading the reader is at, tracked on scroll (throttled), among `ids`. */
export function useActiveHeading(ids: string[], refreshKey: unknown): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    const update = (): void => {
      const tops = list.map((id) => {
        const el = document.getElementById(id);
        return el ? el.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
      });
      const atBottom =
        window.scrollY > 0 &&
        Math.ceil(window.innerHeight + window.scrollY) >= document.documentElement.scrollHeight - 1;
      const index = activeHeadingIndex(tops, window.scrollY, ACTIVE_OFFSET + topRegionHeight(), atBottom);
      setActive(index >= 0 ? (list[index] ?? null) : null);
    };
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', throttled.run, { passive: true });
    window.addEventListener('resize', throttled.run, { passive: true });
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.run);
      window.removeEventListener('resize', throttled.run);
    };
  }, [key, refreshKey]);
  return active;
}
