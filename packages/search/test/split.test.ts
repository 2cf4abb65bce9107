import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@atlas-docs/content/types';
import { searchRecords } from '../src/build/records.ts';
import { buildSearchFiles } from '../src/build/search-data.ts';
import { splitRecords } from '../src/build/write.ts';
import { readSearchData, readSearchRecords } from '../src/data.ts';
import { type Ranking, SearchEngine, type SearchResponse } from '../src/engine/engine.ts';
import { buildSplitFiles, maxSearchFiles, SPLIT_SIZES, type SplitFiles, termFiles } from '../src/split/build.ts';
import {
  compressedText,
  DICTIONARY_BYTES,
  dictionaryBlock,
  readRecordText,
  textDictionary,
  TextLayout,
  UNIT,
} from '../src/split/record-texts.ts';
import { readVlq } from '../src/split/slots.ts';
import { partsOf } from '../src/split/postings.ts';
import { lastNotAfter, readSplitData } from '../src/split/split-data.ts';
import { SplitSearchEngine } from '../src/split/split-engine.ts';
import { indexedText } from '../src/engine/indexed-text.ts';
import { STOP_WORDS } from '../src/engine/query-words.ts';
import { phrasePairKeys, textPairKeys, wordRuns } from '../src/engine/word-pairs.ts';
import { isStoredTerm, MADE_FROM_WORDS, readWords, WordList } from '../src/split/word-list.ts';
import type { SearchRecord } from '../src/types.ts';
import { memoryHost } from './fixtures/split-host.ts';
import { corpusSource, page, PAGES } from './fixtures/corpus.ts';
import { seeded } from './fixtures/seeded.ts';

/** Words of the generated pages: some hold others as parts, some are identifiers, numbers, accented. */
const WORDS = (
  'route traceroute routes router rerouting probe probes prober anchor anchors ping pinging stopping stop ' +
  'measurement measurements measure credit credits latency rtt dns http ntp sslcert wifi host hosting ' +
  'page_size msm_id probe_id 10000 2024 café cafe v3 ip ipv4 ipv6 a an the to of in on report results ' +
  'timeout interval packet packets target targets tag tags area areas country asn prefix prefixes'
).split(' ');

/** Pages of random sentences of those words, with h2 and h3 sections. */
function generatedPages(count: number): PageData[] {
  const random = seeded(7);
  const pick = (): string => WORDS[Math.floor(random() * WORDS.length)] ?? 'probe';
  const sentence = (length: number): string => Array.from({ length }, pick).join(' ');
  return Array.from({ length: count }, (_, n) => {
    let html = `<p>${sentence(8 + Math.floor(random() * 20))}.</p>`;
    for (let s = 0; s < 1 + Math.floor(random() * 3); s++) {
      const title = `${pick()} ${pick()}`;
      html += `<h2 id="s${s}">${title}</h2><p>${sentence(5 + Math.floor(random() * 30))}.</p>`;
      if (random() < 0.5) html += `<h3 id="s${s}-d">${pick()}</h3><p>${sentence(4 + Math.floor(random() * 12))}.</p>`;
    }
    const reference = n % 7 === 0;
    return page(`/gen/${n}`, `${pick()} ${pick()} ${n}`, html, reference ? { searchKind: 'reference' } : {});
  });
}

/** Headings with a word the index passes over ("route" after "traceroute"): its fit still counts. */
const PASSED_OVER = [
  page('/passed/a', 'Traceroute route', '<p>The path that packets take, hop by hop.</p>'),
  page('/passed/b', 'Routes', '<p>Each route of a traceroute result lists its hops.</p>'),
  page(
    '/passed/c',
    'Rerouting',
    '<p>When the route changes, the traceroute shows it.</p><h2 id="r">Traceroute route changes</h2><p>Seen over days.</p>',
  ),
];

const ALL_PAGES = [...PAGES, ...PASSED_OVER, ...generatedPages(40)];

