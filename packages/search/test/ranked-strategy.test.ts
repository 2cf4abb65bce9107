import { describe, expect, it } from 'vitest';
import { MAX_RESULTS } from '../src/engine/constants.ts';
import { parseQuery } from '../src/engine/query.ts';
import { rankedSearch } from '../src/engine/ranked-strategy.ts';
import { type Doc, smallSite } from './fixtures/ranking-index.ts';

const REF = '/docs/apis/rest-api-reference/probes';
const REF_MEASUREMENTS = '/docs/apis/rest-api-reference/measurements';

/** A few pages of guides and one of the API reference; each test asks what it needs of them. */
const DOCS: Doc[] = [
  { link: '/docs/traceroute', title: 'Traceroute', content: 'Each hop costs time. Some firewalls block high ports.' },
  { link: '/docs/traceroute', title: 'Cost', parents: ['Traceroute'], content: 'Results cost more than ping results.' },
  { link: '/docs/ping', title: 'Ping', content: 'A ping measurement sends echo requests.' },
  { link: '/docs/ping', title: 'Cost', parents: ['Ping'], content: 'The cheapest measurement type.' },
  { link: '/docs/ping', title: 'Options', parents: ['Ping'], content: 'Set the packet size.' },
  { link: '/docs/lifecycle', title: 'Measurement lifecycle', content: 'Every measurement has a status.' },
  {
    link: '/docs/lifecycle',
    title: 'Stopping a measurement',
    parents: ['Measurement lifecycle'],
    content: 'Send a DELETE request.',
  },
  {
    link: '/docs/lifecycle',
    title: 'Listing measurements',
    parents: ['Measurement lifecycle'],
    content: 'Filter the list by status.',
  },
  { link: '/docs/hosting', title: 'Hosting a probe', content: 'A probe needs power and a network cable.' },
  {
    link: '/docs/hosting',
    title: 'The probe does not connect',
    parents: ['Hosting a probe'],
    content: 'Make sure your firewall allows outbound connections.',
  },
  { link: '/docs/keys', title: 'API keys', content: 'A key lets a script act on your behalf.' },
  {
    link: '/docs/keys',
    title: 'Rotating and disabling keys',
    parents: ['API keys'],
    content: 'Regenerate the key when it leaked.',
  },
  { link: '/docs/pagination', title: 'Pagination', content: 'Lists come in pages.' },
  {
    link: '/docs/pagination',
    title: 'Page size',
    parents: ['Pagination'],
    content: 'The page_size parameter sets how many objects a page holds, at most 10,000 in all.',
  },
  { link: REF, title: 'Probes', content: 'The probes calls.' },
  {
    link: REF,
    title: 'GET /api/v2/probes/',
    parents: ['Probes'],
    content: 'List probes. page_size integer How many probes a page holds.',
  },
  {
    link: REF,
    title: 'page_size',
    parents: ['Probes', 'GET /api/v2/probes/'],
    content: 'How many probes a page holds.',
  },
  { link: REF_MEASUREMENTS, title: 'Measurements', content: 'The measurements calls.' },
  {
    link: REF_MEASUREMENTS,
    title: 'GET /api/v2/measurements/my/',
    parents: ['Measurements'],
    content: 'List my measurements, a page at a time.',
  },
];

const site = smallSite(DOCS, {
  reference: [REF, REF_MEASUREMENTS],
  synonyms: [
    ['token', 'api key'],
    ['tracert', 'traceroute'],
  ],
});
const search = (query: string): string[] =>
  rankedSearch(parseQuery(query), site.ctx).ids.map((id) => `${DOCS[id]?.link} ${site.name(id)}`);

describe('a section whose headings hold the words', () => {
  it('ranks above one that only mentions them in its text', () => {
    // Both Cost sections hold "cost" in their heading; "Traceroute" holds it only in its text.
    expect(search('cost').slice(0, 2)).toEqual(['/docs/traceroute Traceroute › Cost', '/docs/ping Ping › Cost']);
    expect(search('cost')).toContain('/docs/traceroute Traceroute');
  });

  it('counts the page title for each section of the page', () => {
    expect(search('ping cost')[0]).toBe('/docs/ping Ping › Cost');
  });

  it('ranks a page whose title holds the words above a section of another page that does', () => {
    expect(search('ping measurement')[0]).toBe('/docs/ping Ping');
    // "ping" only ends "Stopping": that heading counts for no more than text.
    expect(
      search('ping measurement').indexOf('/docs/lifecycle Measurement lifecycle › Stopping a measurement'),
    ).toBeGreaterThan(0);
  });
});

