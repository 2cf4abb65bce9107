import { isExternal, joinPath } from '../rules/paths.ts';
import { isSidebarFolder } from '../rules/sidebar.ts';
import type { NavItem, SidebarConfig, SidebarItem } from '../types.ts';

/** A link of the sidebar or nav config: as written (to find it in the source) and as resolved. */
export interface ConfigLink {
  written: string;
  link: string;
}

/** Every internal link of a sidebar config, with `base` applied as the sidebar does. */
export function sidebarLinks(config: SidebarConfig | undefined): ConfigLink[] {
  const links: ConfigLink[] = [];
  const walk = (items: SidebarItem[], base: string | undefined): void => {
    for (const item of items) {
      const itemBase = item.base ?? base;
      if (item.link !== undefined && !isExternal(item.link)) {
        links.push({ written: item.link, link: joinPath(itemBase, item.link) });
      }
      if (item.items) walk(item.items, itemBase);
    }
  };
  // A folder's sidebar links to its own pages: nothing to check.
  if (!config || isSidebarFolder(config)) return links;
  if (Array.isArray(config)) walk(config, undefined);
  else {
    for (const entry of Object.values(config)) {
      if (Array.isArray(entry)) walk(entry, undefined);
      else if (!isSidebarFolder(entry)) walk(entry.items, entry.base);
    }
  }
  return links;
}

/** Every internal link of a navigation bar config, flyout children included. */
export function navLinks(items: NavItem[] | undefined): ConfigLink[] {
  return (items ?? []).flatMap((item) => [
    ...(item.link !== undefined && !isExternal(item.link) ? [{ written: item.link, link: item.link }] : []),
    ...navLinks(item.items),
  ]);
}
