import { join, relative, sep } from 'node:path';
import {
  ContentError,
  loadConfigModule,
  SiteSession,
  type LoadedConfig,
  type LoadSiteOptions,
  type SiteProblems,
} from '@atlas-docs/content';
import { normalizePath, resolveLocale } from '@atlas-docs/content/rules';
import type { PageData, SiteConfig } from '@atlas-docs/content/types';
import type { DevProblem } from '@atlas-docs/theme/dev/messages';
import {
  emitFiles,
  loadPlugins,
  pageAlternates,
  pluginError,
  pluginWatchPaths,
  sitePlugins,
  type PluginContent,
  type SitePlugins,
} from '../plugins/plugin-host.ts';
import type { SiteChange, WatchedSite } from './change-kind.ts';
import { devProblems } from './problems.ts';

/** What the open pages must do after a change. */
export type DevUpdate =
  /** The shell changed (site data, policy): load the whole page again. */
  | { reload: true }
  /** Load again the data of these pages, or of every page. */
  | { reload: false; pages: string[] | 'all' };

/** What the dev server answers for a page's path. */
export interface PageAnswer {
  status: 200 | 404;
  page: PageData;
}

const NO_PROBLEMS: SiteProblems = { errors: [], links: [], warnings: [] };

function toContentError(error: unknown, siteDir: string, fallbackFile: string): ContentError {
  if (error instanceof ContentError) return error;
  const located = error as { file?: unknown; reason?: unknown; message?: unknown };
  const file = typeof located.file === 'string' ? relative(siteDir, located.file).split(sep).join('/') : fallbackFile;
  const reason = typeof located.reason === 'string' ? located.reason : String(located.message ?? error);
  return new ContentError({ file }, reason);
}

/**
 * The site as the dev server sees it: an open {@link SiteSession} that renders the page asked for first and
 * the rest behind it, and that a change to a source updates in place. Problems never throw: a config that
 * fails to load keeps the last one that loaded, a page that fails to render keeps its last good render, and
 * every problem is listed for the overlay and the terminal.
 */
export class DevSite {
  session: SiteSession | null = null;
  /** The plugins of the config as it last loaded, and what their `load` gave. */
  plugins: SitePlugins = sitePlugins({ title: '', description: '' });
  private added: PluginContent | null = null;
  private configError: ContentError | null = null;
  private pluginProblem: ContentError | null = null;
  private lastGood = new Map<string, PageData>();
  /** The files the plugins' `emit` made of the site as it is, by path; made again after a change. */
  private emitted: Promise<Map<string, string>> | null = null;

  constructor(
    readonly siteDir: string,
    /** Given each page's tree as rendered (see `LoadSiteOptions.pageTree`). */
    private readonly pageTree?: LoadSiteOptions['pageTree'],
  ) {}

  /** Loads the config, what its plugins read (an API description, say) and the list of pages; renders nothing yet. */
  async open(): Promise<void> {
    await this.reloadConfig();
  }

  /** The files and folders whose changes matter, for the watcher. */
  watched(): WatchedSite {
    const session = this.session;
    return {
      srcDir: session?.srcDir ?? join(this.siteDir, 'content'),
      publicDir: session?.publicDir ?? join(this.siteDir, 'public'),
      configFiles: session?.configFiles ?? [join(this.siteDir, 'site.config.ts')],
      pluginPaths: pluginWatchPaths(this.siteDir, this.plugins.plugins),
    };
  }

  /** Calls the plugins' `load`; a problem is kept for the overlay, and the pages render without their content. */
  private async loadPlugins(config: SiteConfig): Promise<void> {
    this.pluginProblem = null;
    this.added = null;
    try {
      this.plugins = sitePlugins(config);
      this.added = await loadPlugins(this.siteDir, config, this.plugins.plugins);
    } catch (error) {
      this.pluginProblem = await pluginError(error, 'plugins', this.siteDir);
    }
  }

  private openSession(config: LoadedConfig, previous: SiteSession | null): Promise<SiteSession> {
    return SiteSession.open(this.siteDir, {
      config,
      previous: previous ?? undefined,
      islands: this.plugins.islands,
      islandHtml: this.added?.islandHtml ?? {},
      generatedFiles: (this.added?.files ?? []).map((file) => file.path),
      alternates: pageAlternates(this.plugins.plugins),
      islandMarkdown: this.added?.islandMarkdown ?? {},
      ...(this.pageTree ? { pageTree: this.pageTree } : {}),
    });
  }

  /** Loads the config (and with it what its plugins read) again; true when it loaded. */
  private async reloadConfig(): Promise<boolean> {
    const previous = this.session;
    try {
      // What the plugins read may have moved with the config, so they load again too.
      const loaded = await loadConfigModule(this.siteDir);
      if (previous) this.forgetPluginPages(previous);
      await this.loadPlugins(loaded.config);
      this.session = await this.openSession(loaded, previous);
      this.configError = null;
      return true;
    } catch (error) {
      this.configError = toContentError(error, this.siteDir, 'site.config.ts');
      return false;
    }
  }

