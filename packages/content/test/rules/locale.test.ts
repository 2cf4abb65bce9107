import { describe, expect, it } from 'vitest';
import { localeLinks, localeRoot, pathInLocale, resolveLocale, ROOT_LOCALE } from '../../src/rules/locale.ts';
import type { LocaleConfig } from '../../src/types.ts';

const locales: Record<string, LocaleConfig> = {
  root: { lang: 'en', label: 'English' },
  nl: { lang: 'nl', label: 'Nederlands' },
};

describe('resolveLocale', () => {
  it('finds the locale whose prefix starts the path', () => {
    expect(resolveLocale('/nl/docs/a', locales)).toBe('nl');
    expect(resolveLocale('/nl/', locales)).toBe('nl');
    expect(resolveLocale('/nl', locales)).toBe('nl');
  });

  it('falls back to the root locale', () => {
    expect(resolveLocale('/docs/a', locales)).toBe(ROOT_LOCALE);
    expect(resolveLocale('/nlnet/', locales)).toBe(ROOT_LOCALE);
    expect(resolveLocale('/nl/docs', undefined)).toBe(ROOT_LOCALE);
  });
});

describe('localeRoot and pathInLocale', () => {
  it('give the locale root and the path inside it', () => {
    expect(localeRoot('root')).toBe('/');
    expect(localeRoot('nl')).toBe('/nl/');
    expect(pathInLocale('/nl/docs/a', 'nl')).toBe('/docs/a');
    expect(pathInLocale('/nl', 'nl')).toBe('/');
    expect(pathInLocale('/docs/a', 'root')).toBe('/docs/a');
  });
});

describe('localeLinks', () => {
  const pages = new Set(['/', '/docs/a', '/nl/', '/nl/docs/a', '/docs/only-english']);
  const exists = (route: string): boolean => pages.has(route);

  it('keeps the page path in each locale', () => {
    expect(localeLinks('/docs/a', locales, exists)).toEqual([
      { key: 'root', label: 'English', lang: 'en', link: '/docs/a', active: true },
      { key: 'nl', label: 'Nederlands', lang: 'nl', link: '/nl/docs/a', active: false },
    ]);
    expect(localeLinks('/nl/docs/a', locales, exists).map((l) => [l.link, l.active])).toEqual([
      ['/docs/a', false],
      ['/nl/docs/a', true],
    ]);
  });

  it('falls back to the locale root when the page has no translation', () => {
    expect(localeLinks('/docs/only-english', locales, exists).map((l) => l.link)).toEqual([
      '/docs/only-english',
      '/nl/',
    ]);
  });

  it('is empty for a site with one locale', () => {
    expect(localeLinks('/docs/a', undefined, exists)).toEqual([]);
    expect(localeLinks('/docs/a', { root: { lang: 'en', label: 'English' } }, exists)).toEqual([]);
  });
});
