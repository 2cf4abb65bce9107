import type { PagerLink, SidebarItem } from '../types.ts';
import { isExternal, normalizePath } from './paths.ts';
import { flattenLinks } from './sidebar.ts';

/** A front-matter override of a pager link: `false` hides it, a string renames it, an object replaces it. */
export type PagerOverride = false | string | PagerLink | undefined;

function applyOverride(link: PagerLink | null, override: PagerOverride): PagerLink | null {
  if (override === false) return null;
  if (override === undefined) return link;
  if (typeof override === 'string') return link ? { text: override, link: link.link } : null;
  return override;
}

/** The previous and next pages of a page, in the reading order of its sidebar. External links are skipped. */
export function resolvePager(
  path: string,
  sidebar: SidebarItem[] | null,
  overrides: { prev?: PagerOverride; next?: PagerOverride } = {},
): { prev: PagerLink | null; next: PagerLink | null } {
  const links = sidebar ? flattenLinks(sidebar).filter((l) => !isExternal(l.link)) : [];
  const current = normalizePath(path);
  const index = links.findIndex((l) => normalizePath(l.link) === current);
  const prev = index > 0 ? (links[index - 1] ?? null) : null;
  const next = index >= 0 ? (links[index + 1] ?? null) : null;
  return { prev: applyOverride(prev, overrides.prev), next: applyOverride(next, overrides.next) };
}
