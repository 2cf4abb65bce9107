import type { NavItem } from '../types.ts';
import { isActive } from './paths.ts';

/** Whether a navigation item (or, for a flyout, one of its children) matches the current page. */
export function isNavActive(item: NavItem, path: string): boolean {
  if (item.activeMatch) return isActive(path, item.activeMatch, true);
  if (item.link !== undefined && isActive(path, item.link)) return true;
  return item.items?.some((child) => isNavActive(child, path)) ?? false;
}
