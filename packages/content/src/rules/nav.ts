import type { NavItem } from '../types.ts';
import { isActive } from './paths.ts';
import type { LinkCanonicaliser } from './sidebar.ts';

/** Whether a navigation item (or, for a flyout, one of its children) matches the current page. */
export function isNavActive(item: NavItem, path: string): boolean {
  // `activeMatch` replaces the link's own match; a flyout is also active when one of its children is.
  if (item.activeMatch) {
    if (isActive(path, item.activeMatch, true)) return true;
  } else if (item.link !== undefined && isActive(path, item.link)) return true;
  return item.items?.some((child) => isNavActive(child, path)) ?? false;
}

/** A navigation bar with each link (flyout children included) written by `canonical`, e.g. as its page's route. */
export function canonicalNav(items: NavItem[], canonical: LinkCanonicaliser): NavItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.link !== undefined ? { link: canonical(item.link) } : {}),
    ...(item.items ? { items: canonicalNav(item.items, canonical) } : {}),
  }));
}
