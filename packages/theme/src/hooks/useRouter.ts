import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShellPage } from '@atlas-docs/content/types';
import { normalizePath } from '@atlas-docs/content/rules';
import { focusPageStart } from '../router/focus.ts';
import { captureView, restoreView, type ViewState } from '../router/keep-view.ts';
import { loadPageData, onPageDataChange, pageShown, routableUrl } from '../router/router.ts';

interface HistoryState {
  scrollY?: number;
}

function scrollToTarget(hash: string, scrollY: number | undefined): void {
  if (scrollY !== undefined) {
    window.scrollTo(0, scrollY);
    return;
  }
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Client-side navigation: link clicks and history moves load the next page's data and swap the page,
 * without reloading the document. Scroll positions are kept in history entries; focus moves to the new
 * page's start (its h1, or the heading its hash names).
 */
export function useRouter(initial: ShellPage): {
  page: ShellPage;
  navigate: (url: string) => void;
} {
  const [page, setPage] = useState(initial);
  const pending = useRef<{ hash: string; scrollY: number | undefined } | null>(null);
  // A newer version of the page on screen keeps the reader's place instead of scrolling.
  const keep = useRef<ViewState | null>(null);
  const currentPath = useRef(initial.path);
  currentPath.current = page.path;

  const go = useCallback(async (url: URL, push: boolean, scrollY?: number) => {
    // A link to the page itself leads to its top; the page stays as it is.
    if (push && normalizePath(url.pathname) === normalizePath(currentPath.current)) {
      if (url.href !== window.location.href) window.history.pushState({} satisfies HistoryState, '', url.href);
      window.scrollTo(0, 0);
      return;
    }
    const data = await loadPageData(url.pathname);
    if (!data) {
      window.location.assign(url.href);
      return;
    }
    if (push) {
      window.history.replaceState({ scrollY: window.scrollY } satisfies HistoryState, '');
      window.history.pushState({} satisfies HistoryState, '', url.href);
    }
    pending.current = { hash: url.hash, scrollY };
    setPage(data);
  }, []);

  const navigate = useCallback(
    (href: string) => {
      void go(new URL(href, window.location.href), true);
    },
    [go],
  );

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent): void => {
      const url = routableUrl(event, window.location);
      if (!url) return;
      event.preventDefault();
      void go(url, true);
    };
    const onPopState = (event: PopStateEvent): void => {
      // A move between anchors of the same page is the browser's to handle.
      if (normalizePath(window.location.pathname) === normalizePath(currentPath.current)) return;
      const state = (event.state ?? {}) as HistoryState;
      void go(new URL(window.location.href), false, state.scrollY ?? 0);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [go]);

  useEffect(
    () =>
      onPageDataChange((changed) => {
        const path = currentPath.current;
        const same = (other: string): boolean => normalizePath(other) === normalizePath(path);
        if (changed !== 'all' && !changed.some(same)) return;
        void loadPageData(path).then((data) => {
          // The page is gone: the server answers with its not-found page.
          if (!data) window.location.reload();
          else if (same(currentPath.current)) {
            keep.current = captureView(document, window.scrollY);
            setPage(data);
          }
        });
      }),
    [],
  );

  useEffect(() => {
    pageShown(page.path);
    const view = keep.current;
    keep.current = null;
    if (view) restoreView(document, view, (y) => window.scrollTo(0, y));
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    scrollToTarget(target.hash, target.scrollY);
    // Focus follows the reader to the new page, as it does on a full page load.
    focusPageStart(target.hash);
  }, [page]);

  return { page, navigate };
}
