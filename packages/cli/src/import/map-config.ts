/**
 * A VitePress or VuePress config (what its config file exports) as this generator's `site.config.ts`: the
 * title, description, navigation, sidebars, social and edit links, outline, footer, labels and locales carried
 * over, and a line for everything that could not be, with the reason. Pure: the page titles a VuePress sidebar
 * needs come from `pageTitle`.
 */
import { runInNewContext } from 'node:vm';
import { escapeRegExp, isExternal, joinPath } from '@atlas-docs/content';
import { slugOf } from '@atlas-docs/content/slug';
import type { Framework } from './load-framework-config.ts';
import { stubName } from './stub-module.ts';

type Dict = Record<string, unknown>;

/**
 * Source code written into the config as it is: a function the framework's config had (a slugify), with the
 * declarations it uses, written above the config.
 */
export class Code {
  constructor(
    readonly source: string,
    readonly declarations: readonly string[] = [],
  ) {}
}

export interface MappedConfig {
  /** The `site.config.ts` object, in the schema's shape. */
  config: Dict;
  /** What was not carried over, one sentence each, naming the framework's key. */
  notCarried: string[];
}

export interface MapContext {
  /** The site's title when the config has none (the folder's name in words). */
  fallbackTitle: string;
  /** The title of the page a route leads to, for sidebar and nav entries written as a bare path. */
  pageTitle: (route: string) => string | undefined;
  /** The config as it ran, bundled: where a function of it finds the names it uses. */
  moduleText?: string;
}

const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && stubName(value) === undefined;
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Collects what is carried and what is not; `at` names the framework's key of each line. */
class Mapping {
  readonly notCarried: string[] = [];

  constructor(readonly context: MapContext) {}

  skip(at: string, why: string): void {
    this.notCarried.push(`\`${at}\`: ${why}`);
  }

  /** A value that must be of its kind: a stand-in or another kind is reported and left out. */
  check<T>(at: string, value: unknown, test: (value: unknown) => value is T, kind: string): T | undefined {
    if (value === undefined) return undefined;
    const stub = stubName(value);
    if (stub !== undefined) {
      this.skip(at, `made by \`${stub}\`, which is not installed here`);
      return undefined;
    }
    if (test(value)) return value;
    this.skip(at, `not ${kind}`);
    return undefined;
  }

  /** The keys of an object not in `known`, each reported once. */
  rest(at: string, value: Dict, known: readonly string[], why = 'no counterpart here'): void {
    for (const key of Object.keys(value)) if (!known.includes(key)) this.skip(`${at}.${key}`, why);
  }
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value) && stubName(value) === undefined;

/** A route written in a VuePress config (`/guide/`, `intro`, `/a.md`, `README.md`) as a link of this site. */
export function routeLink(path: string, base = '/'): string {
  if (isExternal(path)) return path;
  return (
    joinPath(base, path)
      .replace(/(^|\/)(?:README|index)(?:\.md)?$/i, '$1')
      .replace(/\.(?:md|html)$/i, '') || '/'
  );
}

const NAV_KEYS = ['text', 'link', 'activeMatch', 'target', 'rel', 'items'];

function mapNav(map: Mapping, at: string, value: unknown): Dict[] | undefined {
  const list = map.check(at, value, isArray, 'a list');
  if (!list) return undefined;
  return list.flatMap((entry, index): Dict[] => {
    const here = `${at}[${index}]`;
    if (typeof entry === 'string') {
      const link = routeLink(entry);
      return [{ text: map.context.pageTitle(link) ?? link, link }];
    }
    if (!isDict(entry)) {
      map.skip(here, 'not a nav item');
      return [];
    }
    const text = textOf(entry.text);
    if (text === undefined) {
      map.skip(here, 'a nav item without `text`');
      return [];
    }
    const item: Dict = { text };
    const link = textOf(entry.link);
    if (link !== undefined) item.link = routeLink(link);
    for (const key of ['activeMatch', 'target', 'rel'] as const) {
      if (typeof entry[key] === 'string') item[key] = entry[key];
    }
    const children = entry.items ?? entry.children;
    if (children !== undefined) {
      const items = mapNav(map, `${here}.${entry.items === undefined ? 'children' : 'items'}`, children);
      if (items) item.items = items;
    }
    map.rest(here, entry, [...NAV_KEYS, 'children', 'ariaLabel']);
    return [item];
  });
}

const SIDEBAR_KEYS = ['text', 'link', 'items', 'collapsed', 'base'];

