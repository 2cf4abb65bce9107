import { useId, useRef, type FocusEvent } from 'react';
import { useControllableState } from './useControllableState.ts';
import { useEscape, useOutsideClick } from './dismiss.ts';

export interface DropdownOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * A button that shows and hides a panel of links below it: the WAI-ARIA disclosure pattern (not a menu
 * role). Escape closes it and returns focus to the button; a click outside closes it, and so does focus
 * moving on to something outside button and panel (Tab past its last link, Shift+Tab before the button).
 */
export function useDropdown({ open, defaultOpen = false, onOpenChange }: DropdownOptions) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEscape(isOpen, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });
  useOutsideClick([buttonRef, panelRef], isOpen, () => setOpen(false));
  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    const next = event.relatedTarget;
    // No next element: the window lost focus, or a click on nothing, which the outside click handles.
    if (!isOpen || !(next instanceof Node)) return;
    if (buttonRef.current?.contains(next) || panelRef.current?.contains(next)) return;
    setOpen(false);
  };

  return {
    open: isOpen,
    setOpen,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpen(!isOpen),
      onBlur,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen, 'data-state': isOpen ? 'open' : 'closed', onBlur },
  };
}
