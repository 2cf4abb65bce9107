import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitTimes } from '../../src/site/git-times.ts';
import { loadSite, type LoadedSite } from '../../src/site/load-site.ts';
import { formatUpdated } from '../../src/site/page-data.ts';
import type { PageData } from '../../src/types.ts';
import { contentErrorOf, fixture } from '../helpers.ts';

let cached: Promise<LoadedSite> | undefined;
/** The two-locale fixture, loaded once for the tests that only read it. */
const twoLocales = (): Promise<LoadedSite> =>
  (cached ??= loadSite(fixture('two-locales'), { islands: { 'probe-map': {} } }));

async function page(path: string): Promise<PageData> {
  const found = (await twoLocales()).pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

describe('loadSite: a site in English and Dutch', () => {
  it('finds every page, skipping _ and . folders, plus a 404 per locale, sorted by route', async () => {
    const site = await twoLocales();
    expect(site.pages.map((p) => [p.path, p.relativePath])).toEqual([
      ['/', 'index.md'],
      ['/404', ''],
      ['/about', 'about.md'],
      ['/docs/', 'docs/index.md'],
      ['/docs/custom', 'docs/custom.md'],
      ['/docs/getting-started', 'docs/getting-started.md'],
      ['/docs/probes', 'docs/probes.md'],
      ['/nl/', 'nl/index.md'],
      ['/nl/404', ''],
      ['/nl/docs/', 'nl/docs/index.md'],
      ['/nl/docs/getting-started', 'nl/docs/getting-started.md'],
    ]);
    expect(site.srcDir).toBe(`${site.siteDir}/content`);
    expect(site.publicDir).toBe(`${site.siteDir}/public`);
    expect(site.warnings).toEqual([]);
  });

  it('builds the site data with each locale’s title, nav and labels', async () => {
    const { site } = await twoLocales();
    expect(site.title).toBe('Atlas Docs');
    expect(site.appearance).toBe('dark');
    expect(site.socialLinks).toEqual([{ icon: 'github', link: 'https://github.com/RIPE-NCC', ariaLabel: 'GitHub' }]);
    expect(Object.keys(site.locales)).toEqual(['root', 'nl']);
    const { root, nl } = site.locales;
    expect(root).toMatchObject({ key: 'root', lang: 'en', label: 'English', root: '/', title: 'Atlas Docs' });
    expect(root?.nav.map((n) => n.text)).toEqual(['Docs', 'More']);
    expect(root?.labels.outlineTitle).toBe('On this page');
    expect(nl).toMatchObject({ key: 'nl', lang: 'nl', label: 'Nederlands', root: '/nl/', title: 'Atlas Documentatie' });
    expect(nl?.nav).toEqual([{ text: 'Documentatie', link: '/nl/docs/' }]);
    expect(nl?.labels.outlineTitle).toBe('Op deze pagina');
    expect(nl?.labels.takeMeHome).toBe('Take me home');
  });

  it('builds a doc page: sidebar, pager, outline, edit link and language links', async () => {
    const p = await page('/docs/getting-started');
    // The fixture's last commit time, or null while it is not committed.
    const committed = (await gitTimes(join(fixture('two-locales'), 'content'))).get('docs/getting-started.md') ?? null;
    expect(p).toMatchObject({
      title: 'Getting started',
      description: 'How to start measuring.',
      summary: 'How to start measuring.',
      layout: 'doc',
      locale: 'root',
      lang: 'en',
      outline: [2, 2],
      headings: [{ level: 2, id: 'intro', text: 'Intro' }],
      prev: { text: 'Introduction', link: '/docs/' },
      next: { text: 'Probes', link: '/docs/probes' },
      lastUpdated: committed,
      lastUpdatedText: committed === null ? null : formatUpdated(committed, 'en'),
      editLink: 'https://github.com/RIPE-NCC/atlas-docs/edit/main/content/docs/getting-started.md',
      hero: null,
      features: [],
    });
    expect(p.sidebar?.[1]?.items?.map((i) => i.link)).toEqual([
      '/docs/getting-started',
      '/docs/probes',
      'https://www.ripe.net',
      '/docs/custom',
    ]);
    expect(p.localeLinks).toEqual([
      { key: 'root', label: 'English', lang: 'en', link: '/docs/getting-started', active: true },
      { key: 'nl', label: 'Nederlands', lang: 'nl', link: '/nl/docs/getting-started', active: false },
    ]);
    expect(p.html).toContain('<a href="/docs/probes#hardware">probe hardware</a>');
    expect(p.html).toContain('<div class="ad-island" data-island="probe-map"');
    expect(p.html).toContain('<div class="language-bash vp-code">');
  });

  it('applies front matter outline and pager overrides, and skips external sidebar links', async () => {
    const probes = await page('/docs/probes');
    expect(probes.outline).toEqual([2, 6]);
    expect(probes.headings.map((h) => h.id)).toEqual(['hardware', 'version-3']);
    expect(probes.prev).toEqual({ text: 'Back to the start', link: '/docs/getting-started' });
    expect(probes.next).toBeNull();
    expect((await page('/docs/custom')).prev).toEqual({ text: 'Probes', link: '/docs/probes' });
  });

  it('falls back to the locale home when a page has no translation', async () => {
    expect((await page('/docs/probes')).localeLinks.map((l) => l.link)).toEqual(['/docs/probes', '/nl/']);
  });

  it('gives the custom layout its default box title', async () => {
    const custom = await page('/docs/custom');
    expect(custom.layout).toBe('custom');
    expect(custom.title).toBe('A custom page');
    expect(custom.customTitle).toBe('Custom Doc');
  });

  it('builds the home page with hero and features and without sidebar', async () => {
    const home = await page('/');
    expect(home.layout).toBe('home');
    expect(home.title).toBe('RIPE Atlas');
    expect(home.sidebar).toBeNull();
    expect(home.hero?.actions?.map((a) => a.theme)).toEqual(['brand', 'alt']);
    expect(home.features.map((f) => f.title)).toEqual(['Probes', 'Anchors']);
  });

  it('honours front matter on a plain page: title, no edit link, no date', async () => {
    const about = await page('/about');
    expect(about).toMatchObject({
      title: 'About us',
      layout: 'page',
      sidebar: null,
      editLink: null,
      lastUpdated: null,
    });
  });

  it('gives Dutch pages the Dutch sidebar, description and locale', async () => {
    const nl = await page('/nl/docs/');
    expect(nl).toMatchObject({
      locale: 'nl',
      lang: 'nl',
      title: 'Inleiding',
      description: 'Testsite in het Nederlands.',
      // The locale's description, not the page's own: nothing to search.
      summary: '',
    });
    expect(nl.sidebar).toEqual([
      { text: 'Inleiding', link: '/nl/docs/' },
      { text: 'Aan de slag', link: '/nl/docs/getting-started' },
    ]);
    expect(nl.next).toEqual({ text: 'Aan de slag', link: '/nl/docs/getting-started' });
    expect(nl.html).toContain('<a href="/nl/docs/getting-started">aan de slag</a>');
  });

  it('makes a not-found page per locale in its language', async () => {
    expect(await page('/404')).toMatchObject({
      relativePath: '',
      layout: '404',
      title: 'PAGE NOT FOUND',
      html: '',
      outline: false,
      sidebar: null,
      locale: 'root',
    });
    const dutch = await page('/nl/404');
    expect(dutch).toMatchObject({ layout: '404', title: 'PAGINA NIET GEVONDEN', locale: 'nl', lang: 'nl' });
    expect(dutch.localeLinks.map((l) => [l.link, l.active])).toEqual([
      ['/', false],
      ['/nl/', true],
    ]);
  });

  it('returns the redirects and the code stylesheet', async () => {
    const site = await twoLocales();
    expect(site.redirects).toEqual([
      { from: '/domainmon', to: '/docs/probes' },
      { from: '/old-start', to: '/docs/getting-started' },
    ]);
    expect(site.codeCss).toMatch(/^\.shiki\{background-color:#ffffff;color:#1f2328\}\nhtml\.dark \.shiki\{/);
    const classes = [...(await page('/docs/getting-started')).html.matchAll(/class="(sc-[\da-z]+)"/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(site.codeCss).toContain(`html.dark .shiki .${name ?? ''}{`);
  });
});

describe('loadSite: a site without locales', () => {
  it("hands each page's tree as rendered to a reader of it, once for every page of the content folder", async () => {
    const trees = new Map<string, string>();
    const site = await loadSite(fixture('minimal'), {
      pageTree: (page, tree) => trees.set(page.relativePath, tree.type),
    });
    expect([...trees.keys()].sort()).toEqual(['guide/_index.md', 'index.md']);
    expect(
      site.pages
        .filter((p) => p.relativePath)
        .map((p) => p.relativePath)
        .sort(),
    ).toEqual([...trees.keys()].sort());
  });

  it('has one English root locale, an array sidebar, a custom content folder and _index pages', async () => {
    const site = await loadSite(fixture('minimal'));
    expect(site.srcDir).toBe(`${site.siteDir}/pages`);
    expect(Object.values(site.site.locales)).toMatchObject([{ key: 'root', lang: 'en', label: 'English', root: '/' }]);
    expect(site.site.appearance).toBe(true);
    expect(site.pages.map((p) => p.path)).toEqual(['/', '/404', '/guide/']);
    const guide = site.pages[2];
    expect(guide?.relativePath).toBe('guide/_index.md');
    expect(guide?.prev).toEqual({ text: 'Home', link: '/' });
    expect(guide?.localeLinks).toEqual([]);
    expect(site.codeCss).toBe(
      '.shiki{background-color:#ffffff;color:#1f2328}\nhtml.dark .shiki{background-color:#0d1117;color:#e6edf3}\n',
    );
  });
});

describe('loadSite: errors name file and line, all at once', () => {
  it('reports every broken front matter', async () => {
    const error = await contentErrorOf(loadSite(fixture('broken-front-matter')));
    expect(error.errors).toHaveLength(2);
    expect([error.file, error.line]).toEqual(['content/index.md', 3]);
    const lines = error.message.split('\n');
    expect(lines[0]).toMatch(/^content\/index\.md:3:\d+: front matter is not valid YAML/);
    expect(lines[1]).toBe(
      "content/typed.md:4:1: front matter `outline` must be a heading level 1-6, a range [from, to], 'deep' or false",
    );
  });

  it('reports every broken link: missing pages, headings and files', async () => {
    const error = await contentErrorOf(loadSite(fixture('broken-links')));
    expect(error.message.split('\n')).toEqual([
      'content/docs/index.md:5:26: link "/docs/#teardown": no heading or element with id "teardown" on /docs/',
      'content/docs/index.md:6:5: link "/docs/nothing" matches no page, public file or redirect',
      'content/docs/index.md:8:1: link "/elsewhere" matches no page, public file or redirect',
      'content/index.md:5:6: link "/docs/missing" matches no page, public file or redirect',
      'content/index.md:5:40: link "/files/gone.pdf" matches no page, public file or redirect',
    ]);
    expect([error.file, error.line, error.column]).toEqual(['content/docs/index.md', 5, 26]);
  });

  it('reports sidebar and nav links to missing pages at their line in the imported module', async () => {
    const error = await contentErrorOf(loadSite(fixture('missing-sidebar-page')));
    expect(error.message.split('\n')).toEqual([
      'navigation.ts:5:25: nav link "/blog/" is not a page of the site',
      'navigation.ts:14:31: sidebar link "/docs/absent" is not a page of the site',
    ]);
  });

  it('reports duplicate routes and redirects over pages', async () => {
    const error = await contentErrorOf(loadSite(fixture('duplicate-route')));
    expect(error.message.split('\n')).toEqual([
      'content/docs/a/index.md:1:1: route /docs/a/ is also the route of content/docs/a.md',
      'site.config.ts:7:5: redirect source /docs/b is also a page',
    ]);
  });

  it('reads no pages in the build output or the public folder when the content folder holds them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-inside-'));
    try {
      await writeFile(
        join(dir, 'site.config.ts'),
        "export default { title: 'Site', description: 'D', srcDir: '.' };\n",
      );
      await writeFile(join(dir, 'index.md'), '# Home\n');
      for (const folder of ['dist', 'public']) {
        await mkdir(join(dir, folder));
        await writeFile(join(dir, folder, 'index.md'), '# A page as markdown, written by an earlier build\n');
      }
      const site = await loadSite(dir, { outDir: join(dir, 'dist') });
      expect(site.pages.filter((page) => page.layout !== '404').map((page) => page.path)).toEqual(['/']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names a page without a title after its file, with a warning, as its sidebar would', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-untitled-'));
    try {
      await writeFile(
        join(dir, 'site.config.ts'),
        "export default { title: 'Site', description: 'D', srcDir: '.' };\n",
      );
      await writeFile(join(dir, 'index.md'), '# Home\n\nSee [the example](./02-import-example.md).\n');
      await writeFile(join(dir, '02-import-example.md'), 'Only an example, included elsewhere.\n');
      const site = await loadSite(dir);
      expect(site.pages.find((page) => page.path === '/import-example')?.title).toBe('import-example');
      expect(site.warnings).toContain(
        '02-import-example.md:1:1: the page has no title: it is "import-example", after its file; add `title:` to the front matter or a `# heading`',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports a bad config before reading any page', async () => {
    const error = await contentErrorOf(loadSite(fixture('bad-config')));
    expect(error.file).toBe('site.config.ts');
    expect(error.errors).toHaveLength(5);
  });
});

describe('loadSite: a missing content folder', () => {
  it('names the srcDir setting', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-nosrc-'));
    try {
      await writeFile(
        join(dir, 'site.config.ts'),
        "export default {\n  title: 'T',\n  description: 'D',\n  srcDir: 'docs',\n};\n",
      );
      const error = await contentErrorOf(loadSite(dir));
      expect(error.message).toBe('site.config.ts:4:3: the content folder docs does not exist');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('loadSite: links that only match their page are written as its route', () => {
  let loaded: Promise<LoadedSite> | undefined;
  const site = (): Promise<LoadedSite> => (loaded ??= loadSite(fixture('written-links')));
  const pageOf = async (path: string): Promise<PageData> => {
    const found = (await site()).pages.find((p) => p.path === path);
    if (!found) throw new Error(`no page ${path}`);
    return found;
  };

  it('in the sidebar, keeping query and hash', async () => {
    const { sidebar } = await pageOf('/docs/a');
    expect(sidebar?.map((item) => item.link)).toEqual(['/docs/', '/docs/a', undefined, '/docs/b?v=1']);
    expect(sidebar?.[2]?.items?.[0]?.link).toBe('/docs/sub/#sub');
  });

  it('in the nav, flyouts included', async () => {
    const { site: data } = await site();
    expect(data.locales.root?.nav).toEqual([
      { text: 'Docs', link: '/docs/' },
      { text: 'More', items: [{ text: 'Page A', link: '/docs/a' }] },
    ]);
  });

  it('in the pager, its front-matter overrides, the hero and the feature cards', async () => {
    expect((await pageOf('/docs/')).next).toEqual({ text: 'Page A', link: '/docs/a' });
    const a = await pageOf('/docs/a');
    expect(a.prev).toEqual({ text: 'Docs', link: '/docs/' });
    expect(a.next).toEqual({ text: 'Onwards', link: '/docs/b' });
    const home = await pageOf('/');
    expect(home.hero?.actions?.[0]?.link).toBe('/docs/a');
    expect(home.features[0]?.link).toBe('/docs/sub/');
  });
});
