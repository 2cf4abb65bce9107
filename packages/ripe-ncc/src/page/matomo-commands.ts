/**
 * What the site tells Matomo, as commands of its `_paq` queue: pure functions, so the order that keeps
 * the reader's choice (consent required before anything else) is plain to read and to test.
 */

/** The `analytics` setting as the shell has it: Matomo's URL (ending in `/`) and the site id. */
export interface MatomoSettings {
  url: string;
  siteId: string;
}

/** One command of Matomo's queue: a method name and its arguments. */
export type MatomoCommand = [string, ...unknown[]];

/** The tracker's script. */
export function trackerScriptUrl({ url }: MatomoSettings): string {
  return `${url}matomo.js`;
}

/**
 * The setup of the tracker, first in the queue: consent is required (`requireConsent`: no request and no
 * cookie until `setConsentGiven`, which the cookie-consent banner sends for 'All Cookies'), then where to send.
 */
export function trackerSetup({ url, siteId }: MatomoSettings): MatomoCommand[] {
  return [['requireConsent'], ['setTrackerUrl', `${url}matomo.php`], ['setSiteId', siteId], ['enableLinkTracking']];
}

export interface PageView {
  url: string;
  title: string;
  /** The page the reader came from inside the site (a client-side navigation); none on a load. */
  referrer?: string | undefined;
}

/**
 * A page view. After a client-side navigation the document's URL and title are not what Matomo read at
 * load, so each view names its own.
 */
export function pageViewCommands({ url, title, referrer }: PageView): MatomoCommand[] {
  return [
    ...(referrer ? [['setReferrerUrl', referrer] as MatomoCommand] : []),
    ['setCustomUrl', url],
    ['setDocumentTitle', title],
    ['trackPageView'],
  ];
}
