import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '@atlas-docs/content';
import type { Plugin, SiteConfig } from '@atlas-docs/content/types';
import {
  clientModule,
  loadPlugins,
  loadServerComponents,
  pageComponents,
  pluginCsp,
  pluginWatchPaths,
  resolvePluginModule,
  sitePlugins,
  stylesModule,
} from '../../src/plugins/plugin-host.ts';

const config = (plugins: Plugin[]): SiteConfig => ({ title: 'T', description: 'D', plugins });

const greeting: Plugin = {
  name: 'greeting',
  islands: { greeting: { client: './plugins/greeting.tsx' }, 'greeting-list': { searchKind: 'reference' } },
  navBar: { wave: './plugins/Wave.tsx' },
  styles: ['./plugins/greeting.css'],
  csp: { 'connect-src': ['https://api.example.net'], 'frame-src': ['https://video.example.net'] },
  watch: ['data/greetings.json'],
  load: () =>
    Promise.resolve({
      islandHtml: { greeting: ({ name }) => `<p>Hello, ${name ?? 'you'}</p>` },
      files: [{ path: '/greetings.json', text: '[]' }],
      warnings: ['data/greetings.json: empty'],
    }),
};

let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'atlas-plugins-'));
  await mkdir(join(siteDir, 'data'));
  await writeFile(join(siteDir, 'data/broken.json'), '{\n  "a": 1,\n}\n');
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe('sitePlugins', () => {
  it("lists every plugin's islands, by name", () => {
    const { plugins, islands } = sitePlugins(config([greeting, { name: 'help', islands: { help: {} } }]));
    expect(plugins.map((plugin) => plugin.name)).toEqual(['greeting', 'help']);
    expect(Object.keys(islands)).toEqual(['greeting', 'greeting-list', 'help']);
    expect(islands['greeting-list']).toEqual({ searchKind: 'reference' });
    expect(sitePlugins({ title: 'T', description: 'D' }).plugins).toEqual([]);
  });

  it('refuses a second logo, naming both plugins', () => {
    const mark = (name: string): Plugin => ({ name, logo: './Mark.tsx' });
    expect(sitePlugins(config([mark('one')])).plugins).toHaveLength(1);
    expect(() => sitePlugins(config([mark('one'), mark('two')]))).toThrow('plugins one and two each give a logo');
  });

  it('refuses an island name that is taken, naming the plugin', () => {
    const again: Plugin = { name: 'again', islands: { greeting: {} } };
    expect(() => sitePlugins(config([greeting, again]))).toThrow('plugin again: the island `greeting` is taken');
    expect(() => sitePlugins(config([greeting, { name: 'mine', islands: { 'greeting-list': {} } }]))).toThrow(
      ContentError,
    );
  });
});

