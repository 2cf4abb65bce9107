import { parse as parseYaml } from 'yaml';
import { outsideFences } from '../markdown/fences.ts';
import { splitOrderPrefix } from '../rules/paths.ts';
import { isSidebarFolder } from '../rules/sidebar.ts';
import type { SidebarConfig, SidebarItem } from '../types.ts';

/**
 * Sidebars made from the file tree: a sidebar, or a group in one, written `{ dir: 'guide' }` lists the pages
 * of that folder of the content folder, its subfolders as collapsible groups linked to their index pages.
 * Order: the ordering prefix of the file or folder name (`01.`, `01-`, `01_`), else front matter `order` (or
 * Docusaurus's `sidebar_position`), else the title. Title: front matter `title`, else the first heading, else
 * the name without its prefix.
 */

/** What the sidebar needs of a page: read from its front matter and first heading (see {@link sidebarFileOf}). */
export interface SidebarFile {
  /** Relative to the content folder, with `/`. */
  relativePath: string;
  route: string;
  title?: string;
  order?: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/;
const HEADING = /^\s{0,3}#\s+(.+?)(?:\s+#+)?\s*$/;

/** A heading's text without markup: `{#id}`, emphasis, code and link syntax. */
function plainHeading(text: string): string {
  return text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .trim();
}

/** A page's front matter read without the render (`{}` when it does not parse: the render reports that). */
function quickFrontMatter(text: string): { block: RegExpExecArray | null; data: Record<string, unknown> } {
  const block = FRONT_MATTER.exec(text);
  if (!block) return { block, data: {} };
  try {
    const parsed: unknown = parseYaml(block[1] ?? '');
    const isData = parsed && typeof parsed === 'object' && !Array.isArray(parsed);
    return { block, data: isData ? (parsed as Record<string, unknown>) : {} };
  } catch {
    return { block, data: {} };
  }
}

/**
 * The route a page's front matter gives it (`permalink: /a-page`, VuePress's): a path, `.html` left out;
 * undefined for none, or for a pattern (`/:year/:slug`), which is not followed.
 */
export function permalinkOf(text: string): string | undefined {
  const { permalink } = quickFrontMatter(text).data;
  if (typeof permalink !== 'string' || !permalink.trim() || permalink.includes(':')) return undefined;
  const path = permalink.trim().replace(/\.html$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * A page's title and order as the sidebar reads them. Front matter that does not parse gives neither: the
 * page's own render reports it.
 */
export function sidebarFileOf(relativePath: string, route: string, text: string): SidebarFile {
  const file: SidebarFile = { relativePath, route };
  const { block, data } = quickFrontMatter(text);
  if (typeof data.title === 'string' && data.title.trim()) file.title = data.title.trim();
  const order = data.order ?? data.sidebar_position;
  if (typeof order === 'number' && Number.isFinite(order)) file.order = order;
  if (file.title === undefined) {
    const lines = text.slice(block?.[0].length ?? 0).split(/\r?\n/);
    const prose = outsideFences(lines);
    const heading = lines.map((line, index) => (prose[index] ? HEADING.exec(line)?.[1] : undefined)).find(Boolean);
    if (heading) file.title = plainHeading(heading);
  }
  return file;
}

/** A file or folder name without `.md` and without its ordering prefix, and the prefix's number. */
function nameOf(segment: string): { order: number | undefined; name: string } {
  return splitOrderPrefix(segment.replace(/\.md$/, ''));
}

const isIndex = (name: string): boolean => name === 'index' || name === '_index' || name === 'README';

/**
 * A page's name when it has no title, as its folder's sidebar names it: the file's name without its ordering
 * prefix, a folder's page its folder's; '' for the content folder's own page.
 */
export function nameTitle(relativePath: string): string {
  const names = relativePath.split('/').map((segment) => nameOf(segment).name);
  const last = names.at(-1) ?? '';
  return isIndex(last) ? (names.at(-2) ?? '') : last;
}

/** The folder's own page: `index.md` or `_index.md` (with or without a prefix), if it has one. */
function indexOf(dir: string, files: readonly SidebarFile[]): SidebarFile | undefined {
  const prefix = dir ? `${dir}/` : '';
  return files.find((file) => {
    const rest = file.relativePath.slice(prefix.length);
    return file.relativePath.startsWith(prefix) && !rest.includes('/') && isIndex(nameOf(rest).name);
  });
}

interface Entry {
  item: SidebarItem;
  order: number | undefined;
}

function byOrderThenText(a: Entry, b: Entry): number {
  const order = (a.order ?? Infinity) - (b.order ?? Infinity);
  if (order !== 0 && !Number.isNaN(order)) return order;
  return a.item.text.localeCompare(b.item.text, undefined, { numeric: true });
}

/** The items of a folder: its pages but the index, and a group per subfolder that has pages. */
function folderItems(dir: string, files: readonly SidebarFile[]): SidebarItem[] {
  const prefix = dir ? `${dir}/` : '';
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const file of files) {
    if (!file.relativePath.startsWith(prefix)) continue;
    const rest = file.relativePath.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash !== -1) {
      folders.add(rest.slice(0, slash));
      continue;
    }
    const { order, name } = nameOf(rest);
    if (isIndex(name)) continue;
    entries.push({ item: { text: file.title ?? name, link: file.route }, order: order ?? file.order });
  }
  for (const folder of folders) {
    const path = `${prefix}${folder}`;
    const index = indexOf(path, files);
    const items = folderItems(path, files);
    if (!items.length && !index) continue;
    const { order, name } = nameOf(folder);
    const item: SidebarItem = { text: index?.title ?? name, collapsed: false };
    if (index) item.link = index.route;
    if (items.length) item.items = items;
    else delete item.collapsed;
    entries.push({ item, order: order ?? index?.order });
  }
  return entries.sort(byOrderThenText).map((entry) => entry.item);
}

/** A folder path as written in the config: `./guide/`, `/guide` and `guide` are one folder; `.` and `/` the whole. */
export function folderPath(dir: string): string {
  return dir
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '')
    .replace(/^\.$/, '');
}

