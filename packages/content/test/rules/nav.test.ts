import { describe, expect, it } from 'vitest';
import { canonicalNav, isNavActive } from '../../src/rules/nav.ts';
import type { NavItem } from '../../src/types.ts';

describe('isNavActive', () => {
  it('matches a plain link ignoring a trailing slash and .html', () => {
    expect(isNavActive({ text: 'Docs', link: '/docs/' }, '/docs')).toBe(true);
    expect(isNavActive({ text: 'Docs', link: '/docs/' }, '/docs/index.html')).toBe(true);
    expect(isNavActive({ text: 'Docs', link: '/docs/' }, '/docs/a')).toBe(false);
  });

  it('uses activeMatch instead of the link when given', () => {
    const item: NavItem = { text: 'Docs', link: '/docs/', activeMatch: '^/docs/' };
    expect(isNavActive(item, '/docs/getting-started/a')).toBe(true);
    expect(isNavActive(item, '/api/')).toBe(false);
  });

  it('marks a flyout active when one of its children is', () => {
    const flyout: NavItem = {
      text: 'More',
      items: [
        { text: 'Tools', link: '/docs/tools/' },
        { text: 'GitHub', link: 'https://github.com/RIPE-NCC' },
      ],
    };
    expect(isNavActive(flyout, '/docs/tools/')).toBe(true);
    expect(isNavActive(flyout, '/docs/other')).toBe(false);
  });

  it('checks the children of a flyout whose activeMatch does not match', () => {
    const flyout: NavItem = { text: 'More', activeMatch: '^/more/', items: [{ text: 'Legal', link: '/legal' }] };
    expect(isNavActive(flyout, '/more/x')).toBe(true);
    expect(isNavActive(flyout, '/legal')).toBe(true);
    expect(isNavActive(flyout, '/docs/')).toBe(false);
  });

  it('never marks an external link active', () => {
    expect(isNavActive({ text: 'Status', link: 'https://status.ripe.net/docs' }, '/docs')).toBe(false);
  });
});

describe('canonicalNav', () => {
  it('writes every link, flyout children included, and keeps the other fields', () => {
    const nav: NavItem[] = [
      { text: 'Docs', link: '/docs/index', activeMatch: '^/docs/' },
      { text: 'More', items: [{ text: 'A', link: '/a/', target: '_self' }] },
    ];
    const routes: Record<string, string> = { '/docs/index': '/docs/', '/a/': '/a' };
    expect(canonicalNav(nav, (link) => routes[link] ?? link)).toEqual([
      { text: 'Docs', link: '/docs/', activeMatch: '^/docs/' },
      { text: 'More', items: [{ text: 'A', link: '/a', target: '_self' }] },
    ]);
  });
});
