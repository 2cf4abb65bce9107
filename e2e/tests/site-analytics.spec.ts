import { expect, test, type BrowserContext, type Page } from '../support/test.ts';
import { MATOMO_ORIGIN, pageViews, recordTrackerRequests, trackerCommands } from '../support/matomo.ts';
import { WIDGETS_SITE } from '../support/sites.ts';

/**
 * Matomo analytics of the plugin `cookieConsent({ analytics })` behind the cookie-consent banner, against the Matomo
 * stand-in: nothing is sent or stored before 'All Cookies'; then the tracker starts with consent required,
 * is given the consent, and counts each page the reader sees.
 */

const URL_GUIDE = `${WIDGETS_SITE.url}/guide/`;
const URL_PLAIN = `${WIDGETS_SITE.url}/guide/plain`;
const YEAR = 31_536_000;

const consent = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();
const trackerScripts = (page: Page) => page.locator(`script[src^="${MATOMO_ORIGIN}/"]`);

/** Opens a page and waits until the shell has hydrated and the consent chunk has had its say. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.ad-layout[data-transitions="on"]')).toBeAttached();
  await expect(page.locator('.ad-cookie-consent')).toBeAttached();
}

/** Waits until the effects of the last render have run and the browser has nothing left to do. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

test('before the reader chooses, nothing goes to Matomo and nothing is stored', async ({ page, context }) => {
  const requests = recordTrackerRequests(page);
  await open(page, URL_GUIDE);
  await expect(consent(page)).toBeVisible();
  await page.getByRole('link', { name: 'Plain page' }).first().click();
  await expect(page).toHaveURL(URL_PLAIN);
  await open(page, URL_PLAIN);
  await settled(page);
  await expect(trackerScripts(page)).toHaveCount(0);
  expect(requests.map((request) => request.url())).toEqual([]);
  expect(await cookieNames(context)).toEqual([]);
  expect(await page.evaluate(() => (window as { _paq?: unknown })._paq ?? null)).toBeNull();
});

test("'Required Only' keeps Matomo away, on this page and later ones", async ({ page, context }) => {
  const requests = recordTrackerRequests(page);
  await open(page, URL_GUIDE);
  await consent(page).getByRole('button', { name: 'Required Only' }).click();
  await expect(consent(page)).toBeHidden();
  await page.getByRole('link', { name: 'Plain page' }).first().click();
  await expect(page).toHaveURL(URL_PLAIN);
  await open(page, URL_GUIDE);
  await settled(page);
  await expect(trackerScripts(page)).toHaveCount(0);
  expect(requests.map((request) => request.url())).toEqual([]);
  expect(await cookieNames(context)).toEqual(['mtm-paq']);
});

test("'All Cookies' starts the tracker with consent required, gives it the consent and counts each page", async ({
  page,
  context,
}) => {
  const requests = recordTrackerRequests(page);
  await open(page, URL_GUIDE);
  expect(requests).toEqual([]);
  const before = Date.now() / 1000;
  await consent(page).getByRole('button', { name: 'All Cookies' }).click();

  // The script, then the page view the tracker held back until the consent.
  await expect.poll(() => pageViews(requests).length).toBe(1);
  expect(new URL(requests[0]?.url() ?? '').pathname).toBe('/matomo.js');
  const [view] = pageViews(requests);
  expect(view?.get('idsite')).toBe('3');
  expect(view?.get('url')).toBe(URL_GUIDE);
  expect(view?.get('action_name')).toBe(await page.title());
  const commands = await trackerCommands(page);
  expect(commands.indexOf('requireConsent')).toBeGreaterThanOrEqual(0);
  expect(commands.indexOf('requireConsent')).toBeLessThan(commands.indexOf('setConsentGiven'));
  expect(commands).toContain('trackPageView');

  // The consent lasts a year; Matomo may now store its own cookie.
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'mtm-paq');
  expect(stored).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax' });
  expect(stored?.expires).toBeGreaterThanOrEqual(before + YEAR - 5);
  expect(stored?.expires).toBeLessThanOrEqual(Date.now() / 1000 + YEAR + 5);
  expect((await cookieNames(context)).some((name) => name.startsWith('_pk_id.3.'))).toBe(true);

  // A client-side navigation is a page view of its own, from the page before.
  await page.getByRole('link', { name: 'Plain page' }).first().click();
  await expect(page).toHaveURL(URL_PLAIN);
  await expect.poll(() => pageViews(requests).length).toBe(2);
  expect(pageViews(requests)[1]?.get('url')).toBe(URL_PLAIN);
  expect(pageViews(requests)[1]?.get('urlref')).toBe(URL_GUIDE);
  await expect(page).toHaveTitle(pageViews(requests)[1]?.get('action_name') ?? '');

  // A later load: the stored consent starts the tracker at once, once.
  await open(page, URL_GUIDE);
  await expect.poll(() => pageViews(requests).length).toBe(3);
  expect(pageViews(requests)[2]?.get('url')).toBe(URL_GUIDE);
  await expect(trackerScripts(page)).toHaveCount(1);
  expect(await trackerCommands(page)).toContain('setConsentGiven');
});

test('the content security policy allows the tracker host, and only for what the tracker needs', async ({ page }) => {
  const response = await page.goto(URL_GUIDE);
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'img-src', 'connect-src']) {
    const sources = csp.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
    expect(sources.split(' ')).toContain(MATOMO_ORIGIN);
  }
  const style = csp.split(';').find((part) => part.trim().startsWith('style-src ')) ?? '';
  expect(style).not.toContain(MATOMO_ORIGIN);
});
