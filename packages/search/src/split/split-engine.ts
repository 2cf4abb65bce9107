/**
 * The search of a split locale in the browser: the same engine and strategy as a locale in one file, with an
 * index and records that arrive in parts as queries need them. A query is answered from what has arrived; when
 * it lacked terms, their chunks of words are fetched, side by side, a range request each (then the terms' records
 * are made from the words', `postings.ts`); when it lacked texts (of the records it ranks by their words, or
 * shows), the bytes of those records, a range request for each run of them (`record-texts.ts`). Until its answer
 * is whole, `search` returns null and the host hears `onChange` when what it asked for has arrived.
 */
import type { Fetcher } from '../engine-loading.ts';
import { createEncoder } from '../engine/encoder.ts';
import { type Ranking, SearchEngine, type Searcher, type SearchResponse } from '../engine/engine.ts';
import { FlexIndex } from '../engine/flex-index.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { shownPreview } from '../engine/preview.ts';
import { RecordTable } from '../engine/record-table.ts';
import { FIT, type HeadingPart } from '../engine/word-scores.ts';
import { queryPairKeys } from '../engine/word-pairs.ts';
import { checkVersion, isString, isStrings } from '../packed/unpack.ts';
import type { SplitSearchData } from '../types.ts';
import { PairIndex } from './pair-chunks.ts';
import { type Slots, termSlots } from './postings.ts';
import { compressedText, dictionaryBlock, readRecordText, TextLayout, UNIT } from './record-texts.ts';
import { readSlots, readVlq } from './slots.ts';
import { type ChunkKind, lastNotAfter, layoutOf, type PartKind, partName, type SplitLayout } from './split-data.ts';
import { isStoredTerm, readWords, WordList } from './word-list.ts';

/** A word's records as its chunk holds them (record numbers in the order the index adds records). */
interface WordPostings {
  title: Slots;
  /** Records whose heading has the word where the index passes over it. */
  passed: number[];
  content: Slots;
}

/** A stored term's records as its chunk holds them, and how it fits each heading holding it. */
interface StoredPostings {
  title: Slots;
  content: Slots;
  fits: Map<number, number>;
}

/** A chunk: its kind and number. */
interface Chunk {
  kind: ChunkKind;
  n: number;
}
/** Of a chunk asked for: on its way, there, or failed to load. */
type ChunkState = 'loading' | 'loaded' | 'failed';
/** Of a record's text: not asked for, on its way, there, or failed to load. */
const TEXT = { none: 0, loading: 1, loaded: 2, failed: 3 } as const;
/** What providing a query's lacks came to: all there now, some on their way, or only lacks that failed to load. */
type Step = 'ready' | 'waiting' | 'failed';

export interface SplitSearchOptions {
  /** Absolute URL of the root file: the files' URLs are read against it. */
  url: string;
  /** Root path of the locale, for group names. */
  root: string;
  fetch: Fetcher;
  ranking?: Ranking;
  /** Called when the files being fetched have all arrived (or failed): answers pending before may now be given. */
  onChange: () => void;
  /** Range requests of texts on their way at once, at most; default {@link MAX_TEXT_REQUESTS}. */
  maxTextRequests?: number;
}

/** Most rounds of a query (terms, their chunks, texts) answered from what has arrived, in one call. */
const MAX_ROUNDS = 8;
/**
 * Records of a texts file with at most this many records between them come in one range request: a request
 * costs a few hundred bytes of headers and, on a slow link, a turn.
 */
const MERGE_GAP = 2;
/**
 * The pause after a query that lacks parts before they are fetched: a query typed key by key is asked at each
 * key, and only the one the reader stops at should cost a download.
 */
const FETCH_PAUSE_MS = 100;
/**
 * Range requests of texts on their way at once, at most: the 100 records a query ranks by their texts, or a
 * quoted phrase's round (50 and the spec's 50 hits), go in one turn; Chromium refuses a page some hundreds.
 */
const MAX_TEXT_REQUESTS = 100;

/** The texts' dictionary as a block to read before each text (`dictionaryBlock`), and its length. */
interface Dictionary {
  block: Uint8Array<ArrayBuffer>;
  bytes: number;
}

function dictionaryOf(text: string): Dictionary {
  const bytes = new TextEncoder().encode(text);
  return { block: dictionaryBlock(bytes), bytes: bytes.length };
}

