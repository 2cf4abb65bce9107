import { test, expect, type BrowserContext, type Page } from '../support/test.ts';
import { firstTabStops } from '../support/keyboard.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';
import { SITE, WIDGETS_SITE } from '../support/sites.ts';
import { openDemo } from '../widgets/support.ts';

/**
 * Where keyboard focus goes after each action that changes the page: it follows the reader to the new page
 * or to the nearest sensible control, never falls to <body>, and the skip link is the first Tab stop.
 */

const h1 = (page: Page) => page.locator('main h1');
/** The shell's live region, which announces the title of a page the router put on screen. */
const announcer = (page: Page) => page.locator('p.ad-visually-hidden[aria-live="polite"]');

/** The focused element is a real element of the page, not <body>. */
async function focusIsOnSomething(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.tagName ?? null)).not.toBe('BODY');
}

/** Waits two frames: time for anything the last event set off to render. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/** A reader who chose before: no cookie-consent banner. */
async function consentGiven(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'mtm-paq', value: 'rejected', url: WIDGETS_SITE.url }]);
}

test.describe('after a client-side page change, focus is on the new page', () => {
  test('“Next page” by keyboard: the new page’s h1, in view', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    await markDocument(page);
    await page.locator('.ad-pager__link--next').focus();
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText('Long page');
    await expect(h1(page)).toBeFocused();
    await expect(h1(page)).toBeInViewport();
    await expect(announcer(page)).toHaveText('Long page');
    expect(await marker(page)).toBe(1);
  });

  test('a search result chosen with Enter: the new page’s h1, or the heading of its section', async ({ page }) => {
    await visit(page, `${SITE.url}/docs/`);
    await markDocument(page);
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('traceroute');
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(`${SITE.url}/docs/`);
    const hash = new URL(page.url()).hash;
    const target = hash ? page.locator(hash) : h1(page);
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    expect(await marker(page)).toBe(1);
  });

  test('a link to a section of another page: that section’s heading, in view', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    await page.getByRole('link', { name: 'its last section' }).click();
    await expect(page).toHaveURL(`${FX}/guide/long#section-8`);
    await expect(page.locator('#section-8')).toBeFocused();
    await expect(page.locator('#section-8')).toBeInViewport();
  });

  test('Back: the h1 of the page returned to', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    // The page as loaded is not announced: the screen reader reads it as it loads.
    await expect(announcer(page)).toHaveText('');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Sidebar navigation' }).getByRole('link', { name: 'Long page' }).click();
    await expect(h1(page)).toBeFocused();
    await expect(announcer(page)).toHaveText('Long page');
    await page.goBack();
    await expect(h1(page)).toHaveText('Introduction');
    await expect(h1(page)).toBeFocused();
    await expect(announcer(page)).toHaveText('Introduction');
    expect(await marker(page)).toBe(1);
  });
});

test.describe('after a control goes away, focus is on the next sensible element', () => {
  test('the notice banner’s Dismiss: the first control after the banner', async ({ page, context }) => {
    await consentGiven(context);
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await page.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notice' })).toBeHidden();
    await expect(page.locator('.ad-navbar__title')).toBeFocused();
  });

  for (const choice of ['Required Only', 'All Cookies']) {
    test(`the cookie consent’s ${choice}: the first control after the banner`, async ({ page }) => {
      await visit(page, `${WIDGETS_SITE.url}/guide/`);
      await page.getByRole('button', { name: choice }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      await expect(page.locator('.ad-navbar__title')).toBeFocused();
    });
  }

  test('Escape inside the roll-over panel: the panel hides and its trigger has focus', async ({ page, context }) => {
    await consentGiven(context);
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    const trigger = page.getByRole('button', { name: 'What is an anchor?' });
    await trigger.focus();
    const panel = page.locator('.ad-rollover__panel');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'page of its own' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    // Escape was the reader's word: the panel stays closed while focus rests on the trigger.
    await nextFrames(page);
    await expect(panel).toBeHidden();
    await focusIsOnSomething(page);
  });
});

test.describe('the skip link', () => {
  test('is the first Tab stop with a notice banner and the cookie consent, which come next', async ({ page }) => {
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await firstTabStops(page, 6)).toEqual([
      'a "Skip to content"',
      'a "Details"',
      'button "Dismiss"',
      'a "Cookie statement"',
      'button "Required Only"',
      'button "All Cookies"',
    ]);
  });

  test('leads to the content: Enter moves focus into main', async ({ page, context }) => {
    await consentGiven(context);
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('speaks the language of the page after a client-side change of language', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    await markDocument(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${FX}/nl/guide/`);
    await expect(page.locator('.ad-skip-link')).toHaveText('Naar de inhoud');
    expect(await marker(page)).toBe(1);
    await page.goBack();
    await expect(page.locator('.ad-skip-link')).toHaveText('Skip to content');
  });
});

test.describe('menus close when focus leaves them', () => {
  test('the application switcher, forwards and backwards', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    const button = page.getByRole('button', { name: 'RIPE NCC applications' });
    const panel = page.getByRole('navigation', { name: 'RIPE NCC applications' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link').last()).toBeVisible();
    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sign-in menu, forwards and backwards', async ({ page }) => {
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await page.getByRole('link', { name: 'Login' }).click();
    const button = page.getByRole('button', { name: 'Ada Lovelace' });
    const menu = page.getByRole('navigation', { name: 'Account' });
    await button.click();
    await menu.getByRole('link', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#after')).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
