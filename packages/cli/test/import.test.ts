import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '@atlas-docs/content';
import { main } from '../src/cli.ts';
import { configSource, valueSource } from '../src/import/config-source.ts';
import { importSite } from '../src/import/import-site.ts';
import { loadFrameworkConfig } from '../src/import/load-framework-config.ts';
import { Code, declarationsUsed, mapFrameworkConfig, routeLink } from '../src/import/map-config.ts';
import { importedNames, stubName } from '../src/import/stub-module.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atlas-import-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A copy of a fixture folder, so that the import writes beside it in a folder of its own. */
async function copyOf(name: string): Promise<string> {
  const dir = join(root, name);
  await cp(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

const context = { fallbackTitle: 'Folder', pageTitle: (route: string) => ({ '/api': 'The API' })[route] };

describe('the framework config, run without the framework', () => {
  it('runs a VitePress config whose imports are not installed: helpers give back their argument', async () => {
    const { config, standIns } = await loadFrameworkConfig(join(FIXTURES, 'vitepress-folder/.vitepress/config.mts'));
    expect(standIns).toEqual(['vitepress', 'vitepress-plugin-group-icons', 'vitepress-plugin-mermaid']);
    const { title, themeConfig } = config as { title: string; themeConfig: { sidebar: Record<string, unknown> } };
    expect(title).toBe('Probe Handbook');
    // The local module that lists the guide's pages ran.
    expect(JSON.stringify(themeConfig.sidebar)).toContain('/guide/placing');
  });

  it("runs a VuePress CommonJS config: a package's value is a stand-in named for what made it", async () => {
    const { config, standIns } = await loadFrameworkConfig(join(FIXTURES, 'vuepress-folder/.vuepress/config.js'));
    expect(standIns).toEqual(['vuepress-sidebar-maker']);
    const { themeConfig } = config as { themeConfig: { sidebar: unknown } };
    expect(stubName(themeConfig.sidebar)).toBe('vuepress-sidebar-maker().sidebar');
    expect(stubName({ sidebar: [] })).toBeUndefined();
  });

  it('reads the names a module imports from a package', () => {
    const source =
      "import { a, b as c } from 'x';\nimport d, { type E, f } from \"x\";\nexport { g } from 'x';\nimport { h } from 'y';";
    expect(importedNames(source, 'x')).toEqual(['a', 'b', 'E', 'f', 'g']);
  });
});

describe('mapping a VitePress config', () => {
  const vitepress = {
    title: 'Docs',
    description: 'About it.',
    srcDir: './src',
    base: '/docs/',
    rewrites: { 'a.md': 'b.md' },
    appearance: 'dark',
    themeConfig: {
      nav: [{ text: 'Guide', link: '/guide/', activeMatch: '/guide/', noIcon: true }, { link: '/x' }],
      sidebar: {
        '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro', docFooterText: 'x' }] },
        '/api/': [{ text: 'API', collapsed: true, items: [{ text: 'Probes', link: '/api/probes' }] }],
      },
      outline: 'deep',
      editLink: { pattern: ({ filePath }: { filePath: string }) => filePath },
      returnToTopLabel: 'Up',
      sidebarMenuLabel: 'Pages',
    },
  };

  it('carries what has a counterpart, in the schema of site.config.ts', () => {
    const { config } = mapFrameworkConfig('vitepress', vitepress, context);
    expect(config).toEqual({
      title: 'Docs',
      description: 'About it.',
      srcDir: 'src',
      nav: [{ text: 'Guide', link: '/guide/', activeMatch: '/guide/' }],
      sidebar: {
        '/guide/': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] },
        '/api/': [{ text: 'API', collapsed: true, items: [{ text: 'Probes', link: '/api/probes' }] }],
      },
      outline: 'deep',
      appearance: 'dark',
      anchors: 'vitepress',
      brokenLinks: 'warn',
      linkBase: '/docs/',
      labels: { returnToTop: 'Up', menu: 'Pages' },
    });
  });

  it('names each thing it could not carry, at its key, with the reason', () => {
    const { notCarried } = mapFrameworkConfig('vitepress', vitepress, context);
    expect(notCarried).toEqual([
      '`themeConfig.nav[0].noIcon`: no counterpart here',
      '`themeConfig.nav[1]`: a nav item without `text`',
      "`themeConfig.sidebar['/guide/'].items[0].docFooterText`: no counterpart here",
      '`themeConfig.editLink.pattern`: a function: write the pattern with `:path`',
      '`base`: the site is built for the root of its host; links written with the base lead to its pages (`linkBase`)',
      "`rewrites`: pages are served at their file's path; give a moved page a redirect in `redirects`",
    ]);
  });

  it("takes the root locale's texts and theme, and maps the other locales", () => {
    const { config } = mapFrameworkConfig(
      'vitepress',
      {
        title: 'Top',
        locales: {
          root: {
            label: 'English',
            lang: 'en',
            title: 'Root title',
            themeConfig: { nav: [{ text: 'A', link: '/a' }] },
          },
          fr: {
            label: 'Français',
            lang: 'fr',
            themeConfig: { nav: [{ text: 'B', link: '/fr/b' }], docFooter: { next: 'Suivant' } },
          },
        },
      },
      context,
    );
    expect(config.title).toBe('Root title');
    expect(config.nav).toEqual([{ text: 'A', link: '/a' }]);
    expect(config.locales).toEqual({
      root: { lang: 'en', label: 'English', title: 'Root title' },
      fr: { lang: 'fr', label: 'Français', nav: [{ text: 'B', link: '/fr/b' }], labels: { nextPage: 'Suivant' } },
    });
  });
});

