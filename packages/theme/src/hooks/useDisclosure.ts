import { useCallback, useEffect, useRef, useState } from 'react';
import { useEscape } from '@atlas-docs/widgets/hooks/dismiss';
import { useRouteChange } from './useRouteChange.ts';

export interface Disclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes and returns focus to the control that opened it. */
  close: (returnFocus?: boolean) => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}

/**
 * Open/closed state of a panel opened by a button: closes on Escape (focus back to the button) and on
 * route change. Used by the sidebar drawer, the outline dropdown, flyouts and the navigation screen.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const close = useCallback((refocus = true) => {
    returnFocus.current = refocus;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  // Focus moves back once the panel is closed and the page behind it is no longer inert.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);
  useEscape(open, () => close(true));
  useRouteChange(() => setOpen(false));
  return { open, setOpen, toggle, close, buttonRef };
}
