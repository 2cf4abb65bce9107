import type { NavItem } from '../types.ts';
import { isActive } from './paths.ts';

/** Whether a navigation item (or, for a flyout, one of its children) matches the current page. */
export function isNavActive(item: NavItem, path: string): boolean {
  // `activeMatch` replaces the link's own match; a flyout is also active when one of its children is.
  if (item.activeMatch) {
    if (isActive(path, item.activeMatch, true)) return true;
  } else if (item.link !== undefined && isActive(path, item.link)) return true;
  return item.items?.some((child) => isNavActive(child, path)) ?? false;
}
