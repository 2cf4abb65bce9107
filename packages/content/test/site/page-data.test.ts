import { describe, expect, it } from 'vitest';
import { formatUpdated, pageTitle, searchKindOf } from '../../src/site/page-data.ts';

describe('formatUpdated', () => {
  const time = Date.parse('2026-11-22T21:09:30Z');

  it('writes the time in UTC, in the language of the page', () => {
    expect(formatUpdated(time, 'en')).toBe('Nov 22, 2026, 9:09 PM UTC');
    expect(formatUpdated(time, 'en-GB')).toBe('22 Nov 2026, 21:09 UTC');
    expect(formatUpdated(time, 'nl')).toBe('22 nov 2026, 21:09 UTC');
  });
});

describe('pageTitle', () => {
  const home = { layout: 'home' } as const;

  it('takes the front matter title, else the first heading', () => {
    expect(pageTitle({ layout: 'doc', title: 'Set' }, 'Heading', 'Site')).toBe('Set');
    expect(pageTitle({ layout: 'doc' }, 'Heading', 'Site')).toBe('Heading');
  });

  it('leaves a doc page without either untitled', () => {
    expect(pageTitle({ layout: 'doc', hero: { name: 'Hero' } }, null, 'Site')).toBeNull();
  });

  it("names a home page without either by its hero, else by the site's title", () => {
    expect(pageTitle({ ...home, hero: { name: 'My docs' } }, null, 'Site')).toBe('My docs');
    expect(pageTitle({ ...home, hero: { name: '  ', tagline: 'Fast' } }, null, 'Site')).toBe('Site');
    expect(pageTitle(home, null, 'Site')).toBe('Site');
    expect(pageTitle({ ...home, title: 'Welcome', hero: { name: 'My docs' } }, null, 'Site')).toBe('Welcome');
  });
});

describe('searchKindOf', () => {
  const islands = { 'api-resource': { searchKind: 'reference' as const }, help: {} };

  it('is reference when the page holds an island of that kind', () => {
    expect(searchKindOf(['help', 'api-resource'], islands)).toBe('reference');
  });

  it('is guide for pages without one, or with islands nobody defined', () => {
    expect(searchKindOf(['help'], islands)).toBe('guide');
    expect(searchKindOf([], islands)).toBe('guide');
    expect(searchKindOf(['unknown'], islands)).toBe('guide');
  });
});
