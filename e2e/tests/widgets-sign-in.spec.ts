import { expect, test, type Page } from '@playwright/test';
import { PROFILE } from '../stand-ins/access.ts';
import { ACCESS_ORIGIN } from '../support/ports.ts';
import { setAccessSwitches, setSignInHint } from '../support/stand-ins.ts';
import {
  axeViolations,
  failOnCspViolations,
  SAME_SITE_DEMOS,
  openDemo,
  recordEvents,
  recordedEvents,
} from '../widgets/support.ts';

failOnCspViolations(test);

const widget = (page: Page) => page.locator('ripe-sign-in .ad-signin');
const PAGE_URL = `${SAME_SITE_DEMOS}/sign-in.html`;

/** Collects the profile calls the browser makes. */
function profileCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ACCESS_ORIGIN}/user/profile`)) calls.push(request.url());
  });
  return calls;
}

test.describe('<ripe-sign-in> on its demo page, against the account-service stand-in', () => {
  test('without the hint cookie it makes no profile call and offers Login back to the page', async ({ page }) => {
    const calls = profileCalls(page);
    await openDemo(page, 'sign-in.html', { sameSite: true });
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', `${ACCESS_ORIGIN}/?originalUrl=${encodeURIComponent(PAGE_URL)}`);
    await expect(widget(page)).toHaveAttribute('data-status', 'logged-out');
    expect(calls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('signs in across origins with a real cookie, shows picture and name, and a menu', async ({ page }) => {
    const calls = profileCalls(page);
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await recordEvents(page, 'ripe-sign-in-state');
    await page.getByRole('link', { name: 'Login' }).click();
    // The stand-in sets the session and hint cookies and sends the browser back.
    await page.waitForURL(PAGE_URL);
    await expect(widget(page)).toHaveAttribute('data-status', 'logged-in');
    expect(calls).toEqual([`${ACCESS_ORIGIN}/user/profile`]);
    const button = page.getByRole('button', { name: 'Ada Lovelace' });
    await expect(button).toBeVisible();
    const picture = page.locator('img.ad-signin__avatar');
    await expect(picture).toHaveAttribute('src', `${ACCESS_ORIGIN}/picture/${PROFILE.uuid}`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link')).toHaveText(['Profile', 'My measurements', 'Credits', 'Logout']);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `${ACCESS_ORIGIN}/profile`);
    await expect(menu.getByRole('link', { name: 'My measurements' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      `${ACCESS_ORIGIN}/logout?originalUrl=${encodeURIComponent(PAGE_URL)}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(PAGE_URL);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a picture that fails to load falls back to the initials', async ({ page, context }) => {
    await setAccessSwitches(context, 'picture-fail');
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(PAGE_URL);
    await expect(page.locator('.ad-signin__initials')).toHaveText('AL');
    await expect(page.locator('img.ad-signin__avatar')).toHaveCount(0);
  });

  test('any status but 200 is not logged in', async ({ page, context }) => {
    await setSignInHint(context);
    await setAccessSwitches(context, '401');
    const calls = profileCalls(page);
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await expect(widget(page)).toHaveAttribute('data-status', 'logged-out');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('a failing service shows Login not available, and Retry Login recovers once it is back', async ({
    page,
    context,
  }) => {
    await page.goto(`${ACCESS_ORIGIN}/?originalUrl=${encodeURIComponent(PAGE_URL)}`);
    await setAccessSwitches(context, 'cors');
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await recordEvents(page, 'ripe-sign-in-state');
    const button = page.getByRole('button', { name: 'Login not available' });
    await expect(button).toBeVisible();
    await expect(widget(page)).toHaveAttribute('data-status', 'error');
    await button.click();
    const retry = page.getByRole('button', { name: 'Retry Login' });
    await expect(retry).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await setAccessSwitches(context);
    await retry.click();
    await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    expect((await recordedEvents(page, 'ripe-sign-in-state')).at(-1)).toEqual({
      detail: { status: 'logged-in' },
      bubbles: true,
      composed: true,
    });
  });

  test('a 500 is not logged in either (spec 4: any status but 200)', async ({ page, context }) => {
    await setSignInHint(context);
    await setAccessSwitches(context, '500');
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await expect(widget(page)).toHaveAttribute('data-status', 'logged-out');
  });

  test('a slow profile call does not block the page: the box is reserved and the content usable', async ({
    page,
    context,
  }) => {
    await page.goto(`${ACCESS_ORIGIN}/?originalUrl=${encodeURIComponent(PAGE_URL)}`);
    await setAccessSwitches(context, 'slow');
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await expect(widget(page)).toHaveAttribute('data-status', 'unknown');
    const pending = await widget(page).boundingBox();
    expect(pending?.height).toBe(40);
    await page.locator('#after').focus();
    await expect(page.locator('#after')).toBeFocused();
    await expect(widget(page)).toHaveAttribute('data-status', 'logged-in', { timeout: 10_000 });
  });

  test('below the 768 px breakpoint only the picture shows; at 768 px the name shows', async ({ page }) => {
    await page.goto(`${ACCESS_ORIGIN}/?originalUrl=${encodeURIComponent(PAGE_URL)}`);
    await page.setViewportSize({ width: 767, height: 800 });
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await expect(widget(page)).toHaveAttribute('data-mode', 'narrow');
    await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.locator('.ad-signin__button .ad-signin__label')).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(widget(page)).toHaveAttribute('data-mode', 'wide');
    await expect(page.locator('.ad-signin__button .ad-signin__label')).toHaveText('Ada Lovelace');
  });
});
