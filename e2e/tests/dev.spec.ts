import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { copyOfSite, runAtlasDocs, startDev, type Command } from '../support/dev-server.ts';
import { DEV_BUSY_PORT, DEV_PORT } from '../support/ports.ts';
import { markDocument } from '../support/shell.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * `atlas-docs dev` on a copy of the real site in a temporary folder: each test starts its own server (one at
 * a time, on one port) and edits the copy's files the way an editor saves them.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PAGE = '/docs/getting-started/';
const PAGE_FILE = 'content/docs/getting-started/index.md';
const FIRST_LINE = 'RIPE Atlas is a global network of measurement devices operated by the RIPE NCC.';

let siteDir: string;
let dev: Command & { url: string };

test.beforeEach(async () => {
  siteDir = await copyOfSite();
  dev = await startDev(siteDir, DEV_PORT);
});

test.afterEach(async ({ page }, testInfo) => {
  // The page first: Vite's client, on losing its server, polls it from a blob worker the policy forbids.
  await page.close();
  await dev.stop();
  // What the server said (each change and what the pages did) explains a failure.
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('dev server output', { body: dev.output(), contentType: 'text/plain' });
  await rm(join(siteDir, '..'), { recursive: true, force: true });
});

const edit = async (file: string, change: (text: string) => string): Promise<void> => {
  const path = join(siteDir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
};

/**
 * Opens a page of the dev server and waits until the shell has hydrated and the dev client listens. The
 * first load of a server fetches the shell as separate modules, hundreds of them: it may take a while.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${dev.url}${path}`);
  await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
  await expect(page.locator('#ad-dev-overlay-root')).toBeAttached();
}

test('an edit shows in the open page without a reload, keeping the scroll position', async ({ page }) => {
  await open(page, PAGE);
  await markDocument(page);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  await edit(PAGE_FILE, (text) => text.replace(FIRST_LINE, 'RIPE Atlas, as edited a moment ago, is a network.'));
  await expect(page.locator('.ad-content')).toContainText('RIPE Atlas, as edited a moment ago, is a network.');
  expect(await page.evaluate(() => window.__marker)).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(dev.output()).toContain('content/docs/getting-started/index.md: updated /docs/getting-started/');
});

test('a front matter error shows the overlay with file and line, and fixing it removes it', async ({ page }) => {
  await open(page, PAGE);
  await markDocument(page);
  await edit(PAGE_FILE, (text) =>
    text.replace('title: What is RIPE Atlas', 'title: What is RIPE Atlas\noutline: sideways'),
  );

  const overlay = page.getByRole('dialog', { name: /1 error/ });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeFocused();
  await expect(overlay).toContainText(/content\/docs\/getting-started\/index\.md:3:\d+/);
  await expect(overlay).toContainText('outline');
  // The page keeps its last good version under the overlay.
  await expect(page.locator('.ad-content')).toContainText(FIRST_LINE);
  expect((await new AxeBuilder({ page }).include('.ad-dev-overlay').analyze()).violations).toEqual([]);
  await expect.poll(() => dev.output()).toMatch(/error {3}content\/docs\/getting-started\/index\.md:3:\d+: /);

  // Dismissed, it stays away while the problem is the same.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await edit(PAGE_FILE, (text) => text.replace('outline: sideways\n', '').replace(FIRST_LINE, 'Fixed and edited.'));
  await expect(page.locator('.ad-content')).toContainText('Fixed and edited.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Invalid YAML opens it again; fixing that closes it by itself.
  await edit(PAGE_FILE, (text) => text.replace('title: What is RIPE Atlas', 'title: [What is RIPE Atlas'));
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('not valid YAML');
  await edit(PAGE_FILE, (text) => text.replace('title: [What is RIPE Atlas', 'title: What is RIPE Atlas'));
  await expect(overlay).toBeHidden();
  expect(await page.evaluate(() => window.__marker)).toBe(1);
});

test('a new page shows in the sidebar once navigation.ts lists it', async ({ page }) => {
  await open(page, PAGE);
  await markDocument(page);
  const sidebar = page.locator('.ad-sidebar');
  await writeFile(
    join(siteDir, 'content/docs/getting-started/first-steps.md'),
    '# First steps\n\nA page written during the test.\n',
  );
  await edit('navigation.ts', (text) =>
    text.replace(
      "{ text: 'Probes and anchors', link: '/docs/getting-started/probes-and-anchors' },",
      "{ text: 'Probes and anchors', link: '/docs/getting-started/probes-and-anchors' },\n        { text: 'First steps', link: '/docs/getting-started/first-steps' },",
    ),
  );
  const link = sidebar.getByRole('link', { name: 'First steps' });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => window.__marker)).toBe(1);
  await link.click();
  await expect(page.locator('.ad-content h1')).toHaveText(/First steps/);
  expect(await page.evaluate(() => window.__marker)).toBe(1);
});

test('a broken link is a warning on its page, not an error', async ({ page }) => {
  await open(page, PAGE);
  await edit(PAGE_FILE, (text) => `${text}\nSee [the missing page](/docs/no-such-page).\n`);
  const overlay = page.getByRole('dialog', { name: /1 warning/ });
  await expect(overlay).toContainText('content/docs/getting-started/index.md');
  await expect(overlay).toContainText('/docs/no-such-page');
  // The page shows the edit all the same.
  await expect(page.getByRole('link', { name: 'the missing page' })).toBeVisible();
});

test('deleting the open page shows its 404', async ({ page }) => {
  await open(page, '/docs/getting-started/credits');
  await rm(join(siteDir, 'content/docs/getting-started/credits.md'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  const response = await page.request.get(`${dev.url}/docs/getting-started/credits`);
  expect(response.status()).toBe(404);
});

test('the server survives 50 rapid saves, and shows the last', async ({ page }) => {
  await open(page, PAGE);
  const path = join(siteDir, PAGE_FILE);
  const original = await readFile(path, 'utf8');
  for (let n = 1; n <= 50; n++) await writeFile(path, original.replace(FIRST_LINE, `Save number ${n}.`));
  await expect(page.locator('.ad-content')).toContainText('Save number 50.');
  const response = await page.request.get(`${dev.url}/docs/getting-started/credits`);
  expect(response.status()).toBe(200);
  expect(dev.process.exitCode).toBeNull();
});

test("a page's markdown follows an edit, as llms.txt lists it", async ({ page, request }) => {
  // As the other tests do: the server watches once a reader has the page.
  await open(page, PAGE);
  const markdown = await request.get(`${dev.url}/docs/getting-started.md`);
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await markdown.text()).toContain(FIRST_LINE);
  await edit(PAGE_FILE, (text) => text.replace(FIRST_LINE, 'RIPE Atlas, edited for the markdown, is a network.'));
  await expect
    .poll(async () => (await request.get(`${dev.url}/docs/getting-started.md`)).text(), { timeout: 20_000 })
    .toContain('RIPE Atlas, edited for the markdown, is a network.');
  expect(await (await request.get(`${dev.url}/llms.txt`)).text()).toContain(
    '- [What is RIPE Atlas](https://atlas.ripe.net/docs/getting-started.md)',
  );
});

test('the page is served with the production content security policy', async ({ page }) => {
  const response = await page.goto(`${dev.url}${PAGE}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("connect-src 'self' https://atlas.ripe.net");
  // Search, the API reference's try-it buttons and Mermaid all run under it.
  await page.goto(`${dev.url}/docs/apis/rest-api-reference/probes#get-api-v2-probes-pk`);
  const operation = page.locator('.ad-api-op').filter({ has: page.locator('h3#get-api-v2-probes-pk') });
  await expect(operation.getByRole('button', { name: 'Try it' })).toBeVisible();
  await open(page, '/docs/measurements/lifecycle');
  await expect(page.locator('.ad-island .ad-mermaid')).toHaveAttribute('data-state', 'rendered', { timeout: 30_000 });
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' }).fill('traceroute');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 30_000 });
});

test('Ctrl+C stops the server cleanly', async () => {
  expect(await dev.stop()).toBe(0);
  expect(dev.output()).toContain('stopping');
  await expect(fetch(`${dev.url}/`)).rejects.toThrow();
});

test('a port in use gives a clear message and a hint', async () => {
  const busy: Server = createServer();
  await new Promise<void>((resolve) => busy.listen(DEV_BUSY_PORT, '127.0.0.1', resolve));
  try {
    const second = runAtlasDocs(['dev', siteDir, '--port', String(DEV_BUSY_PORT)]);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${DEV_BUSY_PORT} is already in use`);
    expect(second.output()).toContain(`--port ${DEV_BUSY_PORT + 1}`);
  } finally {
    await new Promise((resolve) => busy.close(resolve));
  }
});
