import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from 'vite';
import { generatorPackages } from '@atlas-docs/content';
import { browserAliases } from '@atlas-docs/search/build';
import type { ServerEntry } from '../page-frame.ts';
import { pluginModules, virtualId, type PluginSource } from '../plugins/vite-plugin.ts';
import { PLUGIN_STYLES_MODULE } from '../plugins/plugin-host.ts';
import type { DevStyle } from './dev-document.ts';

const require = createRequire(import.meta.url);

/** Every request of Vite (modules, its client, hot updates) goes under this path, apart from the site's. */
export const DEV_BASE = '/@atlas/';
/** Where the dev server's Vite keeps the browser's dependencies, pre-bundled on its first start. */
export const DEV_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.vite-dev', import.meta.url));
/** The module that installs React Fast Refresh before React loads; an external script, as the policy allows no other. */
const PREAMBLE = '/@atlas-dev/react-preamble.js';

const CLIENT_ENTRY = require.resolve('@atlas-docs/theme/client');
const DEV_CLIENT = require.resolve('@atlas-docs/theme/dev');
const SERVER_ENTRY = require.resolve('@atlas-docs/theme/server');
const ROOT = dirname(CLIENT_ENTRY);
/** The module that imports every stylesheet of the shell, in cascade order, as Vite's URL of it (from its root). */
const STYLES = `/${relative(ROOT, require.resolve('@atlas-docs/theme/styles')).split('\\').join('/')}`;

function preamblePlugin(): Plugin {
  return {
    name: 'atlas-docs:react-preamble',
    resolveId: (id) => (id === PREAMBLE ? id : undefined),
    load: (id) => (id === PREAMBLE ? react.preambleCode.replace('__BASE__', '/') : undefined),
  };
}

/** The shell through Vite's dev server: modules with hot updates for the browser, the server entry for rendering. */
export interface ViteShell {
  server: ViteDevServer;
  /** The module scripts of a page in dev, in order: Fast Refresh, Vite's client, the shell, the dev client. */
  scripts: string[];
  /** The theme's server entry, as it is now (Vite loads it again after a change to the theme). */
  serverEntry: () => Promise<ServerEntry>;
  /** The shell's stylesheets as `{ id, css }` in cascade order, for `<style data-vite-dev-id>` elements. */
  styles: () => Promise<DevStyle[]>;
  /** After a change to the config: whether the plugins' browser modules changed (they are made anew if so). */
  pluginModulesChanged: () => Promise<boolean>;
}

const urlOf = (file: string): string => {
  const path = relative(ROOT, file).split('\\').join('/');
  return path.startsWith('..') ? `${DEV_BASE}@fs${file}` : `${DEV_BASE}${path}`;
};

/**
 * Starts Vite in middleware mode on the dev server's HTTP server: the theme's and the widgets' code is
 * served as modules with hot module replacement (React Fast Refresh for components, stylesheets swapped in
 * place), and its WebSocket is the channel the dev server tells the pages about content changes on.
 */
export async function startViteShell(httpServer: Server, plugins: PluginSource): Promise<ViteShell> {
  const modules = pluginModules(plugins);
  const server = await createServer({
    configFile: false,
    envDir: false,
    root: ROOT,
    base: DEV_BASE,
    mode: 'development',
    appType: 'custom',
    publicDir: false,
    clearScreen: false,
    logLevel: 'warn',
    cacheDir: DEV_CACHE_DIR,
    plugins: [generatorPackages(), react(), preamblePlugin(), modules],
    // One React, the shell's, also for a site's own components (its server render loads React outside the plugins).
    resolve: { dedupe: ['react', 'react-dom'], alias: browserAliases() },
    server: { middlewareMode: true, hmr: { server: httpServer } },
    optimizeDeps: { entries: [CLIENT_ENTRY, DEV_CLIENT] },
  });
  const client = server.environments.client;
  return {
    server,
    scripts: [`${DEV_BASE}${PREAMBLE.slice(1)}`, `${DEV_BASE}@vite/client`, urlOf(CLIENT_ENTRY), urlOf(DEV_CLIENT)],
    serverEntry: () => server.ssrLoadModule(SERVER_ENTRY) as Promise<ServerEntry>,
    styles: async () => {
      // The shell's stylesheets, then the plugins' (imported by a module of their own, last).
      const sheetsOf = async (url: string): Promise<EnvironmentModuleNode[]> => {
        await client.transformRequest(url);
        const imported = [...((await client.moduleGraph.getModuleByUrl(url))?.importedModules ?? [])];
        const sheets: EnvironmentModuleNode[] = [];
        for (const mod of imported) {
          if (mod.id === virtualId(PLUGIN_STYLES_MODULE)) sheets.push(...(await sheetsOf(mod.url)));
          else if (mod.file?.endsWith('.css')) sheets.push(mod);
        }
        return sheets;
      };
      const sheets = await sheetsOf(STYLES);
      return Promise.all(
        sheets.map(async (mod) => {
          const direct = await client.transformRequest(`${mod.url}${mod.url.includes('?') ? '&' : '?'}direct`);
          return { id: mod.id ?? mod.url, css: direct?.code ?? '' };
        }),
      );
    },
    pluginModulesChanged: async () => {
      const changed = await modules.changed();
      for (const id of changed) {
        const mod = client.moduleGraph.getModuleById(id);
        if (mod) client.moduleGraph.invalidateModule(mod);
      }
      return changed.length > 0;
    },
  };
}
