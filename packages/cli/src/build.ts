import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { loadConfigModule, loadSite, mapLimit, type LoadedSite } from '@atlas-docs/content';
import { dataPathOf, htmlFileOf } from '@atlas-docs/content/rules';
import type { SiteData } from '@atlas-docs/content/types';
import { RenderedSections, writeSearchData } from '@atlas-docs/search/build';
import * as serverEntry from '@atlas-docs/theme/server';
import { bundleClient } from './client-bundle.ts';
import { exists, writeFileDeep } from './files.ts';
import {
  emitFiles,
  loadPlugins,
  loadServerComponents,
  pageAlternates,
  pluginCsp,
  sitePlugins,
} from './plugins/plugin-host.ts';
import { robotsTxt, sitemapXml } from './crawlers.ts';
import { renderRedirect, type PageAssets } from './html.ts';
import { headersFile } from './csp.ts';
import { pageDocument, pageFrame, framePolicy } from './page-frame.ts';
import { moduleLoader, REDIRECT_SCRIPT } from './theme-script.ts';

/** Pages whose files are being written while the next is rendered. */
const PAGES_WRITING = 8;

export interface BuildOptions {
  /** Output folder. Default `dist` in the working directory. */
  outDir?: string;
  log?: (message: string) => void;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  redirects: number;
  seconds: number;
}

/**
 * The shell's stylesheets and the code highlighting, as one stylesheet to inline in every page: about 6 KiB
 * gzipped, so the first paint waits for no request (a linked stylesheet costs a round trip on mobile).
 */
async function inlineCss(outDir: string, styles: string[], codeCss: string): Promise<string> {
  const files = await Promise.all(styles.map((href) => readFile(join(outDir, href.replace(/^\//, '')), 'utf8')));
  // `</style` cannot occur in Vite's output or in class-based code styles; refuse rather than break the page.
  const css = [...files, codeCss].join('\n');
  if (/<\/style/i.test(css)) throw new Error('The shell stylesheet contains `</style` and cannot be inlined.');
  return css;
}

function redirectsFile(site: LoadedSite): string {
  return site.redirects.flatMap((r) => [`${r.from} ${r.to} 301`, `${r.from}/ ${r.to} 301`]).join('\n') + '\n';
}

/**
 * Builds a site folder into a static site: the client bundle, one complete HTML file and one data file
 * per page, the 404 pages, a static redirect page per old path, `_redirects`, `sitemap.xml` and `robots.txt`.
 */
export async function buildSite(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const outDir = resolve(options.outDir ?? 'dist');
  const root = resolve(siteDir);
  const loaded = await loadConfigModule(root);
  const { plugins, islands } = sitePlugins(loaded.config);
  const added = await loadPlugins(root, loaded.config, plugins);
  // Each page's search sections, read from its tree as rendered: its HTML is not parsed again.
  const sections = new RenderedSections();
  const site = await loadSite(root, {
    config: loaded,
    islands,
    islandHtml: added.islandHtml,
    generatedFiles: added.files.map((file) => file.path),
    pageTree: sections.pageTree,
    alternates: pageAlternates(plugins),
    islandMarkdown: added.islandMarkdown,
    outDir,
  });
  for (const warning of [...added.warnings, ...site.warnings]) log(`warning: ${warning}`);
  log(`content: ${site.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  if (await exists(site.publicDir)) await cp(site.publicDir, outDir, { recursive: true });
  const bundle = await bundleClient(outDir, { siteDir: root, plugins });
  // The first paint needs neither the shell's code nor a stylesheet request: the CSS is inlined and the
  // entry module starts after the paint (its static imports with it), so nothing holds the paint back.
  const assets: PageAssets = {
    scripts: [],
    preloads: [],
    styles: [],
    loaders: bundle.scripts.map((src) => moduleLoader(src, bundle.preloads)),
    inlineCss: await inlineCss(outDir, bundle.styles, site.codeCss),
  };
  // Search data goes to its own files; pages carry only their URLs, so they do not grow with the site.
  const siteData: SiteData = {
    ...site.site,
    search: await writeSearchData(outDir, site, { recordsOf: sections.recordsOf }),
  };
  const components = await loadServerComponents<ComponentType>(
    root,
    plugins,
    (file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>,
  );
  const shell = pageFrame(site.config, siteData, assets, serverEntry, {
    redirects: site.redirects.length > 0,
    csp: pluginCsp(plugins),
    components,
  });

  // A page is rendered while the files of those before it are written: the writes wait on the disk, not on
  // each other. Pages are rendered in order (each before its first wait), so the sidebars' files are the same.
  const written = await mapLimit(site.pages, PAGES_WRITING, async (page) => {
    const document = pageDocument(page, shell, serverEntry);
    const data = page.layout === '404' ? null : JSON.stringify(shell.sidebars.shellPage(page));
    await writeFileDeep(join(outDir, htmlFileOf(page.path)), document);
    if (data !== null) await writeFileDeep(join(outDir, dataPathOf(page.path)), data);
  });
  for (const result of written) if (result.status === 'rejected') throw result.reason;
  // Each sidebar once, however many pages show it: page data and HTML refer to it by its URL.
  for (const file of shell.sidebars.files()) await writeFile(join(outDir, file.url.slice(1)), file.json);

  for (const redirect of site.redirects) {
    const html = renderRedirect(redirect.to, REDIRECT_SCRIPT);
    await writeFileDeep(join(outDir, `${redirect.from.slice(1)}.html`), html);
    await writeFileDeep(join(outDir, redirect.from.slice(1), 'index.html'), html);
  }
  for (const file of added.files) await writeFileDeep(join(outDir, file.path.slice(1)), file.text);
  // Files made of the whole site (a page's markdown, llms.txt): after the pages, at no path of theirs.
  const taken = new Set([...site.pages.map((page) => `/${htmlFileOf(page.path)}`), ...added.files.map((f) => f.path)]);
  const emitSite = {
    config: site.config,
    origin: shell.origin,
    pages: await site.emitPages(shell.origin),
    files: added.files,
  };
  for (const file of await emitFiles(plugins, emitSite, taken)) {
    await writeFileDeep(join(outDir, file.path.slice(1)), file.text);
  }
  await writeFile(join(outDir, '_redirects'), redirectsFile(site));
  await writeFile(join(outDir, '_headers'), headersFile(framePolicy(shell)));
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(site.pages, shell.origin));
  // A site's own robots.txt (from its public folder) is kept as it is.
  if (!(await exists(join(site.publicDir, 'robots.txt'))))
    await writeFile(join(outDir, 'robots.txt'), robotsTxt(shell.origin));

  const seconds = (performance.now() - started) / 1000;
  log(
    `built ${site.pages.length} pages and ${site.redirects.length} redirects into ${outDir} in ${seconds.toFixed(1)} s`,
  );
  return { outDir, pages: site.pages.length, redirects: site.redirects.length, seconds };
}
