import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '@atlas-docs/content';
import { main } from '../src/cli.ts';
import { initSite, titleOf } from '../src/init.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atlas-init-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('atlas-docs init', () => {
  it('makes a site that loads at once: a home page, two doc pages and their sidebar', async () => {
    const dir = join(root, 'my-docs');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['init', dir])).toBe(0);
    log.mockRestore();
    const site = await loadSite(dir);
    expect(site.config.title).toBe('My docs');
    expect(site.pages.filter((page) => page.layout !== '404').map((page) => page.path)).toEqual([
      '/',
      '/guide/',
      '/guide/writing-pages',
    ]);
    const guide = site.pages.find((page) => page.path === '/guide/');
    expect(guide?.sidebar?.[0]?.items?.map((item) => item.link)).toEqual(['/guide/', '/guide/writing-pages']);
    expect(guide?.next?.link).toBe('/guide/writing-pages');
  });

  it('writes over nothing: a folder with one of its files keeps it, and gets nothing', async () => {
    await writeFile(join(root, 'site.config.ts'), 'export default {};\n');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['init', root])).toBe(1);
    expect(errors.mock.calls.join('\n')).toContain('has site.config.ts already; nothing was written');
    errors.mockRestore();
    expect(await readdir(root)).toEqual(['site.config.ts']);
    expect(await readFile(join(root, 'site.config.ts'), 'utf8')).toBe('export default {};\n');
  });

  it("names the site after its folder, and keeps a title's quotes safe", async () => {
    expect(titleOf('/home/ada/my-docs')).toBe('My docs');
    expect(titleOf('/home/ada/ripe_atlas.docs')).toBe('Ripe atlas docs');
    await initSite(root, `Bob's "docs"`);
    const site = await loadSite(root);
    expect(site.config.title).toBe(`Bob's "docs"`);
    expect(site.pages.find((page) => page.path === '/')?.hero?.name).toBe(`Bob's "docs"`);
  });
});
