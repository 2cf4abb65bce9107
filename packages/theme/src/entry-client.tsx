import { lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import { App } from './App.tsx';
import { PageTop } from './components/page-regions/PageTop.tsx';
import { APP_ROOT_ID, CONTENT_IN_DOCUMENT, PAGE_DATA_ID, PAGE_TOP_ID } from './constants.ts';
import { registerIsland } from './islands.ts';
import './styles.ts';
// The islands and page components of the site's plugins: the command generates this module from the config.
import { deferred, islands, logo, navBar, top } from 'virtual:atlas-docs/plugin-client';

for (const [name, { load, options }] of Object.entries(islands)) registerIsland(name, load, options);
// Each a chunk of its own, loaded once the page has hydrated.
const deferredItems = deferred.map(({ load, props }) => ({ Component: lazy(load), props }));
const components = { navBar, logo };

interface HydrationData {
  page: Omit<ShellPage, 'html'>;
  site: SiteData;
}

const root = document.getElementById(APP_ROOT_ID);
const dataElement = document.getElementById(PAGE_DATA_ID);
if (root && dataElement?.textContent) {
  const data = JSON.parse(dataElement.textContent) as HydrationData;
  // The content HTML stays out of the hydration data: it is in the document already.
  const html = root.querySelector('.ad-content') ? CONTENT_IN_DOCUMENT : '';
  const topRoot = document.getElementById(PAGE_TOP_ID);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(
      root,
      <App page={{ ...data.page, html }} site={data.site} components={components} deferred={deferredItems} />,
    );
    if (topRoot && top.length > 0) hydrateRoot(topRoot, <PageTop items={top} />);
  });
}
