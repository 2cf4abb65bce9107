import type { ShellPage } from '@atlas-docs/content/types';
import { dataPathOf } from '@atlas-docs/content/rules';
import { loadSidebar } from './sidebars.ts';

/**
 * The client router: page data is fetched per page from `/_data/**.json`, so the shell never holds a
 * list of all pages. Anything the router cannot load falls back to a full page load, which is always correct.
 */

const cache = new Map<string, Promise<ShellPage | null>>();

/** The page with its whole sidebar at hand (a file the site's pages share, fetched once); null when it cannot be. */
async function withSidebar(page: ShellPage | null): Promise<ShellPage | null> {
  if (!page?.sidebar) return page;
  return (await loadSidebar(page.sidebar.url)) ? page : null;
}

/** Fetches (once) the data of the page at `pathname`, and its sidebar; null when there is no such page. */
export function loadPageData(pathname: string): Promise<ShellPage | null> {
  const key = dataPathOf(pathname);
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(key, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<ShellPage>) : null))
      .then(withSidebar)
      .catch(() => null);
    cache.set(key, pending);
    // A failed load may succeed later (network back): don't keep the failure.
    void pending.then((data) => data ?? cache.delete(key));
  }
  return pending;
}

/** Which pages' data changed: some routes, or every page. */
export type ChangedPages = readonly string[] | 'all';

const changeListeners = new Set<(changed: ChangedPages) => void>();
const shownListeners = new Set<(path: string) => void>();

/**
 * Forgets the data of pages that changed on the server and tells the shell, which loads the open page's
 * data again. The dev server calls it when a source changes; a built site never does.
 */
export function pageDataChanged(changed: ChangedPages): void {
  if (changed === 'all') cache.clear();
  else for (const path of changed) cache.delete(dataPathOf(path));
  for (const listener of changeListeners) listener(changed);
}

/** Calls `listener` after {@link pageDataChanged}; returns the function that stops it. */
export function onPageDataChange(listener: (changed: ChangedPages) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Tells the listeners of {@link onPageShown} which page the shell shows now. */
export function pageShown(path: string): void {
  for (const listener of shownListeners) listener(path);
}

/** Calls `listener` with the path of every page the shell shows, the first included; returns the function that stops it. */
export function onPageShown(listener: (path: string) => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

const FILE_EXTENSION = /\.(?!html$)[a-z\d]+$/i;

/**
 * The URL a click should navigate to inside the app, or null when the browser should handle it
 * (other origin, new tab, download, modifier keys, a file, or a hash on the same page).
 */
export function routableUrl(event: MouseEvent, location: Location): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a') : null;
  if (!target || !target.hasAttribute('href') || target.hasAttribute('download')) return null;
  const linkTarget = target.getAttribute('target');
  if (linkTarget && linkTarget !== '_self') return null;
  if (target.getAttribute('rel')?.includes('external')) return null;
  const url = new URL(target.getAttribute('href') ?? '', location.href);
  if (url.origin !== location.origin || FILE_EXTENSION.test(url.pathname)) return null;
  if (url.pathname.startsWith('/_data/')) return null;
  if (url.pathname === location.pathname && url.search === location.search) {
    return url.hash ? null : url;
  }
  return url;
}