  /** Forgets the renders of pages that hold a plugin's island, which change with what the plugin read. */
  private forgetPluginPages(session: SiteSession): void {
    const names = this.plugins.plugins.flatMap((plugin) => Object.keys(plugin.islands ?? {})).map((name) => `:${name}`);
    for (const page of session.sourcePages()) {
      const text = session.renderedText(page.relativePath);
      if (text === undefined || names.some((name) => text.includes(name))) session.forget(page.relativePath);
    }
  }

  /** Applies a change to the site and says what the open pages must do. */
  async apply(change: SiteChange): Promise<DevUpdate> {
    this.emitted = null;
    const session = this.session;
    if (change.kind === 'config' || !session) {
      const before = session ? JSON.stringify(session.site) : null;
      if (!(await this.reloadConfig())) return { reload: false, pages: [] };
      // The shell (navigation bar, labels, services and so the policy) is the same: the pages' data suffices.
      return before === JSON.stringify(this.session?.site) ? { reload: false, pages: 'all' } : { reload: true };
    }
    if (change.kind === 'plugin') {
      this.forgetPluginPages(session);
      await this.loadPlugins(session.config);
      const { config, configFiles, sources } = session;
      this.session = await this.openSession({ config, files: configFiles, sources }, session);
      return { reload: false, pages: 'all' };
    }
    if (change.kind === 'public' || change.kind === 'pages') {
      await session.scan();
      return { reload: false, pages: change.kind === 'pages' ? 'all' : [] };
    }
    // The file, when it is a page, and the pages that include it.
    const pages = session.forget(change.relativePath).flatMap((path) => session.pageOfFile(path) ?? []);
    for (const page of pages) await session.pageData(page);
    return { reload: false, pages: pages.map((page) => page.route) };
  }

  /** The problems of the site as far as it is rendered, for the overlay and the terminal. */
  async problems(): Promise<DevProblem[]> {
    const session = this.session;
    const found = session ? await session.problems() : NO_PROBLEMS;
    const siteErrors = [this.configError, this.pluginProblem].filter((e): e is ContentError => e !== null);
    const pluginWarnings = this.added?.warnings ?? [];
    return devProblems(
      {
        errors: [...siteErrors, ...found.errors],
        links: found.links,
        warnings: [...pluginWarnings, ...found.warnings],
      },
      (file) => session?.sourcePages().find((page) => page.file === file)?.route,
    );
  }

  /** The not-found page of the locale a path is in. */
  private notFoundOf(session: SiteSession, path: string): PageData {
    const locale = resolveLocale(path, session.config.locales);
    return session.notFound.find((page) => page.locale === locale) ?? (session.notFound[0] as PageData);
  }

  /**
   * The page at a path: its data, rendered now if it was not yet; its last good version while it has a
   * problem (or a page that names the problem when it never rendered); the not-found page with 404.
   */
  async page(path: string): Promise<PageAnswer | null> {
    const session = this.session;
    if (!session) return null;
    const source = session.pageAt(path);
    if (!source) return { status: 404, page: this.notFoundOf(session, path) };
    const data = await session.pageData(source);
    if (!(data instanceof ContentError)) {
      this.lastGood.set(source.route, data);
      return { status: 200, page: data };
    }
    const good = this.lastGood.get(source.route);
    if (good) return { status: 200, page: good };
    const notFound = this.notFoundOf(session, path);
    return {
      status: 200,
      page: {
        ...notFound,
        path: source.route,
        relativePath: source.relativePath,
        layout: 'page',
        title: source.file,
        html: '<p>This page has a problem, shown in the overlay. It shows here once it is fixed.</p>',
      },
    };
  }

  /**
   * A file a plugin adds to the site, as the build writes it: the OpenAPI export, say, or one its `emit` makes
   * of the whole site (a page's `.md`, `llms.txt`), for which every page is rendered first, made once until the
   * next change. A path without a file extension (or with `.html`) is a page's, and never an emitted file's.
   */
  async generatedFile(path: string, origin: string): Promise<string | null> {
    const wanted = normalizePath(path);
    const added = this.added?.files.find((file) => normalizePath(file.path) === wanted);
    if (added) return added.text;
    const session = this.session;
    const emits = this.plugins.plugins.some((plugin) => plugin.emit);
    if (!session || !emits || !/\.\w+$/.test(path) || path.endsWith('.html')) return null;
    this.emitted ??= this.emit(session, origin);
    return (await this.emitted).get(path) ?? null;
  }

  /** Every page rendered, then the files the plugins' `emit` makes of them, by path. */
  private async emit(session: SiteSession, origin: string): Promise<Map<string, string>> {
    await session.renderAll();
    const pages = await session.emitPages(origin);
    const site = { config: session.config, origin, pages, files: this.added?.files ?? [] };
    const files = await emitFiles(this.plugins.plugins, site, new Set());
    return new Map(files.map((file) => [file.path, file.text]));
  }
}
