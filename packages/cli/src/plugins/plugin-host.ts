/**
 * The host side of the plugin interface (see `Plugin` in `@atlas-docs/content/types`): what the site's
 * plugins add, gathered for the content pipeline, the browser bundle, the policy and the dev server.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ContentError, type IslandHtml, type IslandMarkdown } from '@atlas-docs/content';
import type {
  AlternatePage,
  EmitSite,
  GeneratedFile,
  IslandDefinition,
  PageAlternate,
  PageComponent,
  Plugin,
  SiteConfig,
} from '@atlas-docs/content/types';
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
  const logos = plugins.filter((plugin) => plugin.logo).map((plugin) => plugin.name);
  if (logos.length > 1) {
    throw new ContentError({ file: 'site.config.ts' }, `plugins ${logos.join(' and ')} each give a logo: keep one`);
  }
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
  islandMarkdown: Record<string, IslandMarkdown>;
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
  const content: PluginContent = { islandHtml: {}, islandMarkdown: {}, files: [], warnings: [] };
  for (const plugin of plugins) {
    if (!plugin.load) continue;
    try {
      const loaded = await plugin.load({ siteDir, config });
      Object.assign(content.islandHtml, loaded.islandHtml);
      Object.assign(content.islandMarkdown, loaded.islandMarkdown);
      content.files.push(...(loaded.files ?? []));
      content.warnings.push(...(loaded.warnings ?? []));
    } catch (error) {
      throw await pluginError(error, plugin.name, siteDir);
    }
  }
  return content;
}

/** Every plugin's other forms of a page, in the order the plugins are listed. */
export function pageAlternates(plugins: readonly Plugin[]): (page: AlternatePage) => PageAlternate[] {
  return (page) => plugins.flatMap((plugin) => plugin.alternates?.(page) ?? []);
}

/**
 * The files every plugin's `emit` makes of the site; a file at a path that a page or another file has
 * already is a problem of the plugin that made it.
 */
