import { test, expect, type Page } from '../support/test.ts';
import { APPEARANCE_STORAGE_KEY } from '@atlas-docs/theme/constants';
import { ICON_SERVICE_PORT } from '../support/ports.ts';
import { FX, markDocument, marker, shellReady, visit } from '../support/shell.ts';

const ICON_SERVICE = `http://127.0.0.1:${ICON_SERVICE_PORT}`;

/** The navigation bar of spec section 2.1: wordmark, nav items, flyouts, social links, appearance, skip link. */

test.describe('wordmark', () => {
  test('is an inline svg named by the site title, not an image file', async ({ page }) => {
    await page.goto('/docs/');
    const home = page.getByRole('link', { name: 'RIPE Atlas Docs' });
    await expect(home).toHaveAttribute('href', '/');
    const logo = home.getByRole('img', { name: 'RIPE Atlas Docs' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(page.locator('.ad-navbar img:not(.ad-icon--image)')).toHaveCount(0);
  });
});

test.describe('nav items', () => {
  test("activeMatch marks 'Docs' on documentation pages and 'API' on API pages", async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const docs = nav.getByRole('link', { name: 'Docs', exact: true });
    const api = nav.getByRole('link', { name: 'API', exact: true });

    await page.goto('/docs/getting-started/credits');
    await expect(docs).toHaveAttribute('data-active', 'true');
    await expect(api).not.toHaveAttribute('data-active', 'true');

    await page.goto('/docs/apis/authentication');
    await expect(api).toHaveAttribute('data-active', 'true');
    await expect(docs).not.toHaveAttribute('data-active', 'true');

    await page.goto('/about');
    await expect(api).not.toHaveAttribute('data-active', 'true');
    await expect(docs).not.toHaveAttribute('data-active', 'true');
  });

  test('the active item follows client-side navigation', async ({ page }) => {
    await visit(page, '/docs/getting-started/credits');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL('/docs/apis/');
    await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Docs', exact: true })).not.toHaveAttribute('data-active', 'true');
  });
});

test.describe("the flyout 'More'", () => {
  async function openMore(page: Page) {
    await visit(page, '/docs/');
    const button = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' });
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`[id="${menuId ?? ''}"]`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    return { button, menu };
  }

  test('opens on hover and closes when the pointer leaves', async ({ page }) => {
    const { button, menu } = await openMore(page);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    // The pointer can travel into the menu without closing it.
    await menu.getByRole('link', { name: 'About' }).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('opens on click, and a click right after the hover that opened it keeps it open', async ({ page }) => {
    const { button, menu } = await openMore(page);
    // A click alone (no pointer movement) toggles it.
    await button.dispatchEvent('click');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await button.dispatchEvent('click');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // A real click moves the pointer in (hover opens) and clicks: the menu stays open.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Legal and policies' })).toBeVisible();
  });

  test('its links are reachable by Tab, and it closes when focus leaves it', async ({ page }) => {
    const { button, menu } = await openMore(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['About', 'Legal and policies', 'RIPE Atlas']) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    const { button, menu } = await openMore(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('social links', () => {
  test('icons the theme has artwork for are inline svg, with no request to the icon service', async ({ page }) => {
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${ICON_SERVICE}/`)) iconRequests.push(request.url());
    });
    await visit(page, `${FX}/guide/`);
    for (const [name, href] of [
      ['GitHub', 'https://github.com/RIPE-NCC'],
      ['Bluesky', 'https://bsky.app/'],
    ] as const) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link.locator('svg path')).not.toHaveCount(0);
      await expect(link.locator('img')).toHaveCount(0);
    }
    expect(iconRequests.filter((url) => !url.includes('peertube'))).toEqual([]);
  });

  test('an icon without artwork is an image from the icon service; unreachable, it becomes a plain glyph', async ({
    page,
  }) => {
    const iconRequests: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(`${ICON_SERVICE}/`)) iconRequests.push(request.url());
    });
    await visit(page, `${FX}/guide/`);
    const peertube = page.getByRole('link', { name: 'PeerTube' });
    await expect(peertube).toHaveAttribute('href', 'https://joinpeertube.org/');
    // The image was asked for, failed, and gave way to the glyph: no broken image is left.
    await expect(peertube.locator('svg')).toBeVisible();
    await expect(peertube.locator('img')).toHaveCount(0);
    expect(iconRequests).toEqual([`${ICON_SERVICE}/simple-icons:peertube.svg`]);
  });

  test('an icon image the service delivers is shown', async ({ page }) => {
    await page.route(`${ICON_SERVICE}/**`, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>',
      }),
    );
    await visit(page, `${FX}/guide/`);
    const image = page.getByRole('link', { name: 'PeerTube' }).locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('appearance switch', () => {
  test.use({ colorScheme: 'light' });

  const html = (page: Page) => page.locator('html');
  const appearance = (page: Page) => page.getByRole('switch', { name: 'Appearance' });

  test("is a switch named 'Appearance' that toggles html.dark and aria-checked", async ({ page }) => {
    await visit(page, '/docs/');
    const toggle = appearance(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await toggle.click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('the choice persists across a reload', async ({ page }) => {
    await visit(page, '/docs/');
    await appearance(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await shellReady(page);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(appearance(page)).toHaveAttribute('aria-checked', 'true');
  });

  test('the choice persists across a client-side navigation', async ({ page }) => {
    await visit(page, '/docs/getting-started/');
    await appearance(page).click();
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Sidebar navigation' }).getByRole('link', { name: 'Credits' }).click();
    await expect(page).toHaveURL('/docs/getting-started/credits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits');
    expect(await marker(page)).toBe(1);
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(appearance(page)).toHaveAttribute('aria-checked', 'true');
  });

  /** Records the class of <html> when the document has been parsed, before the shell's code could change it. */
  async function recordClassAtDomContentLoaded(page: Page): Promise<void> {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.dataset.classAtDcl = document.documentElement.className || '(none)';
      });
    });
  }

  test("no flash: a stored 'dark' choice is applied before the page is parsed", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), APPEARANCE_STORAGE_KEY);
    await recordClassAtDomContentLoaded(page);
    await page.goto('/docs/');
    await expect(html(page)).toHaveAttribute('data-class-at-dcl', /(^|\s)dark(\s|$)/);
    await shellReady(page);
    await expect(appearance(page)).toHaveAttribute('aria-checked', 'true');
  });

  test("a stored 'light' choice wins over a dark system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), APPEARANCE_STORAGE_KEY);
    await recordClassAtDomContentLoaded(page);
    await page.goto('/docs/');
    await expect(html(page)).toHaveAttribute('data-class-at-dcl', /.+/);
    await expect(html(page)).not.toHaveAttribute('data-class-at-dcl', /(^|\s)dark(\s|$)/);
    await shellReady(page);
    await expect(appearance(page)).toHaveAttribute('aria-checked', 'false');
  });

  test('no flash: with nothing stored, a dark system preference starts dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordClassAtDomContentLoaded(page);
    await page.goto('/docs/');
    await expect(html(page)).toHaveAttribute('data-class-at-dcl', /(^|\s)dark(\s|$)/);
    await shellReady(page);
    await expect(appearance(page)).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('skip link', () => {
  test("'Skip to content' is the first Tab stop and moves focus to the main content", async ({ page }) => {
    await visit(page, '/docs/getting-started/credits');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('narrow screens', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px the bar fits: no horizontal scrolling, the whole menu button on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await visit(page, '/docs/getting-started/credits');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const menu = page.getByRole('button', { name: 'Main navigation' });
      await expect(menu).toBeInViewport({ ratio: 1 });
      expect((await menu.boundingBox())?.width).toBe(40);
      await expect(page.getByRole('link', { name: 'RIPE Atlas' }).first()).toBeVisible();
    });
  }
});
