import { describe, expect, it } from 'vitest';
import { resolvePager } from '../../src/rules/pager.ts';
import type { SidebarItem } from '../../src/types.ts';

const sidebar: SidebarItem[] = [
  { text: 'Introduction', link: '/docs/' },
  {
    text: 'Measurements',
    items: [
      { text: 'Ping', link: '/docs/ping' },
      { text: 'Status page', link: 'https://status.ripe.net' },
      { text: 'Traceroute', link: '/docs/traceroute' },
    ],
  },
];

describe('resolvePager', () => {
  it('links the pages before and after in sidebar order', () => {
    expect(resolvePager('/docs/ping', sidebar)).toEqual({
      prev: { text: 'Introduction', link: '/docs/' },
      next: { text: 'Traceroute', link: '/docs/traceroute' },
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(resolvePager('/docs/', sidebar).prev).toBeNull();
    expect(resolvePager('/docs/traceroute', sidebar).next).toBeNull();
  });

  it('skips external links', () => {
    expect(resolvePager('/docs/traceroute', sidebar).prev).toEqual({ text: 'Ping', link: '/docs/ping' });
  });

  it('finds the page ignoring trailing slash and .html', () => {
    expect(resolvePager('/docs/ping.html', sidebar).next?.link).toBe('/docs/traceroute');
    expect(resolvePager('/docs/index', sidebar).next?.link).toBe('/docs/ping');
  });

  it('is empty without a sidebar or for a page not in it', () => {
    expect(resolvePager('/docs/ping', null)).toEqual({ prev: null, next: null });
    expect(resolvePager('/elsewhere', sidebar)).toEqual({ prev: null, next: null });
  });

  it('applies front matter overrides: false hides, a string renames, an object replaces', () => {
    const pager = resolvePager('/docs/ping', sidebar, { prev: false, next: 'Next: traceroute' });
    expect(pager).toEqual({ prev: null, next: { text: 'Next: traceroute', link: '/docs/traceroute' } });
    const replaced = resolvePager('/docs/traceroute', sidebar, { next: { text: 'API', link: '/docs/api/' } });
    expect(replaced.next).toEqual({ text: 'API', link: '/docs/api/' });
  });

  it('does not invent a link when renaming a missing one', () => {
    expect(resolvePager('/docs/traceroute', sidebar, { next: 'More' }).next).toBeNull();
    expect(resolvePager('/docs/traceroute', sidebar, { next: { text: 'More' } }).next).toBeNull();
  });

  it('reads the forms VitePress pages write: true and {} keep the link, { text } renames it, { link } replaces it', () => {
    expect(resolvePager('/docs/ping', sidebar, { prev: true, next: {} })).toEqual(resolvePager('/docs/ping', sidebar));
    expect(resolvePager('/docs/ping', sidebar, { next: { text: 'Onwards' } }).next).toEqual({
      text: 'Onwards',
      link: '/docs/traceroute',
    });
    expect(resolvePager('/docs/ping', sidebar, { next: { link: '/docs/api/' } }).next).toEqual({
      text: '/docs/api/',
      link: '/docs/api/',
    });
  });
});
