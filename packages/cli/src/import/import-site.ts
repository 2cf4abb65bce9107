/**
 * `atlas-docs import vitepress|vuepress [folder]`: a folder written for VitePress or VuePress gets a
 * `site.config.ts` beside its `.vitepress` or `.vuepress` folder, made from the framework's own config (run
 * with stand-ins for what is not installed), and a report of what could not be carried over. Its markdown
 * stays as it is: the generator reads the frameworks' extensions.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { findPages, routeOf, sidebarFileOf } from '@atlas-docs/content';
import { exists, writeFileDeep } from '../files.ts';
import { titleOf } from '../init.ts';
import { configSource } from './config-source.ts';
import { configFolderOf, findFrameworkConfig, loadFrameworkConfig, type Framework } from './load-framework-config.ts';
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
async function pageTitles(srcDir: string): Promise<{ titles: Map<string, string>; pages: number }> {
  const files = await findPages(srcDir);
  const titles = new Map<string, string>();
  await Promise.all(
    files.map(async (path) => {
      const route = routeOf(path);
      const { title } = sidebarFileOf(path, route, await readFile(join(srcDir, path), 'utf8'));
      if (title !== undefined) titles.set(route, title);
    }),
  );
  return { titles, pages: files.length };
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
  const loaded =
    configFile === null ? { config: {}, standIns: [], moduleText: '' } : await loadFrameworkConfig(configFile);
  const srcDirOf = (config: unknown): string =>
    framework === 'vitepress' && typeof (config as { srcDir?: unknown }).srcDir === 'string'
      ? (config as { srcDir: string }).srcDir
      : '.';
  const { titles, pages } = await pageTitles(join(siteDir, srcDirOf(loaded.config)));

  const mapped = mapFrameworkConfig(framework, loaded.config, {
    fallbackTitle: titleOf(siteDir),
    pageTitle: (route) => titles.get(route),
    moduleText: loaded.moduleText,
  });
  // The files served as they are: VuePress keeps them in `.vuepress/public`, VitePress in the content folder's `public`.
  const srcDir = typeof mapped.config.srcDir === 'string' ? mapped.config.srcDir : '.';
  const publicDir = framework === 'vuepress' ? '.vuepress/public' : srcDir === '.' ? 'public' : `${srcDir}/public`;
  if (publicDir !== 'public' && (await exists(join(siteDir, publicDir)))) mapped.config.publicDir = publicDir;
  if (configFile === null) {
    mapped.config.sidebar = { dir: '.' };
    mapped.notCarried.unshift(`no ${configFolderOf(framework)}/config file: the sidebar is made from the file tree`);
  }
  const from = configFile === null ? null : relative(siteDir, configFile);
  await writeFileDeep(file, configSource(mapped, framework, from));
  return { ...mapped, file, from, standIns: loaded.standIns, pages };
}
