import { ContentError } from '../content-error.ts';
import type { Redirect } from '../rules/redirects.ts';
import type { EmitPage, PageData, SiteConfig, SiteData } from '../types.ts';
import { SiteSession, type LoadSiteOptions } from './site-session.ts';

export type { LoadSiteOptions } from './site-session.ts';

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
  /** The pages as a plugin's `emit` is given them (see `SiteSession.emitPages`). */
  emitPages: (origin: string) => Promise<EmitPage[]>;
}

/**
 * Loads a site folder: its config, every markdown page rendered into page data, the site data, the
 * redirects and the code stylesheet. Broken links, duplicate routes and the like are gathered and thrown
 * as one {@link ContentError}, so that a build reports all of them at once.
 */
export async function loadSite(siteDir: string, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  const session = await SiteSession.open(siteDir, options);
  await session.renderAll();
  const { errors, links, warnings } = await session.problems();
  // `brokenLinks: 'warn'` (a folder brought from elsewhere, its links not all fixed yet) builds and names them.
  const linksWarn = session.config.brokenLinks === 'warn';
  if (errors.length || (links.length && !linksWarn)) throw ContentError.combine([...errors, ...links]);
  if (linksWarn) warnings.push(...links.map((link) => `${link.message} (brokenLinks: 'warn')`));
  return {
    siteDir: session.siteDir,
    srcDir: session.srcDir,
    publicDir: session.publicDir,
    config: session.config,
    site: session.site,
    pages: await session.pageList(),
    redirects: session.redirects,
    codeCss: await session.codeCss(),
    warnings,
    emitPages: (origin) => session.emitPages(origin),
  };
}
