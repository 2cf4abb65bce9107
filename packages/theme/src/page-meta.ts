import type { LocaleShellData, PageAlternate, ShellPage, SiteData } from '@atlas-docs/content/types';

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

/**
 * The head's links to other forms of the page (`<link rel="alternate" type="text/markdown">`) made those of
 * the page now shown, after a client-side navigation; links to other languages (`hreflang`) are left alone.
 */
export function syncAlternates(head: HTMLHeadElement, alternates: readonly PageAlternate[]): void {
  const links = [...head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type]')];
  const wanted = alternates.map((alternate) => `${alternate.type} ${alternate.href}`);
  if (links.map((link) => `${link.type} ${link.getAttribute('href') ?? ''}`).join('\n') === wanted.join('\n')) return;
  for (const link of links) link.remove();
  for (const alternate of alternates) {
    head.append(
      Object.assign(document.createElement('link'), { rel: 'alternate', type: alternate.type, href: alternate.href }),
    );
  }
}
