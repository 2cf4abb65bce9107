import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@atlas-docs/content/types';
import { searchRecords } from '../src/build/records.ts';
import { buildSearchFiles } from '../src/build/search-data.ts';
import { splitRecords } from '../src/build/write.ts';
import { readSearchData, readSearchRecords } from '../src/data.ts';
import { type Ranking, SearchEngine, type SearchResponse } from '../src/engine/engine.ts';
import {
  buildSplitFiles,
  chunked,
  maxSearchFiles,
  partFiles,
  SPLIT_SIZES,
  type SplitFiles,
  termChunks,
} from '../src/split/build.ts';
import { readChunkIndex } from '../src/split/chunks.ts';
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
import { CHUNK_KINDS, type ChunkKind, lastNotAfter, readSplitData } from '../src/split/split-data.ts';
import { SplitSearchEngine } from '../src/split/split-engine.ts';
import { indexedText } from '../src/engine/indexed-text.ts';
import { STOP_WORDS } from '../src/engine/query-words.ts';
import { phrasePairKeys, textPairKeys, wordRuns } from '../src/engine/word-pairs.ts';
import { isStoredTerm, MADE_FROM_WORDS, readWords, WordList } from '../src/split/word-list.ts';
import type { SearchRecord, SplitSearchData } from '../src/types.ts';
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

/** A request the engine made of the memory host: the path, and the range asked for (if any). */
type Asked = { path: string; range: string | null };

/** The chunks of a kind that these requests asked for, by number (their place in the root's index of them). */
function chunksAsked(root: SplitSearchData, kind: ChunkKind, asked: readonly Asked[]): number[] {
  const places = readChunkIndex(root[CHUNK_KINDS[kind]])?.places ?? [];
  return asked.flatMap(({ path, range }) => {
    const file = new RegExp(`/${kind}(\\d+)\\.bin$`).exec(path)?.[1];
    const start = /^bytes=(\d+)-/.exec(range ?? '')?.[1];
    if (file === undefined || start === undefined) return [];
    return places.flatMap((place, n) => (place.file === Number(file) && place.start === Number(start) ? [n] : []));
  });
}

/** Lets the promises made so far settle: a task later, far within the engine's pause before it fetches. */
const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The chunk of a kind whose range holds a key. */
const chunkOf = (root: SplitSearchData, kind: ChunkKind, key: string): number =>
  lastNotAfter(readChunkIndex(root[CHUNK_KINDS[kind]])?.firsts ?? [], key);

/** The file of a kind that holds a chunk, by path. */
function fileOfChunk(root: SplitSearchData, kind: ChunkKind, chunk: number): string {
  const place = readChunkIndex(root[CHUNK_KINDS[kind]])?.places[chunk];
  return `/assets/${kind}${place?.file ?? -1}.bin`;
}

const shown = (response: SearchResponse): unknown =>
  response.groups.map((g) => [g.name, g.items.map((hit) => [hit.link, hit.title, hit.parents, hit.preview])]);

afterEach(() => {
  vi.restoreAllMocks();
});

