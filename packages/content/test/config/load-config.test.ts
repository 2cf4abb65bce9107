import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, loadConfigModule } from '../../src/config/load-config.ts';
import { contentErrorOf, fixture } from '../helpers.ts';

const temporary: string[] = [];

/** A site folder holding only this `site.config.ts`. */
async function siteWithConfig(source: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-config-'));
  temporary.push(dir);
  await writeFile(join(dir, 'site.config.ts'), source);
  return dir;
}

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('imports site.config.ts with its local modules', async () => {
    const config = await loadConfig(fixture('two-locales'));
    expect(config.title).toBe('Atlas Docs');
    expect(config.locales?.nl?.label).toBe('Nederlands');
    expect(config.nav?.[0]).toEqual({ text: 'Docs', link: '/docs/', activeMatch: '^/docs/' });
  });

  it('loads beside a tsconfig.json that extends one left behind in the repository the folder came from', async () => {
    const dir = await siteWithConfig("const title: string = 'Moved';\nexport default { title, description: 'D' };\n");
    await writeFile(join(dir, 'tsconfig.json'), '{ "extends": "../gone/tsconfig.json" }\n');
    expect((await loadConfig(dir)).title).toBe('Moved');
  });

  it('reports every mistake at its line in site.config.ts', async () => {
    const error = await contentErrorOf(loadConfig(fixture('bad-config')));
    expect(error.message.split('\n')).toEqual([
      'site.config.ts:10:3: unknown config key `colour`',
      "site.config.ts:11:3: `outline` must be a heading level 1-6, a range [from, to], 'deep' or false",
      "site.config.ts:12:3: `appearance` must be true, false, 'dark', 'force-dark' or 'force-auto'",
      'site.config.ts:13:3: `locales` needs a `root` entry: the locale served at /',
      'site.config.ts:14:5: locale `nl` needs a `label` string',
    ]);
    expect([error.file, error.line, error.column]).toEqual(['site.config.ts', 10, 3]);
    expect(error.errors).toHaveLength(5);
  });

  it('requires a string title and description', async () => {
    const dir = await siteWithConfig('export default {\n  title: 42,\n};\n');
    const error = await contentErrorOf(loadConfig(dir));
    expect(error.message.split('\n')).toEqual([
      'site.config.ts: `description` must be a string',
      'site.config.ts:2:3: `title` must be a string',
    ]);
  });

  it('checks that plugins are a list of named plugins, each listed once', async () => {
    const notList = await siteWithConfig("export default {\n  title: 'T',\n  description: 'D',\n  plugins: {},\n};\n");
    expect((await contentErrorOf(loadConfig(notList))).message).toBe(
      'site.config.ts:4:3: `plugins` must be a list of plugins',
    );
    const uncalled = await siteWithConfig(
      "const greeting = () => ({ name: 'greeting' });\nexport default {\n  title: 'T',\n  description: 'D',\n  plugins: [greeting],\n};\n",
    );
    expect((await contentErrorOf(loadConfig(uncalled))).message).toBe(
      'site.config.ts:5:3: each plugin must be an object with a `name` (call the plugin: `myPlugin()`)',
    );
    const twice = await siteWithConfig(
      "const greeting = () => ({ name: 'greeting' });\nexport default {\n  title: 'T',\n  description: 'D',\n  plugins: [greeting(), greeting()],\n};\n",
    );
    expect((await contentErrorOf(loadConfig(twice))).message).toBe(
      'site.config.ts:5:3: the plugin `greeting` is listed twice',
    );
    const good = await siteWithConfig(
      "const greeting = () => ({ name: 'greeting' });\nexport default {\n  title: 'T',\n  description: 'D',\n  plugins: [greeting()],\n};\n",
    );
    expect((await loadConfig(good)).plugins).toEqual([{ name: 'greeting' }]);
  });

  it("names the line of each plugin option that does not fit, as the plugin's options error says", async () => {
    const dir = await siteWithConfig(
      [
        'function greeting(options) {',
        "  const error = new Error('options');",
        "  error.name = 'PluginOptionsError';",
        "  const problems = [{ path: ['target'], reason: 'must be a path' }, { path: [], reason: 'are missing `text`' }];",
        "  throw Object.assign(error, { plugin: 'greeting', problems });",
        '}',
        'export default {',
        "  title: 'T',",
        "  description: 'D',",
        "  plugins: [greeting({ target: 'x' })],",
        '};',
        '',
      ].join('\n'),
    );
    expect((await contentErrorOf(loadConfig(dir))).message.split('\n')).toEqual([
      'site.config.ts: plugin greeting: are missing `text`',
      'site.config.ts:10:24: plugin greeting: `target` must be a path',
    ]);
  });

  it("leaves the generator's packages to Node: the files to watch are the folder's, a package's errors keep their lines", async () => {
    const config = (target: string): string =>
      [
        "import { PluginOptionsError } from '@atlas-docs/content';",
        "import { title } from './title.ts';",
        'function greeting(options: Record<string, unknown>) {',
        "  if (typeof options.target !== 'string')",
        "    throw new PluginOptionsError('greeting', [{ path: ['target'], reason: 'must be a path' }]);",
        "  return { name: 'greeting' };",
        '}',
        'export default {',
        '  title,',
        "  description: 'D',",
        `  plugins: [greeting({ target: ${target} })],`,
        '};',
        '',
      ].join('\n');
    const dir = await siteWithConfig(config("'x'"));
    await writeFile(join(dir, 'title.ts'), "export const title: string = 'T';\n");
    const loaded = await loadConfigModule(dir);
    expect(loaded.config.plugins?.map((p) => p.name)).toEqual(['greeting']);
    expect(loaded.files).toEqual([join(dir, 'site.config.ts'), join(dir, 'title.ts')]);
    await writeFile(join(dir, 'site.config.ts'), config('42'));
    expect((await contentErrorOf(loadConfig(dir))).message).toBe(
      'site.config.ts:11:24: plugin greeting: `target` must be a path',
    );
  });

  it('finds quoted keys', async () => {
    const dir = await siteWithConfig("export default {\n  title: 'T',\n  description: 'D',\n  'sideBar': [],\n};\n");
    const error = await contentErrorOf(loadConfig(dir));
    expect(error.message).toBe('site.config.ts:4:3: unknown config key `sideBar`');
  });

  it('checks locales, labels, nav and sidebar shapes', async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T',",
        "  description: 'D',",
        "  labels: { outlineTitle: 'Contents', outlineTitel: 'Typo' },",
        "  nav: [{ text: 'Docs', activeMatch: '(' }],",
        "  sidebar: { '/docs/': [{ link: '/docs/' }] },",
        '  locales: {',
        "    root: { lang: 'en', label: 'English' },",
        "    de: { lang: 'de', label: 'Deutsch', colour: 'red' },",
        '  },',
        '};',
      ].join('\n'),
    );
    const error = await contentErrorOf(loadConfig(dir));
    expect(error.message.split('\n')).toEqual([
      'site.config.ts:4:39: unknown label `outlineTitel`',
      'site.config.ts:5:38: `activeMatch` is not a valid regular expression',
      'site.config.ts:6:14: every `sidebar` item needs a `text`',
      'site.config.ts:9:41: unknown key `colour` in locale `de`',
    ]);
  });

  it('reports an unknown key of a nav or sidebar item at the item, and a sidebar of neither shape', async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  nav: [{ text: 'Docs', link: '/docs/' }, { text: 'API', activematch: '^/api/' }],",
        "  sidebar: { '/docs/': [{ text: 'Start', colapsed: true }], '/api/': 'reference' },",
        "  locales: { root: { lang: 'en', label: 'English' }, 'n l': { lang: 'nl', label: 'NL' } },",
        '};',
      ].join('\n'),
    );
    expect((await contentErrorOf(loadConfig(dir))).message.split('\n')).toEqual([
      'site.config.ts:3:51: unknown key `activematch` in a `nav` item',
      'site.config.ts:4:33: unknown key `colapsed` in a `sidebar` item',
      'site.config.ts:4:61: sidebar `/api/` must be a list of items, { base, items } or { dir }',
      'site.config.ts:5:54: locale key `n l` must be a plain path segment',
    ]);
  });

  it('reads a folder’s sidebar, whole, keyed or as a group, and places a folder that is not a string', async () => {
    const good = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  sidebar: { '/guide/': { dir: 'guide' }, '/': [{ text: 'Docs', dir: 'docs', collapsed: true }] },",
        "  locales: { root: { lang: 'en', label: 'English' }, nl: { lang: 'nl', label: 'NL', sidebar: { dir: 'nl' } } },",
        '};',
      ].join('\n'),
    );
    expect((await loadConfig(good)).sidebar).toEqual({
      '/guide/': { dir: 'guide' },
      '/': [{ text: 'Docs', dir: 'docs', collapsed: true }],
    });
    const bad = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  sidebar: { '/guide/': { dir: 3 }, '/': [{ text: 'Docs', dir: false }] },",
        '};',
      ].join('\n'),
    );
    expect((await contentErrorOf(loadConfig(bad))).message.split('\n')).toEqual([
      'site.config.ts:3:27: `dir` must be a folder of the content folder',
      'site.config.ts:3:51: `dir` must be a folder of the content folder',
    ]);
  });

  it("names the plugin that took over a setting of the core's", async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  sitesList: 'pre-production',",
        "  banner: { id: 'b1', text: 'Maintenance' },",
        "  iconService: 'https://icons.example.net/x',",
        '};',
      ].join('\n'),
    );
    expect((await contentErrorOf(loadConfig(dir))).message.split('\n')).toEqual([
      "site.config.ts:3:3: `sitesList` is a plugin's setting: list the `list` option of appSwitcher() of @atlas-docs/ripe-ncc in `plugins`",
      "site.config.ts:4:3: `banner` is a plugin's setting: list banner() of @atlas-docs/ripe-ncc in `plugins`",
      'site.config.ts:5:3: `iconService` must be an origin such as https://host (no path)',
    ]);
  });

  it('accepts every documented option', async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D', srcDir: 'docs', origin: 'https://atlas.ripe.net', favicon: 'icon.svg',",
        "  nav: [{ text: 'A', items: [{ text: 'B', link: '/b' }] }],",
        "  sidebar: { '/a/': { base: '/a/', items: [{ text: 'X', link: 'x', collapsed: false }] } },",
        "  socialLinks: [{ icon: 'github', link: 'https://github.com' }],",
        "  outline: [2, 3], appearance: 'force-dark', editLink: { pattern: 'https://e/:path' }, lastUpdated: false,",
        "  locales: { root: { lang: 'en', label: 'English' } }, redirects: { old: '/new' }, labels: { menu: 'Menu' },",
        '};',
      ].join('\n'),
    );
    const config = await loadConfig(dir);
    expect(config.outline).toEqual([2, 3]);
    expect(config.appearance).toBe('force-dark');
  });

  it('takes the public origin without a path', async () => {
    const good = await siteWithConfig(
      "export default {\n  title: 'T', description: 'D', origin: 'https://docs.example.net/',\n};\n",
    );
    expect(await loadConfig(good)).toMatchObject({ origin: 'https://docs.example.net/' });
    const bad = await siteWithConfig(
      "export default {\n  title: 'T', description: 'D',\n  origin: 'https://docs.example.net/docs',\n};\n",
    );
    expect((await contentErrorOf(loadConfig(bad))).message).toBe(
      'site.config.ts:3:3: `origin` must be the public origin such as https://atlas.ripe.net (no path)',
    );
  });

  it('accepts a footer and reports a broken one at its line', async () => {
    const good = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  footer: { message: 'Run by us.', copyright: '© Us', links: [{ text: 'Legal', link: '/legal' }] },",
        '};',
      ].join('\n'),
    );
    expect((await loadConfig(good)).footer).toEqual({
      message: 'Run by us.',
      copyright: '© Us',
      links: [{ text: 'Legal', link: '/legal' }],
    });
    const bad = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  footer: { message: '', links: [{ text: 'X', link: 'javascript:x' }], colour: 'red' },",
        '};',
      ].join('\n'),
    );
    expect((await contentErrorOf(loadConfig(bad))).message.split('\n')).toEqual([
      'site.config.ts:3:13: footer `message` must be a non-empty string',
      'site.config.ts:3:53: footer `links` must be a list of { text, link } with http(s), mailto or /relative links',
      'site.config.ts:3:72: unknown footer option `colour`',
    ]);
  });

  it('checks the search options: synonym groups and texts', async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T',",
        "  description: 'D',",
        "  search: { synonyms: [['msm', 'measurement'], 'prb'], placeholder: 7, hints: 'Typo' },",
        '};',
      ].join('\n'),
    );
    const error = await contentErrorOf(loadConfig(dir));
    expect(error.message.split('\n')).toEqual([
      "site.config.ts:4:48: `synonyms` must be a list of word groups, e.g. [['msm', 'measurement']]",
      'site.config.ts:4:56: search option `placeholder` must be a string',
      'site.config.ts:4:72: unknown search option `hints`',
    ]);
    const inLocale = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  locales: { root: { lang: 'en', label: 'English' }, nl: { lang: 'nl', label: 'NL', search: 'Zoeken' } },",
        '};',
      ].join('\n'),
    );
    const localeError = await contentErrorOf(loadConfig(inLocale));
    expect(localeError.message).toBe(
      'site.config.ts:3:85: `search` must be { synonyms?, buttonLabel?, placeholder?, ... }',
    );
  });

  it('accepts search synonyms and texts, also per locale', async () => {
    const dir = await siteWithConfig(
      [
        'export default {',
        "  title: 'T', description: 'D',",
        "  search: { synonyms: [['rtt', 'latency']], buttonLabel: 'Search', placeholder: 'Search docs' },",
        "  locales: { root: { lang: 'en', label: 'English' }, nl: { lang: 'nl', label: 'NL', search: { hint: 'Tip' } } },",
        '};',
      ].join('\n'),
    );
    const config = await loadConfig(dir);
    expect(config.search?.synonyms).toEqual([['rtt', 'latency']]);
    expect(config.locales?.nl?.search).toEqual({ hint: 'Tip' });
  });

  it('names site.config.ts when it is missing or fails to load', async () => {
    const missing = await contentErrorOf(loadConfig(fixture('does-not-exist')));
    expect(missing.message).toMatch(/^site\.config\.ts: no site\.config\.ts in /);
    const broken = await siteWithConfig(
      "import { nav } from './navigation.ts';\nexport default { title: 'T', description: 'D', nav };\n",
    );
    const error = await contentErrorOf(loadConfig(broken));
    expect(error.message).toMatch(/^site\.config\.ts: cannot load the configuration: /);
  });

  it('requires a default export object', async () => {
    const dir = await siteWithConfig("export const config = { title: 'T', description: 'D' };\n");
    const error = await contentErrorOf(loadConfig(dir));
    expect(error.reason).toBe('site.config.ts must `export default` the site configuration object');
  });
});
