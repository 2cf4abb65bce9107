/**
 * Results are grouped by path folder (spec 5.1): the group of a page is the first segment of its path
 * below the locale root, with a capital first letter and hyphens and underscores read as spaces
 * (`/docs/probes/v3` -> "Docs", `/nl/guide/x` -> "Guide" in the `/nl/` locale). Pages right at the
 * root (`/`, `/about`) are in "Home".
 */
export const HOME_GROUP = 'Home';

export function groupOf(link: string, root = '/'): string {
  const path = link.replace(/[?#].*$/, '');
  const inLocale = path.startsWith(root) ? path.slice(root.length) : path.replace(/^\//, '');
  const slash = inLocale.indexOf('/');
  if (slash <= 0) return HOME_GROUP;
  const folder = inLocale.slice(0, slash).replace(/[-_]+/g, ' ').trim();
  return folder ? folder.charAt(0).toUpperCase() + folder.slice(1) : HOME_GROUP;
}

export interface Group<T> {
  name: string;
  items: T[];
}

/** Items in groups; groups in the order of their best item, items keep their order within a group. */
export function groupBy<T>(items: readonly T[], nameOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = nameOf(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
}
