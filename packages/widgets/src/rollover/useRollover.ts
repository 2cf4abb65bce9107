import { useId, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useEscape } from '../hooks/dismiss.ts';
import { useFloating } from '../hooks/useFloating.ts';

export interface RolloverOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The roll-over panel's behaviour, after WCAG 1.4.13 (content on hover or focus): it opens while the pointer
 * is over the trigger or the panel, or focus is inside; it stays while either holds (hoverable, persistent),
 * and Escape hides it without moving the pointer (dismissible). Focus on a link in the panel goes back to the
 * trigger, where the panel stays closed until focus leaves the widget, the pointer comes back or the trigger
 * is clicked. The panel touches the trigger (its gap is padding inside it), so the pointer can move onto it
 * without leaving the widget.
 */
export function useRollover({ open, defaultOpen = false, onOpenChange }: RolloverOptions) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const hovered = useRef(false);
  const focused = useRef(false);
  // Escape sent focus from the panel back to the trigger: that focus does not open the panel again.
  const dismissed = useRef(false);

  useFloating(triggerRef, panelRef, isOpen, { placement: 'bottom-start', gap: 0 });
  useEscape(isOpen, () => {
    // Focus in the hidden panel would fall to <body>.
    if (panelRef.current?.contains(document.activeElement)) {
      dismissed.current = true;
      triggerRef.current?.focus();
    }
    setOpen(false);
  });

  // A touch has no hover: a tap opens through focus and click, and the panel closes when focus leaves.
  const isHover = (event: PointerEvent): boolean => event.pointerType !== 'touch';

  return {
    open: isOpen,
    rootProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (!isHover(event)) return;
        hovered.current = true;
        dismissed.current = false;
        setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!isHover(event)) return;
        hovered.current = false;
        if (!focused.current) setOpen(false);
      },
      onFocus: () => {
        focused.current = true;
        if (!dismissed.current) setOpen(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        focused.current = false;
        dismissed.current = false;
        if (!hovered.current) setOpen(false);
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      // Opens only: a click after hovering must not close what the hover opened.
      onClick: () => {
        dismissed.current = false;
        setOpen(true);
      },
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
    },
  };
}
