import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '../support/test.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { trackerCommands } from '../support/matomo.ts';
import { WIDGETS_SITE } from '../support/sites.ts';

const URL_GUIDE = `${WIDGETS_SITE.url}/guide/`;
const URL_PLAIN = `${WIDGETS_SITE.url}/guide/plain`;
const YEAR = 31_536_000;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const notice = (page: Page) => page.getByRole('region', { name: 'Notice' });
const consent = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const help = (page: Page, name: string) => page.getByRole('button', { name });
const popover = (page: Page, name: string) => page.getByRole('dialog', { name });
const trigger = (page: Page) => page.getByRole('button', { name: 'What is an anchor?' });
const panel = (page: Page) => page.locator('.ad-rollover__panel');
const paq = (page: Page): Promise<unknown> => page.evaluate(() => (window as { _paq?: unknown })._paq ?? null);
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'mtm-paq');

/** Opens a page and waits until the shell has hydrated (the cookie consent mounts only after that). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.ad-layout[data-transitions="on"]')).toBeAttached();
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('the notice banner of the banner plugin', () => {
  test('is in the prerendered HTML above the navigation bar, and the bars sit below it', async ({ page }) => {
    const html = await (await page.request.get(URL_GUIDE)).text();
    expect(html).toMatch(/<div id="ad-page-top">.*RIPE Atlas will be read-only.*<\/div>\n<script>/);
    expect(html.indexOf('id="ad-page-top"')).toBeLessThan(html.indexOf('class="ad-navbar"'));
    await open(page, URL_GUIDE);
    const banner = await notice(page).boundingBox();
    const navbar = await page.locator('.ad-navbar').boundingBox();
    expect(banner?.y).toBe(0);
    expect(navbar?.y).toBeCloseTo(banner?.height ?? 0, 0);
    const sidebar = await page.locator('.ad-sidebar').boundingBox();
    expect(sidebar?.y).toBeCloseTo((navbar?.y ?? 0) + (navbar?.height ?? 0), 0);
    // Scrolled, the banner and the navigation bar stay at the top together.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await notice(page).boundingBox())?.y).toBe(0);
    expect((await page.locator('.ad-navbar').boundingBox())?.y).toBeCloseTo(banner?.height ?? 0, 0);
  });

  test('does not move the page when the shell starts: no layout shift', async ({ page }) => {
    await recordLayoutShifts(page);
    await open(page, URL_PLAIN);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('a dismissal is remembered per banner id and survives a reload, without a flash', async ({ page }) => {
    await open(page, URL_GUIDE);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice(page)).toBeHidden();
    await expect.poll(() => page.locator('.ad-navbar').evaluate((el) => el.getBoundingClientRect().y)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ripe-banner-dismissed:maintenance-2026-12'))).not.toBeNull();
    // Before any module runs: the banner is already hidden by the script that follows it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('.ad-site-banner')).toBeHidden();
    expect((await page.locator('.ad-navbar').boundingBox())?.y).toBe(0);
    await page.unroute('**/assets/*.js');
    await open(page, URL_PLAIN);
    await expect(notice(page)).toBeHidden();
  });

  test('goes inert with the rest of the page while the navigation screen is open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, URL_PLAIN);
    const toggle = page.getByRole('button', { name: 'Main navigation' });
    await toggle.click();
    await expect(page.locator('#ad-nav-screen')).toBeVisible();
    await expect(page.locator('#ad-page-top')).toHaveAttribute('inert', '');
    await toggle.click();
    await expect(page.locator('#ad-page-top')).not.toHaveAttribute('inert');
  });

  test('its link follows and hides it, as it is not permanent', async ({ page }) => {
    await open(page, URL_GUIDE);
    await notice(page).getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(URL_PLAIN);
    await page.reload();
    await expect(page.locator('.ad-site-banner')).toBeHidden();
  });
});

test.describe('cookie consent in the site', () => {
  test('"Required Only" stores rejected for a year and stays hidden on later pages', async ({ page, context }) => {
    await open(page, URL_GUIDE);
    await expect(consent(page)).toBeVisible();
    const before = Date.now() / 1000;
    await consent(page).getByRole('button', { name: 'Required Only' }).click();
    await expect(consent(page)).toBeHidden();
    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'rejected', domain: '127.0.0.1', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie?.expires).toBeGreaterThanOrEqual(before + YEAR - 5);
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + YEAR + 5);
    expect(await paq(page)).toBeNull();
    await open(page, URL_PLAIN);
    await expect(page.locator('.ad-cookie-consent')).toBeAttached();
    await expect(consent(page)).toBeHidden();
    expect(await paq(page)).toBeNull();
  });

  test('"All Cookies" stores accepted and gives Matomo consent, again on every later page load', async ({
    page,
    context,
  }) => {
    await open(page, URL_GUIDE);
    await consent(page).getByRole('button', { name: 'All Cookies' }).click();
    await expect(consent(page)).toBeHidden();
    expect(await consentCookie(context)).toMatchObject({ value: 'accepted', sameSite: 'Lax', secure: false });
    // The site's Matomo (the stand-in) loads with the consent and applies it.
    await expect.poll(() => trackerCommands(page)).toContain('setConsentGiven');
    await open(page, URL_PLAIN);
    await expect.poll(() => trackerCommands(page)).toContain('setConsentGiven');
    await expect(consent(page)).toBeHidden();
    await page.reload();
    await expect.poll(() => trackerCommands(page)).toContain('setConsentGiven');
  });

  test('does not cover the focused element (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await open(page, URL_GUIDE);
    await expect(consent(page)).toBeVisible();
    const box = await consent(page).boundingBox();
    const link = page.getByRole('link', { name: 'link after the panel' });
    await link.focus();
    const linkBox = await link.boundingBox();
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
  });
});

test.describe('help pop-over and roll-over panel in markdown content', () => {
  test('load their code only on pages that use them', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, URL_PLAIN);
    await page.getByRole('link', { name: 'Widgets in content' }).first().click();
    await expect(help(page, 'About credits')).toBeVisible();
    await trigger(page).hover();
    await expect(panel(page)).toBeVisible();
    // Loaded after the client-side navigation, for this page's islands.
    expect(scripts.filter((s) => /\/(help|rollover)-[\w-]+\.js$/.test(s))).toHaveLength(2);
    const onPlain = new Set(scripts);
    scripts.length = 0;
    await page.goto(URL_PLAIN);
    await expect(page.locator('.ad-layout[data-transitions="on"]')).toBeAttached();
    expect(scripts.filter((s) => !onPlain.has(s))).toEqual([]);
    expect(scripts.some((s) => /\/(help|rollover)-[\w-]+\.js$/.test(s))).toBe(false);
  });

  test('the help button opens its 312 px pop-over; Escape closes it and focus returns', async ({ page }) => {
    await open(page, URL_GUIDE);
    const button = help(page, 'About probe IDs');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(popover(page, 'About probe IDs')).toBeVisible();
    await expect(popover(page, 'About probe IDs')).toContainText('Every probe has a unique number');
    expect((await popover(page, 'About probe IDs').boundingBox())?.width).toBe(312);
    await page.keyboard.press('Escape');
    await expect(popover(page, 'About probe IDs')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a click outside closes the help pop-over', async ({ page }) => {
    await open(page, URL_GUIDE);
    await help(page, 'About credits').click();
    await expect(popover(page, 'About credits')).toBeVisible();
    await page.getByRole('heading', { name: 'After the widgets' }).click();
    await expect(popover(page, 'About credits')).toBeHidden();
  });

  test('the roll-over panel shows on hover and on keyboard focus, and Escape hides it', async ({ page }) => {
    await open(page, URL_GUIDE);
    await expect(panel(page)).toBeHidden();
    await trigger(page).hover();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('well-connected probe');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await page.mouse.move(5, 400);
    await trigger(page).focus();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link', { name: 'page of its own' })).toBeFocused();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  });
});

test.describe('accessibility with the widgets shown', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`banner, cookie consent, open help and roll-over have no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, URL_GUIDE);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(notice(page)).toBeVisible();
      await expect(consent(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await help(page, 'About probe IDs').click();
      await expect(popover(page, 'About probe IDs')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await trigger(page).focus();
      await expect(panel(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
