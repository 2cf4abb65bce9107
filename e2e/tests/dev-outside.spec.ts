import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAtlasDocs, startDev } from '../support/dev-server.ts';
import { DEV_OUTSIDE_PORT, OUTSIDE_SERVE_PORT } from '../support/ports.ts';
import { markDocument } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/**
 * A site folder made in a temporary folder, outside the repository and without a `package.json`, built,
 * served and previewed by a command run from yet another folder. It has a plugin of its own (`plugins/`): an
 * island with build-time HTML from a file the plugin reads, browser code and a stylesheet.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let root: string;
let siteDir: string;
let workDir: string;

const FILES: Record<string, string> = {
  'site.config.ts': `import type { SiteConfig } from '@atlas-docs/content/types';
import { sidebar } from './navigation.ts';

import { greeting } from './plugins/greeting.ts';

const config: SiteConfig = {
  title: 'Outside Docs',
  description: 'A site folder outside the repository.',
  nav: [{ text: 'Guide', link: '/guide/' }],
  sidebar,
  plugins: [greeting({ file: 'data/greeting.txt' })],
};
export default config;
`,
  'plugins/greeting.ts': `import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@atlas-docs/content/types';

/** \`::greeting{name=…}\`: the greeting of a file, written into the page, and a button to wave. */
export function greeting(options: { file: string }): Plugin {
  return {
    name: 'greeting',
    islands: { greeting: { client: './plugins/greeting-island.ts' } },
    styles: ['./plugins/greeting.css'],
    watch: [options.file],
    load: async ({ siteDir }) => {
      const text = (await readFile(join(siteDir, options.file), 'utf8')).trim();
      return { islandHtml: { greeting: ({ name }) => \`<p class="greeting">\${text}, \${name ?? 'reader'}!</p>\` } };
    },
  };
}
`,
  'plugins/greeting-island.ts': `export function mount(element: HTMLElement, props: Record<string, unknown>): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = \`Wave to \${String(props.name)}\`;
  element.append(button);
  return () => button.remove();
}
`,
  'plugins/greeting.css': '.greeting { font-style: italic; }\n',
  'data/greeting.txt': 'Hello\n',
  'navigation.ts': `import type { SidebarConfig } from '@atlas-docs/content/types';

export const sidebar: SidebarConfig = {
  '/guide/': [
    {
      text: 'Guide',
      items: [
        { text: 'Start', link: '/guide/' },
        { text: 'Next steps', link: '/guide/next' },
      ],
    },
  ],
};
`,
  'content/index.md':
    '---\ntitle: Outside Docs\nlayout: home\nhero:\n  name: Outside Docs\n  text: Made in a temporary folder\n---\n',
  'content/guide/index.md':
    '# Start\n\nThe first page of the guide. Go on to the [next steps](./next.md).\n\n::greeting{name=Ada}\n',
  'content/guide/next.md': '# Next steps\n\nThe second page of the guide.\n',
};

test.beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atlas-outside-'));
  siteDir = join(root, 'my-docs');
  workDir = join(root, 'elsewhere');
  await mkdir(workDir);
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(join(siteDir, file, '..'), { recursive: true });
    await writeFile(join(siteDir, file), text);
  }
});

test.afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('build and serve a site folder outside the repository, from another working directory', async ({ page }) => {
  expect(await readdir(siteDir)).not.toContain('package.json');
  const build = runAtlasDocs(['build', '../my-docs', '--out', 'out'], workDir);
  expect(await build.exited, build.output()).toBe(0);
  expect(build.output()).toContain('built 4 pages');

  const serve = runAtlasDocs(['serve', '../my-docs', '--out', 'out', '--port', String(OUTSIDE_SERVE_PORT)], workDir);
  try {
    await serve.waitFor(/Serving out on/);
    const islandCode: string[] = [];
    page.on('request', (request) => request.url().includes('greeting-island') && islandCode.push(request.url()));
    // The plugin's island: its build-time HTML in the page as served, before any script.
    const served = await page.request.get(`http://127.0.0.1:${OUTSIDE_SERVE_PORT}/guide/`);
    expect(await served.text()).toContain('<p class="greeting">Hello, Ada!</p>');
    await page.goto(`http://127.0.0.1:${OUTSIDE_SERVE_PORT}/guide/next`);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
    // Its code loads only on a page that holds it.
    expect(islandCode).toEqual([]);
    await page.goto(`http://127.0.0.1:${OUTSIDE_SERVE_PORT}/guide/`);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Wave to Ada' })).toBeVisible();
    await expect(page.locator('.greeting')).toHaveCSS('font-style', 'italic');
    expect(islandCode).toHaveLength(1);
    await markDocument(page);
    await page.locator('.ad-content').getByRole('link', { name: 'next steps' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Next steps/);
    // The shell hydrated and navigated on its own: the document is the same.
    expect(await page.evaluate(() => window.__marker)).toBe(1);
  } finally {
    await page.close();
    await serve.stop();
  }
});

test('dev previews the same folder from another working directory', async ({ page }) => {
  const dev = await startDev('../my-docs', DEV_OUTSIDE_PORT, workDir);
  try {
    await page.goto(`${dev.url}/guide/next`);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
    await expect(page.locator('#ad-dev-overlay-root')).toBeAttached();
    await markDocument(page);
    await writeFile(join(siteDir, 'content/guide/next.md'), '# Next steps\n\nEdited outside the repository.\n');
    await expect(page.locator('.ad-content')).toContainText('Edited outside the repository.');
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    // The plugin's island and stylesheet in dev; a change to the file it reads shows in the open page.
    await page.locator('#ad-sidebar').getByRole('link', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Wave to Ada' })).toBeVisible();
    await expect(page.locator('.greeting')).toHaveCSS('font-style', 'italic');
    await writeFile(join(siteDir, 'data/greeting.txt'), 'Good morning\n');
    await expect(page.locator('.greeting')).toHaveText('Good morning, Ada!');
    expect(await page.evaluate(() => window.__marker)).toBe(1);
  } finally {
    await page.close();
    expect(await dev.stop()).toBe(0);
  }
});
