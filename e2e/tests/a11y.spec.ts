import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.ts';
import { shellReady } from '../support/shell.ts';
import { FIXTURE, SITE, apiResourcePages, builtPages } from '../support/sites.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

async function open(page: Page, url: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(url);
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
  // Hydrated (the shell's code starts after the first paint): menus and switches work.
  await shellReady(page);
  // Diagrams are checked as rendered, not as their source fallback.
  for (const island of await page.locator('.ad-island[data-island="mermaid"]').all()) {
    await expect(island.locator('.ad-mermaid')).toHaveAttribute('data-state', /rendered|error/);
  }
}

/** Of the fixture's catalogue (a hundred pages of one template, for its large sidebar), the pages swept. */
const CATALOGUE_SWEPT = ['/catalogue/alpha/', '/catalogue/gamma/e01'];

/**
 * The pages to sweep: every page, but of the API resource pages (one template, and large) only the first;
 * api-reference-try-it.spec.ts checks one with its panels open. Of the fixture's catalogue, two.
 */
async function sweptPages(dir: string): Promise<string[]> {
  const routes = await builtPages(dir);
  const resources = await apiResourcePages(dir, routes);
  return routes.filter(
    (route) =>
      (!resources.includes(route) || route === resources[0]) &&
      (!route.startsWith('/catalogue/') || CATALOGUE_SWEPT.includes(route)),
  );
}

for (const site of [SITE, FIXTURE]) {
  const routes = await sweptPages(site.dir);
  test.describe(`every page of ${site.url}`, () => {
    test('the built site has pages', () => {
      expect(routes.length).toBeGreaterThan(5);
    });
    for (const route of routes) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`${route} in ${scheme} has no axe violations`, async ({ page }) => {
          await open(page, site.url + route, scheme);
          expect(await violations(page)).toEqual([]);
        });
      }
    }
  });
}

test.describe('open menus and drawers', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the navigation screen, in ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, `${FIXTURE.url}/guide/`, scheme);
      await page.getByRole('button', { name: 'Main navigation' }).click();
      await expect(page.locator('#ad-nav-screen')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`the sidebar drawer and the outline dropdown, in ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await open(page, `${SITE.url}/docs/getting-started/credits`, scheme);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#ad-sidebar')).toHaveAttribute('data-state', 'open');
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'On this page' }).click();
      await expect(page.locator('#ad-outline-dropdown')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`the flyout and language menus, in ${scheme}`, async ({ page }) => {
      await open(page, `${FIXTURE.url}/guide/long`, scheme);
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('link', { name: 'Plain page' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Change language' }).click();
      await expect(page.getByRole('link', { name: 'Nederlands' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
