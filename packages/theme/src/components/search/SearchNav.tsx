import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SearchShellData } from '@atlas-docs/content/types';
import { normalizePath } from '@atlas-docs/content/rules';
import { MAX_QUERY_LENGTH, type SearchHit } from '@atlas-docs/search/client';
import { focusPageStart } from '../../router/focus.ts';
import { useShell } from '../../context.ts';
import { useSearch } from '../../hooks/useSearch.ts';
import { useKeysBeforeInput, useSearchShortcut } from '../../hooks/useSearchShortcut.ts';
import { SearchButton } from './SearchButton.tsx';

/**
 * The modal's code loads on the first search intent, beside the search data, as VitePress loads its local
 * search box: a page that is only read carries none of it.
 */
const loadModal = () => import('./SearchModal.tsx');
const SearchModal = lazy(async () => ({ default: (await loadModal()).SearchModal }));

/** The search of the navigation bar (its `search` slot): nothing when the site was built without search data. */
export function SearchNav() {
  const { site, locale } = useShell();
  const shell = site.search?.[locale.key];
  return shell ? <Search shell={shell} root={locale.root} /> : null;
}

function Search({ shell, root }: { shell: SearchShellData; root: string }) {
  const { page, navigate } = useShell();
  const search = useSearch(shell.data, root, shell.split === true);
  const [open, setOpen] = useState(false);
  // The modal is created on first use, in <body>: outside the bars, which the sidebar drawer makes inert.
  const [created, setCreated] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const prepare = (): void => {
    search.prepare();
    void loadModal();
  };
  const show = (): void => {
    prepare();
    setCreated(true);
    setOpen(true);
  };
  useSearchShortcut(show);
  // Ctrl+K and a query typed at once: the keys before the modal's input has the focus are not lost.
  useKeysBeforeInput({
    open,
    within: '.ad-search',
    query: search.query,
    setQuery: search.setQuery,
    maxLength: MAX_QUERY_LENGTH,
  });

  const close = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (hit: SearchHit): void => {
    close();
    search.setQuery('');
    const url = new URL(hit.link, window.location.href);
    // The router keeps a page it already shows; a section of the current page is the browser's jump.
    if (normalizePath(url.pathname) !== normalizePath(page.path)) {
      navigate(url.pathname + url.hash);
      return;
    }
    if (url.hash) window.location.hash = url.hash;
    else window.scrollTo(0, 0);
    // Focus goes where the reader now is, as the router does after a page change.
    focusPageStart(url.hash);
  };

  return (
    <>
      <SearchButton ref={buttonRef} label={shell.labels.buttonLabel} onIntent={prepare} onOpen={show} />
      {created &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal open={open} labels={shell.labels} search={search} onClose={close} onChoose={choose} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
