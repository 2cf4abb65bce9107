import { test, expect, type Locator, type Page } from '../support/test.ts';
import { FX } from '../support/shell.ts';

/** The layouts of spec section 2.1: home, documentation page, plain page and custom layout. */

/** How many columns and rows a list of cards is laid out in, from where the cards are. */
async function gridShape(cards: Locator): Promise<{ columns: number; rows: number }> {
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((el) => {
      const rect = el.getBoundingClientRect();
      return { x: Math.round(rect.left), y: Math.round(rect.top) };
    }),
  );
  return { columns: new Set(boxes.map((b) => b.x)).size, rows: new Set(boxes.map((b) => b.y)).size };
}

const DOC = '/docs/getting-started/built-in-measurements';

async function expectCompleteDocPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Built-in measurements' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar navigation' });
  await expect(sidebar.getByRole('link', { name: 'Built-in measurements' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/docs/getting-started/credits');
  const outline = page.getByRole('navigation', { name: 'On this page' });
  await expect(outline.getByRole('link', { name: 'Why built-in measurements exist' })).toHaveAttribute(
    'href',
    '#why-built-in-measurements-exist',
  );
  const pager = page.locator('.ad-pager');
  await expect(pager.getByRole('link', { name: /Previous page/ })).toHaveAttribute(
    'href',
    '/docs/getting-started/probes-and-anchors',
  );
  await expect(pager.getByRole('link', { name: /Next page/ })).toHaveAttribute(
    'href',
    '/docs/getting-started/user-defined-measurements',
  );
}

test.describe('home layout', () => {
  test('the fixture home shows the hero and four feature cards in four columns at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${FX}/`);
    const hero = page.locator('.ad-hero');
    await expect(hero.locator('.ad-hero__name')).toHaveText('Fixture');
    await expect(hero.locator('.ad-hero__text')).toHaveText('A site for tests');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('Fixture');
    await expect(hero.locator('.ad-hero__tagline')).toHaveText('Every layout, every label.');
    await expect(hero.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/guide/');
    await expect(hero.getByRole('link', { name: 'Plain page' })).toHaveAttribute('href', '/plain');

    const grid = page.locator('.ad-features');
    await expect(grid).toHaveClass(/(^|\s)grid-4(\s|$)/);
    const cards = grid.locator('.ad-feature');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['One', 'Two', 'Three', 'Four']);
    expect(await gridShape(cards)).toEqual({ columns: 4, rows: 1 });
  });

  test("the real site's home has six cards, grid-6, in three columns at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('.ad-hero__name')).toHaveText('RIPE Atlas');
    await expect(page.locator('.ad-hero').getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/getting-started/',
    );
    const grid = page.locator('.ad-features');
    await expect(grid).toHaveClass(/(^|\s)grid-6(\s|$)/);
    const cards = grid.locator('.ad-feature');
    await expect(cards).toHaveCount(6);
    expect(await gridShape(cards)).toEqual({ columns: 3, rows: 2 });
  });
});

test.describe('documentation page', () => {
  test('has the sidebar, the outline, the pager, the edit link, the last-updated time and the file name', async ({
    page,
  }) => {
    await page.goto(DOC);
    await expectCompleteDocPage(page);
    await expect(page.locator('.ad-doc-layout__aside').getByText('On this page', { exact: true })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/RIPE-NCC/atlas-docs/edit/main/site/content/docs/getting-started/built-in-measurements.md',
    );
    const updated = page.locator('.ad-doc-footer__updated');
    await expect(updated).toContainText('Last updated');
    const time = updated.locator('time');
    await expect(time).toHaveText(/\d{4}/);
    const datetime = await time.getAttribute('datetime');
    expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Number.isFinite(Date.parse(datetime ?? ''))).toBe(true);

    await expect(page.getByTestId('file-name')).toHaveText('built-in-measurements.md');
  });

  test('is complete before JavaScript: content, sidebar, outline and pager links are in the HTML', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(DOC);
      await expectCompleteDocPage(page);
      await expect(page.locator('.ad-content p').first()).not.toBeEmpty();
      // Nothing ran: the shell's 300 ms flag is still in its server-rendered state.
      await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'off');
    } finally {
      await context.close();
    }
  });
});

test.describe('plain page', () => {
  test('shows only the content: no sidebar, outline, pager or footer', async ({ page }) => {
    await page.goto(`${FX}/plain`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plain page' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Only content here');
    await expect(page.locator('#ad-sidebar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByText('On this page')).toHaveCount(0);
    await expect(page.locator('.ad-outline, .ad-local-nav')).toHaveCount(0);
    await expect(page.locator('.ad-pager')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
    await expect(page.getByText('Last updated')).toHaveCount(0);
  });
});

test.describe('custom layout', () => {
  test("a page without a title shows the highlighted box with 'Custom Doc'", async ({ page }) => {
    await page.goto(`${FX}/custom`);
    const box = page.getByRole('note');
    await expect(box).toBeVisible();
    await expect(box).toHaveText('Custom Doc');
    await expect(page.locator('main h1')).toHaveText('Custom content');
    // The box comes before the content.
    const [boxTop, headingTop] = await Promise.all([
      box.evaluate((el) => el.getBoundingClientRect().top),
      page.locator('main h1').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(boxTop).toBeLessThan(headingTop);
  });

  test("the real site's custom-example shows its own title in the box", async ({ page }) => {
    await page.goto('/docs/custom-example');
    await expect(page.getByRole('note')).toHaveText('Community Tools Showcase');
  });

  test('other pages have no highlighted box', async ({ page }) => {
    await page.goto(DOC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ad-custom-box')).toHaveCount(0);
  });
});
