import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the dialog: from the last control to the first and back. (A modal dialog makes the
 * page inert, but Tab would still leave it for the browser's own controls.)
 */
function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalDialogOptions {
  /** The dialog was closed, by the page or by the browser (Escape, a click outside). */
  onClose: () => void;
  /** Escape was pressed: return true when it was handled, so that it does not close the dialog. */
  onEscape?: () => boolean;
  /** Focused when the dialog opens. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A native modal `<dialog>` that follows `open`: `showModal()` makes the rest of the page inert, Tab
 * cycles inside it, the browser closes it on Escape (unless `onEscape` takes the key) and, with
 * `closedby="any"`, on a click outside.
 */
export function useModalDialog(
  open: boolean,
  { onClose, onEscape, initialFocus }: ModalDialogOptions,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const closed = useEffectEvent(onClose);
  const escape = useEffectEvent((): boolean => onEscape?.() ?? false);
  const focus = useEffectEvent(() => initialFocus?.current?.focus());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      // A handled Escape must not become the dialog's close request.
      if (event.key === 'Escape' && escape()) event.preventDefault();
      if (event.key === 'Tab') wrapFocus(dialog, event);
    };
    const onCloseEvent = (): void => closed();
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onCloseEvent);
    };
  }, []);

  return ref;
}
