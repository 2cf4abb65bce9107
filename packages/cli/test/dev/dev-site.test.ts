import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DevSite } from '../../src/dev/dev-site.ts';

const FIXTURE = fileURLToPath(new URL('../../../content/test/fixtures/two-locales', import.meta.url));

let dir: string;
let site: DevSite;

beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'atlas-dev-site-')), 'site');
  await cp(FIXTURE, dir, { recursive: true });
  site = new DevSite(dir);
  await site.open();
});

afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

const edit = async (file: string, change: (text: string) => string): Promise<void> => {
  const path = join(dir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
};

describe('DevSite', () => {
  it('answers a page with its data, and an unknown path with its locale’s not-found page', async () => {
    expect((await site.page('/docs/probes'))?.page.title).toBe('Probes');
    const missing = await site.page('/nl/nowhere');
    expect(missing?.status).toBe(404);
    expect(missing?.page.path).toBe('/nl/404');
  });

  it('renders again only the page whose markdown changed', async () => {
    const before = await site.page('/docs/getting-started');
    await edit('content/docs/probes.md', (text) => `${text}\nA new paragraph.\n`);
    expect(await site.apply({ kind: 'page', relativePath: 'docs/probes.md' })).toEqual({
      reload: false,
      pages: ['/docs/probes'],
    });
    expect((await site.page('/docs/probes'))?.page.html).toContain('A new paragraph.');
    // The other page is the same object: it was not rendered again.
    expect((await site.page('/docs/getting-started'))?.page).toBe(before?.page);
  });

  it('keeps the last good version of a page with broken front matter, and lists the problem', async () => {
    await site.page('/docs/probes');
    await edit('content/docs/probes.md', (text) => `---\ntitle: [broken\n---\n${text}`);
    await site.apply({ kind: 'page', relativePath: 'docs/probes.md' });
    expect((await site.page('/docs/probes'))?.page.title).toBe('Probes');
    const problems = await site.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/docs/probes.md', severity: 'error', route: '/docs/probes' });
    expect(problems[0]?.line).toBeGreaterThan(0);
  });

  it('reports a broken link as a warning, not an error', async () => {
    await edit('content/docs/probes.md', (text) => `${text}\n[Gone](/docs/gone)\n`);
    await site.apply({ kind: 'page', relativePath: 'docs/probes.md' });
    await site.page('/docs/probes');
    expect(await site.problems()).toMatchObject([
      { file: 'content/docs/probes.md', severity: 'warning', route: '/docs/probes' },
    ]);
  });

  it('updates every page’s data after a sidebar change, and reloads them after a change to the shell', async () => {
    await edit('navigation.ts', (text) => text.replace("'Probes'", "'All about probes'"));
    expect(await site.apply({ kind: 'config' })).toEqual({ reload: false, pages: 'all' });
    const sidebar = JSON.stringify((await site.page('/docs/probes'))?.page.sidebar);
    expect(sidebar).toContain('All about probes');

    await edit('site.config.ts', (text) => text.replace("title: 'Atlas Docs'", "title: 'Atlas Handbook'"));
    expect(await site.apply({ kind: 'config' })).toEqual({ reload: true });
  });

  it('keeps serving the last config that loaded while the config is broken', async () => {
    await edit('site.config.ts', (text) => text.replace('const config', 'const config = ;'));
    expect(await site.apply({ kind: 'config' })).toEqual({ reload: false, pages: [] });
    expect((await site.page('/docs/probes'))?.status).toBe(200);
    expect(await site.problems()).toMatchObject([{ file: 'site.config.ts', severity: 'error' }]);

    // Fixed as it was, the shell is the same as the pages on screen: their data suffices.
    await edit('site.config.ts', (text) => text.replace('const config = ;', 'const config'));
    expect(await site.apply({ kind: 'config' })).toEqual({ reload: false, pages: 'all' });
    expect(await site.problems()).toEqual([]);
  });

  it('serves a new page and drops a deleted one', async () => {
    await writeFile(join(dir, 'content/docs/new.md'), '# New\n');
    expect(await site.apply({ kind: 'pages' })).toEqual({ reload: false, pages: 'all' });
    expect((await site.page('/docs/new'))?.status).toBe(200);
    await rm(join(dir, 'content/docs/new.md'));
    await site.apply({ kind: 'pages' });
    expect((await site.page('/docs/new'))?.status).toBe(404);
  });

  it('serves nothing while the config has never loaded, and reloads the pages once it does', async () => {
    await edit('site.config.ts', (text) => text.replace('const config', 'const config = ;'));
    const broken = new DevSite(dir);
    await broken.open();
    expect(await broken.page('/docs/probes')).toBeNull();
    expect(await broken.problems()).toMatchObject([{ file: 'site.config.ts', severity: 'error' }]);
    await edit('site.config.ts', (text) => text.replace('const config = ;', 'const config'));
    expect(await broken.apply({ kind: 'config' })).toEqual({ reload: true });
    expect((await broken.page('/docs/probes'))?.status).toBe(200);
  });
});

describe('DevSite with a plugin that reads files: the API reference', () => {
  it('serves the export and the try-it bodies the build writes; names the line and column where the API description stops being JSON, and clears it once fixed', async () => {
    const real = join(await mkdtemp(join(tmpdir(), 'atlas-dev-api-')), 'site');
    await cp(fileURLToPath(new URL('../../../../site', import.meta.url)), real, { recursive: true });
    try {
      const withApi = new DevSite(real);
      await withApi.open();
      const file = join(real, 'api/resources/probes.json');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('{', '{\n  "broken": ,'));
      const body = '/docs/apis/rest-api-reference/try-it/post-api-v2-measurements.json';
      const origin = 'https://atlas.ripe.net';
      expect(JSON.parse((await withApi.generatedFile(body, origin)) ?? 'null')).toHaveProperty('example');
      expect(await withApi.generatedFile('/docs/apis/rest-api-reference/openapi.json', origin)).toContain('"openapi"');
      expect(await withApi.apply({ kind: 'plugin' })).toEqual({ reload: false, pages: 'all' });
      expect(await withApi.problems()).toMatchObject([
        { file: 'api/resources/probes.json', line: 2, column: 13, severity: 'error' },
      ]);
      await writeFile(file, text);
      await withApi.apply({ kind: 'plugin' });
      expect(await withApi.problems()).toEqual([]);
    } finally {
      await rm(join(real, '..'), { recursive: true, force: true });
    }
  });
});