/**
 * A VitePress sidebar item or a VuePress one (`'/path'`, `['/path', 'Title']`, `{ title, path, children }`).
 * `base` is the path relative links are under; null inside a `{ base, items }` sidebar, which keeps them relative.
 */
function mapSidebarItem(map: Mapping, at: string, entry: unknown, base: string | null): Dict | null {
  const linkOf = (path: string): string => (base === null ? path : routeLink(path, base));
  if (typeof entry === 'string' || (isArray(entry) && typeof entry[0] === 'string')) {
    const [path, title] = typeof entry === 'string' ? [entry, undefined] : [entry[0] as string, entry[1]];
    const link = linkOf(path);
    return { text: textOf(title) ?? map.context.pageTitle(link) ?? link, link };
  }
  if (!isDict(entry)) {
    map.skip(at, 'not a sidebar item');
    return null;
  }
  const linkValue = textOf(entry.link) ?? textOf(entry.path);
  const link = linkValue === undefined ? undefined : entry.base === undefined ? linkOf(linkValue) : linkValue;
  const text =
    textOf(entry.text) ?? textOf(entry.title) ?? (link === undefined ? undefined : map.context.pageTitle(link));
  if (text === undefined) {
    map.skip(at, 'a sidebar item without `text`');
    return null;
  }
  const item: Dict = { text };
  if (link !== undefined) item.link = link;
  if (typeof entry.base === 'string') item.base = entry.base;
  const folded = entry.collapsed ?? entry.collapsible ?? entry.collapsable;
  const childrenKey = entry.items === undefined ? 'children' : 'items';
  const children = entry.items ?? entry.children;
  if (children !== undefined) {
    const items = mapSidebarItems(map, `${at}.${childrenKey}`, children, typeof entry.base === 'string' ? null : base);
    if (items) item.items = items;
  }
  // VitePress: `collapsed` set makes a group foldable; VuePress's `collapsable`/`collapsible` groups start open.
  if (typeof folded === 'boolean' && item.items !== undefined) {
    item.collapsed = entry.collapsed === undefined ? false : folded;
  }
  map.rest(at, entry, [...SIDEBAR_KEYS, 'path', 'title', 'children', 'collapsible', 'collapsable', 'sidebarDepth']);
  return item;
}

function mapSidebarItems(map: Mapping, at: string, value: unknown, base: string | null): Dict[] | undefined {
  const list = map.check(at, value, isArray, 'a list');
  return list?.flatMap((entry, index): Dict[] => {
    const item = mapSidebarItem(map, `${at}[${index}]`, entry, base);
    return item ? [item] : [];
  });
}

/** A sidebar: a list, or lists keyed by path prefix (VitePress's `{ base, items }` too). */
function mapSidebar(map: Mapping, at: string, value: unknown): unknown {
  if (value === 'auto' || value === 'heading') {
    map.skip(at, `'${value}' (the page's headings): the outline beside each page shows them`);
    return undefined;
  }
  if (isArray(value)) return mapSidebarItems(map, at, value, '/');
  const stub = stubName(value);
  if (stub !== undefined) {
    map.skip(at, `made by \`${stub}\`, which is not installed here: the sidebar is made from the file tree instead`);
    return { dir: '.' };
  }
  const keyed = map.check(at, value, isDict, 'a list or an object keyed by path');
  if (!keyed) return undefined;
  const sidebars: Dict = {};
  for (const [prefix, sidebar] of Object.entries(keyed)) {
    const here = `${at}['${prefix}']`;
    if (isDict(sidebar) && isArray(sidebar.items) && typeof sidebar.base === 'string') {
      const items = mapSidebarItems(map, `${here}.items`, sidebar.items, null);
      if (items) sidebars[prefix] = { base: sidebar.base, items };
    } else if (sidebar === 'auto' || sidebar === 'heading') {
      map.skip(here, `'${sidebar}' (the page's headings): the outline beside each page shows them`);
    } else {
      const items = mapSidebarItems(map, here, sidebar, prefix);
      if (items) sidebars[prefix] = items;
    }
  }
  return sidebars;
}

function mapSocialLinks(map: Mapping, at: string, value: unknown): Dict[] | undefined {
  const list = map.check(at, value, isArray, 'a list');
  return list?.flatMap((entry, index): Dict[] => {
    if (isDict(entry) && typeof entry.icon === 'string' && typeof entry.link === 'string') {
      const link: Dict = { icon: entry.icon, link: entry.link };
      if (typeof entry.ariaLabel === 'string') link.ariaLabel = entry.ariaLabel;
      return [link];
    }
    map.skip(`${at}[${index}]`, 'a social link with an icon of its own (an SVG) or no link');
    return [];
  });
}