/** A text from its compressed bytes, read after the dictionary they refer back to, if any. */
async function inflate(bytes: Uint8Array, dictionary?: Dictionary): Promise<string> {
  const parts = dictionary ? [dictionary.block, bytes] : [bytes];
  const stream = new Blob(parts as Uint8Array<ArrayBuffer>[])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const read = new Uint8Array(await new Response(stream).arrayBuffer());
  return new TextDecoder().decode(read.subarray(dictionary?.bytes ?? 0));
}

/** The terms of a chunk of words or terms, read and checked. */
function readTerms(json: unknown): { terms: string[]; title: string[]; content: string[] } {
  checkVersion(json);
  const { terms, title, content } = json;
  if (!isStrings(terms) || !isStrings(title) || !isStrings(content)) throw new Error('search data has no valid terms');
  if (title.length !== terms.length || content.length !== terms.length)
    throw new Error('search data has no valid terms');
  return { terms, title, content };
}

/** The heading parts of a chunk of them, read and checked. */
function readHeadingParts(json: unknown): { terms: string[]; places: string[]; holders: number[] } {
  checkVersion(json);
  const { terms, places } = json;
  const holders = isString(json.holders) ? readVlq(json.holders) : [];
  if (!isStrings(terms) || !isStrings(places) || places.length !== terms.length || holders.length !== terms.length)
    throw new Error('search data has no valid heading parts');
  return { terms, places, holders };
}

export class SplitSearchEngine implements Searcher {
  private readonly engine: SearchEngine;
  private readonly index: FlexIndex;
  private readonly records: RecordTable;
  private readonly words: WordList;
  private readonly layout: SplitLayout;
  /** The chunks asked for, by kind and number (`chunkKey`). */
  private readonly chunkStates = new Map<string, ChunkState>();
  private readonly wordPostings = new Map<string, WordPostings>();
  private readonly storedPostings = new Map<string, StoredPostings>();
  /** Short terms' tops (`isShortTerm`), as their chunks hold them. */
  private readonly topPostings = new Map<string, StoredPostings>();
  /** Stop words' heading parts that have come, and those asked for since the last round that had not. */
  private readonly headingParts = new Map<string, HeadingPart>();
  private missingParts = new Set<string>();
  /** Per term asked, the words that hold it, and whether it has records of its own (`isStoredTerm`). */
  private readonly terms = new Map<string, { holders: readonly string[]; stored: boolean }>();
  private readonly texts: TextLayout;
  private readonly dictionary: Dictionary;
  private readonly textState: Uint8Array;
  private readonly pairs: PairIndex;
  /** Files read by ranges that a host sent whole (it ignored the range asked for), by URL. */
  private readonly wholeFiles = new Map<string, Promise<Uint8Array>>();
  /** Range requests on their way, by URL. */
  private readonly rangeRequests = new Map<string, Set<AbortController>>();
  private textRequestsOpen = 0;
  /** Range requests waiting for a turn. */
  private readonly textTurns: (() => void)[] = [];
  private fetching = 0;
  /** The query asked last and when (`performance.now()`), the one whose parts were fetched last, and the pause. */
  private latest = '';
  private latestAt = -Infinity;
  private fetchedFor: string | null = null;
  private pause: ReturnType<typeof setTimeout> | null = null;
  private settledWaiters: (() => void)[] = [];

  constructor(
    private readonly data: SplitSearchData,
    private readonly options: SplitSearchOptions,
  ) {
    this.layout = layoutOf(data);
    this.words = new WordList(readWords(data.words), data.flags);
    const records = this.layout.depths.length;
    this.texts = new TextLayout(
      readVlq(data.textBlocks).map((units) => units * UNIT),
      data.textFiles,
      records,
    );
    this.dictionary = dictionaryOf(data.textDictionary);
    this.textState = new Uint8Array(records);
    this.pairs = new PairIndex(this.layout.chunks['pairs-'].firsts);
    const encoder = createEncoder();
    this.index = new FlexIndex(encoder, true);
    this.records = new RecordTable((text) => encoder.encode(text), true);
    this.records.setPairs(this.pairs);
    const reference = new Set(data.referencePages);
    let page = -1;
    this.layout.depths.forEach((depth, id) => {
      const first = this.layout.firsts[id] ?? false;
      if (first) page++;
      this.records.place(depth, first, reference.has(page));
    });
    this.engine = new SearchEngine(
      {
        synonyms: data.synonyms,
        vocabulary: this.words.vocabulary(),
        root: options.root,
        ...(options.ranking ? { ranking: options.ranking } : {}),
      },
      {
        encoder,
        index: this.index,
        records: this.records,
        finds: (term) => this.words.finds(term),
        inHeadings: (term) => this.words.inHeadings(term),
        headingPart: (term) => this.headingPart(term),
      },
    );
  }

