import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleShellData, SiteConfig, SiteData } from '@atlas-docs/content/types';
import { DEFAULT_LABELS } from '@atlas-docs/content';
import { searchLabels, searchSynonyms } from '../src/build/options.ts';
import { searchRecords } from '../src/build/records.ts';
import { buildSearchData, normalizeSynonyms, vocabularyOf } from '../src/build/search-data.ts';
import { shownPreview } from '../src/engine/preview.ts';
import {
  compressedTextBytes,
  SPLIT_ABOVE_BYTES,
  shouldSplit,
  splitRecords,
  writeSearchData,
} from '../src/build/write.ts';
import { CHUNK_KINDS, type ChunkKind, isSplitData, partName, readSplitData } from '../src/split/split-data.ts';
import { readSearchData, readSearchRecords } from '../src/data.ts';
import { PAGES, SYNONYMS, page } from './fixtures/corpus.ts';
import { seeded } from '../../../bench/src/random.ts';

describe('buildSearchData', () => {
  const records = searchRecords(PAGES);
  const source = { options: { buttonLabel: 'Search', placeholder: 'Search docs' }, synonyms: SYNONYMS };

  it('writes the records in codes of one word table, with the options and synonyms', () => {
    const file = buildSearchData(records, source);
    expect(Object.keys(file).sort()).toEqual(
      [
        ...['anchors', 'code', 'contents', 'depths', 'options', 'pages', 'parents', 'parts', 'previews'],
        ...['referencePages', 'synonyms', 'titles', 'version', 'words'],
      ].sort(),
    );
    expect(file.version).toBe(10);
    expect(file.pages.map(([path]) => path)).toEqual([...new Set(records.map((r) => r.link))]);
    expect(file.pages.reduce((sum, [, count]) => sum + count, 0)).toBe(records.length);
    // No text is written as itself: the table holds each token once.
    expect(file.contents).not.toMatch(/latency/);
    expect(file.words).toContain('latency');
    expect(new Set(file.words).size).toBe(file.words.length);
  });

  it('reads back through the browser: every record as it was', () => {
    const data = readSearchData(JSON.parse(JSON.stringify(buildSearchData(records, source))));
    expect(data.index).toEqual(records.map(({ title, parents, link, anchor }) => ({ title, parents, link, anchor })));
    expect(data.content).toEqual(records.map((r) => r.content));
    expect(data.preview.map((stored, i) => shownPreview(stored, data.content[i] ?? ''))).toEqual(
      records.map((r) => r.preview),
    );
    expect(data.options).toEqual({ buttonLabel: 'Search', placeholder: 'Search docs' });
    expect(data.synonyms).toEqual(SYNONYMS);
    expect(data.parts).toEqual([]);
  });

  it("writes only the anchors, parents and previews that the browser can't work out", () => {
    const file = buildSearchData(records, source);
    // The corpus's headings have their slugs as ids, and their parents are the headings above them.
    expect(file.anchors).toEqual([]);
    expect(file.parents).toEqual([]);
    const own = buildSearchData(
      searchRecords([page('/x', 'X', '<h2 id="intro">A</h2>', { description: 'About X.' })]),
      source,
    );
    expect(own.previews).toEqual([[0, 'About X.']]);
    expect(own.anchors).toEqual([[1, 'intro']]);
  });

  it('gives the browser the vocabulary that the texts themselves make', () => {
    const { vocabulary } = readSearchData(JSON.parse(JSON.stringify(buildSearchData(records, source))));
    expect(vocabulary).toEqual(vocabularyOf(records));
    expect(vocabulary).toEqual(expect.arrayContaining(['latency', 'msm', 'ipv6', 'addresses', 'round', 'trip']));
    expect(vocabulary).not.toContain('Latency');
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
  const file = (): Record<string, unknown> =>
    JSON.parse(
      JSON.stringify(buildSearchData(searchRecords(PAGES), { options: { buttonLabel: 'S', placeholder: 'P' } })),
    ) as Record<string, unknown>;

  it('refuses what is not search data of this version', () => {
    expect(() => readSearchData('garbage')).toThrow(/not an object/);
    expect(() => readSearchData({ ...file(), version: 1 })).toThrow(/version 1 is not 10/);
    expect(() => readSearchData({ ...file(), words: null })).toThrow(/word table/);
    expect(() => readSearchData({ ...file(), code: [1, 2, 3] })).toThrow(/code shape/);
    expect(() => readSearchData({ ...file(), depths: '0' })).toThrow(/depths/);
    expect(() => readSearchData({ ...file(), pages: [['/x']] })).toThrow(/pages/);
    expect(() => readSearchData({ ...file(), previews: [[999, 'x']] })).toThrow(/previews/);
    expect(() => readSearchData({ ...file(), anchors: [[0, 1]] })).toThrow(/anchors/);
    expect(() => readSearchData({ ...file(), referencePages: [1] })).toThrow(/referencePages/);
  });

  it('refuses codes that do not read as the records', () => {
    const good = file();
    expect(() => readSearchData({ ...good, contents: `${String(good.contents)} ` })).toThrow(/texts/);
    expect(() => readSearchData({ ...good, titles: String(good.titles).replace(/ /, '') })).toThrow(/texts/);
    expect(() => readSearchData({ ...good, contents: `"${String(good.contents)}` })).toThrow(/code character/);
    expect(() => readSearchData({ ...good, words: ['only'] })).toThrow(/no token/);
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
    iconService: '',
  };
  const config: SiteConfig = { title: 'T', description: 'D', search: { synonyms: SYNONYMS } };
  const reference = page(
    '/docs/apis/rest-api-reference/probes',
    'Probes',
    '<div class="ad-island" data-island="api-resource" data-props="{}"><h2 id="get">GET /api/v2/probes/</h2><p>List probes.</p></div>',
    { searchKind: 'reference' },
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
      main.parts.map(async (url) => readSearchRecords(JSON.parse(await readFile(join(dir, url), 'utf8')), main.table)),
    );
    const all = [main, ...parts].flatMap((p) => p.index.map((e) => `${e.link}#${e.anchor}`));
    const rootPages = pages.filter((p) => p.locale === 'root');
    expect(all).toEqual(searchRecords(rootPages).map((r) => `${r.link}#${r.anchor}`));
    // The word table covers every part: the vocabulary is the whole locale's.
    expect(main.vocabulary).toEqual(vocabularyOf(searchRecords(rootPages)));
    const files = await readdir(join(dir, 'assets'));
    expect(files.filter((f) => /^search-root-\d+-[0-9a-f]{8}\.json$/.test(f))).toHaveLength(main.parts.length);
  });

  it('splits a locale by itself once its text, compressed, is above SPLIT_ABOVE_BYTES', () => {
    const next = seeded(11);
    const letters = (): string =>
      Array.from({ length: 3 + Math.floor(next() * 8) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join(
        '',
      );
    const [first] = searchRecords(pages.filter((p) => p.locale === 'root'));
    if (!first) throw new Error('no record');
    const records = Array.from({ length: 400 }, (_, i) => ({
      ...first,
      title: `Page ${i}`,
      content: Array.from({ length: 400 }, letters).join(' '),
    }));
    const quarter = records.slice(0, 100);
    expect(compressedTextBytes(quarter)).toBeLessThan(SPLIT_ABOVE_BYTES);
    expect(compressedTextBytes(records)).toBeGreaterThan(SPLIT_ABOVE_BYTES);
    expect([shouldSplit(quarter, 'auto'), shouldSplit(records, 'auto'), shouldSplit(records, 'never')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('keeps a small locale in one file, and splits it when the config says always', async () => {
    const records = searchRecords(pages.filter((p) => p.locale === 'root'));
    expect([shouldSplit(records, 'auto'), shouldSplit(records, 'always'), shouldSplit(records, 'never')]).toEqual([
      false,
      true,
      false,
    ]);
    dir = await mkdtemp(join(tmpdir(), 'search-'));
    const split: SiteConfig = { ...config, search: { ...config.search, split: 'always' } };
    const shell = await writeSearchData(dir, { config: split, site, pages });
    const root = readSplitData(JSON.parse(await readFile(join(dir, shell.root?.data ?? ''), 'utf8')));
    expect(root.structure).toHaveLength(records.length);
    expect(root.referencePages).toHaveLength(1);
    const files = await readdir(join(dir, 'assets'));
    const named = [
      ...(Object.entries(CHUNK_KINDS) as [ChunkKind, (typeof CHUNK_KINDS)[ChunkKind]][]).flatMap(([kind, key]) =>
        root[key].files.map((_, n) => partName(kind, n)),
      ),
      ...root.textFiles.map((_, n) => partName('texts-', n)),
    ].map((name) => `${root.parts}${name}`.slice('/assets/'.length));
    expect(named.every((file) => files.includes(file))).toBe(true);
    // The files of the root and no others, each named by one hash of them all.
    expect(files.filter((file) => file.startsWith('search-root-')).sort()).toEqual(
      [...named, shell.root?.data.slice('/assets/'.length)].sort(),
    );
    expect(root.parts).toMatch(/^\/assets\/search-root-[0-9a-f]{8}-$/);
    // `always` splits every locale, however small.
    expect(isSplitData(JSON.parse(await readFile(join(dir, shell.nl?.data ?? ''), 'utf8')))).toBe(true);
  });
});
