/**
 * A folder laid out as VitePress-era sites lay theirs out (fixtures/numbered-folder): ordering prefixes in file
 * and folder names, left out of the routes; the prefixed paths redirect; links written to either form, with
 * `.md` or relative, reach the pages; sidebars made from the folder.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, SiteSession } from '../../src/index.ts';
import { loadSite } from '../../src/site/load-site.ts';
import type { PageData } from '../../src/types.ts';
import { fixture } from '../helpers.ts';

const site = loadSite(fixture('numbered-folder'));

async function page(path: string): Promise<PageData> {
  const found = (await site).pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

describe('a numbered folder', () => {
  it('routes each page without the prefixes, the case and the rest of each name as written', async () => {
    expect((await site).pages.map((p) => p.path)).toEqual([
      '/',
      '/404',
      '/guide/',
      '/guide/2024-01-05-release',
      '/guide/Getting-Started',
      '/guide/Probes/',
      '/guide/Probes/Hardware',
      '/guide/Probes/Installing',
      '/guide/Probes/notes',
      '/guide/Zeta',
      '/guide/faq',
    ]);
    expect((await site).warnings).toEqual([]);
  });

  it('redirects each path with prefixes to the page', async () => {
    expect((await site).redirects).toEqual([
      { from: '/guide/01.Getting-Started', to: '/guide/Getting-Started' },
      { from: '/guide/02.Probes/01-Installing', to: '/guide/Probes/Installing' },
      { from: '/guide/02.Probes/02-Hardware', to: '/guide/Probes/Hardware' },
      { from: '/guide/02.Probes', to: '/guide/Probes/' },
      { from: '/guide/02.Probes/notes', to: '/guide/Probes/notes' },
      { from: '/guide/03.faq', to: '/guide/faq' },
    ]);
  });

  it('writes links to .md files, relative ones and prefixed paths as the routes the pages have', async () => {
    expect((await page('/guide/Getting-Started')).html).toContain(
      '<a href="/guide/Probes/">probes</a>, <a href="/guide/Probes/Hardware">their hardware</a>,\n' +
        '<a href="/guide/Probes/Installing">installing one</a> and <a href="/guide/faq">the questions</a>',
    );
    expect((await page('/')).html).toContain('<a href="/guide/Probes/Hardware">the hardware</a>');
  });

  it('makes the sidebar of the folder: prefixes, then order, then titles; folders as groups', async () => {
    const guide = [
      { text: 'Guide', link: '/guide/' },
      { text: 'Getting started', link: '/guide/Getting-Started' },
      {
        text: 'Probes',
        link: '/guide/Probes/',
        collapsed: false,
        items: [
          { text: 'Notes', link: '/guide/Probes/notes' },
          { text: 'Installing a probe', link: '/guide/Probes/Installing' },
          { text: 'Probe hardware', link: '/guide/Probes/Hardware' },
        ],
      },
      { text: 'FAQ', link: '/guide/faq' },
      { text: 'Release notes', link: '/guide/2024-01-05-release' },
      { text: 'Alpha', link: '/guide/Zeta' },
    ];
    expect((await page('/guide/Probes/Hardware')).sidebar).toEqual(guide);
    expect((await page('/guide/Probes/Hardware')).prev).toEqual({
      text: 'Installing a probe',
      link: '/guide/Probes/Installing',
    });
    expect((await page('/')).sidebar).toEqual([
      { text: 'Home', link: '/' },
      { text: 'Guide', link: '/guide/Probes/', collapsed: true, items: guide[2]?.items },
    ]);
  });
});

describe('the front matter of VitePress-era pages', () => {
  it('takes a last-updated date written as a Unix time in milliseconds or as a date, and pager links as {} or { text }', async () => {
    const faq = await page('/guide/faq');
    expect(faq.lastUpdated).toBe(1743685701000);
    expect(faq.prev).toEqual({ text: 'Back to probes', link: '/guide/Probes/Hardware' });
    expect(faq.next).toEqual({ text: 'Release notes', link: '/guide/2024-01-05-release' });
    expect((await page('/guide/Probes/notes')).lastUpdated).toBe(Date.parse('2024-05-01T12:00:00Z'));
  });
});

describe('a numbered folder in the dev server', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('makes the sidebar again when a page’s title or order changes', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'atlas-numbered-')), 'site');
    await cp(fixture('numbered-folder'), dir, { recursive: true });
    const session = await SiteSession.open(dir);
    const hardware = session.pageAt('/guide/Probes/Hardware');
    const faq = session.pageAt('/guide/faq');
    if (!hardware || !faq) throw new Error('no page');
    const before = await session.pageData(hardware);
    if (before instanceof ContentError) throw before;
    expect(before.sidebar?.map((item) => item.text)).toContain('FAQ');

    const file = join(session.srcDir, faq.relativePath);
    await writeFile(file, (await readFile(file, 'utf8')).replace('# FAQ', '# Questions and answers'));
    session.forget(faq.relativePath);
    const after = await session.pageData(hardware);
    if (after instanceof ContentError) throw after;
    expect(after.sidebar?.map((item) => item.text)).toEqual([
      'Guide',
      'Getting started',
      'Probes',
      'Questions and answers',
      'Release notes',
      'Alpha',
    ]);
  });

  it('reports a sidebar folder that holds no pages at its place in the config', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'atlas-numbered-')), 'site');
    await cp(fixture('numbered-folder'), dir, { recursive: true });
    const config = join(dir, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("{ dir: 'guide' }", "{ dir: 'guides' }"));
    const session = await SiteSession.open(dir);
    await session.renderAll();
    expect((await session.problems()).links.map((error) => error.message)).toEqual([
      'site.config.ts:8:23: sidebar folder guides holds no pages of the content folder',
    ]);
  });

  it('keeps VitePress’s anchors when the site asks for them, and builds with broken links named when asked to', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'atlas-numbered-')), 'site');
    await cp(fixture('numbered-folder'), dir, { recursive: true });
    const config = join(dir, 'site.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        '  sidebar: {',
        "  anchors: 'vitepress',\n  brokenLinks: 'warn',\n  sidebar: {",
      ),
    );
    await writeFile(
      join(dir, 'content/guide/releases.md'),
      '# Releases\n\n## Release 1.124\n\nSee [1.124](#release-1-124) and [a page that went](/guide/gone).\n',
    );
    const loaded = await loadSite(dir);
    const releases = loaded.pages.find((p) => p.path === '/guide/releases');
    expect(releases?.headings.map((h) => h.id)).toEqual(['release-1-124']);
    expect(loaded.warnings).toEqual([
      'content/guide/releases.md:5:33: link "/guide/gone" matches no page, public file or redirect (brokenLinks: \'warn\')',
    ]);
  });
});
