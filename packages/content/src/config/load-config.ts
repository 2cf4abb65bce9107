import { access, mkdtemp, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { generatorPackages } from './generator-packages.ts';
import { ContentError } from '../content-error.ts';
import type { PluginOptionsError } from '../plugin.ts';
import type { SiteConfig } from '../types.ts';
import { CONFIG_FILE, findKey, findString, readConfigSources, type SourceText } from './config-sources.ts';
import { configProblems, type ConfigLocator } from './config-problems.ts';
import { siteConfigSchema } from './schema.ts';

/** A tsconfig.json of no options, written once per process, for a folder whose own cannot be read. */
let neutral: Promise<string> | undefined;
function neutralTsconfig(): Promise<string> {
  neutral ??= mkdtemp(join(tmpdir(), 'atlas-docs-tsconfig-')).then(async (dir) => {
    const file = join(dir, 'tsconfig.json');
    await writeFile(file, '{ "compilerOptions": {} }\n');
    return file;
  });
  return neutral;
}

/**
 * What the config's module runner leaves to Node: its built-ins, and the generator's own packages
 * (`@atlas-docs/api-reference` and the like), which are then the command's, loaded once per process like the
 * rest of it. Compiled by the runner, each would be a second copy whose classes are not the command's, compiled
 * again at every load of the config (in the repository, where they are TypeScript sources: 140 modules, most of a
 * second at each edit of the config).
 */
const LEFT_TO_NODE = [...builtinModules, /^node:/, /^@atlas-docs\//];

/** A locator over the config sources that falls back to naming `site.config.ts` without a line. */
export function configLocator(sources: readonly SourceText[]): ConfigLocator {
  return {
    key: (name) => findKey(sources, name) ?? { file: CONFIG_FILE },
    string: (value) => findString(sources, value) ?? { file: CONFIG_FILE },
  };
}

/**
 * A plugin's options that do not fit (a {@link PluginOptionsError} thrown while the config ran), each problem
 * at the line of its option in the config; null for any other error. Known by its shape, since the plugin may
 * hold another copy of this package than the command does.
 */
export function pluginOptionsErrors(error: unknown, locate: ConfigLocator): ContentError | null {
  if (!(error instanceof Error) || error.name !== 'PluginOptionsError') return null;
  const { plugin, problems } = error as Partial<PluginOptionsError>;
  if (typeof plugin !== 'string' || !Array.isArray(problems) || problems.length === 0) return null;
  return ContentError.combine(
    problems.map(({ path, reason }) => {
      const option = path.at(-1);
      const at = option === undefined ? { file: CONFIG_FILE } : locate.key(option);
      return new ContentError(at, `plugin ${plugin}: ${path.length ? `\`${path.join('.')}\` ` : ''}${reason}`);
    }),
  );
}

/** The config a module exported, checked against the schema; throws every problem at its line. */
function checkConfig(exported: unknown, locate: ConfigLocator): SiteConfig {
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    throw new ContentError(
      { file: CONFIG_FILE },
      `${CONFIG_FILE} must \`export default\` the site configuration object`,
    );
  }
  const result = siteConfigSchema.safeParse(exported);
  if (!result.success) throw configProblems(exported, result.error.issues, locate);
  return result.data;
}

export interface LoadedConfig {
  config: SiteConfig;
  /** `site.config.ts` and every local module it imports, as absolute paths: a change to any changes the config. */
  files: string[];
  /** The config's sources of the site folder, to point later errors (a link of the sidebar) at their lines. */
  sources: SourceText[];
}

/**
 * Imports `site.config.ts` of a site folder and validates it. Vite's module runner compiles it and the
 * local modules it imports as ES modules wherever the folder is (no `package.json` needed beside it), and
 * afresh on every call, so a dev server sees the config as it is now; the generator's packages it imports are
 * the command's ({@link LEFT_TO_NODE}). Throws a {@link ContentError}
 * naming the file and line of each problem.
 */
export async function loadConfigModule(siteDir: string): Promise<LoadedConfig> {
  const path = join(siteDir, CONFIG_FILE);
  try {
    await access(path);
  } catch {
    throw new ContentError({ file: CONFIG_FILE }, `no ${CONFIG_FILE} in ${siteDir}`);
  }
  let loaded: { module: { default?: unknown }; dependencies: string[] };
  const run = (tsconfig?: string) =>
    runnerImport<{ default?: unknown }>(path, {
      logLevel: 'silent',
      root: siteDir,
      plugins: [generatorPackages()],
      environments: { inline: { resolve: { builtins: LEFT_TO_NODE } } },
      ...(tsconfig ? { tsconfig } : {}),
    });
  try {
    // A folder brought from a larger repository may keep a tsconfig.json that extends one left behind: the
    // config, which needs none of its options, is read then without it.
    loaded = await run().catch(async (error: unknown) => {
      if (!String(error).includes('TSCONFIG_ERROR')) throw error;
      return run(await neutralTsconfig());
    });
  } catch (error) {
    // The run stopped before it listed the modules it imported: the config file alone.
    const located = pluginOptionsErrors(error, configLocator(await readConfigSources(siteDir, [path])));
    if (located) throw located;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError({ file: CONFIG_FILE }, `cannot load the configuration: ${reason}`);
  }
  const files = [path, ...loaded.dependencies];
  const sources = await readConfigSources(siteDir, files);
  return { config: checkConfig(loaded.module.default, configLocator(sources)), files, sources };
}

/** Imports and validates `site.config.ts` of a site folder (see {@link loadConfigModule}). */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  return (await loadConfigModule(siteDir)).config;
}
