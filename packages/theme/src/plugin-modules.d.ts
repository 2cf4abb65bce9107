// The modules the command generates from the site's plugins (packages/cli/src/plugins/vite-plugin.ts).
declare module 'virtual:atlas-docs/plugin-client' {
  import type { IslandModule } from '@atlas-docs/content/types';
  import type { NavBarItem } from './components/NavSlot.tsx';

  /** The loaders of the plugins' islands, by island name. */
  export const islands: Record<string, () => Promise<IslandModule>>;
  /** The plugins' navigation bar items, in order. */
  export const navBar: readonly NavBarItem[];
}

/** The plugins' stylesheets. */
declare module 'virtual:atlas-docs/plugin-styles';
