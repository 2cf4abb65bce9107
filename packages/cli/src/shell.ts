import { siteOrigin } from '@atlas-docs/content';
import type { PageData, ShellPage, SiteConfig, SiteData } from '@atlas-docs/content/types';
import type { ShellComponents as ThemeComponents, TopItem } from '@atlas-docs/theme';
import { socialPreviewTags } from './crawlers.ts';
import { contentSecurityPolicy, type CspSources } from './csp.ts';
import { renderDocument, type PageAssets } from './html.ts';
import { SidebarFiles } from './sidebar-files.ts';
import { cspHash, REDIRECT_SCRIPT, themeScript, topRegionScript } from './theme-script.ts';

/** The theme's server entry, as the build imports it and as the dev server loads it through Vite. */
export interface ServerEntry {
  renderPage: (page: ShellPage, site: SiteData, components?: ThemeComponents) => string;
  renderTop: (items: readonly TopItem[]) => string;
  renderSkipLink: (page: ShellPage, site: SiteData) => string;
  documentTitle: (page: ShellPage, locale: SiteData['locales'][string]) => string;
  localeOf: (site: SiteData, page: ShellPage) => SiteData['locales'][string];
}

/** The plugins' components the server renders (see `loadServerComponents`). */
export interface ShellComponents extends ThemeComponents {
  top: readonly (TopItem & { script?: string })[];
}

/** What every page of a site shares around its content: assets, inline scripts, the top region and favicon. */
export interface Shell {
  site: SiteData;
  assets: PageAssets;
  themeScript: string | null;
  /** The top region's HTML (the plugins' `top` components) and the inline script after it; null without. */
  top: { html: string; script: string } | null;
  /** The script of the redirect pages, when the site has redirects (its hash is in the policy). */
  redirectScript: string | null;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  favicon: string | undefined;
  /** The site's sidebars, each a file of its own that pages refer to. */
  sidebars: SidebarFiles;
  /** What the site's plugins add to the content security policy. */
  csp: CspSources;
  /** What the site's plugins place in the shell: the navigation bar's items and the logo. */
  components: ThemeComponents;
}

/** What the site's plugins bring to the shell, and the sidebar files the dev server keeps between requests. */
export interface ShellParts {
  sidebars?: SidebarFiles;
  csp?: CspSources;
  components?: ShellComponents;
}

/** The shell of a site's pages, given the assets the build or the dev server links. */
export function shellOf(
  config: SiteConfig,
  site: SiteData,
  assets: PageAssets,
  entry: ServerEntry,
  { sidebars = new SidebarFiles(), csp = {}, components = { navBar: [], logo: null, top: [] } }: ShellParts = {},
): Shell {
  const { navBar, logo, top } = components;
  return {
    site,
    csp,
    components: { navBar, logo },
    assets,
    sidebars,
    themeScript: themeScript(site.appearance),
    top:
      top.length > 0
        ? { html: entry.renderTop(top), script: topRegionScript(top.flatMap(({ script }) => script ?? [])) }
        : null,
    redirectScript: config.redirects && Object.keys(config.redirects).length > 0 ? REDIRECT_SCRIPT : null,
    origin: siteOrigin(config),
    favicon: config.favicon ? `/${config.favicon.replace(/^\//, '')}` : undefined,
  };
}

/** A page's complete HTML document. */
export function pageDocument(data: PageData, shell: Shell, entry: ServerEntry): string {
  const page = shell.sidebars.firstPaintPage(data);
  const locale = entry.localeOf(shell.site, page);
  return renderDocument({
    page,
    site: shell.site,
    title: entry.documentTitle(page, locale),
    appHtml: entry.renderPage(page, shell.site, shell.components),
    skipLinkHtml: entry.renderSkipLink(page, shell.site),
    assets: shell.assets,
    themeScript: shell.themeScript,
    top: shell.top,
    origin: shell.origin,
    socialTags: socialPreviewTags(page, { siteName: locale.title, origin: shell.origin }),
    favicon: shell.favicon,
  });
}

/**
 * The site's content security policy: its inline scripts and stylesheet allowed by their hashes, plus any
 * further style sources (the dev server's nonce for the stylesheets that hot updates swap in).
 */
export function shellPolicy(shell: Shell, styleSources: string[] = []): string {
  const scripts = [shell.themeScript, shell.top?.script, shell.redirectScript, ...(shell.assets.loaders ?? [])];
  const inlineScripts = scripts.filter((source): source is string => !!source);
  const styles = shell.assets.inlineCss ? [cspHash(shell.assets.inlineCss), ...styleSources] : styleSources;
  return contentSecurityPolicy(shell.site, inlineScripts.map(cspHash), styles, shell.csp);
}
