import { describe, expect, it } from 'vitest';
import {
  containsActive,
  countLinks,
  firstLink,
  firstPaintSidebar,
  flattenLinks,
  isExpanded,
  isFolded,
  LARGE_SIDEBAR_LINKS,
  MAX_SIDEBAR_DEPTH,
  resolveSidebar,
  sidebarKey,
} from '../../src/rules/sidebar.ts';
import { isActive } from '../../src/rules/paths.ts';
import type { SidebarConfig, SidebarItem } from '../../src/types.ts';

const keyed: SidebarConfig = {
  '/docs/': [{ text: 'Docs', link: '/docs/' }],
  '/docs/api/': [{ text: 'API', link: '/docs/api/' }],
  '/guide': { base: '/guide/', items: [{ text: 'Intro', link: 'intro' }] },
};

/** A chain of groups `depth` levels deep, each with one link. */
function nested(depth: number): SidebarItem[] {
  let items: SidebarItem[] = [{ text: `level ${depth}`, link: `/l${depth}` }];
  for (let level = depth - 1; level >= 1; level -= 1) items = [{ text: `level ${level}`, link: `/l${level}`, items }];
  return items;
}

function depthOf(items: SidebarItem[] | null | undefined): number {
  if (!items?.length) return 0;
  return 1 + Math.max(...items.map((item) => depthOf(item.items)));
}

describe('resolveSidebar', () => {
  it('writes each link, after its base, with the canonicaliser it is given', () => {
    const config: SidebarConfig = {
      '/docs/': {
        base: '/docs/',
        items: [
          { text: 'A', link: 'a/' },
          { text: 'Group', items: [{ text: 'B', link: '/b/' }] },
        ],
      },
    };
    const canonical = (link: string): string => link.replace(/\/$/, '');
    expect(resolveSidebar(config, '/docs/a', canonical)).toEqual([
      { text: 'A', link: '/docs/a' },
      { text: 'Group', items: [{ text: 'B', link: '/b' }] },
    ]);
    expect(resolveSidebar(config, '/docs/a')?.[0]?.link).toBe('/docs/a/');
  });

  it('picks the longest matching prefix', () => {
    expect(resolveSidebar(keyed, '/docs/api/measurements')).toEqual([{ text: 'API', link: '/docs/api/' }]);
    expect(resolveSidebar(keyed, '/docs/getting-started/')).toEqual([{ text: 'Docs', link: '/docs/' }]);
  });

  it('matches the folder page itself, with or without its trailing slash', () => {
    expect(resolveSidebar(keyed, '/docs/api/')).toEqual([{ text: 'API', link: '/docs/api/' }]);
    expect(resolveSidebar(keyed, '/docs/api')).toEqual([{ text: 'API', link: '/docs/api/' }]);
  });

  it('only matches whole path segments', () => {
    expect(resolveSidebar({ '/docs': [{ text: 'Docs', link: '/docs/' }] }, '/docsearch/x')).toBeNull();
    expect(resolveSidebar(keyed, '/guidelines')).toBeNull();
  });

  it('accepts keys without a leading slash', () => {
    expect(resolveSidebar({ 'docs/': [{ text: 'Docs', link: '/docs/' }] }, '/docs/a')).toEqual([
      { text: 'Docs', link: '/docs/' },
    ]);
  });

  it('returns null when no key matches or there is no config', () => {
    expect(resolveSidebar(keyed, '/blog/')).toBeNull();
    expect(resolveSidebar(undefined, '/docs/')).toBeNull();
    expect(resolveSidebar([], '/docs/')).toBeNull();
  });

  it('applies an array config to every page', () => {
    const config: SidebarItem[] = [{ text: 'Home', link: '/' }];
    expect(resolveSidebar(config, '/anything/at/all')).toEqual([{ text: 'Home', link: '/' }]);
  });

  it('joins the base of a keyed entry with relative links', () => {
    expect(resolveSidebar(keyed, '/guide/intro')).toEqual([{ text: 'Intro', link: '/guide/intro' }]);
  });

  it('passes an item base down to its children and keeps absolute links', () => {
    const config: SidebarItem[] = [
      {
        text: 'Probes',
        base: '/docs/probes/',
        collapsed: true,
        items: [
          { text: 'Hardware', link: 'hardware' },
          { text: 'API', link: '/docs/api/' },
          { text: 'Nested', items: [{ text: 'v3', link: 'v3' }] },
        ],
      },
    ];
    expect(resolveSidebar(config, '/')).toEqual([
      {
        text: 'Probes',
        collapsed: true,
        items: [
          { text: 'Hardware', link: '/docs/probes/hardware' },
          { text: 'API', link: '/docs/api/' },
          { text: 'Nested', items: [{ text: 'v3', link: '/docs/probes/v3' }] },
        ],
      },
    ]);
  });

  it(`cuts nesting at depth ${MAX_SIDEBAR_DEPTH}`, () => {
    expect(MAX_SIDEBAR_DEPTH).toBe(5);
    expect(depthOf(resolveSidebar(nested(5), '/'))).toBe(5);
    const cut = resolveSidebar(nested(7), '/');
    expect(depthOf(cut)).toBe(5);
    expect(flattenLinks(cut ?? []).map((l) => l.link)).toEqual(['/l1', '/l2', '/l3', '/l4', '/l5']);
  });
});

