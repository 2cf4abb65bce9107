import { test, expect, type Page, type TestInfo } from '../support/test.ts';
import { tabWalk, type TabWalk } from '../support/keyboard.ts';
import { visit } from '../support/shell.ts';
import { FIXTURE, SITE, WIDGETS_SITE, builtPages } from '../support/sites.ts';

/**
 * The site at 400 % zoom: a 1280 × 1024 window zoomed four times is 320 × 256 CSS pixels. Every Tab stop must
 * show (WCAG 2.4.11, focus not obscured): the banners and bars scroll away at small heights instead of
 * covering the window. Nothing scrolls sideways at 320 px (WCAG 1.4.10, reflow).
 */

const ZOOMED = { width: 320, height: 256 };

/** Adds the walk's figures to the report, and fails with the hidden stops named. */
function report(testInfo: TestInfo, label: string, walk: TabWalk): void {
  const figures = `${walk.stops.length} Tab stops, ${walk.hidden.length} hidden`;
  testInfo.annotations.push({ type: 'keyboard walk', description: `${label}: ${figures}` });
  console.log(`keyboard walk, ${label}: ${figures}`);
  expect(walk.stops.length, `${label}: the walk reached the page`).toBeGreaterThan(5);
  expect(
    walk.hidden.map((stop) => stop.name),
    `${label}: Tab stops covered or outside the window`,
  ).toEqual([]);
}

async function walkAt400(page: Page, url: string): Promise<TabWalk> {
  await page.setViewportSize(ZOOMED);
  await visit(page, url);
  return tabWalk(page);
}

test.describe('at 320 × 256 every Tab stop shows', () => {
  for (const path of ['/', '/guide/', '/guide/plain', '/legal']) {
    test(`${path} with the notice banner and the cookie consent, then after the cookie choice`, async ({
      page,
    }, testInfo) => {
      const url = WIDGETS_SITE.url + path;
      await page.setViewportSize(ZOOMED);
      await visit(page, url);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      report(testInfo, `${path} at 320 × 256 with both banners`, await tabWalk(page));

      await page.getByRole('button', { name: 'Required Only' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      report(testInfo, `${path} at 320 × 256 after the cookie choice`, await walkAt400(page, url));
    });
  }

  test('/guide/ with both banners in a wide short window, 1280 × 400, where the sidebar is a column', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    report(testInfo, '/guide/ at 1280 × 400 with both banners', await tabWalk(page));
  });

  for (const path of ['/docs/getting-started/credits', '/docs/measurements/traceroute', '/']) {
    test(`${path} of the real site`, async ({ page }, testInfo) => {
      report(testInfo, `${path} of the real site at 320 × 256`, await walkAt400(page, SITE.url + path));
    });
  }

  test('the banner, navigation bar and local navigation scroll away with the page', async ({ page, context }) => {
    await context.addCookies([{ name: 'mtm-paq', value: 'rejected', url: WIDGETS_SITE.url }]);
    await page.setViewportSize(ZOOMED);
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    for (const selector of ['#ad-page-top', '.ad-navbar', '.ad-local-nav']) {
      await expect(page.locator(selector)).not.toBeInViewport();
    }
  });

  test('in a window of ordinary height the bars still stay at the top', async ({ page, context }) => {
    await context.addCookies([{ name: 'mtm-paq', value: 'rejected', url: WIDGETS_SITE.url }]);
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, `${WIDGETS_SITE.url}/guide/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    for (const selector of ['#ad-page-top', '.ad-navbar', '.ad-local-nav']) {
      await expect(page.locator(selector)).toBeInViewport();
    }
  });
});

/**
 * Every zoom from 100 % to 400 % of a 1280 px window (1280 to 320 CSS px), in steps of 10 px: the navigation
 * bar is at its most crowded just above its phone layout (768 px, a 1280 px window at about 167 %).
 */
test.describe('at every width from 320 to 1280 px nothing scrolls sideways', () => {
  for (const url of [
    `${SITE.url}/docs/getting-started/`,
    `${SITE.url}/docs/apis/rest-api-reference/measurements`,
    `${FIXTURE.url}/guide/`,
    `${FIXTURE.url}/nl/guide/`,
    `${WIDGETS_SITE.url}/guide/`,
  ]) {
    test(new URL(url).host + new URL(url).pathname, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, url);
      for (let width = 1280; width >= 320; width -= 10) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(
            () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            `pixels the page is wider than a ${width} px window`,
          )
          .toBeLessThanOrEqual(0);
      }
    });
  }
});

for (const site of [SITE, FIXTURE, WIDGETS_SITE]) {
  const routes = await builtPages(site.dir);
  test.describe(`no page of ${site.url} scrolls sideways at 320 px`, () => {
    for (const route of routes) {
      test(route, async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        await visit(page, site.url + route);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'pixels the page is wider than the window').toBeLessThanOrEqual(0);
      });
    }
  });
}