/** The records in runs, as a large site's one-file data cuts them. */
function runsOf(pages: readonly PageData[]): SearchRecord[][] {
  return splitRecords(searchRecords(pages), 3_000);
}

/** An engine of the data in one file (its runs as parts), every record indexed. */
function oneFileEngine(runs: readonly SearchRecord[][], ranking: Ranking, pages = ALL_PAGES): SearchEngine {
  const files = JSON.parse(JSON.stringify(buildSearchFiles(runs, corpusSource(pages)))) as ReturnType<
    typeof buildSearchFiles
  >;
  const data = readSearchData({ ...files.main, parts: [] });
  const engine = new SearchEngine({
    synonyms: data.synonyms,
    vocabulary: data.vocabulary,
    referencePages: data.referencePages,
    root: '/',
    ranking,
  });
  engine.append(data);
  for (const part of files.parts) engine.append(readSearchRecords(part, data.table));
  engine.seal();
  engine.indexAll();
  return engine;
}

function splitEngine(files: SplitFiles, ranking: Ranking, broken: ReadonlySet<string> = new Set()) {
  const host = memoryHost(files, broken);
  const engine = new SplitSearchEngine(readSplitData(host.root), {
    url: 'http://site.test/assets/root.json',
    root: '/',
    ranking,
    fetch: host.fetch,
    onChange: () => {},
  });
  return { engine, fetched: host.asked.map((a) => a.path), asked: host.asked, root: host.root };
}

/** Queries of every kind over the generated words and the corpus. */
function queries(): string[] {
  const words = [...new Set([...WORDS, 'measurement', 'credits', 'probe', 'latancy', 'pnig', 'traceroutes'])];
  const result = new Set<string>();
  for (const word of words) {
    result.add(word);
    result.add(word.slice(0, 3)).add(word.slice(0, 2)).add(word.slice(0, 1)).add(word.slice(1));
  }
  for (let i = 0; i + 1 < words.length; i += 2) result.add(`${words[i]} ${words[i + 1]}`);
  for (let i = 0; i + 2 < words.length; i += 5) result.add(`${words[i]} ${words[i + 2]} ${words[i + 1]}`);
  for (const phrase of ['"ping measurement"', '"probe probes"', '"route traceroute"', '"the latency"', '"a ping"']) {
    result.add(phrase);
  }
  for (const more of ['how do I host a probe', 'msm', 'round trip time', 'page_size', 'probe v3', 'apikey', 'rout']) {
    result.add(more);
  }
  return [...result];
}

const shown = (response: SearchResponse): unknown =>
  response.groups.map((g) => [g.name, g.items.map((hit) => [hit.link, hit.title, hit.parents, hit.preview])]);

afterEach(() => {
  vi.restoreAllMocks();
});

const runs = runsOf(ALL_PAGES);
const files = await buildSplitFiles(runs, corpusSource(ALL_PAGES), { termFileChars: 400, textFileBytes: 4_000 });

