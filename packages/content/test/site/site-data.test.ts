import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '../../src/labels.ts';
import { resolvePager } from '../../src/rules/pager.ts';
import {
  buildSiteData,
  localeLabels,
  localeNav,
  localeSidebar,
  sidebarResolver,
  siteLocales,
  siteOrigin,
} from '../../src/site/site-data.ts';
import type { SiteConfig } from '../../src/types.ts';

const config: SiteConfig = {
  title: 'Docs',
  description: 'D',
  nav: [{ text: 'Docs', link: '/docs/' }],
  sidebar: [{ text: 'Root', link: '/' }],
  labels: { menu: 'Site menu' },
  locales: {
    root: { lang: 'en', label: 'English', labels: { search: 'Find' } },
    nl: { lang: 'nl', label: 'Nederlands', labels: { menu: 'Menu NL' } },
  },
};

describe('site data', () => {
  it('defaults to one English root locale', () => {
    expect(siteLocales({ title: 'T', description: 'D' })).toEqual({ root: { lang: 'en', label: 'English' } });
  });

  it('takes the site sidebar for the root locale only', () => {
    expect(localeSidebar(config, 'root')).toEqual([{ text: 'Root', link: '/' }]);
    expect(localeSidebar(config, 'nl')).toBeUndefined();
  });

  it('falls back to the site nav', () => {
    expect(localeNav(config, 'nl')).toEqual([{ text: 'Docs', link: '/docs/' }]);
    expect(localeNav({ title: 'T', description: 'D' }, 'root')).toEqual([]);
  });

  it('overrides the default labels with the site labels (root) and the locale labels', () => {
    expect(localeLabels(config, 'root')).toEqual({ ...DEFAULT_LABELS, menu: 'Site menu', search: 'Find' });
    expect(localeLabels(config, 'nl')).toEqual({ ...DEFAULT_LABELS, menu: 'Menu NL' });
  });

  it('gives the shell the icon service of social links, the public one by default', () => {
    expect(buildSiteData({ title: 'T', description: 'D' }).iconService).toBe('https://api.iconify.design');
    expect(buildSiteData({ title: 'T', description: 'D', iconService: 'http://127.0.0.1:9' }).iconService).toBe(
      'http://127.0.0.1:9',
    );
  });

  it('takes the public origin without a trailing slash, by default the RIPE Atlas docs host', () => {
    expect(siteOrigin(config)).toBe('https://atlas.ripe.net');
    expect(siteOrigin({ ...config, origin: 'https://docs.example.net/' })).toBe('https://docs.example.net');
  });

  it('builds the shell data of every locale', () => {
    const data = buildSiteData(config);
    expect(data.appearance).toBe(true);
    expect(data.socialLinks).toEqual([]);
    expect(data.locales.nl).toMatchObject({ key: 'nl', root: '/nl/', title: 'Docs', lang: 'nl' });
  });
});

describe('sidebarResolver', () => {
  const keyed: SiteConfig = {
    title: 'T',
    description: 'D',
    sidebar: {
      '/docs/': [
        { text: 'A', link: '/docs/a' },
        { text: 'B', link: '/docs/b' },
      ],
      '/api/': [{ text: 'API', link: '/api/' }],
    },
  };

  it('resolves each sidebar once and shares it between its pages', () => {
    const sidebarOf = sidebarResolver(keyed);
    const a = sidebarOf('root', '/docs/a');
    expect(a).toEqual([
      { text: 'A', link: '/docs/a' },
      { text: 'B', link: '/docs/b' },
    ]);
    expect(sidebarOf('root', '/docs/b')).toBe(a);
    expect(sidebarOf('root', '/api/')).toEqual([{ text: 'API', link: '/api/' }]);
    expect(sidebarOf('root', '/blog/')).toBeNull();
    expect(sidebarOf('nl', '/nl/docs/a')).toBeNull();
  });

  it('gives the pager the same answers for a shared sidebar', () => {
    const sidebarOf = sidebarResolver(keyed);
    expect(resolvePager('/docs/a', sidebarOf('root', '/docs/a')).next).toEqual({ text: 'B', link: '/docs/b' });
    expect(resolvePager('/docs/b', sidebarOf('root', '/docs/b')).prev).toEqual({ text: 'A', link: '/docs/a' });
  });
});
