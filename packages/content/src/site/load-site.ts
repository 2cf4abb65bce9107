import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { CONFIG_FILE, findKey, readConfigSources } from '../config/config-sources.ts';
import { loadConfig } from '../config/load-config.ts';
import { ContentError } from '../content-error.ts';
import { codeStylesheet } from '../markdown/highlighter.ts';
import { renderMarkdown, type IslandHtml, type RenderedMarkdown } from '../markdown/render-markdown.ts';
import { resolveLocale } from '../rules/locale.ts';
import { canonicalLink, normalizePath, routeIndexOf, routeOf } from '../rules/paths.ts';
import { redirectTable, type Redirect } from '../rules/redirects.ts';
import type { PageData, SiteConfig, SiteData } from '../types.ts';
import { linkProblem, type LinkTargets } from './check-links.ts';
import { checkConfigLinks, checkRedirects } from './config-checks.ts';
import { findFiles, findPages } from './find-files.ts';
import { gitTimes } from './git-times.ts';
import { mapLimit } from './map-limit.ts';
import { buildPageData, notFoundPage } from './page-data.ts';
import { buildSiteData, sidebarResolver } from './site-data.ts';

export interface LoadedSite {
  siteDir: string;
  srcDir: string;
  publicDir: string;
  config: SiteConfig;
  site: SiteData;
  /** Every page, the not-found page of each locale included, sorted by route. */
  pages: PageData[];
  redirects: Redirect[];
  /** The stylesheet of the highlighted code blocks (token classes in light and dark). */
  codeCss: string;
  warnings: string[];
}

export interface LoadSiteOptions {
  /** Leaf directive names rendered as island placeholders. */
  islands?: string[];
  /** Islands rendered to HTML at build time, by name (they need not be listed in `islands`). */
  islandHtml?: Readonly<Record<string, IslandHtml>>;
  /** Files the build writes besides pages and public files (`/path/file.json`): valid link targets. */
  generatedFiles?: string[];
  /** Pages rendered at once (default 8): file reads overlap with rendering without flooding memory. */
  concurrency?: number;
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

interface SourcePage {
  relativePath: string;
  /** As named in errors: relative to the site folder. */
  file: string;
  route: string;
}

/**
 * Loads a site folder: its config, every markdown page rendered into page data, the site data, the
 * redirects and the code stylesheet. Broken links, duplicate routes and the like are gathered and thrown
 * as one {@link ContentError}, so that a build reports all of them at once.
 */
export async function loadSite(siteDir: string, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  const root = resolve(siteDir);
  const config = await loadConfig(root);
  const srcDir = join(root, config.srcDir ?? 'content');
  const publicDir = join(root, 'public');
  if (!(await isFolder(srcDir))) {
    const sources = await readConfigSources(root);
    const at =
      config.srcDir === undefined ? { file: CONFIG_FILE } : (findKey(sources, 'srcDir') ?? { file: CONFIG_FILE });
    throw new ContentError(at, `the content folder ${relative(root, srcDir) || '.'} does not exist`);
  }
  const [files, publicFiles, times, sources] = await Promise.all([
    findPages(srcDir),
    findFiles(publicDir, () => true),
    config.lastUpdated === false ? Promise.resolve(new Map<string, number>()) : gitTimes(srcDir),
    readConfigSources(root),
  ]);
  const errors: ContentError[] = [];
  const warnings: string[] = [];
  // Its locales name the not-found pages; its nav is written once the routes are known (below).
  const locales = buildSiteData(config).locales;
  const redirects = redirectTable(config.redirects);

  const sourcePages: SourcePage[] = files.map((relativePath) => ({
    relativePath,
    file: relative(root, join(srcDir, relativePath)).split('\\').join('/'),
    route: routeOf(relativePath),
  }));
  const notFound = Object.values(locales).map((locale) => notFoundPage(config, locale));
  const routes = new Map<string, string>(
    notFound.map((p) => [normalizePath(p.path), '(the generated not-found page)']),
  );
  const unique = sourcePages.filter((page) => {
    const key = normalizePath(page.route);
    const other = routes.get(key);
    if (other === undefined) {
      routes.set(key, page.file);
      return true;
    }
    errors.push(
      new ContentError({ file: page.file, line: 1, column: 1 }, `route ${page.route} is also the route of ${other}`),
    );
    return false;
  });
  const routeExists = (route: string): boolean => routes.has(normalizePath(route));
  // Sidebar, nav, pager and front-matter links written `/docs/a/` or `/docs/sub/_index` match their page, and
  // are written as the route it really has, which a static host serves.
  const routeIndex = routeIndexOf([...notFound.map((p) => p.path), ...unique.map((p) => p.route)]);
  const canonical = (link: string): string => canonicalLink(link, routeIndex);
  const site = buildSiteData(config, canonical);

  const usedClasses = new Set<string>();
  const results = await mapLimit(unique, options.concurrency ?? 8, async (page) =>
    renderMarkdown(await readFile(join(srcDir, page.relativePath), 'utf8'), {
      file: page.file,
      relativePath: page.relativePath,
      islands: options.islands ?? [],
      islandHtml: options.islandHtml ?? {},
      usedClasses,
    }),
  );

  const pages: PageData[] = [...notFound];
  const sidebarOf = sidebarResolver(config, canonical);
  const rendered: { page: SourcePage; result: RenderedMarkdown }[] = [];
  results.forEach((result, index) => {
    const page = unique[index];
    if (!page) return;
    if (result.status === 'rejected') {
      if (result.reason instanceof ContentError) errors.push(result.reason);
      else throw result.reason;
      return;
    }
    const md = result.value;
    warnings.push(...md.warnings);
    rendered.push({ page, result: md });
    const title = md.meta.title ?? md.title;
    if (title === null) {
      errors.push(
        new ContentError(
          { file: page.file, line: 1, column: 1 },
          'the page has no title: add `title:` to the front matter or a `# heading`',
        ),
      );
      return;
    }
    const locale = site.locales[resolveLocale(page.route, config.locales)];
    if (!locale) return;
    pages.push(
      buildPageData({
        config,
        route: page.route,
        relativePath: page.relativePath,
        locale,
        rendered: md,
        title,
        lastUpdated: times.get(page.relativePath) ?? null,
        routeExists,
        sidebarOf,
        canonical,
      }),
    );
  });

  const targets: LinkTargets = {
    pages: new Map([
      ...notFound.map((p): [string, Set<string>] => [normalizePath(p.path), new Set()]),
      ...rendered.map(({ page, result }): [string, Set<string>] => [
        normalizePath(page.route),
        new Set(result.anchors),
      ]),
    ]),
    publicFiles: new Set([...publicFiles.map((f) => `/${f}`), ...(options.generatedFiles ?? [])]),
    redirects,
  };
  for (const { page, result } of rendered) {
    for (const link of result.links) {
      const problem = linkProblem(link.url, targets);
      if (problem) errors.push(new ContentError({ file: page.file, line: link.line, column: link.column }, problem));
    }
  }

  errors.push(...checkConfigLinks(config, targets, sources));
  const redirectProblems = checkRedirects(config, routeExists, sources);
  errors.push(...redirectProblems.errors);
  warnings.push(...redirectProblems.warnings);

  if (errors.length) throw ContentError.combine(errors);
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    siteDir: root,
    srcDir,
    publicDir,
    config,
    site,
    pages,
    redirects,
    codeCss: await codeStylesheet(usedClasses),
    warnings,
  };
}
