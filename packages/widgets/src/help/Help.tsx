import type { ReactNode } from 'react';
import { QuestionIcon } from '../icons.tsx';
import { useHelpPopover, type HelpPopoverOptions } from './useHelpPopover.ts';

export interface HelpProps extends HelpPopoverOptions {
  /** The help text. */
  children?: ReactNode;
  /** Accessible name of the button and the pop-over; default 'Help'. */
  label?: string | undefined;
}

/** A question-mark button that opens a 312 px help pop-over (spec 2.8). */
export function Help({ children, label = 'Help', ...options }: HelpProps) {
  const { open, buttonProps, popoverProps } = useHelpPopover(options);
  const state = open ? 'open' : 'closed';
  return (
    <span className="ad-help" data-state={state}>
      <button className="ad-help__button" aria-label={label} {...buttonProps}>
        <QuestionIcon />
      </button>
      <span className="ad-help__popover" aria-label={label} data-state={state} {...popoverProps}>
        {children}
      </span>
    </span>
  );
}
