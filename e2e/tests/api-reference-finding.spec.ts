import { expect, test, type Locator } from '../support/test.ts';

/** Finding an operation: the outline of a resource page, identifiers that wrap whole, the index's filter. */
const REFERENCE = '/docs/apis/rest-api-reference';

/**
 * The parts of an element's text between the places it may wrap (after '/', '_' and '.', and at spaces),
 * each with the number of lines it is drawn on: a part on two lines is a word broken.
 */
async function brokenParts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s/_.]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

test.describe('at 1280 px, with the outline beside the page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the outline of a resource page names each operation by method and short path, no word broken', async ({
    page,
  }) => {
    await page.goto(`${REFERENCE}/measurements`);
    const links = page.locator('.ad-doc-layout__aside .ad-outline__link');
    await expect(links.first()).toBeVisible();
    const texts = await links.allTextContents();
    expect(texts).toEqual(expect.arrayContaining(['GET /', 'POST /', 'GET /{pk}/', 'GET /{pk}/results/', 'Models']));
    expect(texts.some((text) => text.startsWith('/api/v2/'))).toBe(false);
    expect(await brokenParts(links)).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('parameter names wrap only after _ and ., and paths after /', async ({ page }) => {
    await page.goto(`${REFERENCE}/probes`);
    const operation = page.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-probes') });
    await operation.locator('details > summary').first().click();
    const names = operation.locator('.ad-api__table td:first-child code');
    await expect(names.first()).toBeVisible();
    expect(await brokenParts(names)).toEqual([]);
    expect(await brokenParts(page.locator('.ad-api-op__path'))).toEqual([]);
  });
});

test('the index’s filter finds an operation by a word of its summary, and says how many are left', async ({ page }) => {
  await page.goto(`${REFERENCE}/`);
  const filter = page.getByRole('searchbox', { name: 'Filter operations' });
  const items = page.locator('.ad-api__operation-list > li:visible');
  const total = await items.count();
  expect(total).toBeGreaterThan(40);
  await filter.fill('participation');
  await expect(page.getByRole('status').filter({ hasText: /of \d+ operations/ })).toHaveText(
    new RegExp(`^\\d+ of ${total} operations$`),
  );
  const left = await items.allTextContents();
  expect(left.length).toBeGreaterThan(0);
  expect(left.length).toBeLessThan(total);
  await filter.fill('get the latest results');
  await expect(items.first()).toContainText('/api/v2/measurements/{pk}/latest/');
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/measurements#get-api-v2-measurements-pk-latest$/);
  await page.goBack();
  await page.getByRole('searchbox', { name: 'Filter operations' }).fill('no such words at all');
  await expect(page.getByRole('status').filter({ hasText: 'No operation matches' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the index lists every operation, and no filter box that would do nothing', async ({ page }) => {
    await page.goto(`${REFERENCE}/`);
    await expect(page.locator('.ad-api__filter')).toBeHidden();
    expect(await page.locator('.ad-api__operation-list > li').count()).toBeGreaterThan(40);
  });
});