/** Outline levels: a level, a range, 'deep' or false; VitePress's `{ level, label }` too. */
function mapOutline(map: Mapping, at: string, value: unknown, labels: Dict): unknown {
  const outline = isDict(value) ? value.level : value;
  if (isDict(value) && typeof value.label === 'string') labels.outlineTitle = value.label;
  const level = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 6;
  if (outline === undefined) return undefined;
  if (outline === 'deep' || outline === false || level(outline)) return outline;
  if (isArray(outline) && outline.length === 2 && level(outline[0]) && level(outline[1])) return outline;
  map.skip(at, 'not a heading level, a range of levels, "deep" or false');
  return undefined;
}

/** A footer line without its HTML (the frameworks allow HTML there; this footer shows text). */
function footerLine(map: Mapping, at: string, value: unknown): string | undefined {
  const text = textOf(value);
  if (text === undefined || !/<[a-z/]/i.test(text)) return text;
  map.skip(at, 'HTML in the footer: its text is kept, its markup left out');
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}

function mapFooter(map: Mapping, at: string, value: unknown): Dict | undefined {
  const footer = map.check(at, value, isDict, 'an object');
  if (!footer) return undefined;
  const mapped: Dict = {};
  const message = footerLine(map, `${at}.message`, footer.message);
  const copyright = footerLine(map, `${at}.copyright`, footer.copyright);
  if (message) mapped.message = message;
  if (copyright) mapped.copyright = copyright;
  map.rest(at, footer, ['message', 'copyright']);
  return Object.keys(mapped).length > 0 ? mapped : undefined;
}

/** Interface texts VitePress's theme config names otherwise. */
function mapLabels(theme: Dict, labels: Dict): void {
  const docFooter = isDict(theme.docFooter) ? theme.docFooter : {};
  const lastUpdated = isDict(theme.lastUpdated) ? theme.lastUpdated.text : theme.lastUpdatedText;
  const notFound = isDict(theme.notFound) ? theme.notFound : {};
  const pairs: [string, unknown][] = [
    ['prevPage', docFooter.prev],
    ['nextPage', docFooter.next],
    ['lastUpdated', typeof theme.lastUpdated === 'string' ? theme.lastUpdated : lastUpdated],
    ['returnToTop', theme.returnToTopLabel],
    ['menu', theme.sidebarMenuLabel],
    ['appearance', theme.darkModeSwitchLabel],
    ['switchToDark', theme.darkModeSwitchTitle],
    ['switchToLight', theme.lightModeSwitchTitle],
    ['changeLanguage', theme.langMenuLabel ?? theme.selectLanguageAriaLabel],
    ['skipToContent', theme.skipToContentLabel],
    ['notFoundTitle', notFound.title],
    ['notFoundQuote', notFound.quote],
    ['takeMeHome', notFound.linkText],
  ];
  for (const [key, value] of pairs) if (typeof value === 'string') labels[key] = value;
}

/** VuePress's edit link: `repo`, `docsRepo`, `docsDir`, `docsBranch` on GitHub; or v2's `editLinkPattern`. */
function vuepressEditLink(theme: Dict): Dict | undefined {
  if (theme.editLinks === false || theme.editLink === false) return undefined;
  const text = textOf(theme.editLinkText);
  if (typeof theme.editLinkPattern === 'string') {
    return { pattern: theme.editLinkPattern, ...(text ? { text } : {}) };
  }
  const repo = textOf(theme.docsRepo) ?? textOf(theme.repo);
  if (repo === undefined || (theme.editLinks !== true && theme.editLink !== true)) return undefined;
  const url = /^https?:/.test(repo) ? repo.replace(/\/$/, '') : `https://github.com/${repo}`;
  if (!url.startsWith('https://github.com/')) return undefined;
  const branch = textOf(theme.docsBranch) ?? 'master';
  const dir = (textOf(theme.docsDir) ?? '').replace(/^\/+|\/+$/g, '');
  return { pattern: `${url}/edit/${branch}/${dir ? `${dir}/` : ''}:path`, ...(text ? { text } : {}) };
}

