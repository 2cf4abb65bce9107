import type { LocaleShellData, ShellPage, SiteData } from '@atlas-docs/content/types';

/** The shell data of the page's locale (the root locale when the page names an unknown one). */
export function localeOf(site: SiteData, page: ShellPage): LocaleShellData {
  const locale = site.locales[page.locale] ?? site.locales.root ?? Object.values(site.locales)[0];
  if (!locale) throw new Error('The site has no locale.');
  return locale;
}

/** `Page | Site`, or the site title alone on the home page. */
export function documentTitle(page: ShellPage, locale: LocaleShellData): string {
  return page.layout === 'home' || page.title === locale.title ? locale.title : `${page.title} | ${locale.title}`;
}
