import type { CookieConsentConfig } from '@atlas-docs/content/types';
import { CookieConsent } from '@atlas-docs/widgets/cookie-consent';
import '@atlas-docs/widgets/css/cookie-consent.css';

/**
 * The consent banner at the bottom of the window until the reader chooses: the `mtm-paq` cookie, and
 * `_paq.push(['setConsentGiven'])` on acceptance and on every later page load while accepted.
 */
export default function SiteCookieConsent({ config }: { config: CookieConsentConfig }) {
  return <CookieConsent text={config.text} policyUrl={config.policyUrl} policyText={config.policyText} />;
}
