import type { Plugin as VitePlugin } from 'vite';
import type { Plugin } from '@atlas-docs/content/types';
import { clientModule, PLUGIN_CLIENT_MODULE, PLUGIN_STYLES_MODULE, stylesModule } from './plugin-host.ts';

/** The site's plugins as the browser bundle sees them (the dev server's may change with the config). */
export type PluginSource = () => Promise<{ siteDir: string; plugins: readonly Plugin[] }>;

const MODULES: Record<string, (siteDir: string, plugins: readonly Plugin[]) => string> = {
  [PLUGIN_CLIENT_MODULE]: clientModule,
  [PLUGIN_STYLES_MODULE]: stylesModule,
};

/** Vite's id of a virtual module: `\0` keeps other plugins from reading it as a file. */
export const virtualId = (name: string): string => `\0${name}`;

/**
 * Serves the theme's two plugin modules: the loaders of the plugins' islands and their navigation bar items
 * (`entry-client.tsx` takes them), and the plugins' stylesheets (imported last by `styles.ts`, so they come
 * after the shell's).
 */
export function pluginModules(source: PluginSource): VitePlugin & PluginModules {
  /** The code each module was last served with, by Vite's id. */
  const served = new Map<string, string>();
  const codeOf = async (id: string): Promise<string | undefined> => {
    const make = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
    if (!make) return undefined;
    const { siteDir, plugins } = await source();
    return make(siteDir, plugins);
  };
  return {
    name: 'atlas-docs:plugins',
    resolveId: (id) => (id in MODULES ? virtualId(id) : undefined),
    load: async (id) => {
      const code = await codeOf(id);
      if (code !== undefined) served.set(id, code);
      return code;
    },
    changed: async () => {
      const changed: string[] = [];
      for (const [id, code] of served) if ((await codeOf(id)) !== code) changed.push(id);
      return changed;
    },
  };
}

export interface PluginModules {
  /** Vite's ids of the modules served whose code the plugins as they are now would change. */
  changed: () => Promise<string[]>;
}
