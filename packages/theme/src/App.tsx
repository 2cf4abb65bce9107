import { useEffect, useMemo } from 'react';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import type { NavBarItem } from './components/NavSlot.tsx';
import { ShellContext, type ShellState } from './context.ts';
import { Layout } from './components/Layout.tsx';
import { CookieConsentLoader } from './components/cookie-consent/CookieConsentLoader.tsx';
import { useClientRouter } from './hooks/useClientRouter.ts';
import { localeOf, documentTitle } from './page-meta.ts';
import { SKIP_LINK_ID } from './constants.ts';

export interface AppProps {
  page: ShellPage;
  site: SiteData;
  /** The navigation bar's items of the site's plugins, in order. */
  navBar?: readonly NavBarItem[];
}

const NO_ITEMS: readonly NavBarItem[] = [];

/** The whole shell, given the first page; in the browser it then navigates on its own. */
export function App({ page: initial, site, navBar = NO_ITEMS }: AppProps) {
  const { page, navigate } = useClientRouter(initial);
  const locale = localeOf(site, page);
  // Screen readers hear the new page's title after a client-side navigation.
  const announcement = page === initial ? '' : page.title;

  // Also on a return to the first page (Back): the document still has the last page's title and lang.
  useEffect(() => {
    document.title = documentTitle(page, locale);
    // Setting `lang`, even to the value it has, makes the browser recompute the style of the whole page.
    if (document.documentElement.lang !== page.lang) document.documentElement.lang = page.lang;
    // The skip link is outside the shell (it comes before the banner): it follows the page's language here.
    const skipLink = document.getElementById(SKIP_LINK_ID);
    if (skipLink && skipLink.textContent !== locale.labels.skipToContent) {
      skipLink.textContent = locale.labels.skipToContent;
    }
  }, [page, locale]);

  const state = useMemo<ShellState>(
    () => ({ page, site, locale, navigate, navBar }),
    [page, site, locale, navigate, navBar],
  );
  return (
    <ShellContext.Provider value={state}>
      {/* Before the page: a keyboard reader meets the choice after the notice banner, before the bars. */}
      {site.cookieConsent && <CookieConsentLoader config={site.cookieConsent} analytics={site.analytics} />}
      <Layout />
      <p className="ad-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </ShellContext.Provider>
  );
}
