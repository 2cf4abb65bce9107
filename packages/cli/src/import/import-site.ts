/**
 * `atlas-docs import vitepress|vuepress [folder]`: a folder written for VitePress or VuePress gets a
 * `site.config.ts` beside its `.vitepress` or `.vuepress` folder, made from the framework's own config (run
 * with stand-ins for what is not installed), and a report of what could not be carried over. Its markdown
 * stays as it is: the generator reads the frameworks' extensions.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { findPages, permalinkOf, prefixedRouteOf, routeOf, sidebarFileOf } from '@atlas-docs/content';
import { exists, writeFileDeep } from '../files.ts';
import { titleOf } from '../init.ts';
import { configSource } from './config-source.ts';
import {
  configFolderOf,
  findFrameworkConfig,
  loadFrameworkConfig,
  type Framework,
  type FrameworkConfig,
} from './load-framework-config.ts';
import { mapFrameworkConfig, type MappedConfig } from './map-config.ts';

export const FRAMEWORKS: readonly Framework[] = ['vitepress', 'vuepress'];

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportResult extends MappedConfig {
  /** The file written. */
  file: string;
  /** The framework's config file read, relative to the folder; null when the folder has none. */
  from: string | null;
  /** Modules the config imports that were stand-ins (not installed here). */
  standIns: string[];
  /** Markdown pages under the content folder. */
  pages: number;
}

/** The titles of a content folder's pages by route, as the sidebar reads them. */
async function pageTitles(
  srcDir: string,
  exclude: readonly string[],
): Promise<{ titles: Map<string, string>; pages: number }> {
  const files = await findPages(srcDir, exclude);
  const titles = new Map<string, string>();
  await Promise.all(
    files.map(async (path) => {
      const text = await readFile(join(srcDir, path), 'utf8');
      const route = routeOf(path);
      const { title } = sidebarFileOf(path, route, text);
      // By every path a config may name the page at: its route, with its ordering numbers, its permalink.
      const paths = [route, prefixedRouteOf(path), permalinkOf(text)];
      for (const at of paths) if (title !== undefined && at !== undefined) titles.set(at, title);
    }),
  );
  return { titles, pages: files.length };
}

/** The framework's config as it ran, or why it could not run (its error's first line). */
async function runConfig(
  configFile: string | null,
): Promise<{ loaded: FrameworkConfig & { moduleText: string }; failure: string | null }> {
  const empty = { config: {}, standIns: [], moduleText: '' };
  if (configFile === null) return { loaded: empty, failure: null };
  try {
    return { loaded: await loadFrameworkConfig(configFile), failure: null };
  } catch (error) {
    return { loaded: empty, failure: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' };
  }
}

/**
 * Writes `site.config.ts` into `folder` from its framework's config. Without a config file, the site gets its
 * folder's name as title and the sidebar from the file tree. Never writes over a `site.config.ts` unless `force`.
 */
export async function importSite(framework: Framework, folder: string, { force = false } = {}): Promise<ImportResult> {
  const siteDir = resolve(folder);
  const file = join(siteDir, 'site.config.ts');
  if (!force && (await exists(file))) {
    throw new ImportError(`${file} is there already: move it away, or import with --force to write over it`);
  }
  const configFile = await findFrameworkConfig(siteDir, framework);
  // A config that throws here (it reads a file of the repository the folder came from, say) is reported, and the
  // site is made from the folder alone, as without a config.
  const { loaded, failure } = await runConfig(configFile);
  const srcDirOf = (config: unknown): string =>
    framework === 'vitepress' && typeof (config as { srcDir?: unknown }).srcDir === 'string'
      ? (config as { srcDir: string }).srcDir
      : '.';
  const { srcExclude } = loaded.config as { srcExclude?: unknown };
  const exclude = Array.isArray(srcExclude)
    ? srcExclude.filter((item): item is string => typeof item === 'string')
    : [];
  const { titles, pages } = await pageTitles(join(siteDir, srcDirOf(loaded.config)), exclude);

  const mapped = mapFrameworkConfig(framework, loaded.config, {
    fallbackTitle: titleOf(siteDir),
    pageTitle: (route) => titles.get(route),
    moduleText: loaded.moduleText,
  });
  // The files served as they are: VuePress keeps them in `.vuepress/public`, VitePress in the content folder's `public`.
  const srcDir = typeof mapped.config.srcDir === 'string' ? mapped.config.srcDir : '.';
  const publicDir = framework === 'vuepress' ? '.vuepress/public' : srcDir === '.' ? 'public' : `${srcDir}/public`;
  if (publicDir !== 'public' && (await exists(join(siteDir, publicDir)))) mapped.config.publicDir = publicDir;
  if (configFile === null || failure !== null) {
    mapped.config.sidebar = { dir: '.' };
    mapped.notCarried.splice(
      0,
      mapped.notCarried.length,
      failure === null
        ? `no ${configFolderOf(framework)}/config file: the sidebar is made from the file tree`
        : `${relative(siteDir, configFile ?? '')} could not run here (${failure}): the site is made from the folder alone, its sidebar from the file tree`,
    );
  }
  const from = configFile === null ? null : relative(siteDir, configFile);
  await writeFileDeep(file, configSource(mapped, framework, from));
  return { ...mapped, file, from, standIns: loaded.standIns, pages };
}
