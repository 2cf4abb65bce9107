import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page, type Route } from '../support/test.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';
import { SITE } from '../support/sites.ts';

/** The search of spec sections 4 ('Search modal'), 5.1, 7 and 8, against the built sites. */

const button = (page: Page, name = 'Search') => page.getByRole('button', { name, exact: true });
const dialog = (page: Page, name = 'Search') => page.getByRole('dialog', { name });
const input = (page: Page, name = 'Search') => dialog(page, name).getByRole('combobox', { name });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Sidebar navigation' });

/** The search data files and the engine's chunks (the engine, and the loader of one file or of split data). */
const SEARCH_ASSET = /\/assets\/(search-[\w-]+\.json|(engine-loading|load-search|load-split-search)-[\w-]+\.js)$/;

/** Opens search with the shortcut, types a query and waits until every record is indexed. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await input(page).fill(query);
  await expect(dialog(page)).toHaveAttribute('data-state', 'ready');
  await expect(options(page).first()).toBeVisible();
}

test.describe('loading on the first search intent', () => {
  test('nothing of search loads while the reader reads, scrolls and clicks elsewhere', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, '/docs/getting-started/');
    await page.mouse.wheel(0, 800);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(2);
    expect(requests.filter((path) => SEARCH_ASSET.test(path))).toEqual([]);

    // Hovering the button is an intent: the engine and the data load now.
    const data = page.waitForRequest(/\/assets\/search-root-[\w]+\.json$/);
    const engine = page.waitForRequest(/\/assets\/engine-loading-[\w-]+\.js$/);
    const loader = page.waitForRequest(/\/assets\/load-search-[\w-]+\.js$/);
    await button(page).hover();
    await Promise.all([data, engine, loader]);
    // The real site's data is one file: the engine of split data is not loaded.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.includes('/assets/load-split-search-'))).toEqual([]);
  });

  test('focusing the button is an intent too', async ({ page }) => {
    await visit(page, '/docs/');
    const data = page.waitForRequest(/\/assets\/search-root-[\w]+\.json$/);
    await button(page).focus();
    await data;
  });
});

test.describe('opening and closing', () => {
  for (const shortcut of ['Control+K', 'Meta+K']) {
    test(`${shortcut} opens the modal with the input focused and the hint shown while it is empty`, async ({
      page,
    }) => {
      await visit(page, '/docs/');
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      const hint = dialog(page).getByText('Use quotes for exact match');
      await expect(hint).toBeVisible();
      await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
      await input(page).fill('probe');
      await expect(hint).toBeHidden();
      await input(page).fill('');
      await expect(hint).toBeVisible();
    });
  }

  test('the button opens it, and shows its label and the Ctrl K shortcut', async ({ page }) => {
    await visit(page, '/docs/');
    await expect(button(page)).toHaveText(/^Search\s*Ctrl\s*K$/, { useInnerText: true });
    await expect(button(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await button(page).click();
    await expect(input(page)).toBeFocused();
  });

  test.describe('on an Apple device', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/156 Safari/537.36' });

    test('the button shows ⌘ K from the first paint: the bar does not move when the shell starts', async ({ page }) => {
      await recordLayoutShifts(page);
      await visit(page, '/docs/');
      await expect(button(page)).toHaveText(/^Search\s*⌘\s*K$/, { useInnerText: true });
      expect(await layoutShifts(page)).toEqual([]);
    });
  });

  test('Escape clears the query first and closes only when it is empty; focus returns to the button', async ({
    page,
  }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'probe');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');

    // Also with focus on the close button: a query keeps the modal open.
    await input(page).fill('probe');
    await dialog(page).getByRole('button', { name: 'Close search' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('the close button and a click outside close it', async ({ page }) => {
    await visit(page, '/docs/');
    await button(page).click();
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button(page)).toBeFocused();

    await button(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(dialog(page)).toBeHidden();
  });

  test('Tab and Shift+Tab cycle inside it', async ({ page }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'probe');
    const close = dialog(page).getByRole('button', { name: 'Close search' });
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
  });

  test("a query typed at once after Ctrl+K, while the modal's code still loads, is not lost", async ({ page }) => {
    await visit(page, '/docs/');
    // The modal's code comes half a second late, as on a slow connection.
    await page.route(/\/assets\/SearchModal-[\w-]+\.js$/, async (route: Route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.continue();
    });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('probez');
    await page.keyboard.press('Backspace');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('probe');
    await expect(options(page).first()).toBeVisible();
    // Once the input has the focus, it takes the keys itself, after what was typed.
    await page.keyboard.type('s');
    await expect(input(page)).toHaveValue('probes');
  });

  test('the input takes at most 64 characters', async ({ page }) => {
    await visit(page, '/docs/');
    await page.keyboard.press('Control+K');
    await input(page).pressSequentially('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });
});

test.describe('results', () => {
  test('show the heading path, the preview and the matched words marked', async ({ page }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'traceroute');
    const first = options(page).first();
    await expect(first).toContainText('Traceroute');
    await expect(first.locator('mark').first()).toHaveText(/^traceroute$/i);
    // A section shows its page title before its own heading.
    await expect(
      options(page)
        .filter({ hasText: /Traceroute › \w/ })
        .first(),
    ).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results$/);
  });

  test('are grouped by folder, pages at the root in Home', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    await searchFor(page, 'page');
    const groups = page.getByRole('listbox').getByRole('group');
    await expect(groups.filter({ has: page.getByText('Guide', { exact: true }) })).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Guide' }).getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Home' }).getByRole('option', { name: /Plain page/ })).toBeVisible();
  });

  test('say so when nothing matches', async ({ page }) => {
    await visit(page, '/docs/');
    await page.keyboard.press('Control+K');
    await input(page).fill('qqqqzzzz');
    await expect(dialog(page).getByText('No results for “qqqqzzzz”')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('find synonyms from the site config, both ways', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    // The fixture has no "menu" anywhere: every result comes from its synonym "sidebar".
    await searchFor(page, 'menu');
    await expect(options(page).first()).toContainText('sidebar');
  });

  test('of another locale come from its own data, with its own texts', async ({ page }) => {
    await visit(page, `${FX}/nl/guide/`);
    const data = page.waitForRequest(/\/assets\/search-nl-\w+\.json$/);
    await button(page, 'Zoeken').click();
    await data;
    await expect(
      dialog(page, 'Zoeken').getByText('Gebruik aanhalingstekens voor een exacte zoekopdracht'),
    ).toBeVisible();
    await input(page, 'Zoeken').fill('zijbalk');
    await expect(options(page).first()).toContainText('Introductie › Rondkijken');
    // A section of the page on screen: the browser jumps to it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${FX}/nl/guide/#rondkijken`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rondkijken' })).toBeInViewport();
  });
});

test.describe('ranking for a reader', () => {
  test('a question with a word the answer does not say still finds the answering section first', async ({ page }) => {
    await visit(page, '/docs/');
    await markDocument(page);
    // No section says "does"; the all-words rule of spec 5.1 alone finds nothing here.
    await searchFor(page, 'how much does a ping cost');
    await expect(options(page).first()).toContainText('Credits › How much measurements cost');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(2)).toContainText('Ping › Cost');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE.url}/docs/getting-started/credits#how-much-measurements-cost`);
    await expect(page.getByRole('heading', { level: 2, name: 'How much measurements cost' })).toBeInViewport();
    expect(await marker(page)).toBe(1);
  });

  test('plain words find the guide before the API reference, an identifier the reference first', async ({ page }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'wifi password');
    await expect(options(page).first()).toContainText('Wi-Fi › Handling credentials');
    await input(page).fill('use_probe_resolver');
    // The reference first (the field of that name); the operation and the DNS guide follow in the list.
    await expect(options(page).first()).toContainText('Measurements ›');
    await expect(options(page).first()).toContainText('use_probe_resolver');
    await expect(options(page).filter({ hasText: '/api/v2/measurements/' }).first()).toBeVisible();
    await expect(options(page).filter({ hasText: 'DNS ›' }).first()).toBeVisible();
  });

  test('a joined word finds the words it joins', async ({ page }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'apikey');
    await expect(options(page).first()).toContainText('API keys');
    await expect(options(page).first().locator('mark').first()).toHaveText(/^API$/);
  });
});

test.describe('keyboard', () => {
  test('arrow keys move the active option (aria-activedescendant), wrapping around', async ({ page }) => {
    await visit(page, '/docs/');
    await searchFor(page, 'probe');
    const all = options(page);
    await expect(all.nth(2)).toBeVisible();
    const count = await all.count();
    const idOf = async (i: number): Promise<string> => (await all.nth(i).getAttribute('id')) ?? '';

    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(0));
    await expect(all.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(all.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(2));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(0));
    await page.keyboard.press('ArrowUp');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', await idOf(count - 1));
    await expect(all.nth(count - 1)).toBeInViewport();
    await expect(input(page)).toBeFocused();
  });

  test('Enter opens the active result without reloading, closes the modal and clears the query', async ({ page }) => {
    await visit(page, '/docs/');
    await markDocument(page);
    await searchFor(page, 'traceroute');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE.url}/docs/measurements/traceroute`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Traceroute');
    await expect(dialog(page)).toBeHidden();
    expect(await marker(page)).toBe(1);

    await page.keyboard.press('Control+K');
    await expect(input(page)).toHaveValue('');
  });

  test('a section result opens its page at its heading', async ({ page }) => {
    await visit(page, '/docs/');
    await markDocument(page);
    await searchFor(page, '"paris traceroute"');
    const section = options(page).filter({ hasText: 'Traceroute › Paris traceroute' }).first();
    await expect(section).toBeVisible();
    while ((await section.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE.url}/docs/measurements/traceroute#paris-traceroute`);
    await expect(page.getByRole('heading', { level: 2, name: 'Paris traceroute' })).toBeInViewport();
    expect(await marker(page)).toBe(1);
  });
});

test('a click on a result navigates without reloading, closes the modal and clears the query', async ({ page }) => {
  await visit(page, '/docs/');
  await markDocument(page);
  await searchFor(page, 'hosting');
  await options(page)
    .filter({ hasText: /^Hosting a probe/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${SITE.url}/docs/getting-started/hosting-a-probe`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hosting a probe');
  await expect(dialog(page)).toBeHidden();
  expect(await marker(page)).toBe(1);
  await button(page).click();
  await expect(input(page)).toHaveValue('');
});

const BROKEN: [string, (route: Route) => Promise<void>][] = [
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['is not JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"index": [' })],
  ['is JSON of another shape', (route) => route.fulfill({ status: 200, json: { version: 2, pages: 'nope' } })],
];

test.describe('a broken search data file', () => {
  for (const [problem, respond] of BROKEN) {
    test(`that ${problem}: search says it is unavailable, logs why, and the page keeps working`, async ({ page }) => {
      await page.route(/\/assets\/search-root-\w+\.json$/, respond);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visit(page, '/docs/getting-started/');
      await markDocument(page);
      await page.keyboard.press('Control+K');
      await expect(dialog(page)).toHaveAttribute('data-state', 'failed');
      await expect(dialog(page).getByText('Search is unavailable. Please try again later.')).toBeVisible();
      await expect.poll(() => errors.some((e) => e.includes('Search initialisation failed'))).toBe(true);
      await input(page).fill('probe');
      await expect(options(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await sidebarNav(page).getByRole('link', { name: 'Credits' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits');
      expect(await marker(page)).toBe(1);
    });
  }
});

test.describe('search data split in parts (the fixture site)', () => {
  test('a query fetches the chunks of its words, then only the bytes of the records it shows', async ({ page }) => {
    const asked: { path: string; range: string | null; status: number }[] = [];
    page.on('response', (response) =>
      asked.push({
        path: new URL(response.url()).pathname,
        range: response.request().headers().range ?? null,
        status: response.status(),
      }),
    );
    await visit(page, `${FX}/guide/`);
    await searchFor(page, 'sidebar');
    await expect(options(page).first()).toContainText('sidebar');
    // The engine, and the loader of split data, a chunk of its own (a site in one file never loads it); none of
    // the one-file loader's code.
    expect(asked.some((a) => /\/assets\/engine-loading-[\w-]+\.js$/.test(a.path))).toBe(true);
    expect(asked.some((a) => /\/assets\/load-split-search-[\w-]+\.js$/.test(a.path))).toBe(true);
    expect(asked.some((a) => /\/assets\/load-search-[\w-]+\.js$/.test(a.path))).toBe(false);
    const data = asked.filter((a) => a.path.includes('/assets/search-root'));
    expect(data[0]?.path).toMatch(/\/assets\/search-root-[0-9a-f]{8}\.json$/);
    const words = data.filter((a) => /search-root-[0-9a-f]{8}-words-\d+\.bin$/.test(a.path));
    const texts = data.filter((a) => /search-root-[0-9a-f]{8}-texts-\d+\.bin$/.test(a.path));
    expect(words.length).toBeGreaterThan(0);
    expect(texts.length).toBeGreaterThan(0);
    // Every file but the root is read by ranges: the chunks of words and the records' texts.
    const ranged = data.slice(1);
    expect(ranged.every((a) => /^bytes=\d+-\d+$/.test(a.range ?? '') && a.status === 206)).toBe(true);
  });

  test('a part that cannot be loaded gives an empty list and a logged error; other queries still answer', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/search-root-[0-9a-f]{8}-words-\d+\.bin$/, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await visit(page, `${FX}/guide/`);
    await markDocument(page);
    await page.keyboard.press('Control+K');
    await input(page).fill('sidebar');
    await expect(dialog(page).getByText('No results for “sidebar”')).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('could not be loaded'))).toBe(true);
    await page.unroute(/\/assets\/search-root-[0-9a-f]{8}-words-\d+\.bin$/);
    // A short term has a chunk of terms of its own, which loads.
    await input(page).fill('pa');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await marker(page)).toBe(1);
  });
});

test.describe('accessibility', () => {
  /** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
  const violations = async (page: Page): Promise<string[]> => {
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  for (const scheme of ['light', 'dark'] as const) {
    test(`the modal, empty and with results, has no axe violations, in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await visit(page, '/docs/');
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.keyboard.press('Control+K');
      await expect(dialog(page).getByText('Use quotes for exact match')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await input(page).fill('probe');
      await expect(dialog(page)).toHaveAttribute('data-state', 'ready');
      await expect(options(page).nth(1)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
    });

    test(`the modal saying search is unavailable has no axe violations, in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.route(/\/assets\/search-root-\w+\.json$/, (route) => route.fulfill({ status: 404 }));
      await visit(page, '/docs/');
      await page.keyboard.press('Control+K');
      await expect(dialog(page)).toHaveAttribute('data-state', 'failed');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('on a narrow screen the button is the magnifying glass, still named Search', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/docs/');
    await expect(button(page)).toBeVisible();
    await expect(button(page).getByText('Ctrl')).toBeHidden();
    await button(page).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill('probe');
    await expect(options(page).first()).toBeVisible();
  });
});
