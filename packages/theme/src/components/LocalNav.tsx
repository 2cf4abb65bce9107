import { useMemo, useRef } from 'react';
import { buildOutline } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';
import type { Disclosure } from '../hooks/useDisclosure.ts';
import { useDisclosure } from '../hooks/useDisclosure.ts';
import { useOutsideClick } from '../hooks/useOutsideClick.ts';
import { OutlineList } from './OutlineList.tsx';

/**
 * The bar under the navigation bar on narrow screens: the 'Menu' button that opens the sidebar drawer,
 * and the 'On this page' dropdown with the outline.
 */
export function LocalNav({ sidebar }: { sidebar: Disclosure | null }) {
  const { page, locale } = useShell();
  const { labels } = locale;
  const dropdown = useDisclosure();
  const dropdownRef = useRef<HTMLDivElement | null>(null);
  useOutsideClick(dropdownRef, dropdown.open, () => dropdown.close(false));
  const nodes = useMemo(() => buildOutline(page.headings, page.outline), [page.headings, page.outline]);

  return (
    <div className="ad-local-nav" data-sidebar={sidebar ? 'true' : 'false'}>
      {sidebar && (
        <button
          ref={sidebar.buttonRef}
          type="button"
          className="ad-local-nav__menu"
          aria-expanded={sidebar.open}
          aria-controls="ad-sidebar"
          onClick={sidebar.toggle}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path d="M3 6h18M3 12h18M3 18h12" />
          </svg>
          {labels.menu}
        </button>
      )}
      {nodes.length > 0 && (
        <div className="ad-local-nav__outline" ref={dropdownRef}>
          <button
            ref={dropdown.buttonRef}
            type="button"
            className="ad-local-nav__outline-button"
            aria-expanded={dropdown.open}
            aria-controls="ad-outline-dropdown"
            onClick={dropdown.toggle}
          >
            {labels.outlineTitle}
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M7 10l5 5 5-5" />
            </svg>
          </button>
          <div className="ad-local-nav__dropdown" id="ad-outline-dropdown" hidden={!dropdown.open}>
            <a className="ad-local-nav__top" href="#main-content" onClick={() => dropdown.close(false)}>
              {labels.returnToTop}
            </a>
            <OutlineList nodes={nodes} activeId={null} onNavigate={() => dropdown.close(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
