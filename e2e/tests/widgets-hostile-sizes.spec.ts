import { expect, test, type Page } from '@playwright/test';
import { LEGAL_HOST_PORT } from '../support/ports.ts';
import { setAccessSwitches } from '../support/stand-ins.ts';
import { failOnCspViolations, openDemo, SAME_SITE_DEMOS } from '../widgets/support.ts';

failOnCspViolations(test);

/**
 * Remote input of hostile size and depth (e2e/stand-ins/hostile-sizes.ts) must not freeze the page: no task
 * of the main thread near a second while it arrives and shows, a clear message in the page, and what fits
 * shown. Long tasks are read from the page's own PerformanceObserver ('longtask'): a check of how the page
 * behaves, not of how long the test takes. The budget of 200 ms is measured, not asserted: `npm run bench`
 * runs the same inputs in the built widgets on a quiet machine (bench/src/hostile-bench.ts), where a busy
 * one (two test workers on two cores) lengthens a task of 150 ms past 250.
 */
const FREEZE_MS = 1000;
const HOST = `http://127.0.0.1:${LEGAL_HOST_PORT}`;

/** Records the page's long tasks from its first script on; {@link resetLongTasks} starts the record anew. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

const resetLongTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));

const longTasks = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __longTasks: number[] }).__longTasks]);

/** Lets the page finish what it started (a long task is reported once it ends), then reads the record. */
async function expectNoTaskOver(page: Page, limit = FREEZE_MS): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const tasks = await longTasks(page);
  // In the JSON report, so a run shows how close the page came.
  test.info().annotations.push({ type: 'long tasks (ms)', description: tasks.join(', ') || 'none' });
  expect(
    tasks.filter((duration) => duration > limit),
    `long tasks (ms): ${tasks.join(', ')}`,
  ).toEqual([]);
}

const trigger = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function loadLegal(page: Page, attributes: Record<string, string | null>): Promise<void> {
  await watchLongTasks(page);
  await openDemo(page, 'legal.html');
  await expect(trigger(page, 'Demo Terms')).toBeVisible();
  await resetLongTasks(page);
  await page.locator('ripe-legal').evaluate((element, entries) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }, attributes);
}

