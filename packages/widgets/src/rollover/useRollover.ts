import { useId, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useEscape } from '../hooks/useEscape.ts';
import { useFloating } from '../hooks/useFloating.ts';

export interface RolloverOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The roll-over panel's behaviour, after WCAG 1.4.13 (content on hover or focus): it opens while the pointer
 * is over the trigger or the panel, or focus is inside; it stays while either holds (hoverable, persistent),
 * and Escape hides it without moving pointer or focus (dismissible). The panel touches the trigger (its gap
 * is padding inside it), so the pointer can move onto it without leaving the widget.
 */
export function useRollover({ open, defaultOpen = false, onOpenChange }: RolloverOptions) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const hovered = useRef(false);
  const focused = useRef(false);

  useFloating(triggerRef, panelRef, isOpen, { placement: 'bottom-start', gap: 0 });
  useEscape(isOpen, () => setOpen(false));

  // A touch has no hover: a tap opens through focus and click, and the panel closes when focus leaves.
  const isHover = (event: PointerEvent): boolean => event.pointerType !== 'touch';

  return {
    open: isOpen,
    rootProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (!isHover(event)) return;
        hovered.current = true;
        setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!isHover(event)) return;
        hovered.current = false;
        if (!focused.current) setOpen(false);
      },
      onFocus: () => {
        focused.current = true;
        setOpen(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        focused.current = false;
        if (!hovered.current) setOpen(false);
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      // Opens only: a click after hovering must not close what the hover opened.
      onClick: () => setOpen(true),
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
    },
  };
}