/** The theme settings a locale (or the root) carries: nav, sidebar and labels. */
function mapThemeParts(map: Mapping, at: string, theme: Dict, labels: Dict): Dict {
  const parts: Dict = {};
  const nav = mapNav(map, `${at}.${theme.navbar === undefined ? 'nav' : 'navbar'}`, theme.nav ?? theme.navbar);
  if (nav && nav.length > 0) parts.nav = nav;
  const sidebar = mapSidebar(map, `${at}.sidebar`, theme.sidebar);
  if (sidebar !== undefined) parts.sidebar = sidebar;
  mapLabels(theme, labels);
  return parts;
}

/** Keys of a VitePress theme config this mapping reads. */
const THEME_KEYS = [
  'nav',
  'navbar',
  'sidebar',
  'socialLinks',
  'outline',
  'footer',
  'editLink',
  'docFooter',
  'lastUpdated',
  'lastUpdatedText',
  'returnToTopLabel',
  'sidebarMenuLabel',
  'darkModeSwitchLabel',
  'darkModeSwitchTitle',
  'lightModeSwitchTitle',
  'langMenuLabel',
  'selectLanguageAriaLabel',
  'skipToContentLabel',
  'notFound',
  'locales',
  'outlineTitle',
  'repo',
  'docsRepo',
  'docsDir',
  'docsBranch',
  'editLinks',
  'editLinkText',
  'editLinkPattern',
  'search',
];

const WHY: Record<string, string> = {
  logo: 'the site shows its title in the bar',
  siteTitle: 'the site shows its `title`',
  search: 'search is built in (client-side, no service)',
  algolia: 'search is built in (client-side, no service)',
  carbonAds: 'no advertising slot here',
  head: "tags added to every page's head are not carried; add them with a plugin",
  markdown: "markdown is configured by the generator (VitePress's extensions are built in)",
  vite: 'the generator configures its own bundler',
  vue: 'pages are React here; Vue components are left out with a warning',
  base: 'the site is built for the root of its host; links written with the base lead to its pages (`linkBase`)',
  rewrites: "pages are served at their file's path; give a moved page a redirect in `redirects`",
  cleanUrls: 'every page answers at /page and at /page.html already',
  ignoreDeadLinks: "broken links are warnings in an imported site (`brokenLinks: 'warn'`)",
  plugins: "the framework's plugins do not run here",
  theme: "the framework's theme does not run here",
};
const why = (key: string): string => WHY[key] ?? 'no counterpart here';

const KEYWORDS = new Set(
  'const let var return if else for while of in new typeof instanceof function true false null undefined this'.split(
    ' ',
  ),
);

/**
 * The top-level declarations of the bundled config (`var rSpecial = /…/g;`, one line each) that a function's
 * source uses, and those they use in turn: what the function needs to run on its own.
 */
export function declarationsUsed(source: string, moduleText: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (code: string, depth: number): void => {
    if (depth > 3) return;
    for (const [name] of code.matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*/g)) {
      if (seen.has(name) || KEYWORDS.has(name)) continue;
      seen.add(name);
      const line = new RegExp(`^(?:var|let|const) ${escapeRegExp(name)} = (.+);$`, 'm').exec(moduleText);
      if (!line?.[1]) continue;
      visit(line[1], depth + 1);
      found.push(`const ${name} = ${line[1]};`);
    }
  };
  visit(source, 0);
  return found;
}

/**
 * A function's source run on its own, after the declarations it uses; undefined when that is not a function.
 */
function standaloneFunction(source: string, declarations: readonly string[]): ((text: string) => unknown) | undefined {
  try {
    const value: unknown = runInNewContext(`${declarations.join('\n')}\n(${source})`, {}, { timeout: 100 });
    if (typeof value !== 'function') return undefined;
    return (text) => {
      try {
        return (value as (text: string) => unknown)(text);
      } catch {
        return undefined;
      }
    };
  } catch {
    return undefined;
  }
}

/** Headings a site's own slugify is tried on, to know which anchors it makes. */
const SLUG_PROBES = ['Shared Getters', 'storeId', 'Ünïcode Ça 1.2 (beta)', '$id', 'Release 1.124', 'a -- b  c?'];

/**
 * The markdown settings that shape anchors and ids: the site's own `anchor.slugify`, known by what it makes of
 * a few headings (VitePress's anchors, or VitePress's with the case kept), or else written as code with the
 * declarations it uses when that code makes the same anchors; and `attrs` delimiters of `{#id}`.
 * The rest is the generator's to configure.
 */