  /**
   * The answer to a query, or null while files it needs are on their way (`onChange` says when they are there);
   * `askedAt`: when the reader asked it (`performance.now()`), if earlier than now (it waited for the engine).
   */
  search(input: string, askedAt = performance.now()): SearchResponse | null {
    if (input !== this.latest && askedAt >= this.latestAt) [this.latest, this.latestAt] = [input, askedAt];
    // A query typed key by key is asked at each key: the parts are fetched for the one the reader stops at
    // (once it is {@link FETCH_PAUSE_MS} old), then at once for each further round of it.
    if (input === this.latest && performance.now() - this.latestAt >= FETCH_PAUSE_MS) this.fetchedFor = input;
    return this.answerFrom(input, input === this.fetchedFor);
  }

  /** The answer from what has arrived, or null; `fetch`: start fetching what it lacks, else only plan to. */
  private answerFrom(input: string, fetch: boolean): SearchResponse | null {
    for (let round = 0; round < MAX_ROUNDS;) {
      const response = this.engine.search(input);
      const missing = this.engine.takeMissing();
      const pairs = this.pairs.takeMissing();
      const parts = [...this.missingParts];
      this.missingParts = new Set();
      const lacking = missing.terms.length + missing.tops.length + parts.length > 0;
      if (!lacking && !missing.records.length && !pairs.length) return response;
      // Texts are read for the records the terms rank first, once no term is lacking, and only of those that
      // hold the query's pair keys: those come beside the terms, as the query tells them.
      const step = lacking
        ? stepOf([
            this.provideTerms(missing.terms, fetch),
            this.provideTops(missing.tops, fetch),
            this.provideParts(parts, fetch),
            this.providePairs([...pairs, ...queryPairKeys(input)], fetch),
          ])
        : pairs.length
          ? this.providePairs(pairs, fetch)
          : this.provideTexts(missing.records, fetch);
      // Terms no chunk holds are there at once: the next round may ask for more (a fallback of a word that finds
      // nothing), fetched beside those on their way.
      const given =
        missing.terms.some((term) => this.index.knows(term, true)) ||
        missing.tops.some((term) => this.index.knows(term)) ||
        parts.some((term) => this.headingParts.has(term));
      if (step === 'waiting' && given) continue;
      if (step === 'waiting') {
        if (!fetch && input === this.latest) this.fetchSoon(input);
        return null;
      }
      if (step === 'failed') return { query: response.query, groups: [], count: 0, complete: true };
      round++;
    }
    console.error(`Search failed: "${input}" still lacked parts of the search data after ${MAX_ROUNDS} rounds`);
    return null;
  }

  /** Fetches what `input` lacks once it is {@link FETCH_PAUSE_MS} old, unless another query was asked meanwhile. */
  private fetchSoon(input: string): void {
    if (this.pause) clearTimeout(this.pause);
    else this.fetching++;
    const wait = Math.max(0, this.latestAt + FETCH_PAUSE_MS - performance.now());
    this.pause = setTimeout(() => {
      this.pause = null;
      if (input === this.latest) {
        this.fetchedFor = input;
        this.answerFrom(input, true);
      }
      this.ended();
    }, wait);
  }

  /** The whole answer to a query, once the files it needs have arrived (or failed). */
  async answer(input: string): Promise<SearchResponse> {
    for (;;) {
      const response = this.search(input);
      if (response) return response;
      await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
    }
  }

  /** The words that hold a term, and whether it has records of its own in a chunk of terms: worked out once. */
  private termOf(term: string): { holders: readonly string[]; stored: boolean } {
    let known = this.terms.get(term);
    if (!known) {
      const holders = this.words.holdersOf(term);
      const stored = isStoredTerm(term, holders, (word) => this.chunkOf('words-', word));
      this.terms.set(term, (known = { holders, stored }));
    }
    return known;
  }

  /** The chunk of a kind whose range holds a key (-1: before the first, so none holds it). */
  private chunkOf(kind: ChunkKind, key: string): number {
    return lastNotAfter(this.layout.chunks[kind].firsts, key);
  }

  /** The chunks a term's records are in: its own chunk of terms, or the chunks of the words holding it. */
  private chunksOfTerm(term: string): Chunk[] {
    const { holders, stored } = this.termOf(term);
    if (stored) return this.chunksOf('terms-', [term]);
    return this.chunksOf('words-', holders);
  }

