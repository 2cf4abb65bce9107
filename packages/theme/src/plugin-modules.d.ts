// The modules the command generates from the site's plugins (packages/cli/src/plugins/vite-plugin.ts).
declare module 'virtual:atlas-docs/plugin-client' {
  import type { ComponentType } from 'react';
  import type { IslandModule } from '@atlas-docs/content/types';
  // A module declaration names modules by package (a relative name is not allowed in it).
  import type { LogoItem, NavBarItem, TopItem } from '@atlas-docs/theme';

  type Props = Readonly<Record<string, unknown>>;

  /** The loaders of the plugins' islands and their options, by island name. */
  export const islands: Record<string, { load: () => Promise<IslandModule>; options: Props }>;
  /** The plugins' navigation bar items, in order. */
  export const navBar: readonly NavBarItem[];
  /** The logo of the navigation bar's home link, from a plugin; null: the site's title. */
  export const logo: LogoItem | null;
  /** The plugins' components above the navigation bar, in order. */
  export const top: readonly TopItem[];
  /** The plugins' components the browser loads once the page has hydrated. */
  export const deferred: readonly {
    load: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
    props: Props;
  }[];
}

/** The plugins' stylesheets. */
declare module 'virtual:atlas-docs/plugin-styles';