describe('sidebarKey', () => {
  it('names the key that applies, or undefined', () => {
    const config = { '/docs/': [], '/docs/api/': [], '/': [] };
    expect(sidebarKey(config, '/docs/api/x')).toBe('/docs/api/');
    expect(sidebarKey(config, '/docs/a')).toBe('/docs/');
    expect(sidebarKey(config, '/blog/')).toBe('/');
    expect(sidebarKey({ '/docs/': [] }, '/blog/')).toBeUndefined();
  });
});

describe('containsActive and isExpanded', () => {
  const group: SidebarItem = {
    text: 'Measurements',
    collapsed: true,
    items: [
      { text: 'Ping', link: '/docs/measurements/ping' },
      { text: 'More', collapsed: true, items: [{ text: 'DNS', link: '/docs/measurements/dns/_index' }] },
    ],
  };

  it('finds the current page among descendants, ignoring trailing slash, _index and .html', () => {
    expect(containsActive(group, '/docs/measurements/ping.html')).toBe(true);
    expect(containsActive(group, '/docs/measurements/dns/')).toBe(true);
    expect(containsActive(group, '/docs/measurements/traceroute')).toBe(false);
  });

  it('answers as isActive on the item and each descendant, for every item and every form of a path', () => {
    const links = [
      '/a/',
      '/a/index.html',
      '/b.md',
      '/b/README',
      '/c?x=1#top',
      'd',
      'https://example.com/a/',
      '/e/_index',
    ];
    // Three levels: each group holds some of the links and a group of the others.
    const tree: SidebarItem = {
      text: 'root',
      items: links.map((link, i) => ({
        text: `item ${i}`,
        link,
        items: links.filter((_, j) => (i + j) % 3 === 0).map((inner, j) => ({ text: `inner ${j}`, link: inner })),
      })),
    };
    const naive = (item: SidebarItem, path: string): boolean =>
      isActive(path, item.link) || (item.items ?? []).some((child) => naive(child, path));
    const items = (item: SidebarItem): SidebarItem[] => [item, ...(item.items ?? []).flatMap(items)];
    const paths = ['/a', '/a/', '/a/index', '/b', '/b/', '/c', '/d', '/e/', '/f', 'https://example.com/a/', '/'];
    for (let round = 0; round < 2; round++)
      for (const item of items(tree))
        for (const path of paths) expect(containsActive(item, path), `${item.text} ${path}`).toBe(naive(item, path));
    expect(containsActive(tree, '/a/')).toBe(true);
    expect(containsActive(tree, '/f')).toBe(false);
  });

  it('expands collapsed ancestors of the current page', () => {
    expect(isExpanded(group, '/docs/measurements/dns')).toBe(true);
    expect(isExpanded(group.items?.[1] ?? group, '/docs/measurements/dns')).toBe(true);
  });

  it('keeps other collapsed groups folded and open groups open', () => {
    expect(isExpanded(group, '/docs/other')).toBe(false);
    expect(isExpanded({ ...group, collapsed: false }, '/docs/other')).toBe(true);
    expect(isExpanded({ text: 'Plain', items: [] }, '/docs/other')).toBe(true);
  });
});

describe('flattenLinks', () => {
  it('lists linked items in reading order without duplicates', () => {
    const items: SidebarItem[] = [
      { text: 'Intro', link: '/docs/' },
      {
        text: 'Group',
        link: '/docs/group/',
        items: [
          { text: 'A', link: '/docs/a' },
          { text: 'Intro again', link: '/docs/index' },
        ],
      },
      { text: 'Heading only', items: [{ text: 'B', link: '/docs/b' }] },
    ];
    expect(flattenLinks(items)).toEqual([
      { text: 'Intro', link: '/docs/' },
      { text: 'Group', link: '/docs/group/' },
      { text: 'A', link: '/docs/a' },
      { text: 'B', link: '/docs/b' },
    ]);
  });
});

