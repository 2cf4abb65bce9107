import type { ReactNode } from 'react';
import { builtinIconOf, type BuiltinIcon } from './model.ts';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The drawings of the built-in icons (spec 2.4), on a 24 x 24 grid. */
const DRAWINGS: Record<BuiltinIcon, ReactNode> = {
  copyright: (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M14.8 9.5a3.5 3.5 0 1 0 0 5" {...stroke} />
    </>
  ),
  privacy: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" {...stroke} />
      <path d="M9.5 12l2 2 3.5-4" {...stroke} />
    </>
  ),
  terms: (
    <>
      <path d="M7 3h7l4 4v14H7z" {...stroke} />
      <path d="M10 11h5M10 14h5M10 17h3" {...stroke} />
    </>
  ),
  cookies: (
    <>
      <path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 4 4 3 3 0 0 0 5 5z" {...stroke} />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="14" cy="15" r="1.2" fill="currentColor" />
      <circle cx="9" cy="15.5" r="1.2" fill="currentColor" />
    </>
  ),
  legal: (
    <>
      <path d="M12 4v16M8 20h8M5 7h14" {...stroke} />
      <path d="M5 7l-2.5 6a2.5 2.5 0 0 0 5 0zM19 7l-2.5 6a2.5 2.5 0 0 0 5 0z" {...stroke} />
    </>
  ),
};

/**
 * A section's icon: its own markup (sanitised before it gets here) or the built-in icon of its id; nothing
 * for other ids. Decorative: the section's title names the button.
 */
export function SectionIcon({ id, markup }: { id: string; markup: string | null }) {
  if (markup !== null) {
    return <span className="ad-legal__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  const builtin = builtinIconOf(id);
  if (builtin === null) return null;
  return (
    <span className="ad-legal__icon" aria-hidden="true" data-icon={builtin}>
      <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
        {DRAWINGS[builtin]}
      </svg>
    </span>
  );
}

export function ChevronDownIcon() {
  return (
    <svg className="ad-legal__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" {...stroke} />
    </svg>
  );
}
