import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { prepareApiReference, type ApiReferenceBuild } from '@atlas-docs/api-reference/build';
import {
  ContentError,
  DEFAULT_SERVICES,
  loadConfigModule,
  SiteSession,
  type IslandHtml,
  type LoadedConfig,
  type SiteProblems,
} from '@atlas-docs/content';
import { normalizePath, resolveLocale } from '@atlas-docs/content/rules';
import type { PageData, SiteConfig } from '@atlas-docs/content/types';
import type { DevProblem } from '@atlas-docs/theme/dev/messages';
import type { SiteChange, WatchedSite } from './change-kind.ts';
import { jsonErrorAt } from './json-error.ts';
import { devProblems } from './problems.ts';

export interface DevSiteOptions {
  /** Leaf directives rendered as island placeholders (the build's `ISLANDS`). */
  islands: string[];
  /** Islands with build-time HTML besides the API reference's (the theme's `ISLAND_HTML`). */
  islandHtml: Readonly<Record<string, IslandHtml>>;
}

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

/** A problem of the API description, at the line and column where its JSON breaks when that is the problem. */
async function apiDescriptionError(error: unknown, siteDir: string, fallbackFile: string): Promise<ContentError> {
  const problem = toContentError(error, siteDir, fallbackFile);
  if (!problem.file.endsWith('.json') || !problem.reason.includes('not valid JSON')) return problem;
  const text = await readFile(join(siteDir, problem.file), 'utf8').catch(() => null);
  const at = text === null ? null : jsonErrorAt(text);
  return at ? new ContentError({ file: problem.file, ...at }, problem.reason) : problem;
}

/**
 * The site as the dev server sees it: an open {@link SiteSession} that renders the page asked for first and
 * the rest behind it, and that a change to a source updates in place. Problems never throw: a config that
 * fails to load keeps the last one that loaded, a page that fails to render keeps its last good render, and
 * every problem is listed for the overlay and the terminal.
 */
export class DevSite {
  session: SiteSession | null = null;
  private api: ApiReferenceBuild | null = null;
  private configError: ContentError | null = null;
  private apiError: ContentError | null = null;
  private lastGood = new Map<string, PageData>();

  constructor(
    readonly siteDir: string,
    private readonly options: DevSiteOptions,
  ) {}

  /** Loads the config, the API description and the list of pages; renders nothing yet. */
  async open(): Promise<void> {
    await this.reloadConfig();
  }

  /** The files and folders whose changes matter, for the watcher. */
  watched(): WatchedSite {
    const session = this.session;
    const apiDescription = session?.config.apiReference?.description;
    return {
      srcDir: session?.srcDir ?? join(this.siteDir, 'content'),
      publicDir: session?.publicDir ?? join(this.siteDir, 'public'),
      configFiles: session?.configFiles ?? [join(this.siteDir, 'site.config.ts')],
      apiDir: apiDescription ? join(this.siteDir, apiDescription) : null,
    };
  }

  private async prepareApi(config: SiteConfig): Promise<void> {
    this.apiError = null;
    this.api = null;
    if (!config.apiReference) return;
    try {
      const apiHost = config.services?.api ?? DEFAULT_SERVICES.api;
      this.api = await prepareApiReference(this.siteDir, config.apiReference, apiHost);
    } catch (error) {
      this.apiError = await apiDescriptionError(error, this.siteDir, config.apiReference.description);
    }
  }

  private openSession(config: LoadedConfig, previous: SiteSession | null): Promise<SiteSession> {
    return SiteSession.open(this.siteDir, {
      config,
      previous: previous ?? undefined,
      islands: this.options.islands,
      islandHtml: { ...this.options.islandHtml, ...this.api?.islands },
      generatedFiles: this.api ? [this.api.openapi.path, ...this.api.files.map((file) => file.path)] : [],
    });
  }

  /** Loads the config (and with it the API description) again; true when it loaded. */
  private async reloadConfig(): Promise<boolean> {
    const previous = this.session;
    try {
      // The API description may have moved with the config, so the reference is prepared again too.
      const loaded = await loadConfigModule(this.siteDir);
      await this.prepareApi(loaded.config);
      if (previous) this.forgetApiPages(previous);
      this.session = await this.openSession(loaded, previous);
      this.configError = null;
      return true;
    } catch (error) {
      this.configError = toContentError(error, this.siteDir, 'site.config.ts');
      return false;
    }
  }

  /** Forgets the renders of pages that show the API reference, which change with its description. */
  private forgetApiPages(session: SiteSession): void {
    const names = Object.keys(this.api?.islands ?? {}).map((name) => `::${name}`);
    for (const page of session.sourcePages()) {
      const text = session.renderedText(page.relativePath);
      if (text === undefined || names.some((name) => text.includes(name))) session.forget(page.relativePath);
    }
  }

  /** Applies a change to the site and says what the open pages must do. */
  async apply(change: SiteChange): Promise<DevUpdate> {
    const session = this.session;
    if (change.kind === 'config' || !session) {
      const before = session ? JSON.stringify(session.site) : null;
      if (!(await this.reloadConfig())) return { reload: false, pages: [] };
      // The shell (navigation bar, labels, services and so the policy) is the same: the pages' data suffices.
      return before === JSON.stringify(this.session?.site) ? { reload: false, pages: 'all' } : { reload: true };
    }
    if (change.kind === 'api') {
      await this.prepareApi(session.config);
      this.forgetApiPages(session);
      const { config, configFiles } = session;
      this.session = await this.openSession({ config, files: configFiles }, session);
      return { reload: false, pages: 'all' };
    }
    if (change.kind === 'public' || change.kind === 'pages') {
      await session.scan();
      return { reload: false, pages: change.kind === 'pages' ? 'all' : [] };
    }
    session.forget(change.relativePath);
    const page = session.pageOfFile(change.relativePath);
    if (!page) return { reload: false, pages: [] };
    await session.pageData(page);
    return { reload: false, pages: [page.route] };
  }

  /** The problems of the site as far as it is rendered, for the overlay and the terminal. */
  async problems(): Promise<DevProblem[]> {
    const session = this.session;
    const found = session ? await session.problems() : NO_PROBLEMS;
    const siteErrors = [this.configError, this.apiError].filter((e): e is ContentError => e !== null);
    const apiWarnings = this.api?.warnings ?? [];
    return devProblems(
      { errors: [...siteErrors, ...found.errors], links: found.links, warnings: [...apiWarnings, ...found.warnings] },
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

  /** A file the API reference generates, as the build writes it: the OpenAPI export and the try-it bodies. */
  generatedFile(path: string): string | null {
    if (!this.api) return null;
    const wanted = normalizePath(path);
    if (wanted === normalizePath(this.api.openapi.path)) return this.api.openapi.json;
    return this.api.files.find((file) => normalizePath(file.path) === wanted)?.text ?? null;
  }
}
