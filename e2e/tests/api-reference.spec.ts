import AxeBuilder from '@axe-core/playwright';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { visit } from '../support/shell.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';

/** The API reference pages of the real site, as built: content before JavaScript, deep links, site integration. */
const REFERENCE = '/docs/apis/rest-api-reference';

/** The collapsible block of an operation, beside its head. */
const detailsOf = (page: Page, id: string): Locator =>
  page.locator('.ad-api-op', { has: page.locator(`h3[id="${id}"]`) }).locator('details');
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
    const block = main.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements') }).locator('details');
    await expect(block).not.toHaveAttribute('open');
    await expect(block.locator('summary')).toHaveText('List measurements');
    const html = await block.innerHTML();
    expect(html).toContain('Query parameters');
    // Names wrap only after '_' and '.'.
    expect(html).toContain('<code>page_<wbr>size</code>');
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
  const block = detailsOf(page, 'get-api-v2-probes-pk');
  await expect(block).toHaveAttribute('open');
  await expect(heading).toBeInViewport();
  await expect(page.locator('.ad-api-op', { has: heading }).getByRole('button', { name: 'Try it' })).toBeVisible();
});

test('following an operation link on the page opens that operation', async ({ page }) => {
  await page.goto(MEASUREMENTS);
  await page.evaluate(() => {
    location.hash = 'delete-api-v2-measurements-pk';
  });
  const block = detailsOf(page, 'delete-api-v2-measurements-pk');
  await expect(block).toHaveAttribute('open');
  await expect(page.locator('h3#delete-api-v2-measurements-pk')).toBeInViewport();
});

test("a model's fields are collapsed, and a link to the model opens them", async ({ page }) => {
  await page.goto(`${MEASUREMENTS}#get-api-v2-measurements-pk`);
  const model = page.locator('.ad-api__model').filter({ has: page.locator('h3#model-measurementstatus') });
  const fields = model.locator('details');
  await expect(fields).not.toHaveAttribute('open');
  await expect(fields.locator('summary')).toHaveText(/^Fields \(\d+\)$/);
  const link = detailsOf(page, 'get-api-v2-measurements-pk').locator('a[href="#model-measurementstatus"]').first();
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
  await expect(page.locator('.ad-outline').getByRole('link', { name: 'GET /{pk}/', exact: true })).toBeAttached();
  await expect(page.locator('.ad-pager')).toContainText('Keys');
  await expect(page.locator('.ad-pager')).toContainText('Participation requests');
});

for (const viewport of [
  { width: 1350, height: 940 },
  { width: 412, height: 823 },
]) {
  test(`at ${viewport.width} px nothing moves while a resource page loads: its blocks in view hold their places`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(viewport);
    await visit(page, MEASUREMENTS);
    expect(await layoutShifts(page)).toEqual([]);
  });

  // A long page arrives in parts, and the browser may draw an operation's title before its button is parsed.
  test(`at ${viewport.width} px an operation's title has the same box before its Try it button is parsed`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visit(page, MEASUREMENTS);
    const boxes = await page.locator('.ad-api-op__head').evaluateAll((heads) =>
      heads.slice(0, 12).map((head) => {
        const title = head.querySelector('h3')!;
        const box = () => JSON.stringify(title.getBoundingClientRect());
        const button = head.querySelector('button')!;
        const whole = box();
        button.remove();
        const parsed = box();
        head.append(button);
        return { title: title.id, whole, parsed };
      }),
    );
    expect(boxes).toHaveLength(12);
    for (const { title, whole, parsed } of boxes) expect(parsed, title).toBe(whole);
  });
}

test('the try-it code loads only when a panel first opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(MEASUREMENTS);
  const tryIt = page.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements') });
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
  const block = detailsOf(page, 'get-api-v2-measurements-pk');
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
  const sort = detailsOf(page, 'get-api-v2-measurements').locator('tr', {
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
  await expect(detailsOf(page, 'get-api-v2-measurements-my')).toHaveAttribute('open');
});

test('the version line states the documentation format', async ({ page }) => {
  await page.goto(MEASUREMENTS);
  await expect(page.locator('main .ad-api__meta')).toContainText('API version v2.6.0 · documentation format 1.2');
});

test("a parameter's anchor opens its operation at that parameter, and its link can be copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${REFERENCE}/probes#get-api-v2-probes--include`);
  const row = page.locator('tr[id="get-api-v2-probes--include"]');
  await expect(detailsOf(page, 'get-api-v2-probes')).toHaveAttribute('open');
  await expect(row).toBeInViewport();
  await expect(row.locator('td').first()).toContainText('include');
  const copy = row.getByRole('button', { name: 'Copy link to include' });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}${REFERENCE}/probes#get-api-v2-probes--include`,
  );
  // Every row of an opened block has its button: parameters and response fields alike.
  const block = detailsOf(page, 'get-api-v2-probes');
  expect(await block.locator('tr[id]').count()).toBeGreaterThan(20);
  expect(await block.locator('tr[id] .ad-api__copy').count()).toBe(await block.locator('tr[id]').count());
});

