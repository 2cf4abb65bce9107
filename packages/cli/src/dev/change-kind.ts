import { isAbsolute, relative, sep } from 'node:path';

/** The folders and files of a site that the dev server watches, as absolute paths. */
export interface WatchedSite {
  srcDir: string;
  publicDir: string;
  /** `site.config.ts` and the local modules it imports (`navigation.ts`). */
  configFiles: readonly string[];
  /** The files and folders the site's plugins read (an API description, say). */
  pluginPaths: readonly string[];
}

/** What a change to a file means for the site, and so what the dev server does. */
export type SiteChange =
  /** A page's markdown changed: render that page again. */
  | { kind: 'page'; relativePath: string }
  /** A page came or went: list the pages again (locale links, the 404s, sidebars may change). */
  | { kind: 'pages' }
  /** The config or a module it imports: load the config again, every page may change. */
  | { kind: 'config' }
  /** What a plugin reads: load the plugins again and render the pages that hold their islands. */
  | { kind: 'plugin' }
  /** A file of the public folder: links to it may now resolve or break. */
  | { kind: 'public' }
  /** Another file of the content folder (a partial, a code snippet): the pages that include it render again. */
  | { kind: 'included'; relativePath: string };

export type FileEvent = 'add' | 'change' | 'unlink';

/** Whether `path` is inside `dir` (or is it). */
function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** A folder that holds no pages: `_partials`, `.git`, `node_modules` (as `findPages` skips them). */
function inSkippedFolder(relativePath: string): boolean {
  return relativePath
    .split(/[\\/]/)
    .slice(0, -1)
    .some((name) => name.startsWith('_') || name.startsWith('.') || name === 'node_modules');
}

/** What a file event under the site folder changes; null for files the site does not read. */
export function classifyChange(site: WatchedSite, event: FileEvent, path: string): SiteChange | null {
  if (site.configFiles.includes(path)) return { kind: 'config' };
  if (site.pluginPaths.some((dir) => inside(dir, path))) return { kind: 'plugin' };
  if (inside(site.publicDir, path)) return { kind: 'public' };
  if (!inside(site.srcDir, path)) return null;
  const relativePath = relative(site.srcDir, path).split(sep).join('/');
  if (!path.endsWith('.md') || inSkippedFolder(relativePath)) return { kind: 'included', relativePath };
  return event === 'change' ? { kind: 'page', relativePath } : { kind: 'pages' };
}
