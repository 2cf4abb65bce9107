import { useId, useState } from 'react';
import type { SidebarItem as Item } from '@atlas-docs/content/types';
import { containsActive, isActive, isExpanded } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';

interface SidebarItemProps {
  item: Item;
  depth: number;
}

/**
 * One sidebar entry. A collapsible group has a caret button (a disclosure); groups that hold the
 * current page expand themselves on navigation.
 */
export function SidebarItem({ item, depth }: SidebarItemProps) {
  const { page, locale } = useShell();
  const childrenId = useId();
  const collapsible = item.collapsed !== undefined && item.items !== undefined;
  const [state, setState] = useState(() => ({ path: page.path, expanded: isExpanded(item, page.path) }));
  // A navigation into a folded group opens it; the reader's own toggles are kept otherwise.
  if (state.path !== page.path) {
    setState({ path: page.path, expanded: state.expanded || containsActive(item, page.path) });
  }
  const { expanded } = state;
  const active = isActive(page.path, item.link);
  const holdsActive = !active && containsActive(item, page.path);

  const caret = (
    <svg className="ad-sidebar__caret-icon" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
  const toggle = (): void => setState((value) => ({ ...value, expanded: !value.expanded }));

  let row;
  if (!item.link && collapsible) {
    // A group without a page of its own: the whole heading is the toggle.
    row = (
      <button
        type="button"
        className="ad-sidebar__toggle"
        aria-expanded={expanded}
        aria-controls={childrenId}
        onClick={toggle}
      >
        <span className="ad-sidebar__text">{item.text}</span>
        {caret}
      </button>
    );
  } else {
    row = (
      <>
        {item.link ? (
          <a className="ad-sidebar__link" href={item.link} aria-current={active ? 'page' : undefined}>
            {item.text}
          </a>
        ) : (
          <span className="ad-sidebar__text">{item.text}</span>
        )}
        {collapsible && (
          <button
            type="button"
            className="ad-sidebar__caret"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={locale.labels.sidebarGroup.replace('{text}', item.text)}
            onClick={toggle}
          >
            {caret}
          </button>
        )}
      </>
    );
  }

  return (
    <li
      className="ad-sidebar__item"
      data-depth={depth}
      data-state={collapsible ? (expanded ? 'open' : 'closed') : undefined}
      data-has-active={holdsActive ? 'true' : undefined}
    >
      <div className={depth === 0 && item.items ? 'ad-sidebar__heading' : 'ad-sidebar__row'}>{row}</div>
      {item.items && (
        <ul className="ad-sidebar__children" id={childrenId} hidden={collapsible && !expanded}>
          {item.items.map((child, index) => (
            <SidebarItem key={`${child.text}-${index}`} item={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
