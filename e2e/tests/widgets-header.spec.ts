import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnCspViolations, openDemo, recordEvents, recordedEvents } from '../widgets/support.ts';

failOnCspViolations(test);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const sideMenu = (page: Page) => page.locator('ripe-side-menu .ad-side-menu__panel');
const overlay = (page: Page) => page.locator('.ad-side-menu__overlay');

async function openAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await openDemo(page, 'header.html');
}

test.describe('<ripe-header> and <ripe-side-menu> on their demo page', () => {
  test('the header is sticky, 70 px high, with a skip link to the content', async ({ page }) => {
    await openAt(page, 1280);
    const header = page.locator('.ad-header');
    expect((await header.boundingBox())?.height).toBe(70);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await header.boundingBox())?.y).toBe(0);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(page.getByRole('link', { name: 'RIPE NCC home' })).toHaveAttribute('href', '/index.html');
  });

  test('toggling emits ripeheader-menu-toggle (the spec’s name) and ripe-header-menu-toggle with the open state', async ({
    page,
  }) => {
    await openAt(page, 1280);
    for (const name of ['ripeheader-menu-toggle', 'ripe-header-menu-toggle']) await recordEvents(page, name);
    // Open from the start at 1024 px and wider; the header shows it.
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await menuButton(page).click();
    await menuButton(page).click();
    for (const name of ['ripeheader-menu-toggle', 'ripe-header-menu-toggle']) {
      expect(await recordedEvents(page, name), name).toEqual([
        { detail: { open: false }, bubbles: true, composed: true },
        { detail: { open: true }, bubbles: true, composed: true },
      ]);
    }
  });

  test('the side menu follows the spec’s event name alone, as another page’s header may send only that', async ({
    page,
  }) => {
    await openAt(page, 1280);
    await expect(sideMenu(page)).toBeVisible();
    const send = (open: boolean) =>
      page.evaluate(
        (detail) => {
          document.body.dispatchEvent(new CustomEvent('ripeheader-menu-toggle', { detail, bubbles: true }));
        },
        { open },
      );
    await send(false);
    await expect(sideMenu(page)).toBeHidden();
    await send(true);
    await expect(sideMenu(page)).toBeVisible();
  });

  test('hidemenu leaves the button out; lighttheme switches the bar', async ({ page }) => {
    await openAt(page, 1280);
    await page.locator('ripe-header').evaluate((element) => {
      element.setAttribute('hidemenu', '');
      element.setAttribute('lighttheme', '');
    });
    await expect(menuButton(page)).toHaveCount(0);
    await expect(page.locator('.ad-header')).toHaveAttribute('data-theme', 'light');
  });

  test('open by default at 1024 px, closed at 1023 px', async ({ page }) => {
    await openAt(page, 1024);
    await expect(sideMenu(page)).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1023, height: 700 });
    await expect(sideMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(sideMenu(page)).toBeVisible();
  });

  test('items are 60 px; parents expand and collapse, collapsing their expanded children; three levels only', async ({
    page,
  }) => {
    await openAt(page, 1280);
    const home = page.getByRole('link', { name: 'Home', exact: true });
    expect((await home.boundingBox())?.height).toBe(60);
    const measurements = page.getByRole('button', { name: /Measurements/ });
    const create = page.getByRole('button', { name: 'Create' });
    await expect(measurements).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'My measurements' })).toBeHidden();
    await measurements.click();
    await expect(page.getByRole('link', { name: 'My measurements' })).toBeVisible();
    await create.click();
    await expect(page.getByRole('link', { name: 'Traceroute' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Too deep' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Hostile' })).toHaveCount(0);
    await measurements.click();
    await expect(page.getByRole('link', { name: 'My measurements' })).toBeHidden();
    await measurements.click();
    await expect(create).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Ping' })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('items naming a parent id sit under it; a title-only item or one with a refused URL is a heading row', async ({
    page,
  }) => {
    await openAt(page, 1280);
    const probes = page.getByRole('button', { name: 'Probes' });
    await probes.click();
    const list = page.getByRole('link', { name: 'Probe list' });
    await expect(list).toBeVisible();
    await expect(page.locator('.ad-side-menu__item[data-level="2"]', { has: list })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Probe map' })).toBeVisible();
    await page.getByRole('button', { name: 'Probe list' }).click();
    await expect(page.locator('.ad-side-menu__item[data-level="3"]', { hasText: 'Probe archive' })).toBeVisible();
    for (const title of ['Tools', 'Hostile']) {
      const row = page.locator('.ad-side-menu__line', { hasText: new RegExp(`^${title}$`) });
      await expect(row).toBeVisible();
      expect((await row.boundingBox())?.height).toBe(60);
      await expect(row.locator('.ad-side-menu__row--heading')).toHaveText(title);
    }
    // No row is empty.
    const empty = await page
      .locator('.ad-side-menu__line')
      .evaluateAll((rows) => rows.filter((row) => row.textContent.trim() === '').length);
    expect(empty).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the expansion animates over 200 ms', async ({ page }) => {
    await openAt(page, 1280);
    const children = page.locator('.ad-side-menu__children').first();
    const duration = await children.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration.split(',').map((value) => value.trim())).toContain('0.2s');
  });

  test('external items open a new tab; ctrl-click on an internal item opens one too', async ({ page, context }) => {
    await openAt(page, 1280);
    await recordEvents(page, 'ripe-side-menu-select');
    const external = page.getByRole('link', { name: /Documentation/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Anchors' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.close();
    await expect(page).toHaveURL(/header\.html$/);
    expect(await recordedEvents(page, 'ripe-side-menu-select')).toEqual([
      { detail: { id: 'anchors', url: '/header.html#anchors', newTab: true }, bubbles: true, composed: true },
    ]);
  });

  test('shows a scroll indicator after 300 ms when the list overflows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openDemo(page, 'header.html');
    await expect(page.locator('.ad-side-menu__more')).toBeAttached();
    await page.locator('.ad-side-menu__scroller').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.locator('.ad-side-menu__more')).toHaveCount(0);
  });

  test.describe('below 1024 px the open menu is a modal', () => {
    test('focus moves in, the rest is inert, Escape closes and focus returns to the menu button', async ({ page }) => {
      await openAt(page, 800);
      await expect(sideMenu(page)).toBeHidden();
      await menuButton(page).click();
      await expect(sideMenu(page)).toBeVisible();
      await expect(overlay(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      expect(await page.locator('ripe-header').evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
      expect(await page.locator('main').evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sideMenu(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await page.locator('[inert]').count()).toBe(0);
    });

    for (const width of [320, 390, 800]) {
      test(`at ${width} px it covers the header, so it has a close button: focused on open, focus back on close`, async ({
        page,
      }) => {
        await openAt(page, width);
        await menuButton(page).click();
        const close = page.getByRole('button', { name: 'Close menu' });
        await expect(close).toBeFocused();
        await expect(close).toBeInViewport({ ratio: 1 });
        // The panel lies over the header's menu button.
        const panel = await sideMenu(page).boundingBox();
        const button = await page.locator('.ad-header__menu').boundingBox();
        expect(panel && button && panel.x <= button.x && panel.y <= button.y).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await close.press('Enter');
        await expect(sideMenu(page)).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        await menuButton(page).click();
        await close.click();
        await expect(sideMenu(page)).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
      });
    }

    test('the overlay closes it on click', async ({ page }) => {
      await openAt(page, 800);
      await menuButton(page).click();
      await overlay(page).click({ position: { x: 700, y: 400 } });
      await expect(sideMenu(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('choosing an item closes it', async ({ page }) => {
      await openAt(page, 800);
      await menuButton(page).click();
      await page.getByRole('link', { name: 'Anchors' }).click();
      await expect(page).toHaveURL(/#anchors$/);
      await expect(sideMenu(page)).toBeHidden();
    });
  });
});