function mapMarkdown(map: Mapping, markdown: unknown, config: Dict, moduleText: string): void {
  if (!isDict(markdown)) return;
  const anchor = isDict(markdown.anchor) ? markdown.anchor : {};
  const slugify = anchor.slugify;
  if (typeof slugify === 'function') {
    const made = (text: string): unknown => {
      try {
        return (slugify as (text: string) => unknown)(text);
      } catch {
        return undefined;
      }
    };
    const style = (['vitepress', 'vitepress-cased'] as const).find((candidate) =>
      SLUG_PROBES.every((text) => made(text) === slugOf(text, candidate)),
    );
    const source = (slugify as () => unknown).toString();
    const declarations = declarationsUsed(source, moduleText);
    const own = style ? undefined : standaloneFunction(source, declarations);
    if (style) config.anchors = style;
    else if (own && SLUG_PROBES.every((text) => own(text) === made(text))) {
      config.anchors = new Code(source, declarations);
    } else {
      map.skip(
        'markdown.anchor.slugify',
        "a slugify of the site's own that uses names defined beside it: copy it, with them, into `anchors`",
      );
    }
  }
  const attrs = isDict(markdown.attrs) ? markdown.attrs : {};
  const left = textOf(attrs.leftDelimiter) ?? '{';
  const right = textOf(attrs.rightDelimiter) ?? '}';
  if (left !== '{' || right !== '}') config.headingIdDelimiters = [left, right];
  for (const key of Object.keys(anchor)) if (key !== 'slugify') map.skip(`markdown.anchor.${key}`, why('markdown'));
  for (const key of Object.keys(attrs)) {
    if (key !== 'leftDelimiter' && key !== 'rightDelimiter') map.skip(`markdown.attrs.${key}`, why('markdown'));
  }
  for (const key of Object.keys(markdown)) {
    if (key !== 'anchor' && key !== 'attrs') map.skip(`markdown.${key}`, why('markdown'));
  }
}

/** The locale key of a VuePress locale path (`/` -> `root`, `/zh/` -> `zh`). */
const localeKey = (path: string): string => path.replace(/^\/+|\/+$/g, '') || 'root';

