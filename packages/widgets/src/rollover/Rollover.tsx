import type { ReactNode } from 'react';
import { useRollover, type RolloverOptions } from './useRollover.ts';

export interface RolloverProps extends RolloverOptions {
  /** The trigger's text. */
  label: ReactNode;
  /** The panel's content. */
  children?: ReactNode;
}

/** A roll-over panel (spec 2.8): content shown on hover and on keyboard focus, hidden again by Escape. */
export function Rollover({ label, children, ...options }: RolloverProps) {
  const { open, rootProps, triggerProps, panelProps } = useRollover(options);
  const state = open ? 'open' : 'closed';
  return (
    <span className="ad-rollover" data-state={state} {...rootProps}>
      <button className="ad-rollover__trigger" {...triggerProps}>
        {label}
      </button>
      <span className="ad-rollover__panel" data-state={state} hidden={!open} {...panelProps}>
        <span className="ad-rollover__card">{children}</span>
      </span>
    </span>
  );
}
