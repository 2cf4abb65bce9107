import { useEffect, useId, useRef } from 'react';
import { useEscape } from '@atlas-docs/widgets/hooks/dismiss';
import { problemLocation, type DevProblem } from './messages.ts';
import './DevOverlay.css';

export interface DevOverlayProps {
  /** The problems of the page on screen; the overlay shows while there is one and it is not dismissed. */
  problems: readonly DevProblem[];
  open: boolean;
  onDismiss: () => void;
}

function heading(problems: readonly DevProblem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (errors && warnings) return `${count(errors, 'error')} and ${count(warnings, 'warning')} in the site`;
  return errors ? `${count(errors, 'error')} in the site` : `${count(warnings, 'warning')} in the site`;
}

/**
 * The dev server's overlay: a non-modal dialog over the page that names the file, line and message of each
 * problem. It takes focus when it opens (the reader is usually in their editor) and gives it back when
 * dismissed with its button or Escape; it closes by itself once the problems are fixed.
 */
export function DevOverlay({ problems, open, onDismiss }: DevOverlayProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement | null>(null);
  const shown = open && problems.length > 0;
  useEscape(shown, onDismiss);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.show();
    dialog.focus();
    return () => {
      dialog.close();
      if (dialog.contains(document.activeElement)) previous?.focus();
    };
  }, [shown]);

  return (
    <dialog ref={ref} className="ad-dev-overlay" aria-labelledby={titleId} tabIndex={-1}>
      {shown && (
        <>
          <div className="ad-dev-overlay__header">
            <h2 id={titleId} className="ad-dev-overlay__title">
              {heading(problems)}
            </h2>
            <button type="button" className="ad-dev-overlay__close" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
          <ul className="ad-dev-overlay__list">
            {problems.map((problem, index) => (
              <li key={index} className="ad-dev-overlay__problem" data-severity={problem.severity}>
                <span className="ad-dev-overlay__severity">{problem.severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
                <code className="ad-dev-overlay__location">{problemLocation(problem)}</code>
                <p className="ad-dev-overlay__message">{problem.message}</p>
              </li>
            ))}
          </ul>
          <p className="ad-dev-overlay__hint">Fix the file and save: this page updates by itself.</p>
        </>
      )}
    </dialog>
  );
}
