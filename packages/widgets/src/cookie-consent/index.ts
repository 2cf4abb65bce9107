export { CookieConsent, DEFAULT_CONSENT_TEXT, type CookieConsentProps } from './CookieConsent.tsx';
export { useCookieConsent, type CookieConsentState, type CookieConsentStateOptions } from './useCookieConsent.ts';
export {
  consentCookie,
  cookieDomain,
  parseConsent,
  readConsent,
  writeConsent,
  type ConsentValue,
} from './consent-cookie.ts';
export { giveMatomoConsent, matomoQueue, type MatomoQueue } from './matomo.ts';
