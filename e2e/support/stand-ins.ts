import type { BrowserContext, Page } from '@playwright/test';
import { HINT_COOKIE, SWITCH_COOKIE } from '../stand-ins/access.ts';
import { ACCESS_ORIGIN, STATIC_HOST_ORIGIN } from './ports.ts';

/** The application switcher's built-in sites (spec 2.6), shown when the static host's list fails. */
export const FALLBACK_SITE_NAMES = [
  'RIPE NCC',
  'LIR Portal',
  'RIPE Database',
  'RIPE Labs',
  'RIPEstat',
  'RIPE Atlas',
  'RIPE NCC Academy',
  'RPKI Dashboard',
];

/** Sets the sign-in hint cookie on `localhost`, as the account service does at login. */
export async function setSignInHint(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: HINT_COOKIE, value: 'true', domain: 'localhost', path: '/', sameSite: 'Lax' }]);
}

/** Switches the account-service stand-in for this browser context: '401', '500', 'slow', 'cors', 'picture-fail'. */
export async function setAccessSwitches(context: BrowserContext, ...switches: string[]): Promise<void> {
  await context.addCookies([
    { name: SWITCH_COOKIE, value: switches.join(','), url: ACCESS_ORIGIN, secure: true, sameSite: 'None' },
  ]);
}

/**
 * Sends one page's requests for the static host's lists (the built site's, which name no scenario) to a
 * scenario of the stand-in, by the path prefix it reads, so that tests running side by side keep their own.
 */
export async function useStaticScenario(page: Page, scenario: string): Promise<void> {
  await page.route(`${STATIC_HOST_ORIGIN}/dynamic/**`, (route) =>
    route.continue({ url: route.request().url().replace(STATIC_HOST_ORIGIN, `${STATIC_HOST_ORIGIN}/${scenario}`) }),
  );
}
