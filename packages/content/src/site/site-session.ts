import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Root as HastRoot } from 'hast';
import { CONFIG_FILE, findKey, findString, type SourceText } from '../config/config-sources.ts';
import { loadConfigModule, type LoadedConfig } from '../config/load-config.ts';
import { ContentError } from '../content-error.ts';
import { codeStylesheet } from '../markdown/highlighter.ts';
import { expandIncludes } from '../markdown/includes.ts';
import { renderMarkdown, type IslandHtml, type RenderedMarkdown } from '../markdown/render-markdown.ts';
import { resolveLocale } from '../rules/locale.ts';
import { canonicalLink, normalizePath, prefixedRouteOf, routeIndexOf, routeOf } from '../rules/paths.ts';
import { redirectTable, type Redirect } from '../rules/redirects.ts';
import { asWritten, type LinkCanonicaliser } from '../rules/sidebar.ts';
import { pageMarkdown, type IslandMarkdown } from '../markdown/page-markdown.ts';
import type {
  AlternatePage,
  EmitPage,
  IslandDefinition,
  PageAlternate,
  PageData,
  SiteConfig,
  SiteData,
} from '../types.ts';
import { linkProblem, type LinkTargets } from './check-links.ts';
import { checkConfigLinks, checkRedirects } from './config-checks.ts';
import { findFiles, findPages } from './find-files.ts';
import { gitTimes } from './git-times.ts';
import { mapLimit } from './map-limit.ts';
import { buildPageData, islandOutlineOf, notFoundPage, pageTitle, searchKindOf } from './page-data.ts';
import {
  expandFolders,
  foldersOf,
  isInFolder,
  nameTitle,
  permalinkOf,
  sidebarFileOf,
  type SidebarFile,
} from './file-sidebars.ts';
import { buildSiteData, sidebarResolver } from './site-data.ts';

export interface LoadSiteOptions {
  /** Directives rendered as island placeholders, by name. */
  islands?: Readonly<Record<string, IslandDefinition>>;
  /** Islands rendered to HTML at build time, by name (they need not be listed in `islands`). */
  islandHtml?: Readonly<Record<string, IslandHtml>>;
  /** Files the build writes besides pages and public files (`/path/file.json`): valid link targets. */
  generatedFiles?: string[];
  /** Pages rendered at once (default 8): file reads overlap with rendering without flooding memory. */
  concurrency?: number;
  /** The site's config, when the caller has loaded it already. */
  config?: LoadedConfig | undefined;
  /**
   * Called with each page's HTML tree as rendered (see `RenderOptions.onTree`); not for a render an earlier
   * session lends.
   */
  pageTree?: (page: SourcePage, tree: HastRoot) => void;
  /** Other forms of each page, from the plugins (see `Plugin.alternates`). */
  alternates?: (page: AlternatePage) => PageAlternate[];
  /** Islands in markdown, by name, for the pages as markdown (see `PluginContent.islandMarkdown`). */
  islandMarkdown?: Readonly<Record<string, IslandMarkdown>>;
  /**
   * The folder the build writes to (absolute): inside the content folder (`srcDir: '.'` and `dist/`), its files
   * are no pages, nor are the public folder's.
   */
  outDir?: string;
}

export interface SessionOptions extends LoadSiteOptions {
  /** Renders of an earlier session of the same site, reused for every file whose text has not changed. */
  previous?: SiteSession | undefined;
}

/** A markdown file of the content folder. */
export interface SourcePage {
  /** Relative to the content folder, with `/`. */
  relativePath: string;
  /** As named in errors: relative to the site folder. */
  file: string;
  route: string;
}

/** A page's render: its markdown rendered, or the problem that stopped it. */
export type RenderOutcome =
  { ok: true; text: string; result: RenderedMarkdown } | { ok: false; text: string | null; error: ContentError };

