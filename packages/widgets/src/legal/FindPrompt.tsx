import { useEffect, useId, useRef } from 'react';
import { LEGAL_TEXTS } from '../config.ts';

/**
 * The question of spec 4 as a non-modal dialog (not `window.confirm`, which would block the page and the
 * browser's find bar behind it): focus moves to 'Expand all', Escape or 'Not now' close it, and focus goes
 * back where it was.
 */
export function FindPrompt({ open, onClose }: { open: boolean; onClose: (confirmed: boolean) => void }) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      open
      className="ad-legal__prompt"
      aria-label={LEGAL_TEXTS.findLabel}
      aria-describedby={messageId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose(false);
      }}
    >
      <p id={messageId} className="ad-legal__prompt-text">
        {LEGAL_TEXTS.findPrompt}
      </p>
      <div className="ad-legal__prompt-actions">
        <button
          ref={confirmRef}
          type="button"
          className="ad-w-button ad-w-button--primary"
          onClick={() => onClose(true)}
        >
          {LEGAL_TEXTS.findConfirm}
        </button>
        <button type="button" className="ad-w-button ad-legal__prompt-cancel" onClick={() => onClose(false)}>
          {LEGAL_TEXTS.findCancel}
        </button>
      </div>
    </dialog>
  );
}