/** Maps a VitePress or VuePress config to `site.config.ts`'s shape, with what could not be carried. */
export function mapFrameworkConfig(framework: Framework, exported: unknown, context: MapContext): MappedConfig {
  const map = new Mapping(context);
  const source = isDict(exported) ? exported : {};
  if (!isDict(exported)) map.skip('export default', 'the config file exports no object');
  // VuePress 2 passes the theme's options to `defaultTheme({...})`, which a stand-in gives back as they are.
  const ownTheme = isDict(source.themeConfig) ? source.themeConfig : isDict(source.theme) ? source.theme : {};
  // VitePress's root locale may hold the site's texts and theme settings; they win over the top level's.
  const root =
    framework === 'vitepress' && isDict(source.locales) && isDict(source.locales.root) ? source.locales.root : {};
  const theme = isDict(root.themeConfig) ? { ...ownTheme, ...root.themeConfig } : ownTheme;
  const themeAt = source.themeConfig === undefined && isDict(source.theme) ? 'theme' : 'themeConfig';
  const config: Dict = {
    title: textOf(root.title) ?? textOf(source.title) ?? context.fallbackTitle,
    description: textOf(root.description) ?? (typeof source.description === 'string' ? source.description : ''),
  };
  if (framework === 'vitepress')
    config.srcDir = typeof source.srcDir === 'string' ? source.srcDir.replace(/^\.\/|\/$/g, '') || '.' : '.';
  else config.srcDir = '.';
  const labels: Dict = {};
  Object.assign(config, mapThemeParts(map, themeAt, theme, labels));
  const socialLinks = mapSocialLinks(map, `${themeAt}.socialLinks`, theme.socialLinks);
  if (socialLinks && socialLinks.length > 0) config.socialLinks = socialLinks;
  const outline = mapOutline(map, `${themeAt}.outline`, theme.outline ?? theme.outlineTitle, labels);
  if (outline !== undefined) config.outline = outline;
  if (framework === 'vitepress') {
    const editLink = map.check(`${themeAt}.editLink`, theme.editLink, isDict, 'an object');
    if (editLink && typeof editLink.pattern === 'string') {
      config.editLink = {
        pattern: editLink.pattern,
        ...(typeof editLink.text === 'string' ? { text: editLink.text } : {}),
      };
    } else if (editLink) map.skip(`${themeAt}.editLink.pattern`, 'a function: write the pattern with `:path`');
  } else {
    const editLink = vuepressEditLink(theme);
    if (editLink) config.editLink = editLink;
  }
  const footer = mapFooter(map, `${themeAt}.footer`, theme.footer);
  if (footer) config.footer = footer;
  // The page's last-updated time: VitePress's `lastUpdated`, VuePress's theme `lastUpdated` (a label or true).
  const lastUpdated = source.lastUpdated ?? (theme.lastUpdated === undefined ? undefined : theme.lastUpdated !== false);
  if (typeof lastUpdated === 'boolean') config.lastUpdated = lastUpdated;
  const appearance = source.appearance;
  if (
    appearance === true ||
    appearance === false ||
    appearance === 'dark' ||
    appearance === 'force-dark' ||
    appearance === 'force-auto'
  ) {
    config.appearance = appearance;
  } else if (appearance !== undefined) map.skip('appearance', 'not true, false, "dark", "force-dark" or "force-auto"');
  // Both frameworks' anchors: VuePress's slugify is the one VitePress took over.
  config.anchors = 'vitepress';
  mapMarkdown(map, source.markdown, config, context.moduleText ?? '');
  // The frameworks check that a link's page exists, not its anchor; this check does both. A folder that built
  // there builds here, and each link the check finds broken is named as a warning until it is fixed.
  config.brokenLinks = 'warn';
  if (typeof source.base === 'string' && /^\/(?:[^/\s]+\/)+$/.test(source.base)) config.linkBase = source.base;
  if (Object.keys(labels).length > 0) config.labels = labels;
  const locales = mapLocales(map, framework, source, theme, themeAt);
  if (locales) config.locales = locales;
  if (isDict(theme.search) && theme.search.provider === 'algolia') map.skip(`${themeAt}.search`, why('algolia'));
  for (const key of Object.keys(theme)) {
    if (!THEME_KEYS.includes(key)) map.skip(`${themeAt}.${key}`, why(key));
  }
  if (isArray(source.srcExclude) && source.srcExclude.every((pattern) => typeof pattern === 'string')) {
    config.exclude = source.srcExclude;
  }
  const known = [
    'title',
    'description',
    'srcDir',
    'srcExclude',
    'themeConfig',
    'lastUpdated',
    'appearance',
    'locales',
    'lang',
    'markdown',
  ];
  for (const key of Object.keys(source)) {
    if (!known.includes(key) && !(key === 'theme' && themeAt === 'theme')) map.skip(key, why(key));
  }
  return { config, notCarried: map.notCarried };
}

/**
 * Locales: VitePress's `locales` (`root`, `fr`, each with `label`, `lang`, `title`, `description` and a
 * `themeConfig` of its own); VuePress's by path (`/`, `/zh/`), with the theme's `locales` beside them.
 */
function mapLocales(map: Mapping, framework: Framework, source: Dict, theme: Dict, themeAt: string): Dict | undefined {
  const locales = map.check('locales', source.locales, isDict, 'an object');
  if (!locales || Object.keys(locales).length < 2) return undefined;
  const themeLocales = isDict(theme.locales) ? theme.locales : {};
  const mapped: Dict = {};
  for (const [key, value] of Object.entries(locales)) {
    if (!isDict(value)) continue;
    const name = framework === 'vitepress' ? key : localeKey(key);
    const lang = textOf(value.lang) ?? textOf(source.lang) ?? 'en-US';
    const localeTheme =
      framework === 'vitepress'
        ? isDict(value.themeConfig)
          ? value.themeConfig
          : {}
        : isDict(themeLocales[key])
          ? themeLocales[key]
          : {};
    const labels: Dict = {};
    const locale: Dict = {
      lang,
      label: textOf(value.label) ?? textOf(localeTheme.label) ?? textOf(localeTheme.selectText) ?? lang,
    };
    if (typeof value.title === 'string') locale.title = value.title;
    if (typeof value.description === 'string') locale.description = value.description;
    const at = framework === 'vitepress' ? `locales.${key}.themeConfig` : `${themeAt}.locales['${key}']`;
    // The root locale's nav and sidebar are the site's own (mapped above).
    if (name !== 'root') Object.assign(locale, mapThemeParts(map, at, localeTheme, labels));
    else mapLabels(localeTheme, labels);
    if (Object.keys(labels).length > 0) locale.labels = labels;
    mapped[name] = locale;
  }
  if (!('root' in mapped)) map.skip('locales', 'no locale at the root (`root` or `/`): the site needs one');
  return 'root' in mapped ? mapped : undefined;
}
