import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleShellData, SiteConfig, SiteData } from '@atlas-docs/content/types';
import { DEFAULT_LABELS } from '@atlas-docs/content';
import { searchLabels, searchSynonyms } from '../src/build/options.ts';
import { searchRecords } from '../src/build/records.ts';
import { buildSearchData, normalizeSynonyms } from '../src/build/search-data.ts';
import { splitRecords, writeSearchData } from '../src/build/write.ts';
import { readSearchData, readSearchRecords } from '../src/data.ts';
import { PAGES, SYNONYMS, corpusData, page } from './fixtures/corpus.ts';

describe('buildSearchData', () => {
  it('holds the index data, previews and contents by id, options, synonyms and the vocabulary', () => {
    const data = corpusData();
    expect(Object.keys(data).sort()).toEqual(
      ['content', 'index', 'options', 'parts', 'preview', 'referencePages', 'synonyms', 'version', 'vocabulary'].sort(),
    );
    expect(data.version).toBe(1);
    expect(data.index[5]).toEqual({
      title: 'Round-trip time',
      parents: ['Ping', 'Results'],
      link: '/docs/measurements/ping',
      anchor: 'round-trip-time',
    });
    expect(data.content[5]).toBe('The latency of each packet, from the probe to the target and back.');
    // The preview is the start of the content: stored empty, cut again in the browser.
    expect(data.preview[5]).toBe('');
    expect(data.options).toEqual({ buttonLabel: 'Search', placeholder: 'Search docs' });
    expect(data.synonyms).toEqual(SYNONYMS);
    expect(data.parts).toEqual([]);
    expect(data.index).toHaveLength(data.preview.length);
    expect(data.index).toHaveLength(data.content.length);
  });

  it('lists every encoded term once, sorted, headings included', () => {
    const { vocabulary } = corpusData();
    expect(vocabulary).toEqual([...new Set(vocabulary)].sort());
    expect(vocabulary).toEqual(expect.arrayContaining(['latency', 'msm', 'ipv6', 'addresses', 'round', 'trip']));
    expect(vocabulary).not.toContain('Latency');
  });

  it('stores a preview that is not the start of the content', () => {
    const data = buildSearchData(searchRecords([page('/x', 'X', '<h2 id="a">A</h2>', { description: 'About X.' })]), {
      buttonLabel: 'S',
      placeholder: 'P',
    });
    expect(data.preview).toEqual(['About X.', '']);
  });

  it('reads back through the checks of the browser', () => {
    const data = JSON.parse(JSON.stringify(corpusData())) as unknown;
    expect(readSearchData(data)).toEqual(data);
  });
});

describe('normalizeSynonyms', () => {
  it('trims, lowers, drops duplicates and groups of one', () => {
    expect(normalizeSynonyms([[' MSM ', 'measurement', 'msm'], ['alone'], ['', 'x']])).toEqual([
      ['msm', 'measurement'],
    ]);
  });
});

describe('readSearchData', () => {
  it('refuses what is not search data of this version', () => {
    expect(() => readSearchData('garbage')).toThrow(/not an object/);
    expect(() => readSearchData({ ...corpusData(), version: 2 })).toThrow(/version 2/);
    expect(() => readSearchData({ ...corpusData(), preview: [] })).toThrow(/preview/);
    expect(() => readSearchData({ ...corpusData(), vocabulary: null })).toThrow(/vocabulary/);
    expect(() => readSearchData({ ...corpusData(), referencePages: [1] })).toThrow(/referencePages/);
    expect(() => readSearchRecords({ version: 1, index: [{ title: 1 }], preview: [], content: [] })).toThrow(/index/);
  });
});

describe('splitRecords', () => {
  const records = searchRecords(PAGES);

  it('keeps everything in one run when it is small', () => {
    expect(splitRecords(records, 1_000_000)).toEqual([records]);
  });

  it('starts a new run at the first page boundary past the size, never splitting a page', () => {
    const runs = splitRecords(records, 100);
    expect(runs.flat()).toEqual(records);
    expect(runs.length).toBeGreaterThan(2);
    for (const run of runs) {
      const pages = new Set(run.map((r) => r.link));
      for (const other of runs) if (other !== run) expect(other.some((r) => pages.has(r.link))).toBe(false);
    }
  });
});