describe("mapping a VitePress config's markdown settings", () => {
  const vitepressSlugify = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, '_$1');

  it("knows a slugify by the anchors it makes: VitePress's, or VitePress's with the case kept", () => {
    const lower = (text: string) => vitepressSlugify(text).toLowerCase();
    const map = (slugify: (text: string) => string) =>
      mapFrameworkConfig('vitepress', { markdown: { anchor: { slugify } } }, context).config.anchors;
    expect(map(lower)).toBe('vitepress');
    expect(map(vitepressSlugify)).toBe('vitepress-cased');
  });

  it('writes a slugify that stands alone as code, and names one that uses names beside it', () => {
    const separator = '_';
    const standalone = mapFrameworkConfig(
      'vitepress',
      { markdown: { anchor: { slugify: (text: string) => text.trim().replace(/\s+/g, '_') } } },
      context,
    );
    // The function's own source, as the transform that ran the test wrote it.
    expect(valueSource(standalone.config.anchors)).toMatch(
      /^\(text\) => text\.trim\(\)\.replace\(\/\\s\+\/g, ["']_["']\)$/,
    );
    const closure = mapFrameworkConfig(
      'vitepress',
      { markdown: { anchor: { slugify: (text: string) => text.split(' ').join(separator) } } },
      context,
    );
    expect(closure.config.anchors).toBe('vitepress');
    expect(closure.notCarried[0]).toMatch(/^`markdown\.anchor\.slugify`: a slugify of the site's own/);
  });

  it('writes a slugify that uses declarations of the config with them, when they make the same anchors', () => {
    const moduleText = 'var rSpace = /\\s+/g;\nvar joiner = "_" + rSpace.source.length;\nvar unused = 1;\n';
    const rSpace = /\s+/g;
    const joiner = `_${rSpace.source.length}`;
    const slugify = (text: string) => text.replace(rSpace, joiner);
    const source = slugify.toString();
    expect(declarationsUsed(source, moduleText)).toEqual([
      'const rSpace = /\\s+/g;',
      'const joiner = "_" + rSpace.source.length;',
    ]);
    const { config } = mapFrameworkConfig(
      'vitepress',
      { markdown: { anchor: { slugify } } },
      { ...context, moduleText },
    );
    expect(config.anchors).toBeInstanceOf(Code);
    const written = configSource({ config, notCarried: [] }, 'vitepress', '.vitepress/config.ts');
    expect(written).toContain(
      'const rSpace = /\\s+/g;\n\nconst joiner = "_" + rSpace.source.length;\n\nconst config: SiteConfig',
    );
    expect(written).toContain(`anchors: ${source},`);
  });

  it('takes the delimiters of {#id} from markdown.attrs, and names the other markdown settings', () => {
    const { config, notCarried } = mapFrameworkConfig(
      'vitepress',
      { markdown: { attrs: { leftDelimiter: '%{', rightDelimiter: '}%' }, lineNumbers: true } },
      context,
    );
    expect(config.headingIdDelimiters).toEqual(['%{', '}%']);
    expect(notCarried).toEqual([
      "`markdown.lineNumbers`: markdown is configured by the generator (VitePress's extensions are built in)",
    ]);
  });
});

describe('mapping a VuePress config', () => {
  it("reads VuePress 1's sidebar forms, page titles from the pages, and its edit link from the repository", () => {
    const { config, notCarried } = mapFrameworkConfig(
      'vuepress',
      {
        title: 'Routing',
        themeConfig: {
          sidebar: [
            '/',
            ['/02-reference/guide', 'Guide'],
            { title: 'Reference', path: '/ref/', collapsable: true, children: ['/api.md'] },
          ],
          repo: 'example/routing',
          docsDir: 'docs',
          docsBranch: 'main',
          editLinks: true,
          lastUpdated: 'Changed',
          sidebarDepth: 2,
        },
      },
      context,
    );
    expect(config.sidebar).toEqual([
      { text: '/', link: '/' },
      { text: 'Guide', link: '/02-reference/guide' },
      { text: 'Reference', link: '/ref/', items: [{ text: 'The API', link: '/api' }], collapsed: false },
    ]);
    expect(config.editLink).toEqual({ pattern: 'https://github.com/example/routing/edit/main/docs/:path' });
    expect(config.lastUpdated).toBe(true);
    expect(config.labels).toEqual({ lastUpdated: 'Changed' });
    expect(notCarried).toEqual(['`themeConfig.sidebarDepth`: no counterpart here']);
  });

  it("reads VuePress 2's theme options, given to defaultTheme() and so given back by its stand-in", () => {
    const { config } = mapFrameworkConfig(
      'vuepress',
      { title: 'Two', theme: { navbar: ['/api'], sidebar: 'heading' } },
      context,
    );
    expect(config.nav).toEqual([{ text: 'The API', link: '/api' }]);
    expect(config.sidebar).toBeUndefined();
  });

  it('writes the routes VuePress configs name as links of this site', () => {
    expect(routeLink('/guide/README.md')).toBe('/guide/');
    expect(routeLink('intro.md', '/guide/')).toBe('/guide/intro');
    expect(routeLink('/a.html')).toBe('/a');
    expect(routeLink('', '/guide/')).toBe('/guide/');
    expect(routeLink('https://example.org/x.md')).toBe('https://example.org/x.md');
  });
});

describe('atlas-docs import', () => {
  it('writes a site.config.ts that builds the VitePress folder, and reports what it left out', async () => {
    const dir = await copyOf('vitepress-folder');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['import', 'vitepress', dir])).toBe(0);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    log.mockRestore();
    expect(printed).toContain(
      'not installed here, so not run: vitepress, vitepress-plugin-group-icons, vitepress-plugin-mermaid',
    );
    expect(printed).toContain('`themeConfig.logo`: the site shows its title in the bar');
    expect(printed).toContain('`themeConfig.socialLinks[1]`: a social link with an icon of its own');
    const written = await readFile(join(dir, 'site.config.ts'), 'utf8');
    expect(written).toMatch(/^\/\/ Imported from \.vitepress\/config\.mts by `atlas-docs import vitepress`\./);
    expect(written).toContain("// - `head`: tags added to every page's head are not carried");

    const site = await loadSite(dir);
    expect(site.config).toMatchObject({
      title: 'Probe Handbook',
      editLink: { pattern: 'https://github.com/example/handbook/edit/main/docs/:path', text: 'Improve this page' },
      outline: [2, 3],
      footer: { message: 'Released under the MIT License.', copyright: 'Copyright © Example' },
      labels: { outlineTitle: 'On this page here', prevPage: 'Back', nextPage: 'Onwards' },
      locales: {
        root: { lang: 'en-GB', label: 'English' },
        nl: { lang: 'nl', label: 'Nederlands', title: 'Probehandboek' },
      },
      lastUpdated: true,
    });
    const guide = site.pages.find((page) => page.path === '/guide/');
    // The include, the snippet and the emoji of the page.
    expect(guide?.html).toContain('Any USB port gives enough power.');
    expect(guide?.html).toContain('<span class="lang">check.sh</span>');
    expect(guide?.html).toMatch(/<span class="line highlighted"><span class="[\w-]+">ping <\/span>/);
    expect(guide?.html).toContain('🎉');
    const placing = site.pages.find((page) => page.path === '/guide/placing');
    expect(placing?.html).toContain('<div class="code-group" data-island="code-group">');
    expect(placing?.html).toContain('Use the cable that came in the box.');
    expect(placing?.html).not.toContain('Any USB port');
  });

  it('writes a site.config.ts that builds the VuePress folder: permalinks, the base in links, its public folder', async () => {
    const dir = await copyOf('vuepress-folder');
    const result = await importSite('vuepress', dir);
    expect(result.standIns).toEqual(['vuepress-sidebar-maker']);
    expect(result.config).toMatchObject({
      nav: [
        { text: 'Home', link: '/' },
        // Named by the page's title, found by the path the config names it at.
        { text: 'The API', link: '/02-reference/api' },
        // Made by a local module from the folder it reads by its own __dirname.
        { text: 'Reference', link: '/02-reference/api' },
      ],
      sidebar: { dir: '.' },
      linkBase: '/docs/',
      publicDir: '.vuepress/public',
      editLink: {
        pattern: 'https://github.com/example/routing-docs/edit/master/docs/:path',
        text: 'Help us improve this page',
      },
    });
    const site = await loadSite(dir);
    expect(site.warnings).toEqual([
      '02-reference/api.md:10:1: <RestConsole> left out: no such component here (what it holds is kept)',
    ]);
    expect(site.pages.map((page) => page.path)).toContain('/api');
    expect(site.redirects).toContainEqual({ from: '/02-reference/api', to: '/api' });
  });

  it('makes the site from the folder alone, and says why, when the config cannot run here', async () => {
    const dir = await copyOf('vitepress-folder');
    await writeFile(
      join(dir, '.vitepress/config.mts'),
      "import { readdirSync } from 'node:fs';\nexport default { title: readdirSync('/gone').join() };\n",
    );
    const { config, notCarried } = await importSite('vitepress', dir);
    expect(config.sidebar).toEqual({ dir: '.' });
    expect(notCarried).toEqual([
      ".vitepress/config.mts could not run here (ENOENT: no such file or directory, scandir '/gone'): the site is made from the folder alone, its sidebar from the file tree",
    ]);
  });

  it("leaves out the pages VitePress's srcExclude leaves out", () => {
    const { config } = mapFrameworkConfig('vitepress', { srcExclude: ['**/examples/**'] }, context);
    expect(config.exclude).toEqual(['**/examples/**']);
  });

  it('never writes over a site.config.ts, unless told to', async () => {
    const dir = await copyOf('vuepress-folder');
    await importSite('vuepress', dir);
    await expect(importSite('vuepress', dir)).rejects.toThrow('site.config.ts is there already');
    await expect(importSite('vuepress', dir, { force: true })).resolves.toBeDefined();
  });

  it('names the frameworks it reads when none is given', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['import', 'docusaurus', root])).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('vitepress or vuepress');
    error.mockRestore();
  });
});

describe('the written config', () => {
  it('is TypeScript source: bare keys where they can be, quoted strings', () => {
    expect(valueSource({ a: "it's", 'b-c': [1, true], d: {} })).toBe(
      "{\n  a: 'it\\'s',\n  'b-c': [\n    1,\n    true,\n  ],\n  d: {},\n}",
    );
  });
});
