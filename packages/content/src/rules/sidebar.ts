import type { PagerLink, SidebarConfig, SidebarFolder, SidebarItem } from '../types.ts';
import { isExternal, joinPath, normalizePath } from './paths.ts';

/** Sidebar groups nest at most this deep; deeper items are dropped. */
export const MAX_SIDEBAR_DEPTH = 5;

/**
 * A sidebar with more links than this is large: its groups are folded unless they hold the current page, and a
 * page's HTML holds only the items of those (see {@link firstPaintSidebar}).
 */
export const LARGE_SIDEBAR_LINKS = 100;

/** How a resolved link is written: as it is, or (at build time) as the route its page really has. */
export type LinkCanonicaliser = (link: string) => string;

/** Leaves a link as it is written: the canonicaliser to use before the routes are known. */
export const asWritten: LinkCanonicaliser = (link) => link;

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

/** Whether a sidebar config is a folder's (`{ dir }`): the build lists its pages before anything resolves it. */
export function isSidebarFolder(value: unknown): value is SidebarFolder {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'dir' in value && !('items' in value);
}

/** Keyed sidebars: a record of path prefixes. */
export type KeyedSidebars = Exclude<SidebarConfig, SidebarItem[] | SidebarFolder>;

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
export function sidebarKey(config: KeyedSidebars, path: string): string | undefined {
  const current = path.startsWith('/') ? path : `/${path}`;
  return Object.keys(config)
    .filter((prefix) => hasPrefix(current, prefix))
    .sort((a, b) => trimPrefix(b).length - trimPrefix(a).length)[0];
}

/** How many links a sidebar holds, at any depth. */
export function countLinks(items: readonly SidebarItem[]): number {
  return items.reduce((count, item) => count + (item.link === undefined ? 0 : 1) + countLinks(item.items ?? []), 0);
}

/** Every group of `items`, at any depth, collapsible and folded (`collapsed: true`). */
function foldAll(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => (item.items ? { ...item, collapsed: true, items: foldAll(item.items) } : item));
}

/**
 * A large sidebar's groups folded, at every depth: a reader of a large site sees its groups at a glance and
 * opens one, and the groups that hold the current page open themselves (see {@link isExpanded}).
 */
function foldLarge(items: SidebarItem[]): SidebarItem[] {
  return countLinks(items) <= LARGE_SIDEBAR_LINKS ? items : foldAll(items);
}

/**
 * The sidebar of a page: an array config applies everywhere; a keyed config picks the longest key that
 * prefixes the path. Links get their `base` applied, then `canonical` (the build passes the route each page
 * really has, see `canonicalLink`), and nesting is cut at {@link MAX_SIDEBAR_DEPTH}; a large sidebar's groups are
 * folded.
 */
export function resolveSidebar(
  config: SidebarConfig | undefined,
  path: string,
  canonical: LinkCanonicaliser = asWritten,
): SidebarItem[] | null {
  // A folder's sidebar not listed yet (see `expandFolders`) has no items.
  if (!config || isSidebarFolder(config)) return null;
  if (Array.isArray(config)) return config.length ? foldLarge(withBase(config, undefined, 1, canonical)) : null;
  const key = sidebarKey(config, path);
  if (key === undefined) return null;
  const entry = config[key];
  if (!entry || isSidebarFolder(entry)) return null;
  const resolved = Array.isArray(entry)
    ? withBase(entry, undefined, 1, canonical)
    : withBase(entry.items, entry.base, 1, canonical);
  return resolved.length ? foldLarge(resolved) : null;
}

/** The first link of an item in reading order: its own, else its first descendant's. */
export function firstLink(item: SidebarItem): string | undefined {
  if (item.link !== undefined) return item.link;
  for (const child of item.items ?? []) {
    const link = firstLink(child);
    if (link !== undefined) return link;
  }
  return undefined;
}

/** Whether a group is folded in a first paint: its items are in the sidebar's file (see {@link firstPaintSidebar}). */
export function isFolded(item: SidebarItem): boolean {
  return item.items?.length === 0;
}

/**
 * The sidebar as a page's HTML shows it, before the shell has the sidebar's file. A small sidebar is whole. Of a
 * large one, the groups that hold the page keep their items, and every other group, at any depth, is folded:
 * closed, without its items (`items: []`), and linked to its own page or else its first page, so that a reader
 * without JavaScript reaches every group. A page's HTML then grows with the number of groups on the way to the
 * page and beside it, not with the number of pages.
 */
export function firstPaintSidebar(items: SidebarItem[], path: string): SidebarItem[] {
  return countLinks(items) <= LARGE_SIDEBAR_LINKS ? items : foldedAround(items, path);
}

function foldedAround(items: SidebarItem[], path: string): SidebarItem[] {
  return items.map((item) => {
    if (!item.items) return item;
    if (containsActive(item, path)) return { ...item, items: foldedAround(item.items, path) };
    const link = firstLink(item);
    return { text: item.text, ...(link === undefined ? {} : { link }), collapsed: true, items: [] };
  });
}

/** Per item, the links of it and its descendants that can be the current page, in their `normalizePath` form. */
const linksUnder = new WeakMap<SidebarItem, ReadonlySet<string>>();

/**
 * The links of an item and its descendants that can be the current page (`isActive`: not external), normalised,
 * once per item: a page asks it of every group of its sidebar, and a site of a few thousand pages under one
 * sidebar would otherwise normalise every link for every page.
 */
function linksOf(item: SidebarItem): ReadonlySet<string> {
  let links = linksUnder.get(item);
  if (!links) {
    const set = new Set<string>();
    if (item.link !== undefined && !isExternal(item.link)) set.add(normalizePath(item.link));
    for (const child of item.items ?? []) for (const link of linksOf(child)) set.add(link);
    linksUnder.set(item, (links = set));
  }
  return links;
}

/** Whether the item or any of its descendants is the current page (`isActive`). */
export function containsActive(item: SidebarItem, path: string): boolean {
  return linksOf(item).has(normalizePath(path));
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
