import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CookieConsentConfig, SiteData } from '@atlas-docs/content/types';

// Its own chunk: the consent banner depends on the reader's cookies, so it is never in the prerendered HTML
// and loads after the page is up.
const SiteCookieConsent = lazy(() => import('./SiteCookieConsent.tsx'));

const subscribeToNothing = (): (() => void) => () => {};
const isClient = (): boolean => true;
const isServer = (): boolean => false;

export interface CookieConsentLoaderProps {
  config: CookieConsentConfig;
  /** The site's Matomo, which waits for the reader's consent. */
  analytics?: SiteData['analytics'];
}

/** The cookie-consent banner of the site config (and the analytics it guards), loaded once the page has hydrated. */
export function CookieConsentLoader({ config, analytics }: CookieConsentLoaderProps) {
  // False on the server and while hydrating, true afterwards: the consent never enters the prerendered HTML.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SiteCookieConsent config={config} analytics={analytics} />
    </Suspense>
  );
}
