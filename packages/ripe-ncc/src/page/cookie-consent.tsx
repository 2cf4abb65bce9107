import { useState } from 'react';
import { documentTitle, useShell } from '@atlas-docs/theme';
import { CookieConsent, readConsent } from '@atlas-docs/widgets/cookie-consent';
import '@atlas-docs/widgets/css/cookie-consent.css';
import type { MatomoSettings } from './matomo-commands.ts';
import { useMatomoTracker } from './useMatomoTracker.ts';

/** The props of the consent banner: the texts of `cookieConsent()` and its Matomo, as the plugin passes them. */
export interface CookieConsentProps {
  /** The explanation before the buttons. Default: a sentence on required and analytics cookies. */
  text?: string;
  /** The cookie statement, linked after the text. Default: no link. */
  policyUrl?: string;
  /** The link's text. Default 'Cookie statement'. */
  policyText?: string;
  /** Matomo, loaded only once the reader chose 'All Cookies'. */
  analytics?: MatomoSettings;
}

/**
 * The consent banner of the plugin `cookieConsent()`, at the bottom of the window until the reader chooses:
 * the `mtm-paq` cookie, and `_paq.push(['setConsentGiven'])` on acceptance and on every later page load while
 * accepted. With `analytics`, Matomo's tracker starts on acceptance and counts each page the reader sees.
 */
export default function SiteCookieConsent({ text, policyUrl, policyText, analytics }: CookieConsentProps) {
  // This chunk renders in the browser only, after hydration: the cookie can be read at once.
  const [accepted, setAccepted] = useState(() => readConsent() === 'accepted');
  const { page, locale } = useShell();
  useMatomoTracker(analytics, accepted, { path: page.path, title: documentTitle(page, locale) });
  return (
    <CookieConsent
      text={text}
      policyUrl={policyUrl}
      policyText={policyText}
      onConsentChange={(value) => setAccepted(value === 'accepted')}
    />
  );
}
