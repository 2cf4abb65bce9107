import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine, type SearchResponse } from '../src/engine/engine.ts';
import { FlexIndex } from '../src/engine/flex-index.ts';
import { corpusData, corpusEngine, PAGES, page } from './fixtures/corpus.ts';

/** The results as `link title` lines, `[marked]` words in brackets, per group. */
function shown(response: SearchResponse): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const group of response.groups) {
    out[group.name] = group.items.map(
      (hit) => `${hit.link} ${hit.title.map((s) => (s.match ? `[${s.text}]` : s.text)).join('')}`,
    );
  }
  return out;
}

const links = (response: SearchResponse): string[] => response.groups.flatMap((g) => g.items.map((h) => h.link));

describe('SearchEngine on the fixture corpus', () => {
  const engine = corpusEngine();

  it('finds a word at the start or the end of indexed words (reverse tokenising)', () => {
    expect(links(engine.search('tracer'))).toContain('/docs/measurements/traceroute');
    expect(links(engine.search('route'))).toContain('/docs/measurements/traceroute');
  });

  it('answers one word with sections, heading path and highlighted title and preview', () => {
    const response = engine.search('probe');
    const first = response.groups[0]?.items[0];
    expect(first?.link).toBe('/docs/probes/hosting-a-probe');
    expect(first?.title).toEqual([
      { text: 'Hosting a ', match: false },
      { text: 'probe', match: true },
    ]);
    const addresses = response.groups.flatMap((g) => g.items).find((h) => h.link.endsWith('#addresses'));
    expect(addresses?.parents).toEqual(['Hosting a probe']);
    expect(addresses?.preview.filter((s) => s.match).map((s) => s.text)).toEqual(['probe']);
  });

  it('needs every word of a query with spaces, headings included', () => {
    // Spec 5.1 alone: only records holding every word.
    const spec = corpusEngine(PAGES, '/', 'spec');
    expect(shown(spec.search('ping options'))).toEqual({ Docs: ['/docs/measurements/ping#options [Options]'] });
    expect(spec.search('ping traceroute').count).toBe(0);
    // With the reader's ranking they come first; with fewer than 3 of them, records holding some words follow.
    expect(shown(engine.search('ping options')).Docs?.[0]).toBe('/docs/measurements/ping#options [Options]');
    expect(links(engine.search('ping traceroute'))).toEqual(
      expect.arrayContaining(['/docs/measurements/ping', '/docs/measurements/traceroute']),
    );
  });

  it('finds an exact phrase only where the text holds it', () => {
    expect(links(engine.search('"the target"'))).toEqual([
      '/docs/measurements/traceroute',
      '/docs/measurements/ping#round-trip-time',
    ]);
    expect(links(engine.search('"a target"'))).toEqual(['/docs/measurements/ping']);
    expect(engine.search('"target the"').count).toBe(0);
  });

  it('finds a synonym from either side of the pair', () => {
    // "rtt" is in no text: everything comes from its synonym "latency", and the other way round.
    expect(links(engine.search('rtt'))).toEqual(links(engine.search('latency')));
    expect(links(engine.search('rtt')).length).toBeGreaterThan(0);
    // "msm" is in one page only: with fewer than 3 results, "measurement" adds its pages.
    const msm = links(engine.search('msm'));
    expect(msm[0]).toBe('/docs/apis/measurement-ids');
    expect(msm).toContain('/docs/getting-started/credits');
    const measurement = links(engine.search('measurement'));
    expect(measurement).toContain('/docs/apis/measurement-ids');
  });

  it('adds synonym results to a query with spaces', () => {
    // No text has "rtt": both come from "packet latency".
    expect(links(corpusEngine(PAGES, '/', 'spec').search('packet rtt'))).toEqual([
      '/docs/measurements/ping#round-trip-time',
      '/docs/measurements/traceroute#protocols',
    ]);
    // Both hold both words and come first; being fewer than 3, the records holding "packet" follow.
    expect(links(engine.search('packet rtt')).slice(0, 2).sort()).toEqual([
      '/docs/measurements/ping#round-trip-time',
      '/docs/measurements/traceroute#protocols',
    ]);
  });

  it('corrects a typo with the fuzzy fallback', () => {
    expect(links(engine.search('traceroote'))[0]).toBe('/docs/measurements/traceroute');
    expect(links(engine.search('latancy'))).toContain('/docs/measurements/ping#round-trip-time');
    expect(engine.search('zzzz').count).toBe(0);
  });

  it('groups results by folder, home pages as Home', () => {
    const response = engine.search('ripe');
    expect(response.groups.map((g) => g.name)).toEqual(['Home', 'Docs']);
    expect(shown(response).Home).toEqual(['/ [RIPE] Atlas Docs', '/about About']);
  });

  it('reads at most 64 characters', () => {
    const response = engine.search(`probe ${'x'.repeat(100)}`);
    expect(response.query).toHaveLength(64);
  });

  it('answers an empty query with nothing', () => {
    expect(engine.search('   ')).toMatchObject({ count: 0, groups: [], complete: true });
  });
});