/**
 * The sidebar of a folder: its index page first (when it has one), then its pages and folders in order. With
 * `asGroup`, the index page is the group's link instead, and is not repeated among the items.
 */
export function folderSidebar(dir: string, files: readonly SidebarFile[]): SidebarItem[] {
  const path = folderPath(dir);
  const index = indexOf(path, files);
  const items = folderItems(path, files);
  return index
    ? [{ text: index.title ?? (nameOf(path.split('/').at(-1) ?? '').name || 'Home'), link: index.route }, ...items]
    : items;
}

function expandItems(items: readonly SidebarItem[], files: readonly SidebarFile[]): SidebarItem[] {
  return items.map(({ dir, ...item }) => {
    if (dir === undefined) return item.items ? { ...item, items: expandItems(item.items, files) } : item;
    const path = folderPath(dir);
    const index = indexOf(path, files);
    const group: SidebarItem = { ...item, items: folderItems(path, files) };
    if (group.link === undefined && index) group.link = index.route;
    if (group.collapsed === undefined) group.collapsed = false;
    return group;
  });
}

/** The sidebar config with every `dir` replaced by the items of that folder. */
export function expandFolders(sidebar: SidebarConfig, files: readonly SidebarFile[]): SidebarConfig {
  if (isSidebarFolder(sidebar)) return folderSidebar(sidebar.dir, files);
  if (Array.isArray(sidebar)) return expandItems(sidebar, files);
  const keyed: Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }> = {};
  for (const [key, value] of Object.entries(sidebar)) {
    if (isSidebarFolder(value)) keyed[key] = folderSidebar(value.dir, files);
    else if (Array.isArray(value)) keyed[key] = expandItems(value, files);
    else keyed[key] = { ...value, items: expandItems(value.items, files) };
  }
  return keyed;
}

/** Every folder a sidebar config names, as written (see {@link folderPath}). */
export function foldersOf(sidebar: SidebarConfig | undefined): string[] {
  if (!sidebar) return [];
  if (isSidebarFolder(sidebar)) return [sidebar.dir];
  const ofItems = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) => [...(item.dir === undefined ? [] : [item.dir]), ...ofItems(item.items ?? [])]);
  if (Array.isArray(sidebar)) return ofItems(sidebar);
  return Object.values(sidebar).flatMap((value) =>
    isSidebarFolder(value) ? [value.dir] : ofItems(Array.isArray(value) ? value : value.items),
  );
}

/** Whether a page (its path in the content folder) is in a folder as written. */
export function isInFolder(relativePath: string, dir: string): boolean {
  const folder = folderPath(dir);
  return folder === '' || relativePath.startsWith(`${folder}/`);
}