  /** The chunks of a kind that hold these keys, each once (none for a key before the first chunk). */
  private chunksOf(kind: ChunkKind, keys: readonly string[]): Chunk[] {
    const numbers = new Set(keys.map((key) => this.chunkOf(kind, key)));
    numbers.delete(-1);
    return [...numbers].map((n) => ({ kind, n }));
  }

  /** The URL of a file of the root's (relative to the root's). */
  private partUrl(kind: PartKind, n: number): string {
    return `${this.data.parts}${partName(kind, n)}`;
  }

  /** Gives the index the terms whose chunks are there, and fetches the chunks of the others. */
  private provideTerms(terms: readonly string[], fetch: boolean): Step {
    return stepOf(terms.map((term) => this.provide(this.chunksOfTerm(term), fetch, () => this.loadTerm(term))));
  }

  /**
   * Gives the index the tops of these short terms whose chunks are there (all records of those without one), and
   * fetches the others.
   */
  private provideTops(terms: readonly string[], fetch: boolean): Step {
    const steps = terms.map((term) => {
      if (!this.layout.topTerms.has(term)) return this.provideTerms([term], fetch);
      return this.provide(this.chunksOf('tops-', [term]), fetch, () =>
        this.loadStored(term, this.topPostings.get(term), false),
      );
    });
    return stepOf(steps);
  }

  /** A stop word's heading part, or null while it has not come (it is asked for in the round's lacks). */
  private headingPart(term: string): HeadingPart | null {
    const part = this.headingParts.get(term);
    if (!part) this.missingParts.add(term);
    return part ?? null;
  }

  /**
   * Takes the heading parts of these terms whose chunks are there (none for a term no chunk holds), and fetches the
   * others.
   */
  private provideParts(terms: readonly string[], fetch: boolean): Step {
    const steps = terms.map((term) =>
      this.provide(this.chunksOf('headings-', [term]), fetch, () => {
        if (!this.headingParts.has(term)) this.headingParts.set(term, { places: [], holders: 0 });
      }),
    );
    return stepOf(steps);
  }

  /**
   * Build time: a stop word's heading part (`headingPartFor`), once its records have come; it throws where they
   * cannot.
   */
  async headingPartOf(term: string): Promise<HeadingPart> {
    for (;;) {
      const step = this.provideTerms([term], true);
      if (step === 'failed') throw new Error(`the records of "${term}" could not be loaded`);
      if (step === 'ready') return this.engine.headingPartOf(term);
      await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
    }
  }

  /** Gives the pair index the chunks of these keys that are there, and fetches the others. */
  private providePairs(keys: readonly string[], fetch: boolean): Step {
    return this.provide(this.chunksOf('pairs-', keys), fetch, () => {});
  }

  /** A chunk's text: its bytes in its file (a range request), decompressed. */
  private async chunkText(kind: ChunkKind, n: number): Promise<string> {
    const place = this.layout.chunks[kind].places[n];
    if (!place) throw new Error(`${this.chunkName(kind, n)}: no such chunk`);
    return inflate(await this.bytesOf(this.partUrl(kind, place.file), place.start, place.end));
  }

  /** A chunk as the log names it: its file, and its bytes there. */
  private chunkName(kind: ChunkKind, n: number): string {
    const place = this.layout.chunks[kind].places[n];
    return place ? `${this.partUrl(kind, place.file)} (bytes ${place.start} to ${place.end - 1})` : `${kind}${n}`;
  }

  /** Fetches the texts of records not asked for yet: a range request for each run of neighbours in a file. */
  private provideTexts(ids: readonly number[], fetch: boolean): Step {
    const states = ids.map((id) => this.textState[id] ?? TEXT.failed);
    if (states.includes(TEXT.failed)) return 'failed';
    if (!fetch) return states.every((state) => state === TEXT.loaded) ? 'ready' : 'waiting';
    const wanted = ids.filter((id) => this.textState[id] === TEXT.none).sort((a, b) => a - b);
    // Records close together in a file come in one request, those between them too.
    let run: [number, number] | null = null;
    for (const id of wanted) {
      const [place, end] = [this.texts.placeOf(id), run && this.texts.placeOf(run[1])];
      if (run && place && end && place.file === end.file && id - run[1] - 1 <= MERGE_GAP) run[1] = id;
      else {
        if (run) this.fetchTexts(...run);
        run = [id, id];
      }
    }
    if (run) this.fetchTexts(...run);
    return states.every((state) => state === TEXT.loaded) ? 'ready' : 'waiting';
  }