const runs = runsOf(ALL_PAGES);
const files = await buildSplitFiles(runs, corpusSource(ALL_PAGES), { chunkChars: 400, fileBytes: 4_000 });

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

  it('is cut in several chunks of each kind, in several files', () => {
    expect(runs.length).toBeGreaterThan(2);
    expect(files.wordChunks.chunks.length).toBeGreaterThan(5);
    expect(files.termChunks.chunks.length).toBeGreaterThan(2);
    expect(files.wordChunks.files.files.length).toBeGreaterThan(1);
    expect(files.textFiles.length).toBeGreaterThan(2);
    // Each chunk is its JSON compressed on its own, where the root says.
    const root = memoryHost(files).root;
    const bins = new Map(partFiles(files));
    const places = readChunkIndex(root.wordChunks)?.places ?? [];
    expect(places).toHaveLength(files.wordChunks.chunks.length);
    places.forEach((place, n) => {
      const bytes = bins.get(`words-${place.file}.bin`)?.subarray(place.start, place.end) ?? new Uint8Array(0);
      expect(JSON.parse(inflateRawSync(bytes).toString())).toEqual(files.wordChunks.chunks[n]?.data);
    });
  });

  it('never holds more files than a static host takes, however many chunks: one per 20 pages, and 100 more', async () => {
    // A chunk a word: thousands of chunks, in a few files.
    const tiny = await buildSplitFiles(runs, corpusSource(ALL_PAGES), { chunkChars: 1, fileBytes: 4_000 });
    expect(tiny.wordChunks.chunks.length).toBeGreaterThan(maxSearchFiles(ALL_PAGES.length));
    expect(1 + partFiles(tiny).length).toBeLessThanOrEqual(maxSearchFiles(ALL_PAGES.length));
  });

  it('gives a term with more records than a chunk holds a chunk of its own, so that a rare term never comes with it', () => {
    const entry = (term: string, chars: number) => ({ term, title: '', content: 'A'.repeat(chars - term.length) });
    const terms = (list: { data: { terms: string[] } }[]) => list.map((chunk) => chunk.data.terms);
    const entries = [entry('ab', 40), entry('ac', 40), entry('ad', 1_000), entry('ae', 40), entry('af', 40)];
    expect(terms(termChunks(entries, 100))).toEqual([['ab', 'ac'], ['ad'], ['ae', 'af']]);
    expect(termChunks(entries, 100).map((chunk) => chunk.first)).toEqual(['ab', 'ad', 'ae']);
    const even = Array.from({ length: 30 }, (_, i) => entry(`t${String(i).padStart(2, '0')}`, 50));
    expect(terms(termChunks(even, 100)).map((chunk) => chunk.length)).toEqual(Array(15).fill(2));
    expect(termChunks([], 100)).toEqual([]);
  });

  it('counts a coded list’s characters one and a half times in a chunk’s size, as they compress to more bytes', () => {
    const entry = (term: string, content: string) => ({ term, title: '', content });
    const terms = (list: { data: { terms: string[] } }[]) => list.map((chunk) => chunk.data.terms);
    // Gaps of 38 characters and a term of 2: 40 a term, two in a chunk of 100; coded, 59 a term, one.
    const gaps = ['ab', 'ac', 'ad', 'ae'].map((term) => entry(term, 'A'.repeat(38)));
    expect(terms(termChunks(gaps, 100))).toEqual([
      ['ab', 'ac'],
      ['ad', 'ae'],
    ]);
    const coded = ['ab', 'ac', 'ad', 'ae'].map((term) => entry(term, `~${'A'.repeat(37)}`));
    expect(terms(termChunks(coded, 100))).toEqual([['ab'], ['ac'], ['ad'], ['ae']]);
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
    [...split.wordChunks.chunks, ...split.termChunks.chunks].flatMap(({ data }) =>
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
    const chunk = cut.termChunks.chunks.find(({ data }) => data.terms.includes('ing'));
    const at = chunk?.data.terms.indexOf('ing') ?? -1;
    const text = chunk?.data.content[at] ?? '';
    expect(text.startsWith('~')).toBe(true);
    if (chunk) chunk.data.content[at] = text.slice(0, text.length / 2);
    cut.termChunks = chunked(cut.termChunks.chunks, 4_000);
    const { engine } = splitEngine(cut, 'reader');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('ing')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/terms-\d+\.bin \(bytes \d+ to \d+\) could not be loaded/),
      expect.objectContaining({ message: 'search data: a coded list of records ends early' }),
    );
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('gives a part whose words are in more than two chunks records of its own, found and answered alike', async () => {
    const { root } = memoryHost(files);
    const all = readWords(root.words);
    const words = new WordList(all, root.flags);
    const fileOf = (word: string): number => chunkOf(root, 'words-', word);
    const parts = [...new Set(all.flatMap(partsOf))].filter((part) => part.length >= MADE_FROM_WORDS);
    const stored = parts.filter((part) => isStoredTerm(part, words.holdersOf(part), fileOf));
    // Every other part needs at most two chunks of words.
    for (const part of parts.filter((p) => !stored.includes(p))) {
      expect(new Set(words.holdersOf(part).map(fileOf)).size).toBeLessThanOrEqual(2);
    }
    // "ing", "ping", "route", "ets", "sts": the pages' words end with them in many chunks.
    expect(stored.length).toBeGreaterThan(2);
    const one = oneFileEngine(runs, 'reader');
    for (const term of stored) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(term);
      expect([term, shown(answer), answer.count]).toEqual([term, shown(one.search(term)), one.search(term).count]);
      // Its records came from its own chunk of terms.
      expect(chunksAsked(root, 'terms-', asked)).toContain(chunkOf(root, 'terms-', term));
    }
  });

  it('fetches only the chunks a query needs, side by side, and of the texts only the records it reads', async () => {
    const { engine, asked, root } = splitEngine(files, 'reader');
    expect(engine.search('traceroute')).toBeNull();
    expect(asked.every((a) => a.path.startsWith('/assets/words-') && a.range !== null)).toBe(true);
    expect(chunksAsked(root, 'words-', asked)).toHaveLength(asked.length);
    expect(asked.length).toBeLessThan(files.wordChunks.chunks.length / 2);
    await engine.answer('traceroute');
    const texts = asked.filter((a) => a.path.includes('/texts-'));
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

  it('fetches the chunks of a word’s fallbacks only once its own records say it needs them', async () => {
    const { root } = memoryHost(files);
    const words = new WordList(readWords(root.words), root.flags);
    const wordChunk = (word: string): number => chunkOf(root, 'words-', word);
    const filesOf = (term: string): string[] =>
      isStoredTerm(term, words.holdersOf(term), wordChunk)
        ? [`terms-${chunkOf(root, 'terms-', term)}`]
        : words.holdersOf(term).map((word) => `words-${wordChunk(word)}`);
    const fetched = (asked: readonly Asked[]): string[] =>
      [
        ...new Set([
          ...chunksAsked(root, 'words-', asked).map((n) => `words-${n}`),
          ...chunksAsked(root, 'terms-', asked).map((n) => `terms-${n}`),
        ]),
      ].sort();
    const one = oneFileEngine(runs, 'reader');
    // Words that find records: their own chunks only, none of the words one edit away ("probes" of "probe").
    for (const word of ['hos', 'pin', 'rou', 'tim', 'probe', 'target', 'latency']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(word);
      expect(answer.count).toBeGreaterThan(0);
      expect(shown(answer)).toEqual(shown(one.search(word)));
      expect([word, fetched(asked)]).toEqual([word, [...new Set(filesOf(word))].sort()]);
    }
    // A word no chunk holds finds nothing: its corrections come at once.
    const { engine, asked } = splitEngine(files, 'reader');
    const answer = await engine.answer('latancy');
    expect(shown(answer)).toEqual(shown(one.search('latancy')));
    expect(answer.count).toBeGreaterThan(0);
    expect(fetched(asked)).toEqual([...new Set(filesOf('latency'))].sort());
  });

  it('fetches the heading part of a stop word that does not decide, not its records, and answers alike', async () => {
    const one = oneFileEngine(runs, 'reader');
    const { root } = memoryHost(files);
    const holding = (list: SplitFiles['wordChunks'], kind: ChunkKind): string[] =>
      list.chunks.flatMap((chunk, n) => (chunk.data.terms.includes('the') ? [`${kind}${n}`] : []));
    const ofThe = [...holding(files.wordChunks, 'words-'), ...holding(files.termChunks, 'terms-')];
    expect(ofThe.length).toBeGreaterThan(0);
    const asking = (asked: readonly Asked[]): string[] =>
      (['words-', 'terms-'] as const).flatMap((kind) => chunksAsked(root, kind, asked).map((n) => `${kind}${n}`));
    for (const query of ['the latency', 'ping the probe', 'credits the']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
      expect(chunksAsked(root, 'headings-', asked)).toEqual([chunkOf(root, 'headings-', 'the')]);
      expect([query, asking(asked).filter((chunk) => ofThe.includes(chunk))]).toEqual([query, []]);
    }
    // Alone, "the" decides: its records come.
    const { engine, asked } = splitEngine(files, 'reader');
    expect(shown(await engine.answer('the'))).toEqual(shown(one.search('the')));
    expect(asking(asked).some((chunk) => ofThe.includes(chunk))).toBe(true);
  });

  it('answers a query whose heading part cannot be loaded with an empty list, and logs it', async () => {
    const broken = new Set(files.headingChunks.files.files.map((_, n) => `/assets/headings-${n}.bin`));
    const { engine } = splitEngine(files, 'reader', broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('the latency')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/headings-\d+\.bin .* could not be loaded/),
      expect.anything(),
    );
    expect((await engine.answer('latency')).count).toBeGreaterThan(0);
  });

  it('fetches for the query typed last, not for each key typed on the way to it', async () => {
    const { engine, asked } = splitEngine(files, 'reader');
    for (let end = 1; end <= 'traceroute'.length; end++) expect(engine.search('traceroute'.slice(0, end))).toBeNull();
    const answer = await engine.answer('traceroute');
    expect(answer.count).toBeGreaterThan(0);
    // No chunk of the short terms "t" and "tr" was fetched: only the words holding "traceroute", and its texts.
    expect(asked.filter((a) => !/\/(words|texts)-\d+\.bin$/.test(a.path))).toEqual([]);
    expect(asked.length).toBeGreaterThan(1);
  });

  it('fetches at once for a query the reader stopped at before the engine was there, and not for the keys before it', async () => {
    const { engine, asked } = splitEngine(files, 'reader');
    const typed = performance.now() - 500;
    // The client asks the one typed last first, then the keys on the way to it.
    for (let end = 'traceroute'.length; end >= 1; end--) {
      expect(engine.search('traceroute'.slice(0, end), typed + end)).toBeNull();
    }
    // Without a pause (the range requests go out once the promises before them settle, well within it): the chunks
    // of the words holding "traceroute" are asked for already, none of "t" or "tr".
    await settled();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.path.startsWith('/assets/words-'))).toBe(true);
  });

  it('waits for the pause after a query asked just now', async () => {
    const { engine, asked } = splitEngine(files, 'reader');
    expect(engine.search('traceroute', performance.now() - 10)).toBeNull();
    await settled();
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
    const { root } = memoryHost(files);
    const broken = fileOfChunk(root, 'words-', chunkOf(root, 'words-', 'traceroute'));
    expect(fileOfChunk(root, 'words-', chunkOf(root, 'words-', 'latency'))).not.toBe(broken);
    const { engine } = splitEngine(files, 'reader', new Set([broken]));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('traceroute')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(broken), expect.anything());
    // Another query still works.
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
    const pairFiles = new Set(files.pairChunks.files.files.map((_, n) => `/assets/pairs-${n}.bin`));
    expect(pairFiles.size).toBeGreaterThan(1);
    const { engine } = splitEngine(files, 'reader', pairFiles);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('"ping measurement"')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/pairs-\d+\.bin .* could not be loaded/),
      expect.anything(),
    );
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
  const built = buildSplitFiles(big, corpusSource(pages), { chunkChars: 4_000, fileBytes: 40_000 });
  const one = oneFileEngine(big, 'reader', pages);

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
    for (const { data } of files.topChunks.chunks) {
      for (const term of data.terms) expect(tops).toContain(term);
    }
  });

  it('answer a query of words from the tops of its short words, as the data in one file does', async () => {
    const files = await built;
    const { root } = memoryHost(files);
    const tops = readWords(root.topTerms);
    for (const query of ['a probe', 'i host a probe', 'an area', 'a', 'an', 'ip a target', 'i ping']) {
      const { engine, asked } = splitEngine(files, 'reader');
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
      expect(query.split(' ').every((word) => word.length > 2 || tops.includes(word))).toBe(true);
      expect(chunksAsked(root, 'tops-', asked).length).toBeGreaterThan(0);
      // Not the chunk of all the records of "a".
      expect(chunksAsked(root, 'terms-', asked)).not.toContain(chunkOf(root, 'terms-', 'a'));
    }
  });

  it('do not answer a quoted phrase, which reads all the records of its words: those come, and answer alike', async () => {
    const files = await built;
    const { engine, asked } = splitEngine(files, 'reader');
    for (const query of ['a ping', '"a ping"', 'an anchor', '"an anchor"', 'a ping']) {
      const answer = await engine.answer(query);
      expect([query, shown(answer), answer.count]).toEqual([query, shown(one.search(query)), one.search(query).count]);
    }
    expect(asked.some((a) => a.path.includes('/terms-'))).toBe(true);
  });

  it('answer a query whose file of tops cannot be loaded with an empty list, and log it; others still answer', async () => {
    const files = await built;
    const broken = new Set(files.topChunks.files.files.map((_, n) => `/assets/tops-${n}.bin`));
    const { engine } = splitEngine(files, 'reader', broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await engine.answer('a probe')).count).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/tops-\d+\.bin .* could not be loaded/),
      expect.anything(),
    );
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
