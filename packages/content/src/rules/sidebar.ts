import type { PagerLink, SidebarConfig, SidebarItem } from '../types.ts';
import { isActive, joinPath, normalizePath } from './paths.ts';

/** Sidebar groups nest at most this deep; deeper items are dropped. */
export const MAX_SIDEBAR_DEPTH = 5;

/** How a resolved link is written: as it is, or (at build time) as the route its page really has. */
export type LinkCanonicaliser = (link: string) => string;

const asWritten: LinkCanonicaliser = (link) => link;

function withBase(
  items: SidebarItem[],
  base: string | undefined,
  depth: number,
  canonical: LinkCanonicaliser,
): SidebarItem[] {
  if (depth > MAX_SIDEBAR_DEPTH) return [];
  return items.map((item) => {
    const itemBase = item.base ?? base;
    const resolved: SidebarItem = { text: item.text };
    if (item.link !== undefined) resolved.link = canonical(joinPath(itemBase, item.link));
    if (item.collapsed !== undefined) resolved.collapsed = item.collapsed;
    if (item.items) {
      const children = withBase(item.items, itemBase, depth + 1, canonical);
      if (children.length > 0) resolved.items = children;
    }
    return resolved;
  });
}

/** A sidebar key as a path without a trailing slash: `docs/` -> `/docs`, `/` -> ``. */
function trimPrefix(prefix: string): string {
  return `/${prefix}`.replace(/^\/+/, '/').replace(/\/+$/, '');
}

/** Whether a path is under a sidebar key, on a segment boundary: `/docs` covers `/docs/a`, not `/docsearch`. */
function hasPrefix(path: string, prefix: string): boolean {
  const base = trimPrefix(prefix);
  return base === '' || path === base || path.startsWith(`${base}/`);
}

/**
 * The key of a keyed sidebar config that applies to a path: the longest one that prefixes it. Pages with
 * the same key share one sidebar, which lets a build resolve each sidebar once.
 */
export function sidebarKey(config: Exclude<SidebarConfig, SidebarItem[]>, path: string): string | undefined {
  const current = path.startsWith('/') ? path : `/${path}`;
  return Object.keys(config)
    .filter((prefix) => hasPrefix(current, prefix))
    .sort((a, b) => trimPrefix(b).length - trimPrefix(a).length)[0];
}

/**
 * The sidebar of a page: an array config applies everywhere; a keyed config picks the longest key that
 * prefixes the path. Links get their `base` applied, then `canonical` (the build passes the route each page
 * really has, see `canonicalLink`), and nesting is cut at {@link MAX_SIDEBAR_DEPTH}.
 */
export function resolveSidebar(
  config: SidebarConfig | undefined,
  path: string,
  canonical: LinkCanonicaliser = asWritten,
): SidebarItem[] | null {
  if (!config) return null;
  if (Array.isArray(config)) return config.length ? withBase(config, undefined, 1, canonical) : null;
  const key = sidebarKey(config, path);
  if (key === undefined) return null;
  const entry = config[key];
  if (!entry) return null;
  const resolved = Array.isArray(entry)
    ? withBase(entry, undefined, 1, canonical)
    : withBase(entry.items, entry.base, 1, canonical);
  return resolved.length ? resolved : null;
}

/** Whether the item or any of its descendants is the current page. */
export function containsActive(item: SidebarItem, path: string): boolean {
  if (isActive(path, item.link)) return true;
  return item.items?.some((child) => containsActive(child, path)) ?? false;
}

/**
 * Whether a collapsible group shows its children: groups that contain the current page are always
 * expanded, whatever their configured `collapsed` value.
 */
export function isExpanded(item: SidebarItem, path: string): boolean {
  if (item.collapsed === undefined) return true;
  return !item.collapsed || containsActive(item, path);
}

/** Every linked item in reading order, without duplicates: the order of the pager. */
export function flattenLinks(items: SidebarItem[]): PagerLink[] {
  const links: PagerLink[] = [];
  const seen = new Set<string>();
  const walk = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (item.link !== undefined && !seen.has(normalizePath(item.link))) {
        seen.add(normalizePath(item.link));
        links.push({ text: item.text, link: item.link });
      }
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return links;
}
