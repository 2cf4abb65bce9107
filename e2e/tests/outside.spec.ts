/**
 * The widgets package used from the outside, as another RIPE NCC site would: packed, installed from the
 * tarball into a React 19 app and a React 18.3 app (built with Vite), and loaded from a CDN path by a page
 * without React (e2e/outside, prepared by `npm run build:outside`). Every widget works in each, against
 * the stand-ins, under a host page's content security policy, with no axe violations; the React apps
 * type-check against the package's declarations and its components render on the server.
 */
import { stat } from 'node:fs/promises';
import { PROFILE } from '../stand-ins/access.ts';
import { appDir, REACT_APPS, runIn } from '../outside/prepare.ts';
import { OUTSIDE_PLAIN_PORT, OUTSIDE_REACT_18_PORT, OUTSIDE_REACT_19_PORT } from '../support/ports.ts';
import { FALLBACK_SITE_NAMES } from '../support/stand-ins.ts';
import { expect, test, type Page } from '../support/test.ts';
import { axeViolations, setDark } from '../widgets/support.ts';

const APPS = [
  { name: 'the React 19 app', url: `https://localhost:${OUTSIDE_REACT_19_PORT}/` },
  { name: 'the React 18.3 app', url: `https://localhost:${OUTSIDE_REACT_18_PORT}/` },
  { name: 'the page without React (widgets.js from a CDN path)', url: `https://localhost:${OUTSIDE_PLAIN_PORT}/` },
];

test.beforeAll(async () => {
  for (const app of [...REACT_APPS, 'plain' as const]) {
    const prepared = await stat(appDir(app)).catch(() => null);
    expect(prepared, `${appDir(app)}: run \`npm run build:outside\` with this E2E_PORT first`).not.toBeNull();
  }
});

