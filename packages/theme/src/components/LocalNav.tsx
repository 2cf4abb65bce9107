import { useRef, type RefObject } from 'react';
import { useOutsideClick } from '@atlas-docs/widgets/hooks/dismiss';
import { MAIN_CONTENT_ID } from '../constants.ts';
import { useShell } from '../context.ts';
import { useDisclosure } from '../hooks/useDisclosure.ts';
import { OutlineList } from './OutlineList.tsx';

/**
 * The bar under the navigation bar on narrow screens: the 'Menu' button that opens the sidebar drawer,
 * and the 'On this page' dropdown with the outline.
 */
interface LocalNavProps {
  hasSidebar: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export function LocalNav({ hasSidebar, sidebarOpen, onToggleSidebar, menuButtonRef }: LocalNavProps) {
  const { outline: nodes, locale } = useShell();
  const { labels } = locale;
  const { open, toggle, close, buttonRef } = useDisclosure();
  const dropdownRef = useRef<HTMLDivElement | null>(null);
  useOutsideClick([dropdownRef], open, () => close(false));

  return (
    <nav className="ad-local-nav" aria-label={labels.pageNavigation} data-sidebar={hasSidebar ? 'true' : 'false'}>
      {hasSidebar && (
        <button
          ref={menuButtonRef}
          type="button"
          className="ad-local-nav__menu"
          aria-expanded={sidebarOpen}
          aria-controls="ad-sidebar"
          onClick={onToggleSidebar}
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
            ref={buttonRef}
            type="button"
            className="ad-local-nav__outline-button"
            aria-expanded={open}
            aria-controls="ad-outline-dropdown"
            onClick={toggle}
          >
            {labels.outlineTitle}
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M7 10l5 5 5-5" />
            </svg>
          </button>
          <div className="ad-local-nav__dropdown" id="ad-outline-dropdown" hidden={!open}>
            <a className="ad-local-nav__top" href={`#${MAIN_CONTENT_ID}`} onClick={() => close(false)}>
              {labels.returnToTop}
            </a>
            <OutlineList nodes={nodes} activeId={null} onNavigate={() => close(false)} />
          </div>
        </div>
      )}
    </nav>
  );
}