describe('SearchEngine errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs a search error and answers with an empty list', () => {
    const engine = corpusEngine();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(FlexIndex.prototype, 'find').mockImplementation(() => {
      throw new Error('broken index');
    });
    expect(engine.search('"round trip"')).toMatchObject({ query: '"round trip"', groups: [], count: 0 });
    expect(error).toHaveBeenCalledWith('Search failed:', expect.any(Error));
  });
});

describe('SearchEngine indexing in slices', () => {
  it('indexes page tops first, answers from what it has, and is complete once sealed and done', () => {
    const data = corpusData();
    const engine = new SearchEngine({ synonyms: [], vocabulary: data.vocabulary, root: '/' });
    engine.append(data);
    let clock = 0;
    // Each reading of this clock advances 1 ms, and it is read once per record: a 7 ms slice indexes 7.
    const done = engine.indexSome(7, () => clock++);
    expect(done).toBe(false);
    expect(engine.pending).toBe(data.index.length - 7);
    expect(engine.complete).toBe(false);
    // The 7 page tops come first: "Options" (an h2 of Ping) is not indexed yet.
    expect(engine.search('options').count).toBe(0);
    expect(engine.search('ping')).toMatchObject({ complete: false });
    expect(links(engine.search('ping'))).toContain('/docs/measurements/ping');

    engine.indexAll();
    expect(engine.pending).toBe(0);
    expect(engine.complete).toBe(false);
    engine.seal();
    expect(engine.complete).toBe(true);
    expect(links(engine.search('options'))).toEqual(['/docs/measurements/ping#options']);
  });
});

describe('SearchEngine ranking for a reader, with FlexSearch', () => {
  const island = (html: string): string =>
    `<div class="ad-island" data-island="api-resource" data-props="{}">${html}</div>`;
  const h = (level: number, id: string, text: string): string => `<h${level} id="${id}">${text}</h${level}>`;
  const engine = corpusEngine([
    page(
      '/docs/apis/pagination',
      'Pagination',
      `<p>Lists come in pages.</p>${h(2, 'page-size', 'Page size')}<p>The page_size parameter sets how many objects a page holds.</p>`,
    ),
    page(
      '/docs/api-keys',
      'API keys',
      `<p>An API key lets a script act for you.</p>${h(2, 'rotating', 'Rotating keys')}<p>Regenerate a leaked key.</p>`,
    ),
    page('/docs/measurements/traceroute', 'Traceroute', '<p>Traceroute shows the path, hop by hop.</p>'),
    page(
      '/docs/apis/rest-api-reference/probes',
      'Probes',
      island(
        `${h(2, 'endpoint-api-v2-probes', '/api/v2/probes/')}${h(3, 'get-api-v2-probes', 'GET /api/v2/probes/')}` +
          '<p>List probes, a page at a time. page_size integer How many probes a page holds. The key of the API.</p>',
      ),
      { searchKind: 'reference' },
    ),
  ]);
  const first = (query: string): string | undefined => links(engine.search(query))[0];

  it('weighs the guide up for plain words, the reference for identifiers and paths: a prior, not a rule', () => {
    expect(first('page size')).toBe('/docs/apis/pagination#page-size');
    expect(first('/api/v2/probes/')).toMatch(/^\/docs\/apis\/rest-api-reference\/probes#/);
    // Both hold `page_size` in their text, and the guide's heading names it too: the heading outweighs the prior.
    expect(links(engine.search('page_size')).slice(0, 2)).toEqual([
      '/docs/apis/pagination#page-size',
      '/docs/apis/rest-api-reference/probes#get-api-v2-probes',
    ]);
    // A plain word both hold in their text: the guide first.
    expect(links(engine.search('holds')).slice(0, 2)).toEqual([
      '/docs/apis/pagination#page-size',
      '/docs/apis/rest-api-reference/probes#get-api-v2-probes',
    ]);
  });

  it('finds joined words, stems and the synonyms of the config', () => {
    expect(first('apikey')).toBe('/docs/api-keys');
    expect(first('pagesize')).toBe('/docs/apis/pagination#page-size');
    expect(first('rotate key')).toBe('/docs/api-keys#rotating');
    expect(first('trace route')).toBe('/docs/measurements/traceroute');
  });

  it('marks the forms that found something', () => {
    const rotating = engine.search('rotate key').groups[0]?.items[0];
    expect(rotating?.title.filter((s) => s.match).map((s) => s.text)).toEqual(['Rotating', 'keys']);
  });
});
