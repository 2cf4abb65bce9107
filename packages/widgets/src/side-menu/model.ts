import { MAX_MENU_ITEMS, SIDE_MENU_LEVELS } from '../config.ts';
import { createIdScope, slugId, tidyId } from '../sanitize/ids.ts';
import { schemeOf } from '../sanitize/urls.ts';

/**
 * An item of the side menu (spec 3), as {@link normaliseMenu} returns it: `children` hold the tree, whether the
 * data nested them or named their `parent`; `parent` is the id of the item it sits under.
 */
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
  /** Id of the parent item. */
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

/** An entry of the data as read, before the tree is built. */
interface Entry {
  item: MenuItem;
  /** The entry it is nested in (`children`), if any. */
  container: Entry | undefined;
  /** The id its `parent` field names, reduced, if any. */
  parentId: string | undefined;
  /** Left out: it has no title, or is nested in an item left out. */
  dropped: boolean;
}

/**
 * Every entry of the data in document order, with the entry it is nested in: `children` are read to the depth
 * the menu shows, and no further (a flat list with `parent` ids is read whole). At most {@link MAX_MENU_ITEMS}.
 */
function readEntries(data: unknown): Entry[] {
  const entries: Entry[] = [];
  const ids = createIdScope();
  const visit = (list: unknown, container: Entry | undefined, level: number): void => {
    if (!Array.isArray(list) || level > SIDE_MENU_LEVELS) return;
    for (const [index, value] of list.entries()) {
      if (entries.length >= MAX_MENU_ITEMS) return;
      if (!isRecord(value)) continue;
      const title = text(value.title);
      const item: MenuItem = {
        id: ids(value.id, slugId(title ?? '') || `${container?.item.id ?? 'item'}-${index + 1}`),
        title: title ?? '',
        subtitle: text(value.subtitle),
        icon: text(value.icon),
        url: safeUrl(value.url),
        external: value.external === true,
        children: undefined,
        expanded: value.expanded === true,
        parent: undefined,
      };
      const parentId = container === undefined && typeof value.parent === 'string' ? tidyId(value.parent) : '';
      const entry: Entry = {
        item,
        container,
        parentId: parentId === '' ? undefined : parentId,
        dropped: !title || container?.dropped === true,
      };
      entries.push(entry);
      visit(value.children, entry, level + 1);
    }
  };
  visit(data, undefined, 1);
  return entries;
}

/**
 * Menu items from untrusted data (the `items` attribute). The tree is built from `children` and from `parent`
 * ids alike: an item whose `parent` names another item's id is that item's child (one nested in `children`
 * keeps its place; a `parent` naming no item, or itself through a loop, leaves it at the top). Items without a
 * title are left out with their children, URLs that are not relative or http(s) are dropped, ids are reduced
 * (spec 5.2) and made unique (`-2`, `-3`; an id with nothing left is made from the title), and levels beyond
 * the third are cut.
 */
export function normaliseMenu(data: unknown): MenuItem[] {
  const entries = readEntries(data);
  const byId = new Map<string, Entry>();
  // The first item with an id is the one a `parent` names: later duplicates were renamed.
  for (const entry of entries) if (!byId.has(entry.item.id)) byId.set(entry.item.id, entry);
  const parentOf = (entry: Entry): Entry | undefined =>
    entry.container ?? (entry.parentId === undefined ? undefined : byId.get(entry.parentId));

  // A loop of `parent` ids is broken at each of its items: they stay at the top.
  const placedUnder = (entry: Entry): Entry | undefined => (inLoop(entry, parentOf) ? undefined : parentOf(entry));

  const roots: MenuItem[] = [];
  const children = new Map<Entry, MenuItem[]>();
  for (const entry of entries) {
    const parent = placedUnder(entry);
    // Shown when it and its ancestors have titles, and it is no deeper than the menu's levels.
    let shown = !entry.dropped;
    let level = 1;
    for (let at = parent; shown && at !== undefined; at = placedUnder(at)) {
      level += 1;
      shown = !at.dropped && level <= SIDE_MENU_LEVELS;
    }
    if (!shown) continue;
    if (parent === undefined) {
      roots.push(entry.item);
    } else {
      entry.item.parent = parent.item.id;
      const siblings = children.get(parent);
      if (siblings) siblings.push(entry.item);
      else children.set(parent, [entry.item]);
    }
  }
  for (const [parent, list] of children) parent.item.children = list;
  return roots;
}

/** Whether following an entry's parents leads back to it. */
function inLoop(entry: Entry, parentOf: (entry: Entry) => Entry | undefined): boolean {
  const seen = new Set<Entry>();
  for (let at = parentOf(entry); at !== undefined && !seen.has(at); at = parentOf(at)) {
    if (at === entry) return true;
    seen.add(at);
  }
  return false;
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
