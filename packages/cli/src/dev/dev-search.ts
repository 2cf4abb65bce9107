import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageData, SearchShellData, SiteConfig, SiteData } from '@atlas-docs/content/types';
import type { SearchRecord } from '@atlas-docs/search';
import type { SiteSession } from '@atlas-docs/content';
import { RenderedSections, searchLabels, writeSearchData } from '@atlas-docs/search/build';

/** Where the dev server serves each locale's search data: a path that stays the same as the data changes. */
export const DEV_SEARCH_PREFIX = '/_atlas/search/';

/** The search entry of the site data in dev: each locale's texts, and its data at a path that does not change. */
export function devSearchShell(config: SiteConfig, site: SiteData): Record<string, SearchShellData> {
  return Object.fromEntries(
    Object.entries(site.locales).map(([key, locale]) => [
      key,
      { data: `${DEV_SEARCH_PREFIX}${key}.json`, labels: searchLabels(config, key, locale.labels) },
    ]),
  );
}

/**
 * The search data of the site in dev, written into a temporary folder like a build writes it and built
 * again a moment after the last change, so that it is at most a few seconds behind the pages.
 */
export class DevSearch {
  private dir: Promise<string> = mkdtemp(join(tmpdir(), 'atlas-docs-dev-'));
  /** The data file of each locale (`/assets/search-root-….json`), once built. */
  private files = new Map<string, string>();
  private current: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private markBuilt: () => void = () => {};
  /** Settles with the first build: a request for search data waits for it. */
  private built = new Promise<void>((resolve) => (this.markBuilt = resolve));

  /**
   * Each page's records, by its data: the session keeps a page's data until the page changes, so a rebuild
   * makes the records of the changed pages only.
   */
  private records = new WeakMap<PageData, SearchRecord[]>();
  /** Each page's sections, from its tree as last rendered. */
  private readonly sections = new RenderedSections();

  /** Takes a page's tree as rendered (`LoadSiteOptions.pageTree`). */
  readonly pageTree = this.sections.pageTree;

  constructor(
    private readonly log: (message: string) => void,
    private readonly delayMs = 1500,
  ) {}

  private recordsOf = (page: PageData): SearchRecord[] => {
    let records = this.records.get(page);
    if (!records) {
      records = this.sections.recordsOf(page);
      this.records.set(page, records);
    }
    return records;
  };

  /** Builds the data from the pages rendered so far, now; later calls wait for it. */
  build(session: SiteSession): Promise<void> {
    const run = (async () => {
      const started = performance.now();
      const dir = await this.dir;
      const pages = await session.pageList();
      const result = await writeSearchData(
        dir,
        { config: session.config, site: session.site, pages },
        // Never split: the dev server serves the data as JSON, not byte ranges of texts.
        { recordsOf: this.recordsOf, split: 'never' },
      );
      this.files = new Map(Object.entries(result).map(([key, entry]) => [key, entry.data]));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.log(`search data of ${pages.length} pages in ${seconds} s`);
    })();
    this.current = run;
    void run.finally(this.markBuilt);
    return run;
  }

  /** Builds the data again once no change has come for a moment. */
  schedule(session: () => SiteSession | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const open = session();
      if (open) this.build(open).catch((error: unknown) => this.log(`error: search data: ${String(error)}`));
    }, this.delayMs);
  }

  /** The JSON of a search data path (the locale's file or one of its parts), or null. */
  async file(path: string): Promise<string | null> {
    await this.built;
    await this.current?.catch(() => undefined);
    const dir = await this.dir;
    const locale = path.startsWith(DEV_SEARCH_PREFIX)
      ? path.slice(DEV_SEARCH_PREFIX.length).replace(/\.json$/, '')
      : null;
    const file = locale !== null ? this.files.get(locale) : /^\/assets\/search-[\w-]+\.json$/.test(path) ? path : null;
    if (!file) return null;
    return readFile(join(dir, file), 'utf8').catch(() => null);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await rm(await this.dir, { recursive: true, force: true });
  }
}
