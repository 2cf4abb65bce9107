import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTSIDE_SITE_BIN, OUTSIDE_SITE_DIR } from '../outside/prepare.ts';
import { runAtlasDocs, startDev } from '../support/dev-server.ts';
import { OUTSIDE_SITE_DEV_PORT, OUTSIDE_SITE_PORT } from '../support/ports.ts';
import { markDocument } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/**
 * Another site, as its team would start one: a folder outside the repository with only a `package.json`, the
 * packed packages installed into it (`npm run build:outside`), and then the installed command: `init`,
 * `build`, `serve` and `dev`, with a plugin of the site's own (`e2e/outside/site/plugins/`) and one of the
 * packed plugins (`banner()` of @atlas-docs/ripe-ncc).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PLUGINS = fileURLToPath(new URL('../outside/site/plugins', import.meta.url));
const run = (args: string[]) => runAtlasDocs(args, OUTSIDE_SITE_DIR, OUTSIDE_SITE_BIN);

test.beforeAll(async () => {
  // What an earlier run made goes; the install stays.
  for (const entry of await readdir(OUTSIDE_SITE_DIR)) {
    if (entry !== 'package.json' && entry !== 'node_modules' && entry !== 'package-lock.json') {
      await rm(join(OUTSIDE_SITE_DIR, entry), { recursive: true, force: true });
    }
  }
});

test('init makes a site that builds; its own plugin and a packed one are in the served pages', async ({ page }) => {
  const init = run(['init']);
  expect(await init.exited, init.output()).toBe(0);
  expect(init.output()).toContain('next: npx atlas-docs dev');

  // The site adds its plugins to the config init wrote.
  await cp(PLUGINS, join(OUTSIDE_SITE_DIR, 'plugins'), { recursive: true });
  const configFile = join(OUTSIDE_SITE_DIR, 'site.config.ts');
  const config = await readFile(configFile, 'utf8');
  expect(config).toContain('  plugins: [],');
  await writeFile(
    configFile,
    [
      "import { banner } from '@atlas-docs/ripe-ncc';",
      "import { greeting } from './plugins/greeting.ts';",
      config.replace(
        '  plugins: [],',
        "  plugins: [greeting({ greeting: 'Hello' }), banner({ id: 'welcome', text: 'Welcome to the new docs.' })],",
      ),
    ].join('\n'),
  );
  const guide = join(OUTSIDE_SITE_DIR, 'content/guide/index.md');
  await writeFile(guide, `${await readFile(guide, 'utf8')}\n::greeting{name=Ada}\n`);

  const build = run(['build']);
  expect(await build.exited, build.output()).toBe(0);
  expect(build.output()).toContain('built 4 pages');

  const serve = run(['serve', '--port', String(OUTSIDE_SITE_PORT)]);
  try {
    await serve.waitFor(/Serving dist on/);
    const url = `http://127.0.0.1:${OUTSIDE_SITE_PORT}`;
    // Before any script: the plugins' build-time HTML.
    const html = await (await page.request.get(`${url}/guide/`)).text();
    expect(html).toContain('<p class="greeting">Hello, Ada!</p>');
    expect(html).toContain('<span class="wave">Hello, reader</span>');
    expect(html).toMatch(/<div id="ad-page-top">.*Welcome to the new docs\./);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Getting started/);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Notice' })).toContainText('Welcome to the new docs.');
    await expect(page.locator('.greeting')).toHaveCSS('font-style', 'italic');
    const button = page.getByRole('button', { name: /Hello to Ada/ });
    await button.click();
    await expect(button).toHaveText('Hello to Ada: 1 wave');
    await markDocument(page);
    await page.locator('#ad-sidebar').getByRole('link', { name: 'Writing pages' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Writing pages/);
    expect(await page.evaluate(() => window.__marker)).toBe(1);
  } finally {
    await page.close();
    await serve.stop();
  }
});

test('dev previews the site with its plugins, and an edit shows in the open page', async ({ page }) => {
  const dev = await startDev('.', OUTSIDE_SITE_DEV_PORT, OUTSIDE_SITE_DIR, OUTSIDE_SITE_BIN);
  try {
    await page.goto(`${dev.url}/guide/`);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
    await expect(page.locator('.wave')).toHaveText('Hello, reader');
    await expect(page.getByRole('button', { name: /Hello to Ada/ })).toBeVisible();
    await markDocument(page);
    const file = join(OUTSIDE_SITE_DIR, 'content/guide/writing-pages.md');
    await page.locator('#ad-sidebar').getByRole('link', { name: 'Writing pages' }).click();
    await writeFile(file, '# Writing pages\n\nEdited in a site that installed the packages.\n');
    await expect(page.locator('.ad-content')).toContainText('Edited in a site that installed the packages.');
    expect(await page.evaluate(() => window.__marker)).toBe(1);
  } finally {
    await page.close();
    expect(await dev.stop()).toBe(0);
  }
});