describe('search options', () => {
  const config: SiteConfig = {
    title: 'T',
    description: 'D',
    search: { synonyms: [['msm', 'measurement']], placeholder: 'Search the docs' },
    locales: {
      root: { lang: 'en', label: 'English' },
      nl: { lang: 'nl', label: 'Nederlands', search: { placeholder: 'Zoeken', synonyms: [['meting', 'msm']] } },
      de: { lang: 'de', label: 'Deutsch' },
    },
  };

  it('take the locale label as the button label and English defaults for the rest', () => {
    expect(searchLabels(config, 'de', { ...DEFAULT_LABELS, search: 'Suche' })).toMatchObject({
      buttonLabel: 'Suche',
      placeholder: 'Search docs',
      hint: 'Use quotes for exact match',
    });
  });

  it("let the site's search texts apply to the root locale, and a locale's own to it", () => {
    expect(searchLabels(config, 'root', DEFAULT_LABELS).placeholder).toBe('Search the docs');
    expect(searchLabels(config, 'nl', DEFAULT_LABELS).placeholder).toBe('Zoeken');
  });

  it("give a locale its own synonyms, else the site's", () => {
    expect(searchSynonyms(config, 'nl')).toEqual([['meting', 'msm']]);
    expect(searchSynonyms(config, 'de')).toEqual([['msm', 'measurement']]);
    expect(searchSynonyms({ title: 'T', description: 'D' }, 'root')).toEqual([]);
  });
});

describe('writeSearchData', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const locale = (key: string, root: string): LocaleShellData => ({
    key,
    lang: key === 'root' ? 'en' : key,
    label: key,
    root,
    title: 'T',
    nav: [],
    labels: DEFAULT_LABELS,
  });
  const site: SiteData = {
    title: 'T',
    socialLinks: [],
    appearance: true,
    locales: { root: locale('root', '/'), nl: locale('nl', '/nl/') },
    services: { api: '', access: '', static: '', icons: '' },
    sitesList: 'production',
  };
  const config: SiteConfig = { title: 'T', description: 'D', search: { synonyms: SYNONYMS } };
  const reference = page(
    '/docs/apis/rest-api-reference/probes',
    'Probes',
    '<div class="ad-island" data-island="api-resource" data-props="{}"><h2 id="get">GET /api/v2/probes/</h2><p>List probes.</p></div>',
  );
  const pages = [...PAGES, reference, page('/nl/gids/', 'Gids', '<p>Een meting met een probe.</p>', { locale: 'nl' })];

  it('writes one content-hashed file per locale and returns their URLs and texts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-'));
    const shell = await writeSearchData(dir, { config, site, pages });
    expect(Object.keys(shell)).toEqual(['root', 'nl']);
    expect(shell.root?.data).toMatch(/^\/assets\/search-root-[0-9a-f]{8}\.json$/);
    expect(shell.nl?.data).toMatch(/^\/assets\/search-nl-[0-9a-f]{8}\.json$/);
    expect(shell.root?.labels).toMatchObject({ buttonLabel: 'Search', placeholder: 'Search docs' });
    const root = readSearchData(JSON.parse(await readFile(join(dir, shell.root?.data ?? ''), 'utf8')));
    expect(root.index).toHaveLength(14);
    expect(root.synonyms).toEqual(SYNONYMS);
    // The pages of the API reference, which the ranking lists after the guides for plain words.
    expect(root.referencePages).toEqual(['/docs/apis/rest-api-reference/probes']);
    const nl = readSearchData(JSON.parse(await readFile(join(dir, shell.nl?.data ?? ''), 'utf8')));
    expect(nl.index.map((e) => e.link)).toEqual(['/nl/gids/']);
  });

  it("splits a large locale into parts, the first file holding the whole locale's vocabulary", async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-'));
    const shell = await writeSearchData(dir, { config, site, pages }, { partSize: 150 });
    const main = readSearchData(JSON.parse(await readFile(join(dir, shell.root?.data ?? ''), 'utf8')));
    expect(main.parts.length).toBeGreaterThan(1);
    const parts = await Promise.all(
      main.parts.map(async (url) => readSearchRecords(JSON.parse(await readFile(join(dir, url), 'utf8')))),
    );
    const all = [main, ...parts].flatMap((p) => p.index.map((e) => `${e.link}#${e.anchor}`));
    const rootPages = pages.filter((p) => p.locale === 'root');
    expect(all).toEqual(searchRecords(rootPages).map((r) => `${r.link}#${r.anchor}`));
    expect(main.vocabulary).toEqual(buildSearchData(searchRecords(rootPages), main.options).vocabulary);
    const files = await readdir(join(dir, 'assets'));
    expect(files.filter((f) => /^search-root-\d+-[0-9a-f]{8}\.json$/.test(f))).toHaveLength(main.parts.length);
  });
});