describe('loadPlugins', () => {
  it("gathers the islands' renderers, the files and the warnings of every plugin, in order", async () => {
    const other: Plugin = { name: 'other', load: () => Promise.resolve({ files: [{ path: '/b.txt', text: 'b' }] }) };
    const added = await loadPlugins(siteDir, config([greeting, other]), [greeting, other, { name: 'static' }]);
    expect(added.islandHtml.greeting?.({ name: 'Ada' })).toBe('<p>Hello, Ada</p>');
    expect(added.files.map((file) => file.path)).toEqual(['/greetings.json', '/b.txt']);
    expect(added.warnings).toEqual(['data/greetings.json: empty']);
  });

  it("names the plugin of a problem, and the file, line and column of a plugin's broken JSON", async () => {
    const failing: Plugin = { name: 'failing', load: () => Promise.reject(new Error('no data')) };
    await expect(loadPlugins(siteDir, config([failing]), [failing])).rejects.toThrow(
      'site.config.ts: plugin failing: no data',
    );
    const json: Plugin = {
      name: 'json',
      load: () =>
        Promise.reject(
          Object.assign(new Error('x'), { file: join(siteDir, 'data/broken.json'), reason: 'is not valid JSON' }),
        ),
    };
    const error: unknown = await loadPlugins(siteDir, config([json]), [json]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe('data/broken.json:3:1: is not valid JSON');
  });
});

describe('what the plugins add to the policy and the watcher', () => {
  it('adds the sources of every plugin to their directives', () => {
    const more: Plugin = { name: 'more', csp: { 'connect-src': ['https://other.example.net'] } };
    expect(pluginCsp([greeting, more])).toEqual({
      'connect-src': ['https://api.example.net', 'https://other.example.net'],
      'frame-src': ['https://video.example.net'],
    });
  });

  it('watches what the plugins read, in the site folder', () => {
    expect(pluginWatchPaths('/site', [greeting, { name: 'none' }])).toEqual(['/site/data/greetings.json']);
  });
});

describe("the plugins' browser modules", () => {
  it('resolves a module relative to the site folder, or a package from it or from the generator', () => {
    expect(resolvePluginModule('/site', './plugins/x.tsx')).toBe('/site/plugins/x.tsx');
    expect(resolvePluginModule('/site', '/abs/x.ts')).toBe('/abs/x.ts');
    // A folder without node_modules still finds the generator's own packages.
    expect(resolvePluginModule(siteDir, '@atlas-docs/api-reference/ui/island')).toMatch(
      /packages\/api-reference\/src\/ui\/island\.ts$/,
    );
  });

  it('loads each island with browser code on demand, imports the page components, and the stylesheets in order', () => {
    const banner: Plugin = {
      name: 'banner',
      top: { module: './Top.tsx', props: { text: 'Hi' }, script: 'void 0' },
      logo: { module: './Mark.tsx', props: { small: true } },
      deferred: { module: './Later.tsx', props: { n: 1 } },
      islands: { later: { client: './later.tsx', options: { host: 'https://h.example' } } },
    };
    expect(clientModule('/site', [greeting, banner])).toBe(
      'import NavBar0 from "/site/plugins/Wave.tsx";\n' +
        'import Logo from "/site/Mark.tsx";\n' +
        'import Top0 from "/site/Top.tsx";\n' +
        'export const islands = {\n' +
        '  "greeting": { load: () => import("/site/plugins/greeting.tsx"), options: {} },\n' +
        '  "later": { load: () => import("/site/later.tsx"), options: {"host":"https://h.example"} },\n' +
        '};\n' +
        'export const navBar = [{ name: "wave", Component: NavBar0, props: {} }];\n' +
        'export const logo = { Component: Logo, props: {"small":true} };\n' +
        'export const top = [{ Component: Top0, props: {"text":"Hi"} }];\n' +
        'export const deferred = [{ load: () => import("/site/Later.tsx"), props: {"n":1} }];\n',
    );
    expect(stylesModule('/site', [greeting, { name: 'plain', styles: ['./b.css'] }])).toBe(
      'import "/site/plugins/greeting.css";\nimport "/site/b.css";\n',
    );
    expect(clientModule('/site', [])).toBe(
      'export const islands = {\n\n};\nexport const navBar = [];\nexport const logo = null;\n' +
        'export const top = [];\nexport const deferred = [];\n',
    );
  });

  it('gives the server the components of the navigation bar and the top region, in order, and names one without', async () => {
    const two: Plugin = {
      name: 'two',
      navBar: { first: './a.tsx', second: { module: './b.tsx', props: { x: 1 } } },
      top: { module: './t.tsx', script: 'void 0' },
    };
    expect(pageComponents('/site', [two])).toEqual({
      navBar: [
        { name: 'first', file: '/site/a.tsx', props: {} },
        { name: 'second', file: '/site/b.tsx', props: { x: 1 } },
      ],
      logo: null,
      top: [{ file: '/site/t.tsx', props: {}, script: 'void 0' }],
      deferred: [],
    });
    const First = () => null;
    const loaded = await loadServerComponents('/site', [two], (file) =>
      Promise.resolve(file.endsWith('a.tsx') ? { default: First } : { default: () => 'b' }),
    );
    expect(loaded.navBar.map(({ name, props }) => [name, props])).toEqual([
      ['first', {}],
      ['second', { x: 1 }],
    ]);
    expect(loaded.navBar[0]?.Component).toBe(First);
    expect(loaded.top[0]?.script).toBe('void 0');
    await expect(loadServerComponents('/site', [two], () => Promise.resolve({ other: 1 }))).rejects.toThrow(
      'the page component /site/a.tsx has no default export',
    );
  });
});
