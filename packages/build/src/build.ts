import { createHash } from 'node:crypto';
import { cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadSite, type LoadedSite } from '@atlas-docs/content';
import { dataPathOf, htmlFileOf } from '@atlas-docs/content/rules';
import type { SiteData } from '@atlas-docs/content/types';
import { writeSearchData } from '@atlas-docs/search/build';
import { documentTitle, localeOf, renderPage } from '@atlas-docs/theme/server';
import { bundleClient } from './client-bundle.ts';
import { renderDocument, renderRedirect, type PageAssets } from './html.ts';
import { contentSecurityPolicy, headersFile } from './csp.ts';
import { scriptHash, themeScript } from './theme-script.ts';

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

/** Islands the content may place with a leaf directive; the browser loads each on demand. */
export const ISLANDS: string[] = ['legal'];

async function writeFileDeep(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The stylesheet of highlighted code, named by its content so it can be cached for ever. */
async function writeCodeCss(outDir: string, css: string): Promise<string | null> {
  if (!css) return null;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = `assets/code-${hash}.css`;
  await writeFileDeep(join(outDir, file), css);
  return `/${file}`;
}

function redirectsFile(site: LoadedSite): string {
  return site.redirects.flatMap((r) => [`${r.from} ${r.to} 301`, `${r.from}/ ${r.to} 301`]).join('\n') + '\n';
}

function sitemap(site: LoadedSite): string {
  const origin = site.config.origin ?? '';
  const urls = site.pages
    .filter((p) => p.layout !== '404')
    .map((p) => {
      const lastmod = p.lastUpdated ? `<lastmod>${new Date(p.lastUpdated).toISOString()}</lastmod>` : '';
      return `<url><loc>${origin}${p.path}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Builds a site folder into a static site: the client bundle, one complete HTML file and one data file
 * per page, the 404 pages, a static redirect page per old path, `_redirects` and `sitemap.xml`.
 */
export async function buildSite(siteDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const outDir = resolve(options.outDir ?? 'dist');
  const site = await loadSite(resolve(siteDir), { islands: ISLANDS });
  for (const warning of site.warnings) log(`warning: ${warning}`);
  log(`content: ${site.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  if (await exists(site.publicDir)) await cp(site.publicDir, outDir, { recursive: true });
  const bundle = await bundleClient(outDir);
  const codeCss = await writeCodeCss(outDir, site.codeCss);
  const assets: PageAssets = { ...bundle, styles: codeCss ? [...bundle.styles, codeCss] : bundle.styles };
  const script = themeScript(site.site.appearance);
  const favicon = site.config.favicon ? `/${site.config.favicon.replace(/^\//, '')}` : undefined;
  // Search data goes to its own files; pages carry only their URLs, so they do not grow with the site.
  const siteData: SiteData = { ...site.site, search: await writeSearchData(outDir, site) };

  for (const page of site.pages) {
    const document = renderDocument({
      page,
      site: siteData,
      title: documentTitle(page, localeOf(siteData, page)),
      appHtml: renderPage(page, siteData),
      assets,
      themeScript: script,
      origin: site.config.origin,
      favicon,
    });
    await writeFileDeep(join(outDir, htmlFileOf(page.path)), document);
    if (page.layout !== '404') await writeFileDeep(join(outDir, dataPathOf(page.path)), JSON.stringify(page));
  }

  for (const redirect of site.redirects) {
    const html = renderRedirect(redirect.to);
    await writeFileDeep(join(outDir, `${redirect.from.slice(1)}.html`), html);
    await writeFileDeep(join(outDir, redirect.from.slice(1), 'index.html'), html);
  }
  await writeFile(join(outDir, '_redirects'), redirectsFile(site));
  const csp = contentSecurityPolicy(site.site, script ? [scriptHash(script)] : []);
  await writeFile(join(outDir, '_headers'), headersFile(csp));
  await writeFile(join(outDir, 'sitemap.xml'), sitemap(site));

  const seconds = (performance.now() - started) / 1000;
  log(
    `built ${site.pages.length} pages and ${site.redirects.length} redirects into ${outDir} in ${seconds.toFixed(1)} s`,
  );
  return { outDir, pages: site.pages.length, redirects: site.redirects.length, seconds };
}
