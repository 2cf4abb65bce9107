import { renderToString } from 'react-dom/server';
import type { BannerConfig, ShellPage, SiteData } from '@atlas-docs/content/types';
import { SiteBanner } from './components/banner/SiteBanner.tsx';
import { App } from './App.tsx';
import { registerNavSlot } from './components/NavSlot.tsx';
import { SearchNav } from './components/search/SearchNav.tsx';
import { AppSwitcherNav, SignInNav } from './components/ServiceNav.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { localeOf } from './page-meta.ts';

// The same slots as in the browser (entry-client.tsx), so that hydration finds the same tree.
registerNavSlot('search', () => <SearchNav />);
registerNavSlot('app-switcher', () => <AppSwitcherNav />);
registerNavSlot('sign-in', () => <SignInNav />);

/** Renders the notice banner, which sits above the shell in its own root, to HTML at build time. */
export function renderBanner(banner: BannerConfig): string {
  return renderToString(<SiteBanner banner={banner} />);
}

/** Renders the page's skip link, which comes first in the document, before the banner and the shell. */
export function renderSkipLink(page: ShellPage, site: SiteData): string {
  return renderToString(<SkipLink label={localeOf(site, page).labels.skipToContent} />);
}

/** Renders a page to HTML at build time; the browser hydrates the same tree. */
export function renderPage(page: ShellPage, site: SiteData): string {
  return renderToString(<App page={page} site={site} />);
}

export { documentTitle } from './page-meta.ts';
export { localeOf };
