import { test, expect, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/** The language menu and the Dutch locale of the fixture site (spec section 2.1). */

async function openLanguageMenu(page: Page, name = 'Change language') {
  const button = page.getByRole('button', { name });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator('.ad-language-menu .ad-flyout__menu');
}

test("'Change language' links each page to the same page in Dutch", async ({ page }) => {
  await visit(page, `${FX}/guide/long`);
  const menu = await openLanguageMenu(page);
  await expect(menu.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/guide/long');
  // The current language is shown, not linked.
  await expect(menu.getByText('English')).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: 'English' })).toHaveCount(0);
});

test('the Dutch page has the Dutch labels and lang=nl', async ({ page }) => {
  await visit(page, `${FX}/nl/guide/long`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle('Lange pagina | Fixture Documentatie');
  await expect(page.locator('#ad-outline-title')).toHaveText('Op deze pagina');
  await expect(page.getByRole('navigation', { name: 'Op deze pagina' })).toBeVisible();
  await expect(page.locator('.ad-pager__link--prev .ad-pager__desc')).toHaveText('Vorige pagina');
  await expect(page.locator('.ad-pager__link--next .ad-pager__desc')).toHaveText('Volgende pagina');
  await expect(page.getByRole('link', { name: 'Bewerk deze pagina' })).toBeVisible();
  await expect(page.locator('.ad-doc-footer__updated')).toContainText('Laatst bijgewerkt');
  await expect(page.getByRole('switch', { name: 'Weergave' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main-content');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Gids' }),
  ).toBeVisible();
  const menu = await openLanguageMenu(page, 'Taal wijzigen');
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/guide/long');
});

test('switching language is a client-side navigation that brings the Dutch labels and lang', async ({ page }) => {
  await visit(page, `${FX}/guide/long`);
  await markDocument(page);
  const menu = await openLanguageMenu(page);
  await menu.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${FX}/nl/guide/long`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lange pagina');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle('Lange pagina | Fixture Documentatie');
  await expect(page.locator('#ad-outline-title')).toHaveText('Op deze pagina');
  await expect(page.locator('.ad-pager__link--prev .ad-pager__desc')).toHaveText('Vorige pagina');
  await expect(page.getByRole('button', { name: 'Taal wijzigen' })).toHaveAttribute('aria-expanded', 'false');
  expect(await marker(page)).toBe(1);
});

test('a page without a Dutch twin links to the Dutch home', async ({ page }) => {
  await visit(page, `${FX}/plain`);
  const menu = await openLanguageMenu(page);
  await expect(menu.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/');
});

test("the Dutch 404 says 'PAGINA NIET GEVONDEN' and leads home to /nl/", async ({ page }) => {
  const response = await page.goto(`${FX}/nl/bestaat-niet`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGINA NIET GEVONDEN');
  await expect(page.getByRole('link', { name: 'Breng me naar huis' })).toHaveAttribute('href', '/nl/');
});
