import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.ts';
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
      'site.config.ts:6:3: every `sidebar` item needs a `text`',
      'site.config.ts:9:41: unknown key `colour` in locale `de`',
    ]);
  });

  it('takes the application switcher list: production or pre-production only', async () => {
    const good = await siteWithConfig(
      "export default {\n  title: 'T',\n  description: 'D',\n  sitesList: 'pre-production',\n};\n",
    );
    expect((await loadConfig(good)).sitesList).toBe('pre-production');
    const bad = await siteWithConfig(
      "export default {\n  title: 'T',\n  description: 'D',\n  sitesList: 'staging',\n};\n",
    );
    const error = await contentErrorOf(loadConfig(bad));
    expect(error.message).toBe("site.config.ts:4:3: `sitesList` must be 'production' or 'pre-production'");
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