describe('split search data', () => {
  it('holds each record’s own text in its room, past the batches the texts are compressed in', async () => {
    const records = searchRecords(generatedPages(700));
    expect(records.length).toBeGreaterThan(2 * 1000);
    const large = await buildSplitFiles([records], corpusSource(), SPLIT_SIZES);
    const layout = new TextLayout(
      readVlq(large.root.textBlocks).map((units) => units * UNIT),
      large.textFiles.map((file) => file.firstBlock),
      records.length,
    );
    const dictionary = Buffer.from(large.root.textDictionary);
    records.forEach((record, id) => {
      const place = layout.placeOf(id);
      const room = place ? large.textFiles[place.file]?.data.subarray(place.start, place.end) : undefined;
      const compressed = compressedText(room ?? new Uint8Array(0));
      const text = readRecordText(JSON.parse(inflateRawSync(compressed, { dictionary }).toString()));
      expect([text[0], text[1], text[5]]).toEqual([record.link, record.title, record.content]);
    });
  });

  it('is cut in several files of each kind', () => {
    expect(runs.length).toBeGreaterThan(2);
    expect(files.wordFiles.length).toBeGreaterThan(5);
    expect(files.termFiles.length).toBeGreaterThan(2);
    expect(files.textFiles.length).toBeGreaterThan(2);
  });

  it('never holds more files than a static host takes: one per 20 pages, and 100 more', async () => {
    // Files of one character each would be thousands: the budget makes them larger.
    const tiny = await buildSplitFiles(runs, corpusSource(ALL_PAGES), { termFileChars: 1, textFileBytes: 4_000 });
    const count = 1 + tiny.wordFiles.length + tiny.termFiles.length + tiny.textFiles.length;
    expect(count).toBeLessThanOrEqual(maxSearchFiles(ALL_PAGES.length));
    expect(count).toBeGreaterThan(maxSearchFiles(ALL_PAGES.length) / 2);
  });

  it('gives a term with more records than a file holds a file of its own, so that a rare term never comes with it', () => {
    const entry = (term: string, chars: number) => ({ term, title: '', content: 'A'.repeat(chars - term.length) });
    const terms = (list: { data: { terms: string[] } }[]) => list.map((file) => file.data.terms);
    const entries = [entry('ab', 40), entry('ac', 40), entry('ad', 1_000), entry('ae', 40), entry('af', 40)];
    expect(terms(termFiles(entries, 100, 10))).toEqual([['ab', 'ac'], ['ad'], ['ae', 'af']]);
    expect(termFiles(entries, 100, 10).map((file) => file.first)).toEqual(['ab', 'ad', 'ae']);
    // Fewer files than that size gives: the smallest size that fits in them (1,080 characters).
    expect(terms(termFiles(entries, 100, 2))).toEqual([
      ['ab', 'ac', 'ad'],
      ['ae', 'af'],
    ]);
    // Thirty terms of 50 characters in at most five files: six a file (300 characters), not fewer files of more.
    const even = Array.from({ length: 30 }, (_, i) => entry(`t${String(i).padStart(2, '0')}`, 50));
    expect(terms(termFiles(even, 100, 5)).map((file) => file.length)).toEqual([6, 6, 6, 6, 6]);
    expect(terms(termFiles(even, 100, 40)).map((file) => file.length)).toEqual(Array(15).fill(2));
    expect(termFiles([], 100, 5)).toEqual([]);
  });

  it('counts a coded list’s characters one and a half times in a file’s size, as they compress to more bytes', () => {
    const entry = (term: string, content: string) => ({ term, title: '', content });
    const terms = (list: { data: { terms: string[] } }[]) => list.map((file) => file.data.terms);
    // Gaps of 38 characters and a term of 2: 40 a term, two in a file of 100; coded, 59 a term, one.
    const gaps = ['ab', 'ac', 'ad', 'ae'].map((term) => entry(term, 'A'.repeat(38)));
    expect(terms(termFiles(gaps, 100, 10))).toEqual([
      ['ab', 'ac'],
      ['ad', 'ae'],
    ]);
    const coded = ['ab', 'ac', 'ad', 'ae'].map((term) => entry(term, `~${'A'.repeat(37)}`));
    expect(terms(termFiles(coded, 100, 10))).toEqual([['ab'], ['ac'], ['ad'], ['ae']]);
  });

  for (const ranking of ['reader', 'spec'] as const) {
    it(`answers every query exactly as the data in one file does (${ranking})`, async () => {
      const one = oneFileEngine(runs, ranking);
      const { engine } = splitEngine(files, ranking);
      for (const query of queries()) {
        const answer = await engine.answer(query);
        expect([query, shown(answer), answer.count]).toEqual([
          query,
          shown(one.search(query)),
          one.search(query).count,
        ]);
      }
    });
  }

  /** The terms whose records a file writes range-coded, in either field. */
  const codedTerms = (split: SplitFiles): string[] =>
    [...split.wordFiles, ...split.termFiles].flatMap(({ data }) =>
      data.terms.filter((_, i) => data.title[i]?.startsWith('~') || data.content[i]?.startsWith('~')),
    );

  it('writes the records of frequent terms range-coded where that is shorter, and answers alike', async () => {
    const coded = codedTerms(files);
    // "the", "probe", "a": words of most records.
    // Short terms of most records ("a", "ing"): at this corpus's size the words' own lists compress as well as gaps.
    expect(coded).toEqual(expect.arrayContaining(['a', 'ing', 'in']));
    const one = oneFileEngine(runs, 'reader');
    const { engine } = splitEngine(files, 'reader');
    for (const term of coded) {
      const answer = await engine.answer(term);
      expect([term, shown(answer), answer.count]).toEqual([term, shown(one.search(term)), one.search(term).count]);
    }
  });

  it('answers a query whose file holds a coded list cut short with an empty list, and logs it', async () => {
    const cut = structuredClone(files);
    const file = cut.termFiles.find(({ data }) => data.terms.includes('ing'));
    const at = file?.data.terms.indexOf('ing') ?? -1;
    const text = file?.data.content[at] ?? '';
    expect(text.startsWith('~')).toBe(true);
    if (file) file.data.content[at] = text.slice(0, text.length / 2);
    const { engine } = splitEngine(cut, 'reader');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('ing')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/t\d+\.json could not be loaded/),
      expect.objectContaining({ message: 'search data: a coded list of records ends early' }),
    );
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('gives a part whose words are in more than two files records of its own, found and answered alike', async () => {
    const { root } = memoryHost(files);
    const all = readWords(root.words);
    const words = new WordList(all, root.flags);
    const fileOf = (word: string): number => lastNotAfter(readWords(root.wordFiles), word);
    const parts = [...new Set(all.flatMap(partsOf))].filter((part) => part.length >= MADE_FROM_WORDS);
    const stored = parts.filter((part) => isStoredTerm(part, words.holdersOf(part), fileOf));
    // Every other part needs at most two files of words.
    for (const part of parts.filter((p) => !stored.includes(p))) {
      expect(new Set(words.holdersOf(part).map(fileOf)).size).toBeLessThanOrEqual(2);
    }
    // "ing", "ping", "route", "ets", "sts": the pages' words end with them in many files.
    expect(stored.length).toBeGreaterThan(2);
    const one = oneFileEngine(runs, 'reader');
    for (const term of stored) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(term);
      expect([term, shown(answer), answer.count]).toEqual([term, shown(one.search(term)), one.search(term).count]);
      // Its records came from its own file of terms.
      expect(asked.some((a) => a.path.startsWith('/assets/t'))).toBe(true);
    }
  });

  it('fetches only the files a query needs, side by side, and of the texts only the records it reads', async () => {
    const { engine, asked } = splitEngine(files, 'reader');
    expect(engine.search('traceroute')).toBeNull();
    expect(asked.every((a) => a.path.startsWith('/assets/w') && a.range === null)).toBe(true);
    expect(asked.length).toBeLessThan(files.wordFiles.length / 2);
    await engine.answer('traceroute');
    const texts = asked.filter((a) => a.path.endsWith('.bin'));
    expect(texts.length).toBeGreaterThan(0);
    const bytes = texts.reduce((sum, a) => {
      const [, start = 0, end = 0] = (/^bytes=(\d+)-(\d+)$/.exec(a.range ?? '') ?? []).map(Number);
      return sum + end - start + 1;
    }, 0);
    const total = files.textFiles.reduce((sum, file) => sum + file.data.length, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(total / 4);
    const before = asked.length;
    await engine.answer('traceroute');
    expect(asked.length).toBe(before);
  });

  it('reads the texts of a phrase’s records only where they hold its pair keys, and answers alike', async () => {
    const records = runs.flat();
    const keysOf = records.map((record) => textPairKeys(indexedText(record, record.content)));
    const wordsOf = records.map((record) => new Set(wordRuns(indexedText(record, record.content).toLowerCase())));
    // Phrases of two words many records hold apart, and few side by side: each text read costs a download.
    const phrases = WORDS.flatMap((first) => WORDS.map((second) => `${first} ${second}`)).filter((phrase) => {
      const [first = '', second = ''] = phrase.split(' ');
      const keys = phrasePairKeys(phrase);
      const apart = records.filter((_, id) => wordsOf[id]?.has(first) && wordsOf[id].has(second)).length;
      const together = keysOf.filter((held) => keys.length && keys.every((key) => held.has(key))).length;
      return /^[a-z]{3,}$/.test(first) && /^[a-z]{3,}$/.test(second) && apart >= 20 && together <= 3;
    });
    expect(phrases.length).toBeGreaterThan(3);
    const one = oneFileEngine(runs, 'reader');
    const layout = new TextLayout(
      readVlq(files.root.textBlocks).map((units) => units * UNIT),
      files.textFiles.map((file) => file.firstBlock),
      records.length,
    );
    for (const phrase of phrases.slice(0, 6)) {
      const { engine, asked } = splitEngine(files, 'reader');
      expect(shown(await engine.answer(`"${phrase}"`))).toEqual(shown(one.search(`"${phrase}"`)));
      const keys = phrasePairKeys(phrase);
      const holds = (id: number): boolean => keys.every((key) => keysOf[id]?.has(key));
      const read = asked.flatMap(({ path, range }) => {
        const [, start = -1, end = -1] = (/^bytes=(\d+)-(\d+)$/.exec(range ?? '') ?? []).map(Number);
        if (!path.includes('texts-')) return [];
        const file = Number(/texts-(\d+)/.exec(path)?.[1]);
        return records.flatMap((_, id) => {
          const place = layout.placeOf(id);
          return place?.file === file && place.start >= start && place.end <= end + 1 ? [id] : [];
        });
      });
      // A record read holds the keys, or lies between two such in one request (runs of neighbours come whole).
      const shownIds = new Set(read.filter(holds));
      const unheld = read.filter(
        (id) => !holds(id) && ![1, 2].some((d) => shownIds.has(id - d) || shownIds.has(id + d)),
      );
      expect(unheld, phrase).toEqual([]);
    }
  });

  it('fetches the files of a word’s fallbacks only once its own records say it needs them', async () => {
    const { root } = memoryHost(files);
    const words = new WordList(readWords(root.words), root.flags);
    const [wordFirsts, termFirsts] = [readWords(root.wordFiles), readWords(root.termFiles)];
    const fileOf = (word: string): number => lastNotAfter(wordFirsts, word);
    const filesOf = (term: string): string[] =>
      isStoredTerm(term, words.holdersOf(term), fileOf)
        ? [`/assets/t${lastNotAfter(termFirsts, term)}.json`]
        : words.holdersOf(term).map((word) => `/assets/w${fileOf(word)}.json`);
    const fetched = (asked: readonly { path: string; range: string | null }[]): string[] =>
      [...new Set(asked.filter((a) => a.range === null).map((a) => a.path))].sort();
    const one = oneFileEngine(runs, 'reader');
    // Words that find records: their own files only, none of the words one edit away ("probes" of "probe").
    for (const word of ['hos', 'pin', 'rou', 'tim', 'probe', 'target', 'latency']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(word);
      expect(answer.count).toBeGreaterThan(0);
      expect(shown(answer)).toEqual(shown(one.search(word)));
      expect([word, fetched(asked)]).toEqual([word, [...new Set(filesOf(word))].sort()]);
    }
    // A word no file holds finds nothing: its corrections come at once.
    const { engine, asked } = splitEngine(files, 'reader');
    const answer = await engine.answer('latancy');
    expect(shown(answer)).toEqual(shown(one.search('latancy')));
    expect(answer.count).toBeGreaterThan(0);
    expect(fetched(asked)).toEqual([...new Set(filesOf('latency'))].sort());
  });

  it('fetches the heading part of a stop word that does not decide, not its records, and answers alike', async () => {
    const one = oneFileEngine(runs, 'reader');
    const holding = (list: SplitFiles['wordFiles'], prefix: string): string[] =>
      list.flatMap((file, n) => (file.data.terms.includes('the') ? [`/assets/${prefix}${n}.json`] : []));
    const ofThe = [...holding(files.wordFiles, 'w'), ...holding(files.termFiles, 't')];
    expect(ofThe.length).toBeGreaterThan(0);
    for (const query of ['the latency', 'ping the probe', 'credits the']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
      expect(asked.some((a) => /\/h\d+\.json$/.test(a.path))).toBe(true);
      expect([query, asked.filter((a) => ofThe.includes(a.path)).map((a) => a.path)]).toEqual([query, []]);
    }
    // Alone, "the" decides: its records come.
    const { engine, asked } = splitEngine(files, 'reader');
    expect(shown(await engine.answer('the'))).toEqual(shown(one.search('the')));
    expect(asked.some((a) => ofThe.includes(a.path))).toBe(true);
  });

  it('answers a query whose heading part cannot be loaded with an empty list, and logs it', async () => {
    const broken = new Set(files.headingFiles.map((_, n) => `/assets/h${n}.json`));
    const { engine } = splitEngine(files, 'reader', broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('the latency')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/h\d+\.json could not be loaded/), expect.anything());
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('fetches for the query typed last, not for each key typed on the way to it', async () => {
    const { engine, asked } = splitEngine(files, 'reader');
    for (let end = 1; end <= 'traceroute'.length; end++) expect(engine.search('traceroute'.slice(0, end))).toBeNull();
    const answer = await engine.answer('traceroute');
    expect(answer.count).toBeGreaterThan(0);
    // No file of the short terms "t" and "tr" was fetched: only the words holding "traceroute", and its texts.
    expect(asked.filter((a) => a.path.includes('/assets/s'))).toEqual([]);
    expect(asked.length).toBeGreaterThan(1);
  });

  it('fetches at once for a query the reader stopped at before the engine was there, and not for the keys before it', () => {
    const { engine, asked } = splitEngine(files, 'reader');
    const typed = performance.now() - 500;
    // The client asks the one typed last first, then the keys on the way to it.
    for (let end = 'traceroute'.length; end >= 1; end--) {
      expect(engine.search('traceroute'.slice(0, end), typed + end)).toBeNull();
    }
    // Without a pause: the files of the words holding "traceroute" are asked for already, no file of "t" or "tr".
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.path.startsWith('/assets/w'))).toBe(true);
  });

  it('waits for the pause after a query asked just now', () => {
    const { engine, asked } = splitEngine(files, 'reader');
    expect(engine.search('traceroute', performance.now() - 10)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('keeps at most so many range requests on their way at once, and answers alike', async () => {
    const host = memoryHost(files);
    let open = 0;
    let most = 0;
    const engine = new SplitSearchEngine(readSplitData(host.root), {
      url: 'http://site.test/assets/root.json',
      root: '/',
      maxTextRequests: 2,
      fetch: async (url, init) => {
        const range = new Headers(init?.headers).has('range');
        if (range) most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (range) open--;
        return host.fetch(url, init);
      },
      onChange: () => {},
    });
    const one = oneFileEngine(runs, 'reader');
    for (const query of ['"the latency"', 'probe packets target']) {
      expect(shown(await engine.answer(query))).toEqual(shown(one.search(query)));
    }
    expect(host.asked.filter((a) => a.range).length).toBeGreaterThan(2);
    expect(most).toBe(2);
  });

  it('answers alike from a host that sends a texts file whole instead of a range', async () => {
    const host = memoryHost(files);
    const wholeFetch = (url: string): Promise<Response> => host.fetch(url);
    const engine = new SplitSearchEngine(readSplitData(host.root), {
      url: 'http://site.test/assets/root.json',
      root: '/',
      fetch: wholeFetch,
      onChange: () => {},
    });
    const one = oneFileEngine(runs, 'reader');
    for (const query of ['traceroute', 'ping measurement', '"the latency"']) {
      expect(shown(await engine.answer(query))).toEqual(shown(one.search(query)));
    }
    // Once a file came whole, later records of it are read from it.
    const asked = host.asked.length;
    await engine.answer('timeout interval');
    const later = host.asked.slice(asked).filter((a) => a.path.endsWith('.bin'));
    const wholeAlready = new Set(host.asked.slice(0, asked).map((a) => a.path));
    expect(later.filter((a) => wholeAlready.has(a.path))).toEqual([]);
  });

  it('answers a query whose part cannot be loaded with an empty list, and logs it', async () => {
    const broken = files.wordFiles.findIndex((file) => file.data.terms.includes('traceroute'));
    const { engine, root } = splitEngine(files, 'reader', new Set([`/assets/w${broken}.json`]));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('traceroute')).count).toBe(0);
    expect(error).toHaveBeenCalled();
    // Another query still works.
    expect(root.wordFiles.length).toBeGreaterThan(1);
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('answers with an empty list, and logs it, when the texts it reads cannot be read without their dictionary', async () => {
    const host = memoryHost(files);
    const engine = new SplitSearchEngine(readSplitData({ ...host.root, textDictionary: '' }), {
      url: 'http://site.test/assets/root.json',
      root: '/',
      fetch: host.fetch,
      onChange: () => {},
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('traceroute')).count).toBe(0);
    expect(error).toHaveBeenCalled();
  });

  it('answers a phrase whose pair keys cannot be loaded with an empty list, and logs it; a word still answers', async () => {
    const pairFiles = new Set(files.pairFiles.map((_, n) => `/assets/pairs-${n}.bin`));
    expect(pairFiles.size).toBeGreaterThan(1);
    const { engine } = splitEngine(files, 'reader', pairFiles);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('"ping measurement"')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/pairs-\d+\.bin could not be read/), expect.anything());
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('answers with an empty list, and logs it, when the texts of a record it shows cannot be read', async () => {
    const { engine } = splitEngine(files, 'reader', new Set(['/assets/texts-0.bin']));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The corpus's first pages are in the first texts file.
    expect((await engine.answer('ripe atlas')).count).toBe(0);
    expect(error).toHaveBeenCalled();
  });
});

describe('the tops of short terms', () => {
  // Pages enough for terms of one or two letters ("a", "in") in more records than the ranking reads of them.
  const pages = [...PAGES, ...generatedPages(500)];
  const big = runsOf(pages);
  const built = buildSplitFiles(big, corpusSource(pages), { termFileChars: 4_000, textFileBytes: 40_000 });
  const one = oneFileEngine(big, 'reader', pages);
  const topFiles = (asked: readonly { path: string }[]): string[] =>
    asked.filter((a) => /\/top\d+\.json$/.test(a.path)).map((a) => a.path);

  it('are written for the short words of more records than the ranking reads, and only for those', async () => {
    const files = await built;
    const tops = readWords(files.root.topTerms);
    expect(tops).toEqual(expect.arrayContaining(['a', 'an', 'ip']));
    expect(tops).not.toContain('v3');
    // Only what a reader types as words, words of the docs and stop words ("i" of "how do i"): not the starts and
    // ends of words ("ro" of "route").
    const words = new Set(readWords(files.root.words));
    expect(tops).toContain('i');
    expect(tops.filter((term) => !words.has(term) && !STOP_WORDS.has(term))).toEqual([]);
    for (const { data } of files.topFiles) {
      for (const term of data.terms) expect(tops).toContain(term);
    }
  });

  it('answer a query of words from the tops of its short words, as the data in one file does', async () => {
    const files = await built;
    const { root } = memoryHost(files);
    const termFirsts = readWords(root.termFiles);
    const tops = readWords(root.topTerms);
    for (const query of ['a probe', 'i host a probe', 'an area', 'a', 'an', 'ip a target', 'i ping']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
      expect(query.split(' ').every((word) => word.length > 2 || tops.includes(word))).toBe(true);
      expect(topFiles(asked).length).toBeGreaterThan(0);
      // Not the file of all the records of "a".
      expect(asked.map((a) => a.path)).not.toContain(`/assets/t${lastNotAfter(termFirsts, 'a')}.json`);
    }
  });

  it('do not answer a quoted phrase, which reads all the records of its words: those come, and answer alike', async () => {
    const files = await built;
    const { engine, asked } = splitEngine(files, 'reader');
    for (const query of ['a ping', '"a ping"', 'an anchor', '"an anchor"', 'a ping']) {
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
    }
    expect(asked.some((a) => /\/t\d+\.json$/.test(a.path))).toBe(true);
  });

  it('answer a query whose file of tops cannot be loaded with an empty list, and log it; others still answer', async () => {
    const files = await built;
    const broken = new Set(files.topFiles.map((_, n) => `/assets/top${n}.json`));
    const { engine } = splitEngine(files, 'reader', broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('a probe')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/top\d+\.json could not be loaded/), expect.anything());
    expect((await engine.answer('probe')).count).toBeGreaterThan(0);
  });
});

describe('the texts’ dictionary', () => {
  const texts = Array.from(
    { length: 500 },
    (_, n) => `["/gen/${n}","Probe ${n}","",["Probes"],"","${'é'.repeat(n % 7)} text of record ${n}"]`,
  );

  it('is beginnings of records spread over the locale, at most its bytes, in whole characters', () => {
    const dictionary = textDictionary(texts, (text) => text);
    const bytes = new TextEncoder().encode(dictionary).length;
    expect(bytes).toBeLessThanOrEqual(DICTIONARY_BYTES);
    expect(bytes).toBeGreaterThan(DICTIONARY_BYTES / 2);
    // From the first records to the last ones.
    expect(dictionary).toContain('"/gen/250"');
    expect(dictionary).toContain('"/gen/7"');
    expect(dictionary).toContain('"/gen/492"');
    // Each record once, and all of them where they fit.
    const few = texts.slice(0, 20);
    expect(textDictionary(few, (text) => text)).toHaveLength(few.join('').length);
    // A long record gives its beginning only; a character of two surrogates is never cut in two.
    const long = ['x'.repeat(5000), `${'y'.repeat(1023)}😀${'z'.repeat(5000)}`];
    const cut = textDictionary(long, (text) => text);
    expect(cut).toMatch(/^y{1023}x{1024}$/);
    expect(textDictionary([], (text: string) => text)).toBe('');
  });

  it('makes texts compressed with it readable by a stream without a dictionary, behind its block', () => {
    const dictionary = textDictionary(texts, (text) => text);
    const bytes = Buffer.from(dictionary);
    for (const text of [texts[3] ?? '', 'ünïcödé 😀 text', '']) {
      const compressed = deflateRawSync(text, { dictionary: bytes });
      expect(compressed.length).toBeLessThan(deflateRawSync(text).length + 1);
      const read = inflateRawSync(Buffer.concat([dictionaryBlock(bytes), compressed]));
      expect(read.subarray(bytes.length).toString()).toBe(text);
    }
    expect(() => dictionaryBlock(new Uint8Array(0x10000))).toThrow(/longer than a stored block/);
  });

  it('is refused in a root when it is longer than a dictionary may be', () => {
    const root = memoryHost(files).root;
    expect(() => readSplitData({ ...root, textDictionary: 'x'.repeat(DICTIONARY_BYTES + 1) })).toThrow(
      /textDictionary/,
    );
    expect(() => readSplitData({ ...root, textDictionary: undefined })).toThrow(/textDictionary/);
  });
});
