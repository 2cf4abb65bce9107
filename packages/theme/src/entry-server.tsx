import { renderToString } from 'react-dom/server';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import { App } from './App.tsx';
import type { ShellComponents } from './components/NavSlot.tsx';
import { PageTop, type TopItem } from './components/page-regions/PageTop.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { localeOf } from './page-meta.ts';

/** Renders the page's top region (the plugins' `top` components), which sits above the shell in its own root. */
export function renderTop(items: readonly TopItem[]): string {
  return renderToString(<PageTop items={items} />);
}

/** Renders the page's skip link, which comes first in the document, before the top region and the shell. */
export function renderSkipLink(page: ShellPage, site: SiteData): string {
  return renderToString(<SkipLink label={localeOf(site, page).labels.skipToContent} />);
}

/**
 * Renders a page to HTML at build time, with what the site's plugins place in the shell; the browser
 * hydrates the same tree (entry-client.tsx gets the same components).
 */
export function renderPage(page: ShellPage, site: SiteData, components?: ShellComponents): string {
  return renderToString(<App page={page} site={site} {...(components ? { components } : {})} />);
}

export { documentTitle } from './page-meta.ts';
export { localeOf };
