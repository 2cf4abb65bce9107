import { CONFIG_FILE, findKey, findString, type SourceText } from '../config/config-sources.ts';
import { ContentError } from '../content-error.ts';
import { redirectTable } from '../rules/redirects.ts';
import type { SiteConfig } from '../types.ts';
import { pageLinkProblem, type LinkTargets } from './check-links.ts';
import { navLinks, sidebarLinks } from './config-links.ts';
import { localeNav, localeSidebar, siteLocales } from './site-data.ts';

/**
 * Sidebar and nav links that are not pages, located at the line of the link in `site.config.ts` or the
 * module it imports (such as `navigation.ts`). A nav shared by several locales is checked once. A link is
 * checked as the site writes it (`canonical`): a page's path with ordering prefixes or before its `permalink`
 * is that page.
 */
export function checkConfigLinks(
  config: SiteConfig,
  targets: LinkTargets,
  sources: readonly SourceText[],
  canonical: (link: string) => string = (link) => link,
): ContentError[] {
  const errors: ContentError[] = [];
  const checked = new Set<unknown>();
  for (const key of Object.keys(siteLocales(config))) {
    const nav = localeNav(config, key);
    const sidebar = localeSidebar(config, key);
    const groups = [
      { what: 'nav', config: nav, links: navLinks(nav) },
      { what: 'sidebar', config: sidebar, links: sidebarLinks(sidebar) },
    ];
    for (const group of groups) {
      if (checked.has(group.config)) continue;
      checked.add(group.config);
      for (const { written, link } of group.links) {
        const problem = pageLinkProblem(canonical(link), targets, group.what);
        if (problem) errors.push(new ContentError(findString(sources, written) ?? { file: CONFIG_FILE }, problem));
      }
    }
  }
  return errors;
}

/** Redirect sources that are pages (errors) and redirect targets that are not (warnings). */
export function checkRedirects(
  config: SiteConfig,
  routeExists: (route: string) => boolean,
  sources: readonly SourceText[],
): { errors: ContentError[]; warnings: string[] } {
  const errors: ContentError[] = [];
  const warnings: string[] = [];
  for (const [from, to] of Object.entries(config.redirects ?? {})) {
    const source = redirectTable({ [from]: to })[0];
    if (source && routeExists(source.from)) {
      const at = findKey(sources, from) ?? { file: CONFIG_FILE };
      errors.push(new ContentError(at, `redirect source ${source.from} is also a page`));
    }
    if (!routeExists(to.replace(/[?#].*$/, ''))) {
      const at = findString(sources, to);
      const where = at?.line ? `${at.file}:${at.line}:${at.column ?? 1}` : CONFIG_FILE;
      warnings.push(`${where}: redirect target ${to} is not a page`);
    }
  }
  return { errors, warnings };
}