/** Opens the app once its widgets have rendered (the header's menu button is React's output). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
}

for (const app of APPS) {
  test.describe(`Outside: ${app.name}`, () => {
    test('banner, cookie consent, header and side menu', async ({ page, context }) => {
      await open(page, app.url);
      await test.step('the banner is dismissed and stays dismissed', async () => {
        const banner = page.getByRole('region', { name: 'Notice' });
        await expect(banner).toContainText('Scheduled maintenance on Saturday.');
        await banner.getByRole('button', { name: 'Dismiss' }).click();
        await expect(banner).toBeHidden();
        await page.reload();
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
        await expect(page.getByText('Scheduled maintenance on Saturday.')).toBeHidden();
      });
      await test.step('the cookie consent stores its cookie and tells Matomo', async () => {
        await page.getByRole('button', { name: 'All Cookies' }).click();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
        const cookie = (await context.cookies()).find((c) => c.name === 'mtm-paq');
        expect(cookie?.value).toBe('accepted');
        expect(await page.evaluate(() => (window as { _paq?: unknown })._paq)).toContainEqual(['setConsentGiven']);
      });
      await test.step('the header menu button closes and opens the side menu', async () => {
        const button = page.getByRole('button', { name: 'Menu', exact: true });
        const menu = page.locator('.ad-side-menu');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toHaveAttribute('data-state', 'open');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toHaveAttribute('data-state', 'closed');
        await button.click();
        await expect(menu).toHaveAttribute('data-state', 'open');
        await menu.getByRole('button', { name: 'Probes' }).click();
        await expect(menu.getByRole('link', { name: 'Probe map' })).toBeVisible();
      });
    });

    test('application switcher fallback and sign-in against the stand-ins', async ({ page }) => {
      await open(page, app.url);
      await test.step('the switcher shows the built-in sites when the list fails', async () => {
        await page.getByRole('button', { name: 'RIPE NCC applications', exact: true }).click();
        const list = page.getByRole('navigation', { name: 'RIPE NCC applications', exact: true });
        await expect(list.getByRole('link')).toHaveText(FALLBACK_SITE_NAMES);
        await page.keyboard.press('Escape');
      });
      await test.step('the sign-in widget signs in at the account service and shows the visitor', async () => {
        await expect(page.locator('.ad-signin')).toHaveAttribute('data-status', 'logged-out');
        await page.getByRole('link', { name: 'Login' }).click();
        // The stand-in sets its session and hint cookies and sends the browser back to the app.
        await page.waitForURL(app.url);
        await expect(page.locator('.ad-signin')).toHaveAttribute('data-status', 'logged-in');
        const button = page.getByRole('button', { name: `${PROFILE.firstName} ${PROFILE.lastName}` });
        await button.click();
        await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveText([
          'Profile',
          'My measurements',
          'Logout',
        ]);
      });
    });

    test('help, roll-over, pan-and-zoom, Mermaid and the legal page', async ({ page }) => {
      await open(page, app.url);
      await test.step('the help pop-over opens', async () => {
        await page.getByRole('button', { name: 'About probe IDs' }).click();
        await expect(page.getByRole('dialog', { name: 'About probe IDs' })).toContainText('Every probe has a number');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'About probe IDs' })).toBeHidden();
      });
      await test.step('the roll-over panel shows on hover', async () => {
        await page.getByRole('button', { name: 'Credits' }).hover();
        await expect(page.locator('.ad-rollover__panel')).toContainText('Credits pay for measurements.');
        await page.mouse.move(5, 5);
      });
      await test.step('pan-and-zoom zooms in', async () => {
        const area = page.locator('.ad-pan-zoom').filter({ has: page.getByRole('img', { name: 'Two probes' }) });
        await area.getByRole('button', { name: 'Zoom in' }).click();
        await expect(area).toHaveAttribute('data-scale', '1.350');
      });
      await test.step('the Mermaid diagram renders to SVG', async () => {
        const diagram = page.locator('.ad-mermaid');
        await expect(diagram).toHaveAttribute('data-state', 'rendered');
        await expect(diagram.locator('svg').first()).toBeVisible();
        await expect(diagram).toContainText('Controller');
      });
      await test.step('the legal page loads its policies from the static host', async () => {
        await expect(page.getByRole('heading', { name: 'Legal Information' })).toBeVisible();
        const trigger = page.getByRole('button', { name: 'Fixture Copyright' });
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('region', { name: 'Fixture Copyright' })).toContainText('belongs to nobody');
      });
    });

    test('the tokens follow prefers-color-scheme unless the page sets the light or dark class', async ({ page }) => {
      // The page's background is the widgets' --ad-w-bg token (app.css).
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(page, app.url);
      expect(await background()).toBe('rgb(27, 27, 31)');
      await page.evaluate(() => document.documentElement.classList.add('light'));
      expect(await background()).toBe('rgb(255, 255, 255)');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.evaluate(() => document.documentElement.classList.replace('light', 'dark'));
      expect(await background()).toBe('rgb(27, 27, 31)');
    });

    for (const dark of [false, true]) {
      test(`no axe violations, ${dark ? 'dark' : 'light'}`, async ({ page }) => {
        await open(page, app.url);
        await setDark(page, dark);
        await expect(page.locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');
        await expect(page.getByRole('button', { name: 'Fixture Copyright' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

for (const app of REACT_APPS) {
  test.describe(`Outside: the ${app} app, with Node`, () => {
    test('TypeScript checks its use of every component against the package, and rejects wrong props', async () => {
      // src/types-check.tsx holds a wrong prop for each component under @ts-expect-error: a prop the
      // declarations accepted would fail this check as well as a prop they wrongly rejected.
      await runIn(appDir(app), 'node', ['node_modules/typescript/bin/tsc', '-p', '.']);
    });

    test('every React component renders on the server', async () => {
      const { stdout } = await runIn(appDir(app), 'node', ['ssr.mjs']);
      const names = stdout.match(/^\w+(?=: \d+ characters$)/gm);
      expect(names).toEqual([
        'Banner',
        'CookieConsent',
        'Header',
        'SideMenu',
        'AppSwitcher',
        'SignIn',
        'Help',
        'Rollover',
        'PanZoom',
        'MermaidDiagram',
        'Legal',
      ]);
    });
  });
}
