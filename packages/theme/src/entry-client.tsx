import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import { App } from './App.tsx';
import { SiteBanner } from './components/banner/SiteBanner.tsx';
import { BANNER_ROOT_ID, CONTENT_IN_DOCUMENT } from './constants.ts';
import { registerIsland } from './islands.ts';
import './styles.ts';
// The islands and navigation bar items of the site's plugins: the command generates this module from the config.
import { islands, navBar } from 'virtual:atlas-docs/plugin-client';

for (const [name, load] of Object.entries(islands)) registerIsland(name, load);

interface HydrationData {
  page: Omit<ShellPage, 'html'>;
  site: SiteData;
}

const root = document.getElementById('app');
const dataElement = document.getElementById('__ATLAS_DATA__');
if (root && dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as HydrationData;
  // The content HTML stays out of the hydration data: it is in the document already.
  const html = root.querySelector('.ad-content') ? CONTENT_IN_DOCUMENT : '';
  const bannerRoot = document.getElementById(BANNER_ROOT_ID);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(root, <App page={{ ...data.page, html }} site={data.site} navBar={navBar} />);
    if (bannerRoot && data.site.banner) hydrateRoot(bannerRoot, <SiteBanner banner={data.site.banner} />);
  });
}