test.describe('the legal page with hostile sizes and depths', () => {
  test('a 10 MB default source: refused before it is read whole, with a clear message', async ({ page }) => {
    await loadLegal(page, { 'config-url': null, order: null, 'static-host': HOST, appname: 'huge' });
    const url = `${HOST}/dynamic/legal-pages/huge-pages.json`;
    await expect(trigger(page, 'Configuration Error')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.ad-legal__item[data-section="error"]')).toContainText(
      `Failed to load this configuration from ${url}`,
    );
    await expect(page.locator('.ad-legal__item[data-section="error"]')).toContainText('larger than 2 MB');
    await expectNoTaskOver(page);
  });

  test('sub-sections nested 5,000 deep: the first level shows, a note says the deeper ones do not', async ({
    page,
  }) => {
    await loadLegal(page, { 'config-url': null, order: null, 'static-host': HOST, appname: 'deep' });
    await expect(trigger(page, 'Deep Section')).toBeVisible({ timeout: 15_000 });
    await trigger(page, 'Deep Section').click();
    await expect(trigger(page, 'Level 2')).toBeVisible();
    await expect(trigger(page, 'Level 3')).toHaveCount(0);
    await expect(page.locator('.ad-legal')).toContainText('nested deeper are not shown');
    await expectNoTaskOver(page);
  });

  test('1,500 sections: the first 100 show, a note says how many more there are', async ({ page }) => {
    await loadLegal(page, { 'config-url': null, order: null, 'static-host': HOST, appname: 'many' });
    await expect(trigger(page, 'Short Policy 1')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.ad-legal__item[data-level="2"]')).toHaveCount(100);
    await expect(trigger(page, 'Short Policy 100')).toBeVisible();
    await expect(trigger(page, 'Short Policy 101')).toHaveCount(0);
    await expect(page.getByText('1400 more sections are not shown: this page shows at most 100.')).toBeVisible();
    await expectNoTaskOver(page);
  });

  test('markdown quotes nested 10,000 deep: shown to a depth, with the text and what follows', async ({ page }) => {
    await loadLegal(page, { 'config-url': `${HOST}/configs/deep-markdown.json`, order: null });
    await expect(trigger(page, 'After Markdown')).toBeVisible({ timeout: 15_000 });
    const deep = page.locator('.ad-legal__item[data-section="deep-md"]');
    await expect(deep.getByText('The innermost quote.')).toBeVisible();
    await expect(deep.getByText('A paragraph after the quote.')).toBeVisible();
    expect(await deep.locator('blockquote').count()).toBeLessThanOrEqual(16);
    await expect(deep).toContainText('nested deeper');
    await trigger(page, 'Deep Markdown Source').click();
    await expect(
      page.locator('.ad-legal__item[data-section="deep-md-source"]').getByText('The innermost quote.'),
    ).toBeVisible();
    await expectNoTaskOver(page);
  });

  test('ten content texts of 1.5 MB, each one <div>: two show whole, the rest the error text with the reason', async ({
    page,
  }) => {
    await loadLegal(page, { 'config-url': `${HOST}/configs/over-budget.json`, order: null });
    await expect(trigger(page, 'After Large')).toBeVisible({ timeout: 15_000 });
    for (const n of [1, 2]) {
      await trigger(page, `Large Policy ${n}`).click();
      const item = page.locator(`.ad-legal__item[data-section="large-${n}"]`);
      await expect(item.locator(`#large-${n}-end`)).toBeVisible();
      // The one <div> of the text holds every paragraph, as sanitising it whole gives.
      await expect(item.locator(`.ad-legal__content > #large-${n} > p`)).toHaveCount(6801);
    }
    for (const n of [3, 10]) {
      await trigger(page, `Large Policy ${n}`).click();
      await expect(page.locator(`.ad-legal__item[data-section="large-${n}"] .ad-legal__content`)).toHaveText(
        `Error loading content from ${HOST}/content/large-${n}.html It is beyond the 4 MB of remote content one page reads.`,
      );
    }
    await expectNoTaskOver(page);
  });

  test('HTML nested 100,000 <div>s deep: the text shows, flattened below a depth, and what follows', async ({
    page,
  }) => {
    await loadLegal(page, { 'config-url': `${HOST}/configs/deep-html.json`, order: null });
    await expect(trigger(page, 'After HTML')).toBeVisible({ timeout: 15_000 });
    const deep = page.locator('.ad-legal__item[data-section="deep-html"]');
    await expect(deep.locator('#deep-html-start')).toBeVisible();
    await expect(deep.getByText('The innermost text.')).toBeVisible();
    await expect(deep.locator('#deep-html-end')).toBeVisible();
    const depth = await deep.locator('.ad-legal__content').evaluate((root) => {
      let deepest = 0;
      for (const element of root.querySelectorAll('*')) {
        let d = 0;
        for (let at: Element | null = element; at && at !== root; at = at.parentElement) d++;
        deepest = Math.max(deepest, d);
      }
      return deepest;
    });
    expect(depth).toBeLessThanOrEqual(64);
    await expect(deep).toContainText('nested deeper');
    await expectNoTaskOver(page);
  });
});

test.describe('the application list and the profile with hostile sizes and depths', () => {
  for (const scenario of ['huge', 'deep']) {
    test(`a ${scenario} site list: the built-in list, with no long task`, async ({ page }) => {
      await watchLongTasks(page);
      await openDemo(page, `app-switcher.html?scenario=${scenario}`, { sameSite: true });
      await expect(page.locator('.ad-apps')).toHaveCount(2);
      await resetLongTasks(page);
      await page.getByRole('button', { name: 'RIPE NCC applications', exact: true }).click();
      const list = page.getByRole('navigation', { name: 'RIPE NCC applications', exact: true });
      await expect(list.getByRole('link', { name: 'RIPE Atlas' })).toHaveAttribute('href', 'https://atlas.ripe.net/');
      await expect(page.locator('#production .ad-apps')).toHaveAttribute('data-status', 'fallback');
      await expectNoTaskOver(page);
    });
  }

  test('a 10 MB profile: Login not available, with no long task', async ({ page, context }) => {
    await setAccessSwitches(context, 'huge');
    await watchLongTasks(page);
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${SAME_SITE_DEMOS}/sign-in.html`);
    await expect(page.locator('ripe-sign-in .ad-signin')).toHaveAttribute('data-status', 'error');
    await expect(page.getByText('Login not available')).toBeVisible();
    await expectNoTaskOver(page);
  });
});
