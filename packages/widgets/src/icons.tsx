import type { ReactNode } from 'react';

/** Small inline icons; decorative, the buttons that hold them carry the accessible name. */

/** The frame every icon shares: a 24-unit square, hidden from assistive technology and from focus. */
function Icon({ size = 18, className, children }: { size?: number; className?: string; children: ReactNode }) {
  return (
    <svg
      className={className ? `ad-w-icon ${className}` : 'ad-w-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A line drawn in the text colour, 2 units wide with round caps. */
function Stroke({ d, join }: { d: string; join?: 'round' }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin={join} />;
}

export function CloseIcon() {
  return (
    <Icon>
      <Stroke d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function QuestionIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <Stroke d="M9.5 9.2a2.6 2.6 0 0 1 5 .8c0 1.8-2.5 2.3-2.5 4" />
      <circle cx="12" cy="17.3" r="1.2" fill="currentColor" />
    </Icon>
  );
}

export function PlusIcon() {
  return (
    <Icon>
      <Stroke d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function MinusIcon() {
  return (
    <Icon>
      <Stroke d="M5 12h14" />
    </Icon>
  );
}

export function ResetIcon() {
  return (
    <Icon>
      <Stroke d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4" join="round" />
    </Icon>
  );
}

export function GridIcon() {
  return (
    <Icon size={20}>
      {[4, 10, 16].flatMap((y) =>
        [4, 10, 16].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="currentColor" />),
      )}
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon size={22}>
      <Stroke d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon className="ad-w-chevron">
      <Stroke d="M9 6l6 6-6 6" />
    </Icon>
  );
}

export function ExternalIcon() {
  return (
    <Icon size={14}>
      <Stroke d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </Icon>
  );
}

export function UserIcon() {
  return (
    <Icon size={20}>
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}
