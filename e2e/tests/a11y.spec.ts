import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.ts';
import { shellReady } from '../support/shell.ts';
import { FIXTURE, SITE, WIDGETS_SITE, apiResourcePages, builtPages } from '../support/sites.ts';
import { HINT_COOKIE, PROFILE } from '../stand-ins/access.ts';
import { ACCESS_ORIGIN } from '../support/ports.ts';
import { openDemo, setDark } from '../widgets/support.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (target-size among them). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/**
 * And two of axe's best practices that a screen-reader user meets on every page: all content inside
 * landmarks, and heading levels that do not skip.
 */
const PRACTICES = { region: { enabled: true }, 'heading-order': { enabled: true } };

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: TAGS }, rules: PRACTICES })
    .analyze();
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
  // Code groups are checked as tabs, once their island made them so.
  await expect(page.locator('.code-group--tabs')).toHaveCount(await page.locator('.code-group').count());
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

for (const site of [SITE, FIXTURE, WIDGETS_SITE]) {
  const routes = await sweptPages(site.dir);
  test.describe(`every page of ${site.url}`, () => {
    test('the built site has pages', () => {
      expect(routes.length).toBeGreaterThanOrEqual(5);
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

/**
 * The open states of the navigation bar's widgets and of the widgets in content, at a desktop and a phone
 * width: an open panel must not leave the controls it half covers too small to hit (target-size).
 */
test.describe('open panels and pop-overs', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`the application switcher, ${width} px, in ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `${FIXTURE.url}/guide/`, scheme);
        await page.getByRole('button', { name: 'RIPE NCC applications' }).click();
        await expect(
          page.getByRole('navigation', { name: 'RIPE NCC applications' }).getByRole('link').first(),
        ).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      for (const demo of ['sign-in.html', 'header.html']) {
        test(`the sign-in menu of a signed-in reader on ${demo}, ${width} px, in ${scheme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await openDemo(page, demo, { sameSite: true });
          // The account-service stand-in signs in and sends the browser back.
          await page.locator('ripe-sign-in').getByRole('link', { name: 'Login' }).click();
          await page.locator('ripe-sign-in .ad-signin__button').click();
          await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').first()).toBeVisible();
          await setDark(page, scheme === 'dark');
          expect(await violations(page)).toEqual([]);
        });
      }

      test(`the sign-in menu of a signed-in reader on a doc page, ${width} px, in ${scheme}`, async ({
        page,
        context,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        // A signed-in reader. The docs site here (127.0.0.1) is another site than the account-service stand-in
        // (localhost), and Chromium's test contexts block third-party cookies, so the stand-in would not see a
        // session: the profile call is answered as the stand-in answers a signed-in one (widgets-sign-in.spec.ts
        // signs in for real). What is checked here is the open menu over the page.
        await context.addCookies([{ name: HINT_COOKIE, value: 'true', url: FIXTURE.url }]);
        await page.route(`${ACCESS_ORIGIN}/user/profile`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': FIXTURE.url, 'Access-Control-Allow-Credentials': 'true' },
            body: JSON.stringify(PROFILE),
          }),
        );
        await open(page, `${FIXTURE.url}/guide/long`, scheme);
        await expect(page.locator('.ad-signin')).toHaveAttribute('data-status', 'logged-in');
        await page.locator('.ad-signin__button').click();
        await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test(`the search with results, ${width} px, in ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `${SITE.url}/docs/`, scheme);
        await page.keyboard.press('Control+K');
        await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('probe');
        await expect(page.getByRole('option').nth(1)).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test(`the help pop-over and the roll-over panel, ${width} px, in ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `${WIDGETS_SITE.url}/guide/`, scheme);
        await page.getByRole('button', { name: 'About probe IDs' }).click();
        await expect(page.getByRole('dialog', { name: 'About probe IDs' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'What is an anchor?' }).focus();
        await expect(page.locator('.ad-rollover__panel')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test(`the side menu over a narrow page, in ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await openDemo(page, 'header.html', { dark: scheme === 'dark' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