describe('guides and the API reference', () => {
  it('lists guides first for plain words', () => {
    expect(search('page size')[0]).toBe('/docs/pagination Pagination › Page size');
    expect(search('probes')[0]).not.toMatch(REF);
  });

  it('lists the reference first for identifiers and paths', () => {
    expect(search('page_size')[0]).toBe(`${REF} Probes › GET /api/v2/probes/ › page_size`);
    expect(search('/api/v2/probes/')[0]).toBe(`${REF} Probes › GET /api/v2/probes/`);
  });
});

/** Whether no page has a third result before another page's first or second. */
function turnsTaken(pages: readonly string[]): boolean {
  const seen = new Map<string, number>();
  const rank = pages.map((page) => {
    const count = (seen.get(page) ?? 0) + 1;
    seen.set(page, count);
    return count;
  });
  const lastTurn = rank.reduce((last, r, i) => (r <= 2 ? i : last), -1);
  return rank.every((r, i) => r <= 2 || i > lastTurn);
}

describe('one page', () => {
  it('has at most two results before the other pages have had their turn; the rest follow', () => {
    for (const query of ['measurement', 'probe']) {
      const pages = search(query).map((r) => r.split(' ')[0] ?? '');
      expect(turnsTaken(pages)).toBe(true);
      // Some page had more than two results, and they are still listed.
      expect(Math.max(...[...new Set(pages)].map((p) => pages.filter((q) => q === p).length))).toBeGreaterThan(2);
    }
  });

  it("gives every page its turn before a page's third result, so with many pages its further ones are left out", () => {
    const sections = Array.from({ length: 5 }, (_, i): Doc => ({
      link: '/docs/a',
      title: `Probe part ${i}`,
      parents: ['A'],
    }));
    const others = Array.from({ length: 25 }, (_, i): Doc => ({
      link: `/docs/o${i}`,
      title: `Other ${i}`,
      content: 'A probe.',
    }));
    const many = smallSite([{ link: '/docs/a', title: 'A' }, ...sections, ...others]);
    const found = rankedSearch(parseQuery('probe'), many.ctx).ids.map((id) => many.docs[id]?.link);
    expect(found).toHaveLength(MAX_RESULTS);
    expect(found.slice(0, 3)).toEqual(['/docs/a', '/docs/a', '/docs/o0']);
    expect(found.filter((link) => link === '/docs/a')).toHaveLength(2);
    expect(new Set(found).size).toBe(MAX_RESULTS - 1);
    // With few pages, a page's further results follow the others' first two.
    const few = smallSite([{ link: '/docs/a', title: 'A' }, ...sections, ...others.slice(0, 3)]);
    const fewFound = rankedSearch(parseQuery('probe'), few.ctx).ids.map((id) => few.docs[id]?.link);
    expect(fewFound.slice(0, 5)).toEqual(['/docs/a', '/docs/a', '/docs/o0', '/docs/o1', '/docs/o2']);
    expect(fewFound.slice(5)).toEqual(['/docs/a', '/docs/a', '/docs/a']);
  });

  it('is a rule the check above would catch', () => {
    expect(turnsTaken(['/a', '/a', '/a', '/b'])).toBe(false);
    expect(turnsTaken(['/a', '/a', '/b', '/a'])).toBe(true);
  });
});

