import { request } from 'node:https';
import type { BrowserContext } from '@playwright/test';
import { testCertificate } from './certificate.ts';
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

/** Switches the static host's unprefixed lists (the built site's) to a scenario; 'ok' resets it. */
export function setStaticScenario(scenario: string): Promise<void> {
  // Trusting exactly the test run's certificate, as Chromium does.
  const { cert } = testCertificate();
  return new Promise((resolve, reject) => {
    request(`${STATIC_HOST_ORIGIN}/_scenario/${scenario}`, { method: 'POST', ca: cert }, (response) => {
      response.resume();
      if (response.statusCode === 204) resolve();
      else reject(new Error(`The static host refused the scenario ${scenario}.`));
    })
      .on('error', reject)
      .end();
  });
}
