import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMOS, failOnCspViolations, openDemo } from '../widgets/support.ts';

failOnCspViolations(test);

const YEAR = 31_536_000;

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'mtm-paq');
}

/** Matomo's queue on the page (`window._paq`), or null. */
function paq(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { _paq?: unknown })._paq ?? null);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('<ripe-cookie-consent> on its demo page', () => {
  test('shows until a consent exists; "Required Only" stores rejected for a year', async ({ page, context }) => {
    await openDemo(page, 'cookie-consent.html');
    await expect(banner(page)).toBeVisible();
    const before = Date.now() / 1000;
    await page.getByRole('button', { name: 'Required Only' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'rejected', domain: '127.0.0.1', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie?.expires).toBeGreaterThanOrEqual(before + YEAR - 5);
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + YEAR + 5);
    expect(await paq(page)).toBeNull();
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.ad-cookie-consent'));
    await expect(banner(page)).toBeHidden();
    expect(await paq(page)).toBeNull();
  });

  test('"All Cookies" stores accepted and tells Matomo, again on every later page load', async ({ page, context }) => {
    await openDemo(page, 'cookie-consent.html');
    await page.getByRole('button', { name: 'All Cookies' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(context)).toMatchObject({ value: 'accepted', sameSite: 'Lax', secure: false });
    expect(await paq(page)).toEqual([['setConsentGiven']]);
    await page.reload();
    await expect.poll(() => paq(page)).toEqual([['setConsentGiven']]);
    await expect(banner(page)).toBeHidden();
  });

  test('on a provider host the cookie is shared with the parent domain and Secure over https', async ({
    page,
    context,
  }) => {
    // atlas.ripe.net and static.ripe.net answered by the demo server: the browser sees those hosts.
    for (const host of ['atlas.ripe.net', 'static.ripe.net']) {
      await page.route(`https://${host}/**`, async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${DEMOS}${url.pathname}` }) });
      });
    }
    await page.goto('https://atlas.ripe.net/cookie-consent.html');
    await page.getByRole('button', { name: 'All Cookies' }).click();
    expect(await consentCookie(context)).toMatchObject({
      value: 'accepted',
      domain: '.ripe.net',
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    await page.goto('https://static.ripe.net/cookie-consent.html');
    await expect.poll(() => paq(page)).toEqual([['setConsentGiven']]);
    await expect(banner(page)).toBeHidden();
  });

  test('keeps the focused element in view (WCAG 2.4.11): the page is padded by its height', async ({ page }) => {
    await openDemo(page, 'cookie-consent.html');
    const box = await banner(page).boundingBox();
    expect(box).not.toBeNull();
    const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    expect(parseFloat(padding)).toBeCloseTo(box?.height ?? 0, 0);
    const last = page.getByRole('link', { name: 'The last link on the page' });
    await last.focus();
    const linkBox = await last.boundingBox();
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    await page.getByRole('button', { name: 'Required Only' }).click();
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
  });
});
