import { SIDE_MENU_LEVELS } from '../config.ts';
import { reduceId, schemeOf } from '../sanitize/urls.ts';

/** An item of the side menu (spec 3). `parent` and `expanded` are derived: set `expanded` for the start. */
export interface MenuItem {
  id: string;
  title: string;
  subtitle?: string | undefined;
  /** A short text or emoji shown before the title. */
  icon?: string | undefined;
  url?: string | undefined;
  /** Opens in a new tab. */
  external?: boolean | undefined;
  children?: MenuItem[] | undefined;
  /** Initially expanded. */
  expanded?: boolean | undefined;
  /** Id of the parent item; set by {@link normaliseMenu}. */
  parent?: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const scheme = schemeOf(value);
  return scheme === null || scheme === 'http' || scheme === 'https' ? value.trim() : undefined;
}

/**
 * Menu items from untrusted data (the `items` attribute): items without a title are left out, URLs that are
 * not relative or http(s) are dropped, ids are reduced (spec 5.2) and made unique, and levels beyond the
 * third are cut.
 */
export function normaliseMenu(data: unknown, level = 1, parent?: string, seen = new Set<string>()): MenuItem[] {
  if (!Array.isArray(data) || level > SIDE_MENU_LEVELS) return [];
  return data.flatMap((entry, index): MenuItem[] => {
    if (!isRecord(entry)) return [];
    const title = text(entry.title);
    if (!title) return [];
    let id = reduceId(text(entry.id) ?? '') || `${parent ?? 'item'}-${index}`;
    while (seen.has(id)) id = `${id}-${index}`;
    seen.add(id);
    const children = normaliseMenu(entry.children, level + 1, id, seen);
    return [
      {
        id,
        title,
        subtitle: text(entry.subtitle),
        icon: text(entry.icon),
        url: safeUrl(entry.url),
        external: entry.external === true,
        children: children.length ? children : undefined,
        expanded: entry.expanded === true,
        parent,
      },
    ];
  });
}

/** Ids of the items that start expanded. */
export function initiallyExpanded(items: readonly MenuItem[]): Set<string> {
  const ids = new Set<string>();
  const visit = (list: readonly MenuItem[]): void => {
    for (const item of list) {
      if (item.expanded && item.children) ids.add(item.id);
      visit(item.children ?? []);
    }
  };
  visit(items);
  return ids;
}

function descendants(item: MenuItem): string[] {
  return (item.children ?? []).flatMap((child) => [child.id, ...descendants(child)]);
}

/** Expands a collapsed item, or collapses an expanded one together with its expanded descendants. */
export function toggleExpanded(expanded: ReadonlySet<string>, item: MenuItem): Set<string> {
  const next = new Set(expanded);
  if (next.has(item.id)) {
    next.delete(item.id);
    for (const id of descendants(item)) next.delete(id);
  } else {
    next.add(item.id);
  }
  return next;
}

/** Whether choosing a link opens a new tab: an external item, or a ctrl/meta-click. */
export function opensNewTab(item: Pick<MenuItem, 'external'>, event: { ctrlKey: boolean; metaKey: boolean }): boolean {
  return item.external === true || event.ctrlKey || event.metaKey;
}