  /** Fetches and reads the texts of the records `from` to `to` (of one file); those already there stay. */
  private fetchTexts(from: number, to: number): void {
    const [first, last] = [this.texts.placeOf(from), this.texts.placeOf(to)];
    const ids = Array.from({ length: to - from + 1 }, (_, i) => from + i).filter(
      (id) => this.textState[id] === TEXT.none,
    );
    if (!first || !last) {
      for (const id of ids) this.textState[id] = TEXT.failed;
      return;
    }
    const url = this.partUrl('texts-', first.file);
    for (const id of ids) this.textState[id] = TEXT.loading;
    const read = async (): Promise<void> => {
      const bytes = await this.bytesOf(url, first.start, last.end);
      for (const id of ids) {
        const place = this.texts.placeOf(id);
        if (!place) continue;
        const room = bytes.subarray(place.start - first.start, place.end - first.start);
        const [link, title, anchor, parents, preview, content] = readRecordText(
          JSON.parse(await inflate(compressedText(room), this.dictionary)),
        );
        this.records.fill(
          id,
          { link, title, anchor, parents },
          shownPreview(preview, content),
          indexedText({ link, title, anchor, parents }, content),
        );
        this.textState[id] = TEXT.loaded;
      }
    };
    // A file that cannot be fetched, or a text that cannot be read: its records fail, and the query with them.
    this.track(
      read().catch((error: unknown) => {
        console.error(`Search data ${url} could not be read:`, error);
        for (const id of ids) if (this.textState[id] !== TEXT.loaded) this.textState[id] = TEXT.failed;
      }),
    );
  }

