/**
 * The host side of the plugin interface (see `Plugin` in `@atlas-docs/content/types`): what the site's
 * plugins add, gathered for the content pipeline, the browser bundle, the policy and the dev server.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ContentError, type IslandHtml } from '@atlas-docs/content';
import type { GeneratedFile, IslandDefinition, Plugin, SiteConfig } from '@atlas-docs/content/types';
import type { CspSources } from '../csp.ts';
import { jsonErrorAt } from '../json-error.ts';

/**
 * The plugins of a site and every island its content may place. The core has no directive islands of its
 * own: Mermaid diagrams, its one island, come from code blocks.
 */
export interface SitePlugins {
  plugins: readonly Plugin[];
  islands: Record<string, IslandDefinition>;
}

export function sitePlugins(config: SiteConfig): SitePlugins {
  const plugins = config.plugins ?? [];
  const islands: Record<string, IslandDefinition> = {};
  for (const plugin of plugins) {
    for (const [name, island] of Object.entries(plugin.islands ?? {})) {
      if (name in islands) {
        throw new ContentError({ file: 'site.config.ts' }, `plugin ${plugin.name}: the island \`${name}\` is taken`);
      }
      islands[name] = island;
    }
  }
  return { plugins, islands };
}

/** What the plugins' `load` gave, together. */
export interface PluginContent {
  islandHtml: Record<string, IslandHtml>;
  files: GeneratedFile[];
  warnings: string[];
}

/**
 * A problem of a plugin's `load` as a {@link ContentError}: as it is when it is one; else at the file it
 * names (relative to the site folder), at the line and column where the JSON breaks when that is the problem.
 */
export async function pluginError(error: unknown, plugin: string, siteDir: string): Promise<ContentError> {
  if (error instanceof ContentError) return error;
  const { file, reason, message } = error as { file?: unknown; reason?: unknown; message?: unknown };
  const text = typeof reason === 'string' ? reason : String(message ?? error);
  if (typeof file !== 'string') return new ContentError({ file: 'site.config.ts' }, `plugin ${plugin}: ${text}`);
  const path = isAbsolute(file) ? file : resolve(siteDir, file);
  const named = relative(siteDir, path).split(sep).join('/');
  const source = file.endsWith('.json') && text.includes('not valid JSON') ? await readFile(path, 'utf8') : null;
  const at = source === null ? null : jsonErrorAt(source);
  return new ContentError({ file: named, ...at }, text);
}

/** Calls every plugin's `load`; throws the first problem as a {@link ContentError}. */
export async function loadPlugins(siteDir: string, config: SiteConfig, plugins: readonly Plugin[]) {
  const content: PluginContent = { islandHtml: {}, files: [], warnings: [] };
  for (const plugin of plugins) {
    if (!plugin.load) continue;
    try {
      const loaded = await plugin.load({ siteDir, config });
      Object.assign(content.islandHtml, loaded.islandHtml);
      content.files.push(...(loaded.files ?? []));
      content.warnings.push(...(loaded.warnings ?? []));
    } catch (error) {
      throw await pluginError(error, plugin.name, siteDir);
    }
  }
  return content;
}

/** The sources each directive of the policy allows for the plugins. */
export function pluginCsp(plugins: readonly Plugin[]): CspSources {
  const sources: CspSources = {};
  for (const plugin of plugins) {
    for (const [directive, values] of Object.entries(plugin.csp ?? {}) as [keyof CspSources, string[]][]) {
      sources[directive] = [...(sources[directive] ?? []), ...values];
    }
  }
  return sources;
}

/** The absolute paths whose change calls the plugins' `load` again. */
export function pluginWatchPaths(siteDir: string, plugins: readonly Plugin[]): string[] {
  return plugins.flatMap((plugin) => (plugin.watch ?? []).map((path) => resolve(siteDir, path)));
}

/** This package's own resolver: a site folder without `node_modules` still finds the generator's packages. */
const ownRequire = createRequire(import.meta.url);

/**
 * The file of a module a plugin names for the browser: a path relative to the site folder (`./x.tsx`), or a
 * package specifier found from the site folder, else from the generator's own packages.
 */
export function resolvePluginModule(siteDir: string, specifier: string): string {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return resolve(siteDir, specifier);
  if (isAbsolute(specifier)) return specifier;
  try {
    return createRequire(join(siteDir, 'site.config.ts')).resolve(specifier);
  } catch {
    return ownRequire.resolve(specifier);
  }
}

/** The browser modules of the plugins: the islands' loaders and navigation bar items, and their stylesheets. */
export const PLUGIN_CLIENT_MODULE = 'virtual:atlas-docs/plugin-client';
export const PLUGIN_STYLES_MODULE = 'virtual:atlas-docs/plugin-styles';

/** The navigation bar's items of the plugins, in order: the name of each place and the file of its component. */
export function navBarModules(siteDir: string, plugins: readonly Plugin[]): { name: string; file: string }[] {
  return plugins.flatMap((plugin) =>
    Object.entries(plugin.navBar ?? {}).map(([name, module]) => ({ name, file: resolvePluginModule(siteDir, module) })),
  );
}

/**
 * `export const islands = { name: () => import(file) }` for every plugin island that has browser code, and
 * `export const navBar = [{ name, Component }]`, the navigation bar's items, imported with the shell.
 */
export function clientModule(siteDir: string, plugins: readonly Plugin[]): string {
  const islands = plugins.flatMap((plugin) =>
    Object.entries(plugin.islands ?? {}).flatMap(([name, island]) =>
      island.client
        ? [`  ${JSON.stringify(name)}: () => import(${JSON.stringify(resolvePluginModule(siteDir, island.client))}),`]
        : [],
    ),
  );
  const items = navBarModules(siteDir, plugins);
  return [
    ...items.map(({ file }, i) => `import NavBar${i} from ${JSON.stringify(file)};\n`),
    `export const islands = {\n${islands.join('\n')}\n};\n`,
    `export const navBar = [${items.map(({ name }, i) => `{ name: ${JSON.stringify(name)}, Component: NavBar${i} }`).join(', ')}];\n`,
  ].join('');
}

/** The navigation bar's items for rendering on the server, their modules loaded by `load` (Node, or Vite in dev). */
export async function loadNavBar<Component>(
  items: readonly { name: string; file: string }[],
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<{ name: string; Component: Component }[]> {
  return Promise.all(
    items.map(async ({ name, file }) => {
      const module = await load(file);
      if (typeof module.default !== 'function') {
        throw new ContentError(
          { file: 'site.config.ts' },
          `the navigation bar item \`${name}\` (${file}) has no default export`,
        );
      }
      return { name, Component: module.default as Component };
    }),
  );
}

/** One import per plugin stylesheet, in the order the plugins and their styles are listed. */
export function stylesModule(siteDir: string, plugins: readonly Plugin[]): string {
  const imports = plugins.flatMap((plugin) =>
    (plugin.styles ?? []).map((style) => `import ${JSON.stringify(resolvePluginModule(siteDir, style))};`),
  );
  return `${imports.join('\n')}\n`;
}
