import { siteOrigin } from '@atlas-docs/content';
import type { PageData, ShellPage, SiteConfig, SiteData } from '@atlas-docs/content/types';
import type { ShellComponents, TopItem } from '@atlas-docs/theme';
import { socialPreviewTags } from './crawlers.ts';
import { contentSecurityPolicy, type CspSources } from './csp.ts';
import { renderDocument, type PageAssets } from './html.ts';
import { SidebarFiles } from './sidebar-files.ts';
import { cspHash, REDIRECT_SCRIPT, themeScript, topRegionScript } from './theme-script.ts';

/** The theme's server entry, as the build imports it and as the dev server loads it through Vite. */
export interface ServerEntry {
  renderPage: (page: ShellPage, site: SiteData, components?: ShellComponents) => string;
  renderTop: (items: readonly TopItem[]) => string;
  renderSkipLink: (page: ShellPage, site: SiteData) => string;
  documentTitle: (page: ShellPage, locale: SiteData['locales'][string]) => string;
  localeOf: (site: SiteData, page: ShellPage) => SiteData['locales'][string];
}

/** The plugins' components the server renders (see `loadServerComponents`): the shell's, and the top region's. */
export interface FrameComponents extends ShellComponents {
  top: readonly (TopItem & { script?: string })[];
}

/**
 * A page's frame: what every page document of a site shares around its content and the shell (the React app
 * the theme renders): assets, inline scripts, the top region, favicon, policy and the plugins' components.
 */
export interface PageFrame {
  site: SiteData;
  assets: PageAssets;
  themeScript: string;
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
  components: ShellComponents;
}

/** What the site's plugins bring to the frame, and the sidebar files the dev server keeps between requests. */
export interface FrameParts {
  /** The site has redirects (the config's, or of names with ordering prefixes): default, the config has some. */
  redirects?: boolean;
  sidebars?: SidebarFiles;
  csp?: CspSources;
  components?: FrameComponents;
}

/** The frame of a site's pages, given the assets the build or the dev server links. */
export function pageFrame(
  config: SiteConfig,
  site: SiteData,
  assets: PageAssets,
  entry: ServerEntry,
  {
    redirects = Object.keys(config.redirects ?? {}).length > 0,
    sidebars = new SidebarFiles(),
    csp = {},
    components = { navBar: [], logo: null, top: [] },
  }: FrameParts = {},
): PageFrame {
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
    redirectScript: redirects ? REDIRECT_SCRIPT : null,
    origin: siteOrigin(config),
    favicon: config.favicon ? `/${config.favicon.replace(/^\//, '')}` : undefined,
  };
}

/** A page's complete HTML document. */
export function pageDocument(data: PageData, frame: PageFrame, entry: ServerEntry): string {
  const page = frame.sidebars.firstPaintPage(data);
  const locale = entry.localeOf(frame.site, page);
  return renderDocument({
    page,
    site: frame.site,
    title: entry.documentTitle(page, locale),
    appHtml: entry.renderPage(page, frame.site, frame.components),
    skipLinkHtml: entry.renderSkipLink(page, frame.site),
    assets: frame.assets,
    themeScript: frame.themeScript,
    top: frame.top,
    origin: frame.origin,
    socialTags: socialPreviewTags(page, { siteName: locale.title, origin: frame.origin }),
    favicon: frame.favicon,
  });
}

/**
 * The site's content security policy: its inline scripts and stylesheet allowed by their hashes, plus any
 * further style sources (the dev server's nonce for the stylesheets that hot updates swap in).
 */
export function framePolicy(frame: PageFrame, styleSources: string[] = []): string {
  const scripts = [frame.themeScript, frame.top?.script, frame.redirectScript, ...(frame.assets.loaders ?? [])];
  const inlineScripts = scripts.filter((source): source is string => !!source);
  const styles = frame.assets.inlineCss ? [cspHash(frame.assets.inlineCss), ...styleSources] : styleSources;
  return contentSecurityPolicy(frame.site, inlineScripts.map(cspHash), styles, frame.csp);
}
