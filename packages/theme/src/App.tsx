import { useEffect, useMemo } from 'react';
import { buildOutline } from '@atlas-docs/content/rules';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import type { ShellComponents } from './components/NavSlot.tsx';
import { ShellContext, type ShellState } from './context.ts';
import { Layout } from './components/Layout.tsx';
import { Deferred, type DeferredItem } from './components/page-regions/Deferred.tsx';
import { useRouter } from './hooks/useRouter.ts';
import { localeOf, documentTitle, syncAlternates } from './page-meta.ts';
import { SKIP_LINK_ID } from './constants.ts';

export interface AppProps {
  page: ShellPage;
  site: SiteData;
  /** What the site's plugins place in the shell (the same on the server and in the browser). */
  components?: ShellComponents;
  /** The plugins' components rendered in the browser only, once the page has hydrated (see Deferred). */
  deferred?: readonly DeferredItem[];
}

const NO_COMPONENTS: ShellComponents = { navBar: [], logo: null };
const NO_DEFERRED: readonly DeferredItem[] = [];

/** The whole shell, given the first page; in the browser it then navigates on its own. */
export function App({ page: initial, site, components = NO_COMPONENTS, deferred = NO_DEFERRED }: AppProps) {
  const { page, navigate } = useRouter(initial);
  const locale = localeOf(site, page);
  // Screen readers hear the new page's title after a client-side navigation.
  const announcement = page === initial ? '' : page.title;

  // Also on a return to the first page (Back): the document still has the last page's title and lang.
  useEffect(() => {
    document.title = documentTitle(page, locale);
    syncAlternates(document.head, page.alternates);
    // Setting `lang`, even to the value it has, makes the browser recompute the style of the whole page.
    if (document.documentElement.lang !== page.lang) document.documentElement.lang = page.lang;
    // The skip link is outside the shell (it comes before the top region): it follows the page's language here.
    const skipLink = document.getElementById(SKIP_LINK_ID);
    if (skipLink && skipLink.textContent !== locale.labels.skipToContent) {
      skipLink.textContent = locale.labels.skipToContent;
    }
  }, [page, locale]);

  const outline = useMemo(() => buildOutline(page.headings, page.outline), [page.headings, page.outline]);
  const state = useMemo<ShellState>(
    () => ({ page, site, locale, outline, navigate, components }),
    [page, site, locale, outline, navigate, components],
  );
  return (
    <ShellContext.Provider value={state}>
      {/* Before the page: a keyboard reader meets a consent banner after the top region, before the bars. */}
      <Deferred items={deferred} />
      <Layout />
      <p className="ad-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </ShellContext.Provider>
  );
}
