import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { SIDE_MENU_BREAKPOINT } from '../config.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useEscape } from '../hooks/dismiss.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { ChevronIcon, CloseIcon, ExternalIcon } from '../icons.tsx';
import { initiallyExpanded, opensNewTab, toggleExpanded, type MenuItem } from './model.ts';
import { useModal } from './useModal.ts';
import { useScrollIndicator } from './useScrollIndicator.ts';

export interface SideMenuProps {
  items: readonly MenuItem[];
  /** Open or not; by default open at 1024 px and wider, closed below. */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called when an item's link is chosen, with whether it opens a new tab. */
  onSelect?: ((item: MenuItem, newTab: boolean) => void) | undefined;
  /** Accessible name of the navigation; default 'Menu'. */
  label?: string | undefined;
  /** Id of the panel, for the header's aria-controls. */
  id?: string | undefined;
  /** Accessible name of the close button the open menu has on narrow screens; default 'Close menu'. */
  closeLabel?: string | undefined;
  /**
   * Accessible name of the button that expands a parent item with a link of its own; `{title}` is the
   * item's title. Default 'Submenu of {title}' (the link keeps the title itself).
   */
  submenuLabel?: string | undefined;
}

interface ItemProps {
  item: MenuItem;
  level: number;
  expanded: ReadonlySet<string>;
  onToggle: (item: MenuItem) => void;
  onChoose: (item: MenuItem, event: MouseEvent<HTMLAnchorElement>) => void;
  submenuLabel: string;
}

function Item({ item, level, expanded, onToggle, onChoose, submenuLabel }: ItemProps) {
  const childrenId = useId();
  const isExpanded = expanded.has(item.id);
  const label = (
    <>
      {item.icon && (
        <span className="ad-side-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className="ad-side-menu__text">
        <span className="ad-side-menu__title">{item.title}</span>
        {item.subtitle && <span className="ad-side-menu__subtitle">{item.subtitle}</span>}
      </span>
    </>
  );
  const toggle = item.children && (
    <button
      type="button"
      className={item.url ? 'ad-side-menu__toggle' : 'ad-side-menu__row ad-side-menu__row--button'}
      aria-expanded={isExpanded}
      aria-controls={childrenId}
      aria-label={item.url ? submenuLabel.replace('{title}', item.title) : undefined}
      onClick={() => onToggle(item)}
    >
      {!item.url && label}
      <ChevronIcon />
    </button>
  );
  return (
    <li className="ad-side-menu__item" data-level={level}>
      <div className="ad-side-menu__line">
        {!item.url && !item.children && (
          // Neither a link nor a parent: the title heads the items after it.
          <span className="ad-side-menu__row ad-side-menu__row--heading">{label}</span>
        )}
        {item.url && (
          <a
            className="ad-side-menu__row"
            href={item.url}
            target={item.external ? '_blank' : undefined}
            rel={item.external ? 'noopener noreferrer' : undefined}
            onClick={(event) => onChoose(item, event)}
          >
            {label}
            {item.external && <ExternalIcon />}
            {item.external && <span className="ad-w-visually-hidden"> (opens in a new tab)</span>}
          </a>
        )}
        {toggle}
      </div>
      {item.children && (
        <div className="ad-side-menu__children" id={childrenId} data-state={isExpanded ? 'open' : 'closed'}>
          <ul className="ad-side-menu__list">
            {item.children.map((child) => (
              <Item
                key={child.id}
                item={child}
                level={level + 1}
                expanded={expanded}
                onToggle={onToggle}
                onChoose={onChoose}
                submenuLabel={submenuLabel}
              />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * The side menu (spec 2.5, 4): up to three levels in the WAI-ARIA disclosure navigation pattern. Open at
 * 1024 px and wider; below, it opens over the page as a modal dialog (holding the navigation) with an overlay
 * and a close button, which has focus when it opens, and closes on that button, on Escape, on the overlay and
 * after an item is chosen.
 */
export function SideMenu({
  items,
  open,
  defaultOpen,
  onOpenChange,
  onSelect,
  label = 'Menu',
  id,
  closeLabel = 'Close menu',
  submenuLabel = 'Submenu of {title}',
}: SideMenuProps) {
  const wide = useMediaQuery(`(width >= ${SIDE_MENU_BREAKPOINT}px)`);
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen ?? wide,
    onChange: onOpenChange,
  });
  const [expanded, setExpanded] = useState(() => initiallyExpanded(items));
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = isOpen && !wide;

  // Crossing the breakpoint opens the menu on wide screens and closes it on narrow ones.
  const previousWide = useRef(wide);
  useEffect(() => {
    if (previousWide.current !== wide) setOpen(wide);
    previousWide.current = wide;
  }, [wide, setOpen]);

  useModal(rootRef, modal, closeRef);
  useEscape(modal, () => setOpen(false));
  const { showIndicator, onScroll } = useScrollIndicator(listRef, isOpen);

  const onChoose = (item: MenuItem, event: MouseEvent<HTMLAnchorElement>): void => {
    const newTab = opensNewTab(item, event);
    onSelect?.(item, newTab);
    if (!newTab && !wide) setOpen(false);
  };

  const state = isOpen ? 'open' : 'closed';
  return (
    <div ref={rootRef} className="ad-side-menu" data-state={state} data-mode={wide ? 'wide' : 'narrow'}>
      {modal && (
        // A pointer convenience: Escape is the keyboard's way to close, so the overlay needs no key handler.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className="ad-side-menu__overlay" onClick={() => setOpen(false)} />
      )}
      <div
        id={id}
        className="ad-side-menu__panel"
        aria-label={modal ? label : undefined}
        aria-modal={modal ? true : undefined}
        role={modal ? 'dialog' : undefined}
        hidden={!isOpen}
      >
        {modal && (
          // Over the page the menu covers the header and its menu button: it brings its own way out.
          <div className="ad-side-menu__bar">
            <button
              ref={closeRef}
              type="button"
              className="ad-w-icon-button ad-side-menu__close"
              aria-label={closeLabel}
              title={closeLabel}
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
          </div>
        )}
        <nav className="ad-side-menu__nav" aria-label={label}>
          <ul ref={listRef} className="ad-side-menu__list ad-side-menu__scroller" onScroll={onScroll}>
            {items.map((item) => (
              <Item
                key={item.id}
                item={item}
                level={1}
                expanded={expanded}
                onToggle={(target) => setExpanded((current) => toggleExpanded(current, target))}
                onChoose={onChoose}
                submenuLabel={submenuLabel}
              />
            ))}
          </ul>
        </nav>
        {showIndicator && <span className="ad-side-menu__more" aria-hidden="true" />}
      </div>
    </div>
  );
}
