import { visit } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/** The API reference pages of the real site, as built: content before JavaScript, deep links, site integration. */
const REFERENCE = '/docs/apis/rest-api-reference';
const MEASUREMENTS = `${REFERENCE}/measurements`;

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a resource page holds every operation, its parameters and response fields', async ({ page }) => {
    await page.goto(MEASUREMENTS);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('Measurements');
    await expect(main.locator('.ad-api__version')).toHaveText('v2.6.0');
    const list = main.locator('h3#get-api-v2-measurements');
    await expect(list).toContainText('GET');
    await expect(list).toContainText('/api/v2/measurements/');
    expect(await main.locator('.ad-api-op').count()).toBeGreaterThan(15);
    for (const id of ['post-api-v2-measurements', 'delete-api-v2-measurements-pk', 'patch-api-v2-measurements-pk']) {
      await expect(main.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // The blocks are collapsed; their content is in the page all the same.
    const block = list.locator('xpath=following-sibling::details[1]');
    await expect(block).not.toHaveAttribute('open');
    await expect(block.locator('summary')).toHaveText('List measurements');
    const html = await block.innerHTML();
    expect(html).toContain('Query parameters');
    expect(html).toContain('<code>page_size</code>');
    expect(html).toContain('maximum 500');
    expect(html).toContain('2 (Ongoing)');
    expect(html).toContain('Response fields');
    // The try-it button needs the script, so it stays hidden until then.
    await expect(main.getByRole('button', { name: 'Try it' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Models', level: 2 })).toBeVisible();
  });

  test('the index lists the seven resources and links the OpenAPI export', async ({ page }) => {
    await page.goto(`${REFERENCE}/`);
    const links = page.locator('main .ad-api__resources a');
    await expect(links).toHaveText([
      'anchor-measurements',
      'anchors',
      'credits',
      'keys',
      'measurements',
      'participation-requests',
      'probes',
    ]);
    await expect(page.locator('main').getByRole('link', { name: 'OpenAPI 3.1 description (JSON)' })).toHaveAttribute(
      'href',
      `${REFERENCE}/openapi.json`,
    );
  });
});

test('the OpenAPI 3.1 export is served beside the pages', async ({ request }) => {
  const response = await request.get(`${REFERENCE}/openapi.json`);
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as { openapi: string; info: { version: string }; paths: object };
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.version).toBe('v2.6.0');
  expect(Object.keys(doc.paths)).toContain('/api/v2/measurements/{pk}/');
});

test('a deep link opens the operation and scrolls to it', async ({ page }) => {
  await page.goto(`${REFERENCE}/probes#get-api-v2-probes-pk`);
  const heading = page.locator('h3#get-api-v2-probes-pk');
  const block = heading.locator('xpath=following-sibling::details[1]');
  await expect(block).toHaveAttribute('open');
  await expect(heading).toBeInViewport();
  await expect(block.getByRole('button', { name: 'Try it' })).toBeVisible();
});

test('following an operation link on the page opens that operation', async ({ page }) => {
  await page.goto(MEASUREMENTS);
  await page.evaluate(() => {
    location.hash = 'delete-api-v2-measurements-pk';
  });
  const block = page.locator('h3#delete-api-v2-measurements-pk + details');
  await expect(block).toHaveAttribute('open');
  await expect(page.locator('h3#delete-api-v2-measurements-pk')).toBeInViewport();
});

test("a model's fields are collapsed, and a link to the model opens them", async ({ page }) => {
  await page.goto(`${MEASUREMENTS}#get-api-v2-measurements-pk`);
  const model = page.locator('.ad-api__model').filter({ has: page.locator('h3#model-measurementstatus') });
  const fields = model.locator('details');
  await expect(fields).not.toHaveAttribute('open');
  await expect(fields.locator('summary')).toHaveText(/^Fields \(\d+\)$/);
  const link = page.locator('h3#get-api-v2-measurements-pk + details a[href="#model-measurementstatus"]').first();
  await link.click();
  await expect(fields).toHaveAttribute('open');
  await expect(fields.getByRole('region', { name: 'Fields of MeasurementStatus' })).toBeVisible();
  await expect(page.locator('h3#model-measurementstatus')).toBeInViewport();
  // Closed again, the same link (the URL has its hash already) opens it again.
  await fields.locator('summary').click();
  await expect(fields).not.toHaveAttribute('open');
  await link.click();
  await expect(fields).toHaveAttribute('open');
});

test('a resource page is part of the site: sidebar, outline and pager', async ({ page }) => {
  await page.goto(MEASUREMENTS);
  const sidebar = page.locator('.ad-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Measurements', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.locator('.ad-outline').getByRole('link', { name: '/api/v2/measurements/{pk}/', exact: true }),
  ).toBeAttached();
  await expect(page.locator('.ad-pager')).toContainText('Keys');
  await expect(page.locator('.ad-pager')).toContainText('Participation requests');
});

test('the try-it code loads only when a panel first opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(MEASUREMENTS);
  const tryIt = page.locator('h3#get-api-v2-measurements + details');
  await tryIt.locator('summary').click();
  await expect(tryIt.getByRole('button', { name: 'Try it' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('mount-try-it'))).toEqual([]);
  await tryIt.getByRole('button', { name: 'Try it' }).click();
  await expect(tryIt.getByRole('button', { name: 'Send request' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('mount-try-it'))).toHaveLength(1);
});

test('the reference reads on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${MEASUREMENTS}#get-api-v2-measurements-pk`);
  const block = page.locator('h3#get-api-v2-measurements-pk + details');
  await expect(block).toHaveAttribute('open');
  // Nothing but the tables (which scroll inside their own box) is wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("an enum's values wrap between values, never inside one", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${MEASUREMENTS}#get-api-v2-measurements`);
  const sort = page.locator('h3#get-api-v2-measurements + details tr', {
    has: page.locator('td code', { hasText: /^sort$/ }),
  });
  const values = sort.locator('.ad-api__notes code');
  await expect(values.filter({ hasText: /^-is_oneoff$/ })).toHaveCount(1);
  // The list takes several lines, and each value is drawn on one of them.
  const lines = await values.evaluateAll((codes) => codes.map((code) => code.getClientRects().length));
  expect(lines.length).toBeGreaterThan(20);
  expect(lines.every((count) => count === 1)).toBe(true);
  const tops = await values.evaluateAll(
    (codes) => new Set(codes.map((code) => Math.round(code.getBoundingClientRect().top))).size,
  );
  expect(tops).toBeGreaterThan(1);
});

test('the site search finds operations and their parameters', async ({ page }) => {
  await visit(page, `${REFERENCE}/`);
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox', { name: 'Search' });
  // A parameter: only the key calls take `regenerate`.
  await input.fill('regenerate');
  await expect(dialog).toHaveAttribute('data-state', 'ready');
  await expect(
    dialog
      .getByRole('option')
      .filter({ hasText: /Keys.*(PUT|PATCH) \/api\/v2\/keys\// })
      .first(),
  ).toBeVisible();
  await input.fill('List my measurements');
  const hit = dialog.getByRole('option').filter({ hasText: 'GET /api/v2/measurements/my/' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(`${MEASUREMENTS}#get-api-v2-measurements-my`);
  await expect(page.locator('h3#get-api-v2-measurements-my + details')).toHaveAttribute('open');
});
