import { useState } from 'react';
import type { CookieConsentConfig, SiteData } from '@atlas-docs/content/types';
import { CookieConsent, readConsent } from '@atlas-docs/widgets/cookie-consent';
import '@atlas-docs/widgets/css/cookie-consent.css';
import { useMatomoTracker } from '../../analytics/useMatomoTracker.ts';
import { useShell } from '../../context.ts';
import { documentTitle } from '../../page-meta.ts';

export interface SiteCookieConsentProps {
  config: CookieConsentConfig;
  /** The site's Matomo, loaded only once the reader chose 'All Cookies'. */
  analytics?: SiteData['analytics'];
}

/**
 * The consent banner at the bottom of the window until the reader chooses: the `mtm-paq` cookie, and
 * `_paq.push(['setConsentGiven'])` on acceptance and on every later page load while accepted. With
 * `analytics`, Matomo's tracker starts on acceptance and counts each page the reader sees.
 */
export default function SiteCookieConsent({ config, analytics }: SiteCookieConsentProps) {
  // This chunk renders in the browser only, after hydration: the cookie can be read at once.
  const [accepted, setAccepted] = useState(() => readConsent() === 'accepted');
  const { page, locale } = useShell();
  useMatomoTracker(analytics, accepted, { path: page.path, title: documentTitle(page, locale) });
  return (
    <CookieConsent
      text={config.text}
      policyUrl={config.policyUrl}
      policyText={config.policyText}
      onConsentChange={(value) => setAccepted(value === 'accepted')}
    />
  );
}
