import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAtlasDocs, startDev } from '../support/dev-server.ts';
import { DEV_OUTSIDE_PORT, OUTSIDE_SERVE_PORT } from '../support/ports.ts';
import { markDocument } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

/**
 * A site folder made in a temporary folder, outside the repository and without a `package.json`, built,
 * served and previewed by a command run from yet another folder.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let root: string;
let siteDir: string;
let workDir: string;

const FILES: Record<string, string> = {
  'site.config.ts': `import type { SiteConfig } from '@atlas-docs/content/types';
import { sidebar } from './navigation.ts';

const config: SiteConfig = {
  title: 'Outside Docs',
  description: 'A site folder outside the repository.',
  nav: [{ text: 'Guide', link: '/guide/' }],
  sidebar,
};
export default config;
`,
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
  'content/guide/index.md': '# Start\n\nThe first page of the guide. Go on to the [next steps](./next.md).\n',
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
    await page.goto(`http://127.0.0.1:${OUTSIDE_SERVE_PORT}/guide/`);
    await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on', { timeout: 30_000 });
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
  } finally {
    await page.close();
    expect(await dev.stop()).toBe(0);
  }
});
