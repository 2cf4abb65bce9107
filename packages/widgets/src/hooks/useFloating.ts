import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import { useLayoutEffect, type RefObject } from 'react';

export interface FloatingOptions {
  placement?: Placement;
  /** Gap between the reference and the floating element, px. */
  gap?: number;
}

/**
 * Keeps `floating` next to `reference` with Floating UI while `open`: flips to the other side and shifts
 * to stay in the viewport. Position and side are written through CSSOM (`style.left/top`, `data-side`),
 * never as markup, so server-rendered HTML carries no style attribute (the site's CSP forbids them).
 */
export function useFloating(
  reference: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  open: boolean,
  { placement = 'bottom-start', gap = 8 }: FloatingOptions = {},
): void {
  useLayoutEffect(() => {
    const anchor = reference.current;
    const panel = floating.current;
    if (!open || !anchor || !panel) return;
    const update = (): void => {
      void computePosition(anchor, panel, {
        placement,
        strategy: 'fixed',
        middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
      }).then(({ x, y, placement: final }) => {
        panel.style.left = `${x}px`;
        panel.style.top = `${y}px`;
        panel.dataset.side = final.split('-')[0];
      });
    };
    return autoUpdate(anchor, panel, update);
  }, [reference, floating, open, placement, gap]);
}
