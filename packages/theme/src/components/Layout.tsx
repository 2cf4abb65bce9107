import { useEffect } from 'react';
import { useMediaQuery } from '@atlas-docs/widgets/hooks/use-media-query';
import { useShell } from '../context.ts';
import { MAIN_CONTENT_ID, PAGE_TOP_ID, SIDEBAR_BREAKPOINT, TRANSITIONS_OFF_MS } from '../constants.ts';
import { useDelayedFlag } from '../hooks/useDelayedFlag.ts';
import { useDisclosure } from '../hooks/useDisclosure.ts';
import { useNavRefresh } from '../hooks/useNavRefresh.ts';
import { useNavScreen } from '../hooks/useNavScreen.ts';
import { DocLayout } from './DocLayout.tsx';
import { Footer } from './Footer.tsx';
import { Home } from './Home.tsx';
import { LocalNav } from './LocalNav.tsx';
import { NavBar } from './NavBar.tsx';
import { NotFound } from './NotFound.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Content } from './Content.tsx';

/**
 * The page frame: navigation bar, sidebar and the layout chosen by the page's front matter. The skip link is
 * before it, outside the shell (see SkipLink).
 */
export function Layout() {
  const { page } = useShell();
  const transitionsOn = useDelayedFlag(TRANSITIONS_OFF_MS);
  const { open: sidebarOpen, toggle: toggleSidebar, close: closeSidebar, buttonRef: menuButtonRef } = useDisclosure();
  const refreshKey = useNavRefresh();
  const isDoc = page.layout === 'doc' || page.layout === 'custom';
  const hasSidebar = page.sidebar !== null && isDoc;
  // The sidebar is a modal drawer only below the breakpoint; there the rest of the page is inert.
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT}px)`);
  const drawerOpen = hasSidebar && sidebarOpen && !wide;
  // The navigation screen of narrow screens is modal too: only the navigation bar stays usable.
  const { open: screenOpen, toggle: toggleScreen, buttonRef: screenButtonRef } = useNavScreen();
  // The top region (a notice banner) sits above the shell in its own root: it goes inert with the rest of the page.
  useEffect(() => {
    document.getElementById(PAGE_TOP_ID)?.toggleAttribute('inert', drawerOpen || screenOpen);
  }, [drawerOpen, screenOpen]);

  return (
    <div
      className="ad-layout"
      data-layout={page.layout}
      data-sidebar={hasSidebar ? 'true' : 'false'}
      data-transitions={transitionsOn ? 'on' : 'off'}
    >
      <div className="ad-layout__bars" inert={drawerOpen}>
        <NavBar screenOpen={screenOpen} onToggleScreen={toggleScreen} screenButtonRef={screenButtonRef} />
      </div>
      {isDoc && (
        <div className="ad-layout__bars" inert={drawerOpen || screenOpen}>
          <LocalNav
            hasSidebar={hasSidebar}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={toggleSidebar}
            menuButtonRef={menuButtonRef}
          />
        </div>
      )}
      {hasSidebar && page.sidebar && (
        <Sidebar sidebar={page.sidebar} open={drawerOpen} onClose={() => closeSidebar()} refreshKey={refreshKey} />
      )}
      <main id={MAIN_CONTENT_ID} className="ad-main" tabIndex={-1} inert={drawerOpen || screenOpen}>
        {page.layout === 'home' && <Home />}
        {page.layout === '404' && <NotFound />}
        {page.layout === 'page' && (
          <div className="ad-page">
            <Content />
          </div>
        )}
        {isDoc && <DocLayout refreshKey={refreshKey} />}
      </main>
      <Footer inert={drawerOpen || screenOpen} />
    </div>
  );
}