describe('a large sidebar', () => {
  /** `groups` top-level groups of `links` pages each, under `/docs/g<n>/`. */
  function large(groups: number, links: number): SidebarItem[] {
    return Array.from({ length: groups }, (_, g) => ({
      text: `Group ${g}`,
      items: Array.from({ length: links }, (_, l) => ({ text: `Page ${g}.${l}`, link: `/docs/g${g}/p${l}` })),
    }));
  }

  it('counts links at any depth', () => {
    expect(countLinks(large(3, 4))).toBe(12);
    expect(countLinks(nested(4))).toBe(4);
  });

  it(`folds the groups of a sidebar of more than ${LARGE_SIDEBAR_LINKS} links, not of a small one`, () => {
    const big = resolveSidebar(large(5, LARGE_SIDEBAR_LINKS / 5 + 1), '/docs/g0/p0') ?? [];
    expect(big.map((item) => item.collapsed)).toEqual([true, true, true, true, true]);
    const small = resolveSidebar(large(5, LARGE_SIDEBAR_LINKS / 5), '/docs/g0/p0') ?? [];
    expect(small.map((item) => item.collapsed)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('shows a small sidebar whole in the first paint', () => {
    const small = large(2, 3);
    expect(firstPaintSidebar(small, '/docs/g1/p1')).toBe(small);
  });

  it("keeps the current page's group and folds the others to a link to their first page", () => {
    const items = resolveSidebar(large(10, 20), '/docs/g3/p7') ?? [];
    const paint = firstPaintSidebar(items, '/docs/g3/p7');
    expect(paint[3]).toEqual(items[3]);
    expect(isExpanded(paint[3] ?? { text: '' }, '/docs/g3/p7')).toBe(true);
    expect(paint[0]).toEqual({ text: 'Group 0', link: '/docs/g0/p0', collapsed: true, items: [] });
    expect(paint.filter(isFolded)).toHaveLength(9);
    expect(countLinks(paint)).toBe(20 + 9);
  });

  it('links a folded group to its own page when it has one, and to its first page at any depth otherwise', () => {
    const items: SidebarItem[] = [
      ...large(6, 20),
      { text: 'Own', link: '/docs/own/', items: [{ text: 'A', link: '/docs/own/a' }] },
      { text: 'Deep', items: [{ text: 'Heading', items: [{ text: 'B', link: '/docs/deep/b' }] }] },
      { text: 'Empty', items: [{ text: 'Heading', items: [] }] },
    ];
    const paint = firstPaintSidebar(items, '/docs/g0/p0');
    expect(paint.slice(6).map((item) => [item.link, item.items])).toEqual([
      ['/docs/own/', []],
      ['/docs/deep/b', []],
      [undefined, []],
    ]);
    expect(firstLink(items[7] ?? { text: '' })).toBe('/docs/deep/b');
  });

  it("keeps top-level links and the current page's group when the page is a group's own page", () => {
    const items: SidebarItem[] = [
      { text: 'Home', link: '/docs/' },
      { text: 'Own', link: '/docs/own/', items: [{ text: 'A', link: '/docs/own/a' }] },
      ...large(6, 20),
    ];
    const paint = firstPaintSidebar(items, '/docs/own/');
    expect(paint[0]).toBe(items[0]);
    expect(paint[1]).toEqual(items[1]);
    expect(paint.slice(2).every(isFolded)).toBe(true);
  });

  it('folds the groups beside the way to the page at every depth, and keeps those on the way open', () => {
    const part = (name: string): SidebarItem => ({
      text: name,
      items: [
        {
          text: `${name} one`,
          items: large(1, 15)
            .flatMap((g) => g.items ?? [])
            .map(within(name, 'one')),
        },
        {
          text: `${name} two`,
          items: large(1, 15)
            .flatMap((g) => g.items ?? [])
            .map(within(name, 'two')),
        },
      ],
    });
    const within = (name: string, sub: string) => (item: SidebarItem) => ({
      ...item,
      link: `/docs/${name}/${sub}/${item.link?.split('/').pop() ?? ''}`,
    });
    const items = resolveSidebar([{ text: 'All', items: ['a', 'b', 'c', 'd'].map(part) }], '/docs/b/two/p4') ?? [];
    expect(countLinks(items)).toBe(120);
    const paint = firstPaintSidebar(items, '/docs/b/two/p4');
    const all = paint[0]?.items ?? [];
    expect(all.map((group) => group.text)).toEqual(['a', 'b', 'c', 'd']);
    expect(all.filter(isFolded).map((group) => [group.text, group.link])).toEqual([
      ['a', '/docs/a/one/p0'],
      ['c', '/docs/c/one/p0'],
      ['d', '/docs/d/one/p0'],
    ]);
    const b = all[1]?.items ?? [];
    expect(b[0]).toEqual({ text: 'b one', link: '/docs/b/one/p0', collapsed: true, items: [] });
    expect(b[1]?.items).toHaveLength(15);
    expect(countLinks(paint)).toBe(3 + 1 + 15);
    // Every group of a large sidebar is folded; those on the way to the page open themselves.
    expect(isExpanded(b[1] ?? { text: '' }, '/docs/b/two/p4')).toBe(true);
    expect(items[0]?.items?.[0]?.items?.[0]?.collapsed).toBe(true);
  });
});