  /**
   * Bytes `start` to `end` of a file of texts or chunks: a range request, or the whole file where the host
   * sends it whole (then the other requests to the file are cut short, and every later read of it is from it).
   */
  private async bytesOf(url: string, start: number, end: number): Promise<Uint8Array> {
    const known = this.wholeFiles.get(url);
    if (known) return (await known).subarray(start, end);
    const requests = this.rangeRequests.get(url) ?? new Set<AbortController>();
    this.rangeRequests.set(url, requests);
    const controller = new AbortController();
    requests.add(controller);
    const done = await this.turn();
    try {
      const whole = this.wholeFiles.get(url);
      if (whole) return (await whole).subarray(start, end);
      const response = await this.options.fetch(new URL(url, this.options.url).href, {
        headers: { range: `bytes=${start}-${end - 1}` },
        signal: controller.signal,
        // Past the browser's cache: it lets one request of a URL through at a time (Chromium's cache lock), which
        // would put a query's ranges of one file one after the other; the engine keeps what it read.
        cache: 'no-store',
      });
      if (response.status === 206) return new Uint8Array(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      if (!this.wholeFiles.has(url)) {
        this.wholeFiles.set(
          url,
          response.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
        );
        for (const other of requests) if (other !== controller) other.abort();
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      requests.delete(controller);
      done();
    }
    const whole = this.wholeFiles.get(url);
    if (!whole) throw new Error(`${url}: no bytes`);
    return (await whole).subarray(start, end);
  }

  /** `use` once every chunk is there; else fetches those not asked for yet. */
  private provide(chunks: readonly Chunk[], fetch: boolean, use: () => void): Step {
    const states = chunks.map((chunk) => this.chunkStates.get(chunkKey(chunk)));
    if (states.every((state) => state === 'loaded')) {
      use();
      return 'ready';
    }
    if (states.includes('failed')) return 'failed';
    if (fetch) for (const chunk of chunks) if (!this.chunkStates.has(chunkKey(chunk))) this.fetchChunk(chunk);
    return 'waiting';
  }

  /** Fetches and reads a chunk; one that cannot be fetched or read fails, and its queries with it. */
  private fetchChunk(chunk: Chunk): void {
    const key = chunkKey(chunk);
    this.chunkStates.set(key, 'loading');
    this.track(
      this.chunkText(chunk.kind, chunk.n)
        .then((text) => {
          this.read(chunk, text);
          this.chunkStates.set(key, 'loaded');
        })
        .catch((error: unknown) => {
          console.error(`Search data ${this.chunkName(chunk.kind, chunk.n)} could not be loaded:`, error);
          this.chunkStates.set(key, 'failed');
        }),
    );
  }

  /**
   * A turn to make a range request, and the call that ends it: at most {@link MAX_TEXT_REQUESTS} at a time, as a
   * browser refuses a page too many requests at once (Chromium: ERR_INSUFFICIENT_RESOURCES).
   */
  private async turn(): Promise<() => void> {
    if (this.textRequestsOpen >= (this.options.maxTextRequests ?? MAX_TEXT_REQUESTS))
      await new Promise<void>((resolve) => this.textTurns.push(resolve));
    this.textRequestsOpen++;
    return () => {
      this.textRequestsOpen--;
      this.textTurns.shift()?.();
    };
  }

  /** Counts a fetch on its way; when the last one ends, answers may be given: waiters and the host hear it. */
  private track(fetched: Promise<void>): void {
    this.fetching++;
    void fetched.finally(() => this.ended());
  }

  /** A fetch (or a pause before fetching) ended: once none is left, waiters and the host hear it. */
  private ended(): void {
    if (--this.fetching > 0) return;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
    this.options.onChange();
  }

  /** Takes a chunk's text: its pair keys, or its JSON of records or heading parts. */
  private read({ kind, n }: Chunk, text: string): void {
    if (kind === 'pairs-') return this.pairs.load(n, text);
    const json: unknown = JSON.parse(text);
    if (kind === 'headings-') {
      const { terms, places, holders } = readHeadingParts(json);
      terms.forEach((term, i) => {
        this.headingParts.set(term, { places: readSlots(places[i] ?? '').slots, holders: holders[i] ?? 0 });
      });
      return;
    }
    const { terms, title, content } = readTerms(json);
    terms.forEach((term, i) => {
      const heading = readSlots(title[i] ?? '');
      const text = readSlots(content[i] ?? '').slots;
      if (kind === 'words-') {
        this.wordPostings.set(term, { title: heading.slots, passed: heading.further[0] ?? [], content: text });
        return;
      }
      const fits = new Map<number, number>();
      for (const rank of heading.further[0] ?? []) fits.set(rank, FIT.start);
      for (const rank of heading.further[1] ?? []) fits.set(rank, FIT.end);
      (kind === 'tops-' ? this.topPostings : this.storedPostings).set(term, {
        title: heading.slots,
        content: text,
        fits,
      });
    });
  }

  /** A term's record ids by slot, from their places in the order the index adds records. */
  private idsOf(slots: Slots): (number[] | undefined)[] {
    const { order } = this.layout;
    return Array.from(slots, (ranks) => ranks?.map((rank) => order[rank] ?? -1));
  }

  /** Gives the index a term's records of its own (all of them, or a short term's top), and their fits. */
  private loadStored(term: string, stored: StoredPostings | undefined, whole: boolean): void {
    const { order } = this.layout;
    const fits = new Map<number, number>();
    for (const ranks of stored?.title ?? [])
      for (const rank of ranks ?? []) fits.set(order[rank] ?? -1, stored?.fits.get(rank) ?? FIT.word);
    this.index.load(
      term,
      { title: this.idsOf(stored?.title ?? []), content: this.idsOf(stored?.content ?? []) },
      whole,
    );
    this.records.setFits(term, fits);
  }

  /** Gives the index a term's records, made from those of the words holding it (or its own, for a short term). */
  private loadTerm(term: string): void {
    const { holders, stored } = this.termOf(term);
    if (stored) return this.loadStored(term, this.storedPostings.get(term), true);
    const { order } = this.layout;
    const fits = new Map<number, number>();
    const held = holders.flatMap((word) => {
      const postings = this.wordPostings.get(word);
      return postings ? [[word, postings] as const] : [];
    });
    for (const [word, postings] of held) {
      const fit = word === term ? FIT.word : word.startsWith(term) ? FIT.start : FIT.end;
      for (const rank of [...postings.title.flatMap((ranks) => ranks ?? []), ...postings.passed]) {
        const id = order[rank] ?? -1;
        fits.set(id, Math.max(fits.get(id) ?? 0, fit));
      }
    }
    const slotsOf = (field: 'title' | 'content'): (number[] | undefined)[] =>
      this.idsOf(
        termSlots(
          term,
          held.map(([word, p]) => [word, p[field]] as const),
        ),
      );
    this.index.load(term, { title: slotsOf('title'), content: slotsOf('content') });
    this.records.setFits(term, fits);
  }
}

const chunkKey = (chunk: Chunk): string => `${chunk.kind}${chunk.n}`;

/** The step of several lacks: waiting while any is on its way; else failed if any failed; else ready. */
function stepOf(steps: readonly Step[]): Step {
  if (steps.includes('waiting')) return 'waiting';
  return steps.includes('failed') ? 'failed' : 'ready';
}
