import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { PageSlugs, slugOf } from '../src/slug.ts';

describe('slugOf', () => {
  it("is GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens", () => {
    expect(slugOf('Round-trip time (RTT)')).toBe('round-trip-time-rtt');
    expect(slugOf('Wat is een “probe”?')).toBe('wat-is-een-probe');
    expect(slugOf('Ünïcode & co')).toBe('ünïcode--co');
  });
});

describe('PageSlugs', () => {
  const titles = ['Results', 'Options', 'Results', 'Results-1', 'Results', ' Spaced ', 'Ünïcode & co'];

  it('numbers a repeated heading as GitHub does, whatever headings came between', () => {
    const slugs = new PageSlugs();
    const github = new GithubSlugger();
    for (const title of titles) expect(slugs.take(title)).toBe(github.slug(title));
  });

  it('tells the next anchor of a text without taking it', () => {
    const slugs = new PageSlugs();
    slugs.take('Results');
    expect(slugs.peek('Results')).toBe('results-1');
    expect(slugs.peek('Results')).toBe('results-1');
    expect(slugs.take('Results')).toBe('results-1');
    expect(slugs.peek('Results')).toBe('results-2');
  });
});

describe('VitePress anchors', () => {
  it.each([
    ['RIPE Database Release 1.124', 'ripe-database-release-1-124'],
    ['Appendix A- Syntax of Object Attributes', 'appendix-a-syntax-of-object-attributes'],
    ['The "-a" ("--all-sources") Query Flag', 'the-a-all-sources-query-flag'],
    ['Ünïcode & co', 'unicode-co'],
    ['1. First steps', '_1-first-steps'],
    ['Wat is een “probe”?', 'wat-is-een-probe'],
    ['  Spaced  ', 'spaced'],
  ])('%s is %s', (text, anchor) => {
    expect(slugOf(text, 'vitepress')).toBe(anchor);
  });

  it('numbers a repeated heading from 1, and never gives an anchor twice', () => {
    const slugs = new PageSlugs('vitepress');
    expect(['Options', 'Options', 'Options-1', 'Options'].map((title) => slugs.take(title))).toEqual([
      'options',
      'options-1',
      'options-1-1',
      'options-2',
    ]);
    expect(slugs.peek('Options')).toBe('options-3');
  });
});

describe("a VitePress site's own anchors", () => {
  it('vitepress-cased keeps the case of the heading, VitePress otherwise', () => {
    expect(slugOf('Shared Getters', 'vitepress-cased')).toBe('Shared-Getters');
    expect(slugOf('storeId', 'vitepress-cased')).toBe('storeId');
    expect(slugOf('1. First Steps', 'vitepress-cased')).toBe('_1-First-Steps');
  });

  it("a function is the site's own slugify; a repeated heading is numbered as VitePress numbers it", () => {
    const own = (text: string) => text.replace(/\s+/g, '_');
    expect(slugOf('Probe Status', own)).toBe('Probe_Status');
    const slugs = new PageSlugs(own);
    expect(['A b', 'A b'].map((title) => slugs.take(title))).toEqual(['A_b', 'A_b-1']);
  });
});
