import { test, expect, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/** Client-side navigation: the shell swaps pages without reloading the document (README, spec 2.2). */

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Sidebar navigation' });
const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const pager = (page: Page) => page.locator('.ad-pager');

test('a sidebar link swaps the page without a reload: heading, outline, pager and title follow', async ({ page }) => {
  await visit(page, `${FX}/guide/`);
  await expect(page).toHaveTitle('Introduction | Fixture Docs');
  await markDocument(page);

  await sidebarNav(page).getByRole('link', { name: 'Long page' }).click();
  await expect(page).toHaveURL(`${FX}/guide/long`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long page');
  await expect(outline(page).getByRole('link', { name: 'Section 1' })).toBeVisible();
  await expect(outline(page).getByRole('link', { name: 'Getting around' })).toHaveCount(0);
  await expect(pager(page).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/guide/');
  await expect(pager(page).getByRole('link', { name: /Next page/ })).toHaveAttribute('href', '/guide/deep/page');
  await expect(sidebarNav(page).getByRole('link', { name: 'Long page' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('file-name')).toHaveText('long.md');
  await expect(page).toHaveTitle('Long page | Fixture Docs');
  expect(await marker(page)).toBe(1);
});

test('Back and Forward move between pages without a reload and restore their content', async ({ page }) => {
  await visit(page, `${FX}/guide/`);
  await markDocument(page);
  await sidebarNav(page).getByRole('link', { name: 'Long page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long page');

  await page.goBack();
  await expect(page).toHaveURL(`${FX}/guide/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(outline(page).getByRole('link')).toHaveText(['Getting around', 'Second section']);
  await expect(sidebarNav(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Introduction | Fixture Docs');
  expect(await marker(page)).toBe(1);

  await page.goForward();
  await expect(page).toHaveURL(`${FX}/guide/long`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long page');
  expect(await marker(page)).toBe(1);
});

test('a new page starts at the top, and Back returns to where the reader was', async ({ page }) => {
  await visit(page, `${FX}/guide/long`);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  await sidebarNav(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
});

test('a link to the page itself leads to its top, and the page stays as it is', async ({ page }) => {
  await visit(page, `${FX}/guide/long`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  // A mark in the content: setting the content again would wipe it.
  await page
    .locator('.ad-content p')
    .first()
    .evaluate((p) => p.setAttribute('data-mark', 'kept'));
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
  await sidebarNav(page).getByRole('link', { name: 'Long page' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(`${FX}/guide/long`);
  await expect(page.locator('.ad-content p[data-mark="kept"]')).toHaveCount(1);
  expect(requests.filter((path) => path.startsWith('/_data/'))).toEqual([]);
});

test('a link to a heading of another page scrolls that heading into view', async ({ page }) => {
  await visit(page, `${FX}/guide/`);
  await markDocument(page);
  await page.locator('.ad-content').getByRole('link', { name: 'its last section' }).click();
  await expect(page).toHaveURL(`${FX}/guide/long#section-8`);
  const heading = page.getByRole('heading', { level: 2, name: 'Section 8' });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Section 1' })).not.toBeInViewport();
  expect(await marker(page)).toBe(1);
});

test('a link to a missing page falls back to a full load, which shows the 404 page', async ({ page }) => {
  await visit(page, `${FX}/guide/`);
  await markDocument(page);
  // The build refuses broken links in content, so the link is added here, as a stale link would be.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/no-such-page';
    link.textContent = 'A page that does not exist';
    document.querySelector('.ad-content')?.append(link);
  });
  const response = page.waitForResponse((res) => res.url() === `${FX}/no-such-page`);
  await page.getByRole('link', { name: 'A page that does not exist' }).click();
  expect((await response).status()).toBe(404);
  await expect(page).toHaveURL(`${FX}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  expect(await marker(page)).toBeUndefined();
});

test("the pager's 'Next page' and 'Previous page' walk the sidebar in order", async ({ page }) => {
  await visit(page, `${FX}/guide/`);
  await markDocument(page);
  await expect(pager(page).getByRole('link', { name: /Previous page/ })).toHaveCount(0);
  for (const [title, path] of [
    ['Long page', '/guide/long'],
    ['Deep page', '/guide/deep/page'],
  ] as const) {
    const next = pager(page).getByRole('link', { name: /Next page/ });
    await expect(next).toContainText(title);
    await next.click();
    await expect(page).toHaveURL(FX + path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await expect(pager(page).getByRole('link', { name: /Next page/ })).toHaveCount(0);
  const previous = pager(page).getByRole('link', { name: /Previous page/ });
  await expect(previous).toContainText('Long page');
  await previous.click();
  await expect(page).toHaveURL(`${FX}/guide/long`);
  expect(await marker(page)).toBe(1);
});

test('after a navigation, the refreshed sidebar scrolls the current page into view', async ({ page }) => {
  // A low window (not yet a short one, where the sidebar scrolls with the page): the real site's 'Lifecycle'
  // is the last link in the sidebar's visible part, 'Ping' after it below.
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, '/docs/measurements/lifecycle');
  const sidebar = page.locator('#ad-sidebar');
  expect(await sidebar.evaluate((el) => el.scrollTop)).toBe(0);
  await markDocument(page);
  await pager(page)
    .getByRole('link', { name: /Next page/ })
    .click();
  await expect(page).toHaveURL('/docs/measurements/ping');
  const link = sidebarNav(page).getByRole('link', { name: 'Ping' });
  await expect(link).toHaveAttribute('aria-current', 'page');
  // Unscrolled, the link would be out of the sidebar's view...
  const beyondView = await link.evaluate((el) => {
    const box = el.closest('.ad-sidebar');
    if (!box) return false;
    const offset = el.getBoundingClientRect().bottom - box.getBoundingClientRect().top + box.scrollTop;
    return offset > box.clientHeight;
  });
  expect(beyondView).toBe(true);
  // ...and the refresh after the navigation brings it in.
  await expect(link).toBeInViewport({ ratio: 1 });
  expect(await sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await marker(page)).toBe(1);
});