/** The problems of a site as far as it is rendered: errors and broken links fail a production build, warnings do not. */
export interface SiteProblems {
  errors: ContentError[];
  /** Internal links, sidebar and nav links that lead to no page, file or anchor. */
  links: ContentError[];
  warnings: string[];
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** A file that cannot be read is a problem of that file, not a crash of the whole build. */
async function readSource(srcDir: string, page: SourcePage): Promise<string | ContentError> {
  try {
    return await readFile(join(srcDir, page.relativePath), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return new ContentError({ file: page.file }, `cannot read the file (${code})`);
  }
}

/**
 * A site folder opened once and rendered page by page: its config, the list of its pages and every page's
 * render, kept so that a change renders again only the files it touched. `loadSite` renders every page
 * and fails on any problem; the dev server renders the page asked for first and the rest behind it, and
 * shows problems instead of failing.
 */
export class SiteSession {
  readonly srcDir: string;
  readonly publicDir: string;
  readonly notFound: PageData[];
  /** The config's redirects. */
  private configRedirects: Redirect[];
  /** From the route each page would have with its names' ordering prefixes to the route it has. */
  private prefixRedirects: Redirect[] = [];
  /** Pages by normalised route, the first file of a route only. */
  private byRoute = new Map<string, SourcePage>();
  private pages: SourcePage[] = [];
  private duplicates: ContentError[] = [];
  private publicFiles: string[] = [];
  private renders = new Map<string, Promise<RenderOutcome>>();
  /** Renders of the session this one follows, taken once each. */
  private reusable: Map<string, Promise<RenderOutcome>>;
  /** The text of each file as last read. */
  private texts = new Map<string, string>();
  /** The pages that include a file, by the file's path relative to the content folder. */
  private includedBy = new Map<string, Set<string>>();
  private dataCache = new Map<string, PageData | ContentError>();
  private usedClasses: Set<string>;
  /** The shell data, its nav links written as the routes the pages have (see {@link scan}). */
  private siteData: SiteData;
  private sidebarOf: ReturnType<typeof sidebarResolver>;
  private canonical: LinkCanonicaliser = asWritten;
  /** The folders the sidebars are made from (`{ dir }`), as written. */
  private readonly folders: string[];
  /** The config with each folder's sidebar listed: what the sidebars and their checks read. */
  private listed: SiteConfig;
  /** What the folders' sidebars were made of; made again when a file in them changed. */
  private sidebarFiles: SidebarFile[] = [];
  private foldersStale = false;

  private constructor(
    readonly siteDir: string,
    readonly config: SiteConfig,
    /** `site.config.ts` and the local modules it imports, as read when the session opened. */
    readonly sources: SourceText[],
    /** Every file the config was loaded from (absolute paths), to watch for changes. */
    readonly configFiles: string[],
    private readonly times: Map<string, number>,
    private readonly options: SessionOptions,
  ) {
    this.srcDir = join(siteDir, config.srcDir ?? 'content');
    this.publicDir = join(siteDir, config.publicDir ?? 'public');
    this.siteData = buildSiteData(config);
    this.configRedirects = redirectTable(config.redirects);
    this.notFound = Object.values(this.siteData.locales).map((locale) => notFoundPage(config, locale));
    this.usedClasses = new Set();
    this.reusable = new Map();
    this.sidebarOf = sidebarResolver(config);
    this.listed = config;
    this.folders = [
      ...foldersOf(config.sidebar),
      ...Object.values(config.locales ?? {}).flatMap((locale) => foldersOf(locale.sidebar)),
    ];
  }

  /** The site-wide shell data: title, nav, labels. */
  get site(): SiteData {
    return this.siteData;
  }

  /** The redirects of the config, then those of the pages whose names have ordering prefixes. */
  get redirects(): Redirect[] {
    return [...this.configRedirects, ...this.prefixRedirects];
  }

  /** Loads the config and lists the pages; renders nothing yet. Throws a {@link ContentError} on a bad config. */
  static async open(siteDir: string, options: SessionOptions = {}): Promise<SiteSession> {
    const root = resolve(siteDir);
    const { config, files, sources } = options.config ?? (await loadConfigModule(root));
    const srcDir = join(root, config.srcDir ?? 'content');
    if (!(await isFolder(srcDir))) {
      const at =
        config.srcDir === undefined ? { file: CONFIG_FILE } : (findKey(sources, 'srcDir') ?? { file: CONFIG_FILE });
      throw new ContentError(at, `the content folder ${relative(root, srcDir) || '.'} does not exist`);
    }
    const times = config.lastUpdated === false ? new Map<string, number>() : await gitTimes(srcDir);
    const { previous: _previous, config: _config, ...kept } = options;
    const session = new SiteSession(root, config, sources, files, times, kept);
    session.usedClasses = options.previous?.usedClasses ?? session.usedClasses;
    session.reusable = new Map(options.previous?.renders);
    await session.scan();
    return session;
  }

  /** Lists the pages and public files again, after a file was added or removed. Renders are kept. */
  async scan(): Promise<void> {
    const [files, publicFiles] = await Promise.all([
      findPages(this.srcDir, [...(this.config.exclude ?? []), ...this.outputFolders()]),
      findFiles(this.publicDir, () => true),
    ]);
    const permalinks = await this.permalinks(files);
    // From here to the sidebars' folders the lists change without a pause: a request served meanwhile (the dev
    // server's) finds the pages as they were or as they are, never none.
    this.publicFiles = publicFiles;
    const routes = new Map<string, string>(
      this.notFound.map((p) => [normalizePath(p.path), '(the generated not-found page)']),
    );
    this.byRoute.clear();
    this.duplicates = [];
    this.pages = [];
    for (const relativePath of files) {
      const page: SourcePage = {
        relativePath,
        file: relative(this.siteDir, join(this.srcDir, relativePath)).split('\\').join('/'),
        route: permalinks.get(relativePath) ?? routeOf(relativePath),
      };
      const key = normalizePath(page.route);
      const other = routes.get(key);
      if (other !== undefined) {
        this.duplicates.push(
          new ContentError(
            { file: page.file, line: 1, column: 1 },
            `route ${page.route} is also the route of ${other}`,
          ),
        );
        continue;
      }
      routes.set(key, page.file);
      this.byRoute.set(key, page);
      this.pages.push(page);
    }
    // `03.Topic/07.Page.md` is served at /Topic/Page, a page with a `permalink` at its permalink: the paths
    // of its file, with and without the prefixes, move there.
    const redirected = new Set(this.configRedirects.map((r) => r.from));
    this.prefixRedirects = [];
    for (const page of this.pages) {
      for (const path of new Set([prefixedRouteOf(page.relativePath), routeOf(page.relativePath)])) {
        const from = normalizePath(path);
        if (from === normalizePath(page.route) || routes.has(from) || redirected.has(from)) continue;
        redirected.add(from);
        this.prefixRedirects.push({ from, to: page.route });
      }
    }
    // Sidebar, nav, pager and front-matter links written `/docs/a/`, `/docs/sub/_index` or `/03.Topic/Page` match
    // their page, and are written as the route it really has, which a static host serves.
    // A link to a page's path with its ordering prefixes is written as the page's route.
    const routeIndex = new Map([
      ...this.prefixRedirects.map((r): [string, string] => [r.from, r.to]),
      ...routeIndexOf([...this.notFound.map((p) => p.path), ...this.pages.map((p) => p.route)]),
    ]);
    this.canonical = (link) => canonicalLink(link, routeIndex);
    this.siteData = buildSiteData(this.config, this.canonical);
    await this.listFolders();
    const listed = new Set(files);
    for (const path of this.renders.keys()) if (!listed.has(path)) this.renders.delete(path);
    // Locale links and sidebars may point at the pages that came or went.
    this.dataCache.clear();
  }

  /** The build's output and the public folder, as patterns of the content folder, when they are inside it. */
  private outputFolders(): string[] {
    return [this.options.outDir, this.publicDir].flatMap((dir) => {
      if (dir === undefined) return [];
      const path = relative(this.srcDir, resolve(dir)).split('\\').join('/');
      return path && !path.startsWith('..') && !isAbsolute(path) ? [`${path}/**`] : [];
    });
  }

  /** The routes pages set in front matter (`permalink: /a-page`, as VuePress reads it), by file. */
  private async permalinks(files: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const read = await mapLimit(files, this.options.concurrency ?? 8, async (relativePath) => {
      const text = await readFile(join(this.srcDir, relativePath), 'utf8').catch(() => '');
      return [relativePath, text.startsWith('---') ? permalinkOf(text) : undefined] as const;
    });
    for (const result of read) {
      if (result.status === 'fulfilled' && result.value[1] !== undefined)
        found.set(...(result.value as [string, string]));
    }
    return found;
  }

  /** Whether a page is in a folder a sidebar is made from. */
  private inFolders(relativePath: string): boolean {
    return this.folders.some((folder) => isInFolder(relativePath, folder));
  }

  /**
   * Reads the title and order of every page in the sidebars' folders and makes those sidebars; true when they
   * changed. Without `{ dir }` sidebars it reads nothing.
   */
  private async listFolders(): Promise<boolean> {
    this.foldersStale = false;
    const files: SidebarFile[] = [];
    if (this.folders.length) {
      const pages = this.pages.filter((page) => this.inFolders(page.relativePath));
      const read = await mapLimit(pages, this.options.concurrency ?? 8, async (page) => {
        const text = await readSource(this.srcDir, page);
        return sidebarFileOf(page.relativePath, page.route, typeof text === 'string' ? text : '');
      });
      for (const result of read) if (result.status === 'fulfilled') files.push(result.value);
    }
    const changed = JSON.stringify(files) !== JSON.stringify(this.sidebarFiles);
    this.sidebarFiles = files;
    this.listed = this.folders.length ? withFolderSidebars(this.config, files) : this.config;
    this.sidebarOf = sidebarResolver(this.listed, this.canonical);
    return changed;
  }

  /** Every page of the site, in route order of their files. */
  sourcePages(): readonly SourcePage[] {
    return this.pages;
  }

  /** The page at a route (`/docs/a`, `/docs/`), if the content folder has one. */
  pageAt(route: string): SourcePage | undefined {
    return this.byRoute.get(normalizePath(route));
  }

  /** The page of a file relative to the content folder. */
  pageOfFile(relativePath: string): SourcePage | undefined {
    return this.pages.find((page) => page.relativePath === relativePath);
  }

  routeExists = (route: string): boolean =>
    this.byRoute.has(normalizePath(route)) || this.notFound.some((p) => normalizePath(p.path) === normalizePath(route));

  /** Whether a path (`/files/a.pdf`) is a file of the public folder. */
  isPublicFile(path: string): boolean {
    return this.publicFiles.includes(path.replace(/^\//, ''));
  }

  /**
   * Forgets a file's render, after it changed: the next request renders it again. The pages that include the
   * file (`<!--@include:-->`, `<<<`) are forgotten too; their paths are returned, this file's first when it is a page.
   */
  forget(relativePath: string, seen = new Set<string>()): string[] {
    if (seen.has(relativePath)) return [];
    seen.add(relativePath);
    const includers = [...(this.includedBy.get(relativePath) ?? [])];
    this.includedBy.delete(relativePath);
    const forgotten = [relativePath, ...includers.flatMap((includer) => this.forget(includer, seen))];
    this.renders.delete(relativePath);
    this.reusable.delete(relativePath);
    this.dataCache.delete(relativePath);
    // Its title or order may have changed: the folders' sidebars are read again before the next page's data.
    if (this.inFolders(relativePath)) this.foldersStale = true;
    return forgotten;
  }

  /** A file's text as last rendered; undefined when it was not read yet. */
  renderedText(relativePath: string): string | undefined {
    return this.texts.get(relativePath);
  }

  /** The render of a page, made once and kept until {@link forget}. */
  render(page: SourcePage): Promise<RenderOutcome> {
    let pending = this.renders.get(page.relativePath);
    if (!pending) {
      pending = this.renderNow(page);
      this.renders.set(page.relativePath, pending);
    }
    return pending;
  }

  private async renderNow(page: SourcePage): Promise<RenderOutcome> {
    const source = await readSource(this.srcDir, page);
    if (source instanceof ContentError) return { ok: false, text: null, error: source };
    this.texts.set(page.relativePath, source);
    const where = { relativePath: page.relativePath, file: page.file };
    const included = await expandIncludes(source, where, (path) =>
      readFile(join(this.srcDir, path), 'utf8').catch(() => undefined),
    );
    for (const file of included.files) {
      const pages = this.includedBy.get(file) ?? new Set<string>();
      this.includedBy.set(file, pages.add(page.relativePath));
    }
    const { text } = included;
    const earlier = await this.reusable.get(page.relativePath);
    this.reusable.delete(page.relativePath);
    if (earlier?.ok && earlier.text === text) return earlier;
    try {
      const result = await renderMarkdown(text, {
        file: page.file,
        relativePath: page.relativePath,
        islands: Object.keys(this.options.islands ?? {}),
        islandHtml: this.options.islandHtml ?? {},
        usedClasses: this.usedClasses,
        canonical: this.canonical,
        ...(this.config.anchors ? { anchors: this.config.anchors } : {}),
        ...(this.config.linkBase ? { linkBase: this.config.linkBase } : {}),
        ...(this.config.headingIdDelimiters ? { headingIdDelimiters: this.config.headingIdDelimiters } : {}),
        ...(this.options.pageTree ? { onTree: (tree: HastRoot) => this.options.pageTree?.(page, tree) } : {}),
      });
      return { ok: true, text, result: { ...result, warnings: [...included.warnings, ...result.warnings] } };
    } catch (error) {
      if (error instanceof ContentError) return { ok: false, text, error };
      throw error;
    }
  }

  /**
   * Renders every page not rendered yet, `concurrency` at a time (default: the session's); once `signal`
   * aborts, the pages not started yet are left.
   */
  async renderAll(concurrency = this.options.concurrency ?? 8, signal?: AbortSignal): Promise<void> {
    const results = await mapLimit(this.pages, concurrency, async (page) => {
      if (!signal?.aborted) await this.render(page);
    });
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  }

  /** The data of a rendered page, or the problem that keeps it from having any. */
  async pageData(page: SourcePage): Promise<PageData | ContentError> {
    if (this.foldersStale && (await this.listFolders())) this.dataCache.clear();
    const outcome = await this.render(page);
    const cached = this.dataCache.get(page.relativePath);
    if (cached) return cached;
    const data = outcome.ok ? this.dataOf(page, outcome.result) : outcome.error;
    if (this.renders.has(page.relativePath)) this.dataCache.set(page.relativePath, data);
    return data;
  }

  private dataOf(page: SourcePage, md: RenderedMarkdown): PageData | ContentError {
    const locale = this.site.locales[resolveLocale(page.route, this.config.locales)];
    if (!locale) return new ContentError({ file: page.file }, `no locale for ${page.route}`);
    let title = pageTitle(md.meta, md.title, locale.title);
    if (title === null) {
      // Named after its file, as its folder's sidebar names it, with a warning (VitePress asks for no title).
      title = nameTitle(page.relativePath) || locale.title;
      const warning = `${page.file}:1:1: the page has no title: it is "${title}", after its file; add \`title:\` to the front matter or a \`# heading\``;
      if (!md.warnings.includes(warning)) md.warnings.push(warning);
    }
    return buildPageData({
      config: this.config,
      route: page.route,
      relativePath: page.relativePath,
      locale,
      rendered: md,
      title,
      lastUpdated: this.times.get(page.relativePath) ?? null,
      routeExists: this.routeExists,
      sidebarOf: this.sidebarOf,
      canonical: this.canonical,
      searchKind: searchKindOf(md.islands, this.options.islands ?? {}),
      islandOutline: islandOutlineOf(md.islands, this.options.islands ?? {}),
      alternates: this.options.alternates,
    });
  }

  /** The renders finished so far, by page. */
  private async settled(): Promise<{ page: SourcePage; outcome: RenderOutcome }[]> {
    const done: { page: SourcePage; outcome: RenderOutcome }[] = [];
    for (const page of this.pages) {
      const pending = this.renders.get(page.relativePath);
      if (pending) done.push({ page, outcome: await pending });
    }
    return done;
  }

  /**
   * The problems of the pages rendered so far and of the config: duplicate routes, pages that did not
   * render or have no title, broken links and anchors, sidebar and nav links to no page, redirects.
   * A link into a page not rendered yet is checked against the route only.
   */
  async problems(): Promise<SiteProblems> {
    const errors: ContentError[] = [...this.duplicates];
    const warnings: string[] = [];
    const rendered = await this.settled();
    for (const { page, outcome } of rendered) {
      if (!outcome.ok) {
        errors.push(outcome.error);
        continue;
      }
      // The page's data first: it may warn too (a page without a title).
      const data = await this.pageData(page);
      warnings.push(...outcome.result.warnings);
      if (data instanceof ContentError) errors.push(data);
    }
    const anchors = new Map<string, Set<string>>(
      rendered.map(({ page, outcome }) => [
        normalizePath(page.route),
        new Set(outcome.ok ? outcome.result.anchors : []),
      ]),
    );
    const targets: LinkTargets = {
      pages: new Map([
        ...this.notFound.map((p): [string, Set<string>] => [normalizePath(p.path), new Set()]),
        ...this.pages.map((p): [string, Set<string>] => [normalizePath(p.route), new Set()]),
        ...anchors,
      ]),
      publicFiles: new Set([...this.publicFiles.map((f) => `/${f}`), ...(this.options.generatedFiles ?? [])]),
      redirects: this.redirects,
    };
    const links: ContentError[] = [];
    const complete = rendered.length === this.pages.length;
    for (const { page, outcome } of rendered) {
      if (!outcome.ok) continue;
      for (const link of outcome.result.links) {
        const problem = linkProblem(link.url, targets);
        // An anchor on a page not rendered yet cannot be checked yet.
        if (problem && (complete || !isAnchorProblem(problem)))
          links.push(new ContentError({ file: page.file, line: link.line, column: link.column }, problem));
      }
    }
    links.push(...checkConfigLinks(this.listed, targets, this.sources, this.canonical));
    for (const folder of this.folders) {
      if (this.pages.some((page) => isInFolder(page.relativePath, folder))) continue;
      const at = findString(this.sources, folder) ?? { file: CONFIG_FILE };
      links.push(new ContentError(at, `sidebar folder ${folder} holds no pages of the content folder`));
    }
    const redirectProblems = checkRedirects(this.config, this.routeExists, this.sources);
    errors.push(...redirectProblems.errors);
    warnings.push(...redirectProblems.warnings);
    return { errors, links, warnings };
  }

  /** The data of every rendered page with data, the not-found pages included, sorted by route. */
  async pageList(): Promise<PageData[]> {
    const pages: PageData[] = [...this.notFound];
    for (const { page } of await this.settled()) {
      const data = await this.pageData(page);
      if (!(data instanceof ContentError)) pages.push(data);
    }
    return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /**
   * Every page rendered so far with data, but the not-found pages, as a plugin's `emit` is given them: each
   * with its markdown, made from its text as rendered when asked for.
   */
  async emitPages(origin: string): Promise<EmitPage[]> {
    const pages: EmitPage[] = [];
    for (const { page, outcome } of await this.settled()) {
      const data = await this.pageData(page);
      if (data instanceof ContentError || outcome.text === null) continue;
      const text = outcome.text;
      pages.push({
        path: data.path,
        title: data.title,
        description: data.description,
        layout: data.layout,
        locale: data.locale,
        sidebar: data.sidebar,
        markdown: (linkOf) =>
          pageMarkdown(text, {
            title: data.title,
            route: page.route,
            url: origin + data.path,
            islandMarkdown: this.options.islandMarkdown ?? {},
            linkOf: (target) => {
              const link = this.canonical(target);
              return this.pageAt(link.replace(/[?#].*$/, '')) ? linkOf(link) : origin + link;
            },
          }),
      });
    }
    return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** The stylesheet of the code token classes used by the pages rendered so far. */
  codeCss(): Promise<string> {
    return codeStylesheet(this.usedClasses);
  }

  /** How many code token classes the pages rendered so far use: the code stylesheet changes with it. */
  codeClassCount(): number {
    return this.usedClasses.size;
  }
}

/** The config with the sidebars of folders (`{ dir }`) listed, its own and each locale's. */
function withFolderSidebars(config: SiteConfig, files: readonly SidebarFile[]): SiteConfig {
  const listed: SiteConfig = { ...config };
  if (config.sidebar !== undefined) listed.sidebar = expandFolders(config.sidebar, files);
  if (config.locales) {
    listed.locales = Object.fromEntries(
      Object.entries(config.locales).map(([key, locale]) => [
        key,
        locale.sidebar === undefined ? locale : { ...locale, sidebar: expandFolders(locale.sidebar, files) },
      ]),
    );
  }
  return listed;
}

function isAnchorProblem(problem: string): boolean {
  return problem.includes('no heading or element with id');
}
