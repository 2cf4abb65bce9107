import { markDocument, marker, visit } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

const DIAGRAM_PAGE = '/docs/measurements/lifecycle';

test('a diagram renders on page load, in the pan-and-zoom control', async ({ page }) => {
  await page.goto(DIAGRAM_PAGE);
  const diagram = page.locator('.ad-island[data-island="mermaid"] .ad-mermaid');
  await expect(diagram).toHaveAttribute('data-state', 'rendered');
  await expect(diagram.locator('svg').first()).toBeVisible();
  await expect(diagram.getByRole('button', { name: /zoom in/i })).toBeVisible();
});

test('Mermaid is loaded only on pages with a diagram', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/docs/measurements/ping');
  await expect(page.locator('main h1')).toHaveText('Ping');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /mermaid/i.test(url))).toEqual([]);
});

test('a diagram renders again after a client-side navigation', async ({ page }) => {
  // The shell must handle the click: before it has hydrated, the link loads the page anew.
  await visit(page, '/docs/measurements/ping');
  await markDocument(page);
  await page.locator('.ad-sidebar').getByRole('link', { name: 'Lifecycle' }).click();
  await expect(page).toHaveURL(DIAGRAM_PAGE);
  await expect(page.locator('.ad-island .ad-mermaid')).toHaveAttribute('data-state', 'rendered');
  expect(await marker(page)).toBe(1);
});

test('a diagram follows the light and dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(DIAGRAM_PAGE);
  const diagram = page.locator('.ad-island .ad-mermaid');
  await expect(diagram).toHaveAttribute('data-theme', 'default');
  await page.locator('.ad-navbar').getByRole('switch', { name: 'Appearance' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(diagram).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toHaveAttribute('data-state', 'rendered');
});