describe('several words', () => {
  it('with fewer than 3 records holding them all, also list records holding some, those holding more first', () => {
    // No record holds "ports"; two hold firewall and probe (by their heading or page title).
    const found = search('firewall ports probe');
    expect(found[0]).toBe('/docs/hosting Hosting a probe › The probe does not connect');
    expect(found).toContain('/docs/traceroute Traceroute');
    expect(found).toContain('/docs/hosting Hosting a probe');
  });

  it('with 3 or more records holding them all, list only those', () => {
    expect(search('page size').sort()).toEqual([
      `${REF} Probes › GET /api/v2/probes/`,
      `${REF} Probes › GET /api/v2/probes/ › page_size`,
      '/docs/pagination Pagination › Page size',
    ]);
  });

  it('never let a stop word or a word of one or two letters decide a match alone', () => {
    // "how", "much", "does", "a": only "ping" and "cost" decide; "much" finds nothing, so 'or'.
    expect(search('how much does a ping cost')[0]).toBe('/docs/ping Ping › Cost');
    // "a" is in many texts: it finds nothing by itself here.
    expect(search('a firewall')).toHaveLength(2);
  });

  it('still answer a query of only such words', () => {
    expect(search('a')).not.toHaveLength(0);
  });

  it('put records that write three words together, in the order typed, first, the reference too', () => {
    const found = search('list my measurements');
    expect(found[0]).toBe(`${REF_MEASUREMENTS} Measurements › GET /api/v2/measurements/my/`);
    // Without "my", the guide's heading ranks first, as for any plain words.
    expect(search('list measurements')[0]).toBe('/docs/lifecycle Measurement lifecycle › Listing measurements');
  });
});

describe('joined and split words, stems, numbers', () => {
  it('find the two words a joined query word stands for', () => {
    expect(search('apikey')[0]).toBe('/docs/keys API keys');
    expect(search('pagesize')[0]).toBe('/docs/pagination Pagination › Page size');
  });

  it('find the one word two query words stand for', () => {
    expect(search('trace route')[0]).toBe('/docs/traceroute Traceroute');
  });

  it('find other forms of a word by its stem', () => {
    expect(search('rotate key')[0]).toBe('/docs/keys API keys › Rotating and disabling keys');
  });

  it('find a number as the docs group it', () => {
    expect(search('10000')[0]).toBe('/docs/pagination Pagination › Page size');
  });
});

describe('synonyms and typos (spec 5.1)', () => {
  it('find a synonym from either side of a group', () => {
    expect(search('token')[0]).toBe('/docs/keys API keys');
    expect(search('tracert')[0]).toBe('/docs/traceroute Traceroute');
  });

  it('correct a typo, a swap of two letters included', () => {
    expect(search('pnig')[0]).toBe('/docs/ping Ping');
    expect(search('pagnation')[0]).toBe('/docs/pagination Pagination');
  });

  it('correct the word of several that finds nothing', () => {
    expect(search('firewal probe')[0]).toBe('/docs/hosting Hosting a probe › The probe does not connect');
  });
});

describe('the limits of spec 5.1', () => {
  it('keep at most 20 results', () => {
    const many = Array.from({ length: 30 }, (_, i): Doc => ({ link: `/docs/p${i}`, title: `Probe ${i}` }));
    const big = smallSite(many);
    expect(rankedSearch(parseQuery('probe'), big.ctx).ids).toHaveLength(MAX_RESULTS);
  });

  it('keep only records whose text holds a quoted phrase', () => {
    expect(search('"ping results"')).toEqual(['/docs/traceroute Traceroute › Cost']);
    expect(search('"results ping"')).toEqual([]);
  });

  it("find a quoted phrase beyond the spec's first 50 'or' hits, among the records holding all its words", () => {
    // 60 pages say "echo" early (the index's order puts them first); the one that writes "echo reply" comes last.
    const many: Doc[] = [
      ...Array.from({ length: 60 }, (_, i): Doc => ({ link: `/docs/e${i}`, title: `Echo ${i}`, content: 'echo' })),
      { link: '/docs/late', title: 'Late', content: 'A long text that at its very end says echo reply.' },
    ];
    const big = smallSite(many);
    const found = rankedSearch(parseQuery('"echo reply"'), big.ctx).ids.map((id) => many[id]?.link);
    expect(found).toEqual(['/docs/late']);
  });

  it('answer an empty query with nothing, asking the index nothing', () => {
    const calls = site.index.calls.length;
    expect(rankedSearch(parseQuery(' "" '), site.ctx)).toEqual({ ids: [], terms: [] });
    expect(site.index.calls).toHaveLength(calls);
  });
});

describe('the terms to mark', () => {
  it('are the forms that found something, not stop words', () => {
    expect(rankedSearch(parseQuery('how to rotate keys'), site.ctx).terms).toEqual(['rotat', 'keys']);
  });
});
