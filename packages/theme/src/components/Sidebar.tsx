import { useEffect, useRef } from 'react';
import type { PageSidebar } from '@atlas-docs/content/types';
import { useShell } from '../context.ts';
import { useSidebarItems } from '../hooks/useSidebarItems.ts';
import { SidebarItem } from './SidebarItem.tsx';

interface SidebarProps {
  sidebar: PageSidebar;
  /** Open as a drawer (narrow screens); on wide screens the sidebar is always shown. */
  open: boolean;
  onClose: () => void;
  refreshKey: number;
}

/**
 * Scrolls `scroller` just enough to show `element` (as `scrollIntoView({ block: 'nearest' })` would, but
 * without moving the browser's sequential focus starting point, so the first Tab still reaches the skip link).
 */
function revealWithin(scroller: HTMLElement, element: HTMLElement): void {
  const box = scroller.getBoundingClientRect();
  const target = element.getBoundingClientRect();
  if (target.top < box.top) scroller.scrollTop -= box.top - target.top;
  else if (target.bottom > box.bottom) scroller.scrollTop += target.bottom - box.bottom;
}

/** The sidebar: a column on wide screens, a drawer with a backdrop on narrow ones. */
export function Sidebar({ sidebar, open, onClose, refreshKey }: SidebarProps) {
  const { locale } = useShell();
  const { items, load } = useSidebarItems(sidebar);
  const navRef = useRef<HTMLElement | null>(null);
  const asideRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    load();
    navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open, load]);

  // After a navigation has settled, keep the current page's link in view.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const scroller = asideRef.current;
    if (active && scroller) revealWithin(scroller, active);
  }, [refreshKey]);

  return (
    <>
      <div className="ad-sidebar-backdrop" data-state={open ? 'open' : 'closed'} onClick={onClose} aria-hidden="true" />
      {/* The whole sidebar loads on the reader's first sign of using it: a pointer over it, or focus in it. */}
      <aside
        ref={asideRef}
        className="ad-sidebar"
        id="ad-sidebar"
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={load}
        onFocus={load}
      >
        <nav ref={navRef} className="ad-sidebar__nav" aria-label={locale.labels.sidebarMenu}>
          <ul className="ad-sidebar__groups">
            {items.map((item, index) => (
              <SidebarItem key={`${item.text}-${index}`} item={item} depth={0} />
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
