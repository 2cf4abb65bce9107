import { test, expect } from '../support/test.ts';
import { shellReady } from '../support/shell.ts';

/** The not-found page of spec sections 2.1 and 8, on the real site. */

for (const path of ['/this-page-does-not-exist', '/docs/no/such/page']) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(main.locator('blockquote')).toHaveText(/\w+(\s+\w+){3,}/);
    await expect(main.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    // The shell runs at any depth: its assets are found from a nested path too.
    await shellReady(page);
  });
}

test("'Take me home' leads to the home page", async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await shellReady(page);
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.ad-hero__name')).toHaveText('RIPE Atlas');
});