test("a response field's anchor opens its operation at the field", async ({ page }) => {
  await page.goto(`${MEASUREMENTS}#get-api-v2-measurements-pk-response--status.id`);
  const row = page.locator('tr[id="get-api-v2-measurements-pk-response--status.id"]');
  await expect(row).toBeInViewport();
  await expect(row.locator('td').first()).toHaveText(/^status\.id/);
});

test('the measurement definition shows one type at a time, the common fields always', async ({ page }) => {
  await page.goto(`${MEASUREMENTS}#model-measurement--dns.use_probe_resolver`);
  const table = page.getByRole('region', { name: 'Fields of Measurement' });
  await expect(table).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Show the fields of' }).first();
  // The anchor named a dns field, so dns is shown.
  await expect(select).toHaveValue('dns');
  await expect(page.locator('tr[id="model-measurement--dns.use_probe_resolver"]')).toBeInViewport();
  await expect(page.locator('tr[id="model-measurement--ping.packets"]')).toBeHidden();
  await expect(page.locator('tr[id="model-measurement--description"]')).toBeVisible();
  await select.selectOption('ping');
  await expect(page.locator('tr[id="model-measurement--ping.packets"]')).toBeVisible();
  await expect(page.locator('tr[id="model-measurement--dns.use_probe_resolver"]')).toBeHidden();
  await expect(page.locator('tr[id="model-measurement--description"]')).toBeVisible();
  await expect(select.locator('option')).toHaveText([
    'ping',
    'traceroute',
    'dns',
    'sslcert',
    'http',
    'ntp',
    'wifi',
    'every type',
  ]);
});

test('the Try it button sits in the operation head, and its panel opens above the tables', async ({ page }) => {
  await page.goto(MEASUREMENTS);
  const operation = page.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements') });
  const head = operation.locator('.ad-api-op__head');
  await head.getByRole('button', { name: 'Try it' }).click();
  const panel = operation.locator('.ad-tryit__panel');
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeVisible();
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  const headTop = await top(head);
  const panelTop = await top(panel);
  const tableTop = await top(operation.getByRole('region', { name: /^Query parameters of/ }));
  expect(panelTop).toBeGreaterThan(headTop);
  expect(panelTop).toBeLessThan(tableTop);
  // Near the heading: within a screen of it, not after every table.
  expect(panelTop - headTop).toBeLessThan(200);
});

for (const width of [320, 390]) {
  test(`at ${width} px nothing is wider than the screen, and parameters stack into one column`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${MEASUREMENTS}#get-api-v2-measurements`);
    const operation = page.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements') });
    await operation.getByRole('button', { name: 'Try it' }).click();
    const panel = operation.locator('.ad-tryit__panel');
    await panel.getByRole('button', { name: 'Edit optional_fields' }).click();
    await page
      .locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements-pk') })
      .locator('summary')
      .click();
    const wide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5);
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5);
    });
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // One column: a row's description starts under its name, not beside it.
    const row = operation.locator('tr[id="get-api-v2-measurements--page_size"]');
    const [name, description] = await row
      .locator('td')
      .evaluateAll((cells) => cells.filter((_, index) => index !== 1).map((cell) => cell.getBoundingClientRect().top));
    expect(description).toBeGreaterThan(name ?? Number.NaN);
  });
}

test('search finds a parameter or field by its name and opens the reference at it', async ({ page }) => {
  await visit(page, `${REFERENCE}/`);
  for (const [query, anchor] of [
    ['lookback_days', /\/measurements#get-api-v2-measurements-pk-latest--lookback_days$/],
    ['page_size', /#get-api-v2-[a-z0-9-]+--page_size$/],
    ['use_probe_resolver', /\/measurements#model-measurement--dns\.use_probe_resolver$/],
  ] as const) {
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill(query);
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    const hit = dialog
      .getByRole('option')
      .filter({ has: page.locator('.ad-search-result__title', { hasText: new RegExp(`^${query}$`) }) })
      .first();
    await hit.click();
    await expect(page).toHaveURL(anchor);
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`tr[id="${id}"]`)).toBeInViewport();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    test(`axe finds nothing in the anchors, copy-link buttons, type switcher and panel at ${width} px, in ${scheme}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${MEASUREMENTS}#model-measurement--dns.port`);
      await expect(page.getByRole('combobox', { name: 'Show the fields of' }).first()).toHaveValue('dns');
      const operation = page.locator('.ad-api-op', { has: page.locator('h3#get-api-v2-measurements-pk') });
      await operation.getByRole('button', { name: 'Try it' }).click();
      await expect(operation.getByRole('button', { name: 'Send request' })).toBeVisible();
      await expect(operation.locator('.ad-api__copy').first()).toBeAttached();
      const results = await new AxeBuilder({ page })
        .include('.ad-api-op:has(h3#get-api-v2-measurements-pk)')
        .include('.ad-api__model:has(h3#model-measurement)')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
