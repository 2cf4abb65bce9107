import { visit } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/** Each page as markdown (the llms() plugin): its file, the head link to it, and the reader's buttons. */

test('a page links its markdown from its head, and the file begins with its title', async ({ page, request }) => {
  await page.goto('/docs/measurements/ping');
  const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(link).toHaveAttribute('href', '/docs/measurements/ping.md');
  const response = await request.get('/docs/measurements/ping.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const markdown = await response.text();
  expect(markdown.startsWith('# Ping\n')).toBe(true);
  expect(markdown).toContain('](https://atlas.ripe.net/docs/measurements.md#common-attributes)');
  // A folder's page is at the folder's name plus .md.
  expect((await request.get('/docs/getting-started.md')).status()).toBe(200);
});

test('"Copy page" puts the page’s markdown on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The button works once the shell has hydrated.
  await visit(page, '/docs/measurements/dns');
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get('/docs/measurements/dns.md')).text());
  // The label comes back after a moment.
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
});

test('the buttons follow the page the reader moves to, and "View as markdown" opens the file', async ({ page }) => {
  await visit(page, '/docs/measurements/ping');
  await page.locator('.ad-sidebar').getByRole('link', { name: 'Traceroute', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/measurements\/traceroute$/);
  const view = page.getByRole('link', { name: 'View as markdown' });
  await expect(view).toHaveAttribute('href', '/docs/measurements/traceroute.md');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/docs/measurements/traceroute.md',
  );
  await view.click();
  await expect(page).toHaveURL(/\/docs\/measurements\/traceroute\.md$/);
  await expect(page.locator('body')).toContainText('# Traceroute');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link to the markdown is in the page', async ({ page }) => {
    await page.goto('/docs/apis/rest-api-reference/probes');
    await expect(page.getByRole('link', { name: 'View as markdown' })).toHaveAttribute(
      'href',
      '/docs/apis/rest-api-reference/probes.md',
    );
  });
});

test('llms.txt lists the site for the tools, and llms-full.txt holds every page', async ({ request }) => {
  const list = await request.get('/llms.txt');
  expect(list.status()).toBe(200);
  expect(list.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await list.text();
  expect(text.startsWith('# RIPE Atlas Docs\n\n> ')).toBe(true);
  expect(text).toContain('- [Ping](https://atlas.ripe.net/docs/measurements/ping.md): ');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('\n# Traceroute\n');
});
