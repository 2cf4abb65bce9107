import { test, expect, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/** The mobile navigation screen of spec section 4: opens from the hamburger, closes on route change and width. */

test.use({ viewport: { width: 375, height: 800 } });

async function openScreen(page: Page) {
  await visit(page, `${FX}/guide/`);
  const hamburger = page.getByRole('button', { name: 'Main navigation' });
  const screen = page.locator('#ad-nav-screen');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(screen).toBeHidden();
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(screen).toBeVisible();
  return { hamburger, screen };
}

/**
 * Resizes the window, waits until the page has seen the resize event and rendered what it does on it,
 * and returns the window's outer width as the page sees it.
 */
async function resizeWindow(page: Page, width: number): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __resized?: Promise<void> };
    // Listeners run in order: the shell's own resize listener has run when this one does.
    w.__resized = new Promise((resolve) => window.addEventListener('resize', () => resolve(), { once: true }));
  });
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => (window as unknown as { __resized?: Promise<void> }).__resized);
  // Two frames: React has rendered and committed the state change made by the shell's listener.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return page.evaluate(() => window.outerWidth);
}

test('the hamburger opens the navigation screen with the nav links, Appearance and the languages', async ({ page }) => {
  const { screen } = await openScreen(page);
  await expect(screen.getByRole('link', { name: 'Guide' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Plain page' })).toHaveAttribute('href', '/plain');
  await expect(screen.getByRole('link', { name: 'Custom page' })).toHaveAttribute('href', '/custom');
  await expect(screen.getByRole('switch', { name: 'Appearance' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/guide/');
  await expect(screen.getByRole('link', { name: 'GitHub' })).toBeVisible();
  // Focus moves into the screen.
  await expect.poll(() => screen.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test('it closes on route change', async ({ page }) => {
  const { hamburger, screen } = await openScreen(page);
  await markDocument(page);
  await screen.getByRole('link', { name: 'Plain page' }).click();
  await expect(page).toHaveURL(`${FX}/plain`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plain page');
  await expect(screen).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  expect(await marker(page)).toBe(1);
});

test("it closes when the window's outer width reaches 768, not before", async ({ page }) => {
  const { screen } = await openScreen(page);
  const hamburger = page.getByRole('button', { name: 'Main navigation', includeHidden: true });
  // Headless Chromium resizes the window itself to the viewport (setViewportSize), so outerWidth really
  // changes and a real resize event fires; check it, so that this test cannot pass by accident.
  expect(await resizeWindow(page, 767)).toBe(767);
  await expect(screen).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

  expect(await resizeWindow(page, 768)).toBe(768);
  await expect(screen).toBeHidden();
  // (From 768 px the hamburger itself is hidden too, hence includeHidden.)
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes it and gives focus back to the hamburger', async ({ page }) => {
  const { hamburger, screen } = await openScreen(page);
  await page.keyboard.press('Escape');
  await expect(screen).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(hamburger).toBeFocused();
});

test('the appearance switch of the screen and of the bar agree', async ({ page }) => {
  const { hamburger, screen } = await openScreen(page);
  await screen.getByRole('switch', { name: 'Appearance' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(screen.getByRole('switch', { name: 'Appearance' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 1280, height: 800 });
  const barSwitch = page.locator('.ad-navbar__extras').getByRole('switch', { name: 'Appearance' });
  await expect(barSwitch).toBeVisible();
  await expect(barSwitch).toHaveAttribute('aria-checked', 'true');
});

test('while it is open the page behind it is inert, and usable again once it closes', async ({ page }) => {
  const { hamburger } = await openScreen(page);
  await expect(page.locator('main#main-content')).toHaveAttribute('inert', '');
  await expect(page.locator('.ad-local-nav').locator('xpath=..')).toHaveAttribute('inert', '');
  await hamburger.click();
  await expect(page.locator('main#main-content')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#ad-sidebar')).toHaveAttribute('data-state', 'open');
});
