import { useLayoutEffect, type RefObject } from 'react';

function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/**
 * Shows a `popover="manual"` element in the top layer while `open`, so no ancestor's overflow or stacking
 * context can clip it. The widget keeps the state and handles Escape and outside clicks itself, which is why
 * the popover is manual rather than auto. Without the Popover API, CSS shows it by `data-state`.
 */
export function usePopoverLayer(element: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const popover = element.current;
    if (!popover || !supportsPopover(popover)) return;
    const showing = popover.matches(':popover-open');
    if (open && !showing) popover.showPopover();
    if (!open && showing) popover.hidePopover();
  }, [element, open]);
}