export async function emitFiles(plugins: readonly Plugin[], site: EmitSite, taken: ReadonlySet<string>) {
  const files: GeneratedFile[] = [];
  const paths = new Set(taken);
  for (const plugin of plugins) {
    for (const file of (await plugin.emit?.(site)) ?? []) {
      if (paths.has(file.path)) {
        throw new ContentError({ file: 'site.config.ts' }, `plugin ${plugin.name}: ${file.path} is taken`);
      }
      paths.add(file.path);
      files.push(file);
    }
  }
  return files;
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

/** The browser modules of the plugins: the islands' loaders and page components, and their stylesheets. */
export const PLUGIN_CLIENT_MODULE = 'virtual:atlas-docs/plugin-client';
export const PLUGIN_STYLES_MODULE = 'virtual:atlas-docs/plugin-styles';

/** A plugin's page component as the host uses it: the file of its module and the props it renders with. */
export interface ComponentModule {
  file: string;
  props: Readonly<Record<string, unknown>>;
}

/** The page components of the plugins, in the order the plugins are listed, by region. */
export interface PageComponents {
  /** The navigation bar's items, each with the name of its place. */
  navBar: (ComponentModule & { name: string })[];
  /** The logo of the navigation bar's home link; null: the site's title. */
  logo: ComponentModule | null;
  /** The components above the navigation bar, each with its inline script. */
  top: (ComponentModule & { script?: string })[];
  /** The components the browser loads once the page has hydrated. */
  deferred: ComponentModule[];
}

function componentModule(siteDir: string, component: PageComponent): ComponentModule {
  const { module, props = {} } = typeof component === 'string' ? { module: component } : component;
  return { file: resolvePluginModule(siteDir, module), props };
}

export function pageComponents(siteDir: string, plugins: readonly Plugin[]): PageComponents {
  return {
    navBar: plugins.flatMap((plugin) =>
      Object.entries(plugin.navBar ?? {}).map(([name, component]) => ({
        name,
        ...componentModule(siteDir, component),
      })),
    ),
    logo: plugins.flatMap(({ logo }) => (logo ? [componentModule(siteDir, logo)] : []))[0] ?? null,
    top: plugins.flatMap(({ top }) =>
      top ? [{ ...componentModule(siteDir, top), ...(top.script ? { script: top.script } : {}) }] : [],
    ),
    deferred: plugins.flatMap(({ deferred }) => (deferred ? [componentModule(siteDir, deferred)] : [])),
  };
}

const json = (value: unknown): string => JSON.stringify(value);

/**
 * The module the browser bundle imports for the plugins (`virtual:atlas-docs/plugin-client`):
 * - `islands`: `{ name: { load: () => import(file), options } }` for every island that has browser code;
 * - `navBar` and `top`: `[{ name?, Component, props }]`, and `logo`, `{ Component, props }` or null, imported
 *   with the shell;
 * - `deferred`: `[{ load: () => import(file), props }]`, each a chunk of its own.
 */
export function clientModule(siteDir: string, plugins: readonly Plugin[]): string {
  const islands = plugins.flatMap((plugin) =>
    Object.entries(plugin.islands ?? {}).flatMap(([name, island]) =>
      island.client
        ? [
            `  ${json(name)}: { load: () => import(${json(resolvePluginModule(siteDir, island.client))}), options: ${json(island.options ?? {})} },`,
          ]
        : [],
    ),
  );
  const { navBar, logo, top, deferred } = pageComponents(siteDir, plugins);
  return [
    ...navBar.map(({ file }, i) => `import NavBar${i} from ${json(file)};\n`),
    ...(logo ? [`import Logo from ${json(logo.file)};\n`] : []),
    ...top.map(({ file }, i) => `import Top${i} from ${json(file)};\n`),
    `export const islands = {\n${islands.join('\n')}\n};\n`,
    `export const navBar = [${navBar.map(({ name, props }, i) => `{ name: ${json(name)}, Component: NavBar${i}, props: ${json(props)} }`).join(', ')}];\n`,
    `export const logo = ${logo ? `{ Component: Logo, props: ${json(logo.props)} }` : 'null'};\n`,
    `export const top = [${top.map(({ props }, i) => `{ Component: Top${i}, props: ${json(props)} }`).join(', ')}];\n`,
    `export const deferred = [${deferred.map(({ file, props }) => `{ load: () => import(${json(file)}), props: ${json(props)} }`).join(', ')}];\n`,
  ].join('');
}

/**
 * Page components for rendering on the server, their modules loaded by `load` (Node, or Vite in dev): each
 * item with its module's default export as `Component`.
 */
export async function loadComponents<Item extends ComponentModule, Component>(
  items: readonly Item[],
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<(Omit<Item, 'file'> & { Component: Component })[]> {
  return Promise.all(
    items.map(async ({ file, ...item }) => {
      const module = await load(file);
      if (typeof module.default !== 'function') {
        throw new ContentError({ file: 'site.config.ts' }, `the page component ${file} has no default export`);
      }
      return { ...item, Component: module.default as Component };
    }),
  );
}

/** The components the server renders: the navigation bar's items and logo, and those above the bar with their scripts. */
export interface ServerComponents<Component> {
  navBar: { name: string; Component: Component; props: Readonly<Record<string, unknown>> }[];
  logo: { Component: Component; props: Readonly<Record<string, unknown>> } | null;
  top: { Component: Component; props: Readonly<Record<string, unknown>>; script?: string }[];
}

/** The plugins' components the server renders, their modules loaded by `load` (Node, or Vite in dev). */
export async function loadServerComponents<Component>(
  siteDir: string,
  plugins: readonly Plugin[],
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<ServerComponents<Component>> {
  const { navBar, logo, top } = pageComponents(siteDir, plugins);
  const [loadedNavBar, [loadedLogo], loadedTop] = await Promise.all([
    loadComponents<(typeof navBar)[number], Component>(navBar, load),
    logo ? loadComponents<ComponentModule, Component>([logo], load) : [],
    loadComponents<(typeof top)[number], Component>(top, load),
  ]);
  return { navBar: loadedNavBar, logo: loadedLogo ?? null, top: loadedTop };
}

/** One import per plugin stylesheet, in the order the plugins and their styles are listed. */
export function stylesModule(siteDir: string, plugins: readonly Plugin[]): string {
  const imports = plugins.flatMap((plugin) =>
    (plugin.styles ?? []).map((style) => `import ${json(resolvePluginModule(siteDir, style))};`),
  );
  return `${imports.join('\n')}\n`;
}
