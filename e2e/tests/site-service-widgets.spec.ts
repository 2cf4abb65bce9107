import { test, expect, type Page } from '../support/test.ts';
import { ACCESS_ORIGIN, STATIC_HOST_ORIGIN } from '../support/ports.ts';
import { FIXTURE } from '../support/sites.ts';
import { FALLBACK_SITE_NAMES, useStaticScenario } from '../support/stand-ins.ts';

const PAGE = `${FIXTURE.url}/guide/`;

const appsButton = (page: Page) => page.getByRole('button', { name: 'RIPE NCC applications' });
const appsList = (page: Page) => page.getByRole('navigation', { name: 'RIPE NCC applications' });

function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

/** Boxes of the navigation bar's slots and of the hamburger, the last item of the bar. */
async function navBoxes(page: Page) {
  return page.evaluate(() =>
    ['.ad-nav-slot[data-slot="app-switcher"]', '.ad-nav-slot[data-slot="sign-in"]', '.ad-navbar__title'].map(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
      },
    ),
  );
}

test.describe('the application switcher and sign-in in the fixture site’s navigation bar', () => {
  test('arrive after the page without moving anything: their boxes are in the server HTML', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const plain = await noScript.newPage();
    await plain.goto(PAGE);
    const before = await navBoxes(plain);
    await noScript.close();
    expect(before.every((box) => box !== null && box.width > 0)).toBe(true);

    await page.goto(PAGE);
    await expect(appsButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await navBoxes(page)).toEqual(before);
  });

  test('the switcher lists the static host’s sites with this site highlighted', async ({ page }) => {
    await page.goto(PAGE);
    await appsButton(page).click();
    await expect(appsList(page).getByRole('link', { name: 'Fixture Docs' })).toHaveAttribute('aria-current', 'true');
    await expect(appsList(page).getByRole('link').first()).toHaveText('RIPE NCC');
  });

  test('the switcher asks the static host for its list only when the reader turns to it', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(STATIC_HOST_ORIGIN)) requests.push(request.url());
    });
    await page.goto(PAGE);
    await expect(page.locator('.ad-apps')).toHaveAttribute('data-status', 'idle');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await appsButton(page).hover();
    await expect(page.locator('.ad-apps')).toHaveAttribute('data-status', 'loaded');
    expect(requests).toEqual([`${STATIC_HOST_ORIGIN}/dynamic/app-switcher/list.json`]);
  });

  test('sign-in: no profile call without the hint cookie, a Login link back to the page', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ACCESS_ORIGIN)) calls.push(request.url());
    });
    await page.goto(PAGE);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `${ACCESS_ORIGIN}/?originalUrl=${encodeURIComponent(PAGE)}`,
    );
    expect(calls).toEqual([]);
  });

  test('sign-in: with the hint cookie the profile call is made, and a 401 is not logged in', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'crowd.ripe.hint', value: 'true', url: FIXTURE.url }]);
    const profile = page.waitForResponse(`${ACCESS_ORIGIN}/user/profile`);
    await page.goto(PAGE);
    expect((await profile).status()).toBe(401);
    await expect(page.locator('.ad-signin')).toHaveAttribute('data-status', 'logged-out');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test.describe('when the static host misbehaves', () => {
    test('slow: after 2 s the built-in list and the time-out line', async ({ page }) => {
      await useStaticScenario(page, 'slow');
      const logged = warnings(page);
      await page.goto(PAGE);
      await appsButton(page).click();
      await expect(appsList(page).getByRole('link')).toHaveText(FALLBACK_SITE_NAMES, { timeout: 5000 });
      expect(logged).toContain('Fetch aborted due to timeout');
    });

    for (const scenario of ['down', '500', 'shape']) {
      test(`${scenario}: the built-in list and the failure line`, async ({ page }) => {
        await useStaticScenario(page, scenario);
        const logged = warnings(page);
        await page.goto(PAGE);
        await appsButton(page).click();
        await expect(appsList(page).getByRole('link')).toHaveText(FALLBACK_SITE_NAMES);
        await expect
          .poll(() => logged.some((line) => line.startsWith('Failed to fetch sites. Using fallback:')))
          .toBe(true);
      });
    }

    test('hostile: names as text, other schemes left out', async ({ page }) => {
      await useStaticScenario(page, 'hostile');
      await page.goto(PAGE);
      await appsButton(page).click();
      await expect(appsList(page).getByRole('link')).toHaveCount(2);
      await expect(appsList(page).locator('img')).toHaveCount(0);
      expect(await page.title()).not.toBe('pwned');
    });
  });

  test('the content security policy names the stand-ins in connect-src and img-src', async ({ request }) => {
    const csp = (await request.get(PAGE)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${STATIC_HOST_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${ACCESS_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
  });
});
