import { useId, useRef, type ReactNode } from 'react';
import { useDisclosure } from '../hooks/useDisclosure.ts';

interface NavFlyoutProps {
  /** Visible text of the button; when absent, `label` names an icon-only button. */
  text?: string;
  label?: string;
  icon?: ReactNode;
  active?: boolean;
  children: ReactNode;
  className?: string;
}

const HOVER_CLICK_GRACE_MS = 500;

/**
 * A flyout menu of links (the disclosure navigation pattern): opens on hover or click, closes when
 * focus or the pointer leaves it, on Escape and on route change.
 */
export function NavFlyout({ text, label, icon, active = false, children, className }: NavFlyoutProps) {
  const { open, setOpen, toggle, buttonRef } = useDisclosure();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  // A tap fires mouseenter then click: a click right after hover opened the menu keeps it open.
  const hoverOpenedAt = useRef(0);
  return (
    <div
      ref={rootRef}
      className={`ad-flyout ${className ?? ''}`}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => {
        if (!open) hoverOpenedAt.current = Date.now();
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="ad-flyout__button"
        data-active={active ? 'true' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={text ? undefined : label}
        onClick={() => {
          if (Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) setOpen(true);
          else toggle();
        }}
      >
        {icon}
        {text && <span className="ad-flyout__text">{text}</span>}
        <svg className="ad-flyout__caret" aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path d="M7 10l5 5 5-5" />
        </svg>
      </button>
      <div className="ad-flyout__menu" id={menuId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
