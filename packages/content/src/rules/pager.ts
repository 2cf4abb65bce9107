import type { PagerLink, SidebarItem } from '../types.ts';
import { isExternal, normalizePath } from './paths.ts';
import { flattenLinks } from './sidebar.ts';

/**
 * A front-matter override of a pager link: `false` hides it, `true` keeps it, a string renames it, an object
 * replaces what it gives (`{}` keeps the link, `{ text }` renames it, `{ text, link }` replaces it).
 */
export type PagerOverride = boolean | string | Partial<PagerLink> | undefined;

function applyOverride(link: PagerLink | null, override: PagerOverride): PagerLink | null {
  if (override === false) return null;
  if (override === undefined || override === true) return link;
  if (typeof override === 'string') return link ? { text: override, link: link.link } : null;
  if (override.link === undefined) return link ? { text: override.text ?? link.text, link: link.link } : null;
  return { text: override.text ?? override.link, link: override.link };
}

interface ReadingOrder {
  links: PagerLink[];
  /** Position of each link by its normalised path. */
  index: Map<string, number>;
}

/**
 * Reading orders by sidebar. A build passes the same resolved sidebar to every page that shows it;
 * flattening it once instead of per page keeps pagers linear in the site size. Sidebars are never mutated.
 */
const orders = new WeakMap<SidebarItem[], ReadingOrder>();

function readingOrder(sidebar: SidebarItem[]): ReadingOrder {
  let order = orders.get(sidebar);
  if (!order) {
    const links = flattenLinks(sidebar).filter((l) => !isExternal(l.link));
    order = { links, index: new Map(links.map((l, i) => [normalizePath(l.link), i])) };
    orders.set(sidebar, order);
  }
  return order;
}

/** The previous and next pages of a page, in the reading order of its sidebar. External links are skipped. */
export function resolvePager(
  path: string,
  sidebar: SidebarItem[] | null,
  overrides: { prev?: PagerOverride; next?: PagerOverride } = {},
): { prev: PagerLink | null; next: PagerLink | null } {
  const { links, index: positions } = sidebar ? readingOrder(sidebar) : { links: [], index: new Map<string, number>() };
  const index = positions.get(normalizePath(path)) ?? -1;
  const prev = index > 0 ? (links[index - 1] ?? null) : null;
  const next = index >= 0 ? (links[index + 1] ?? null) : null;
  return { prev: applyOverride(prev, overrides.prev), next: applyOverride(next, overrides.next) };
}
