import type { ReactNode } from 'react';

/** A box that may scroll: a labelled region that takes focus, so keyboard users can scroll it too. */
export function ScrollBox({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrolling content must be reachable by keyboard
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
