import { useCallback, useEffect, useId, useRef, type FocusEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useEscape, useOutsideClick } from '../hooks/dismiss.ts';
import { useFloating } from '../hooks/useFloating.ts';
import { usePopoverLayer } from './usePopoverLayer.ts';

export interface HelpPopoverOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** Whether focus has nowhere meaningful to be: on the page itself, or inside the closing pop-over. */
function focusIsLost(popover: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!popover?.contains(active);
}

/**
 * The help pop-over's behaviour: the button toggles it; opening moves focus into it; Escape and a click
 * outside close it and send focus back to the button (after an outside click only when that click did not
 * focus something else); tabbing out of it closes it.
 */
export function useHelpPopover({ open, defaultOpen = false, onOpenChange }: HelpPopoverOptions) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLSpanElement>(null);
  const popoverId = useId();
  // Focus moves into the pop-over only when the visitor opened it, not when a page opens it on load.
  const focusOnOpen = useRef(false);

  usePopoverLayer(popoverRef, isOpen);
  useFloating(buttonRef, popoverRef, isOpen, { placement: 'bottom-start', gap: 8 });

  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    popoverRef.current?.focus();
  }, [isOpen]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  useEscape(isOpen, () => close(true));
  useOutsideClick([buttonRef, popoverRef], isOpen, () => close(focusIsLost(popoverRef.current)));

  const onPopoverBlur = (event: FocusEvent<HTMLElement>): void => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && next !== buttonRef.current) close(false);
  };

  return {
    open: isOpen,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': popoverId,
      onClick: () => {
        focusOnOpen.current = !isOpen;
        setOpen(!isOpen);
      },
    },
    popoverProps: {
      ref: popoverRef,
      id: popoverId,
      popover: 'manual' as const,
      role: 'dialog' as const,
      tabIndex: -1,
      onBlur: onPopoverBlur,
    },
  };
}
