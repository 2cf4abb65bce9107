// The modules the command generates from the site's plugins (packages/cli/src/plugins/vite-plugin.ts).
declare module 'virtual:atlas-docs/plugin-islands' {
  import type { IslandModule } from './islands.ts';

  /** The loaders of the plugins' islands, by island name. */
  export const islands: Record<string, () => Promise<IslandModule>>;
}

/** The plugins' stylesheets. */
declare module 'virtual:atlas-docs/plugin-styles';
