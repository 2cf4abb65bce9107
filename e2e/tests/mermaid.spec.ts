import { FX, markDocument, marker, visit } from '../support/shell.ts';
import { expect, test, type Page } from '../support/test.ts';

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

test.describe('the diagrams of a long page', () => {
  // The fixture's /diagrams: five diagrams, each under its heading, far enough apart that one is in view.
  const islands = (page: Page) => page.locator('.ad-island[data-island="mermaid"]');
  const rendered = (page: Page) => page.locator('.ad-island[data-island="mermaid"] .ad-mermaid[data-state="rendered"]');

  /** Records, from the start of the page, the order in which its diagrams (by index) finish rendering. */
  async function recordRenderOrder(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const order: number[] = [];
      (window as { renderOrder?: number[] }).renderOrder = order;
      new MutationObserver(() => {
        document.querySelectorAll('.ad-island[data-island="mermaid"]').forEach((island, index) => {
          if (!order.includes(index) && island.querySelector('.ad-mermaid[data-state="rendered"]')) order.push(index);
        });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  }
  const renderOrder = (page: Page) => page.evaluate(() => (window as { renderOrder?: number[] }).renderOrder ?? []);

  test('the diagram in view renders first, then the others, without a scroll', async ({ page }) => {
    await recordRenderOrder(page);
    await page.goto(`${FX}/diagrams#diagram-four`);
    await expect(islands(page)).toHaveCount(5);
    await expect(islands(page).nth(3)).toBeInViewport();
    await expect.poll(() => renderOrder(page).then((order) => order.length)).toBe(5);
    expect(await renderOrder(page)).toEqual([3, 0, 1, 2, 4]);
  });

  test('opened at the top, every diagram renders though the reader never scrolls', async ({ page }) => {
    await page.goto(`${FX}/diagrams`);
    await expect(rendered(page)).toHaveCount(5);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('printing renders at once the diagrams that wait for the browser to be idle', async ({ page }) => {
    // A browser that is never idle: the diagrams out of view would wait for good.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => {};
    });
    await page.goto(`${FX}/diagrams`);
    await expect(islands(page).first().locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');
    await expect(rendered(page)).toHaveCount(1);
    await expect(islands(page).last().locator('.ad-mermaid__source')).toBeAttached();
    // Printing (a PDF here) fires `beforeprint`.
    await page.pdf();
    await expect(rendered(page)).toHaveCount(5);
  });
});
