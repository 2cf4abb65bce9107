/**
 * The search of a split locale in the browser: the same engine and strategy as a locale in one file, with an
 * index and records that arrive in parts as queries need them. A query is answered from what has arrived; when
 * it lacked terms, their word files are fetched, side by side (then the terms' records are made from the
 * words', `postings.ts`); when it lacked texts (of the records it ranks by their words, or shows), their text
 * files. Until its answer is whole, `search` returns null and the host hears `onChange` when files arrive.
 */
import { createEncoder } from '../engine/encoder.ts';
import { type Ranking, SearchEngine, type Searcher, type SearchResponse } from '../engine/engine.ts';
import { FlexIndex } from '../engine/flex-index.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { shownPreview } from '../engine/preview.ts';
import { RecordTable } from '../engine/record-table.ts';
import { FIT } from '../engine/word-scores.ts';
import { checkVersion, isStrings, unpackRecords } from '../packed/unpack.ts';
import { WordTable } from '../packed/word-table.ts';
import type { SplitSearchData } from '../types.ts';
import { type Slots, termSlots } from './postings.ts';
import { readSlots } from './slots.ts';
import { lastNotAfter, layoutOf, type SplitLayout } from './split-data.ts';
import { MADE_FROM_WORDS, WordList } from './word-list.ts';

/** A word's records as its file holds them (record numbers in the order the index adds records). */
interface WordPostings {
  title: Slots;
  /** Records whose heading has the word where the index passes over it. */
  passed: number[];
  content: Slots;
}

/** A short term's records as its file holds them, and how it fits each heading holding it. */
interface ShortPostings {
  title: Slots;
  content: Slots;
  fits: Map<number, number>;
}

type FileKind = 'words' | 'short' | 'texts';
type FileState = 'loading' | 'loaded' | 'failed';
/** What providing a query's lacks came to: all there now, some on their way, or only lacks that failed to load. */
type Step = 'ready' | 'waiting' | 'failed';

export interface SplitSearchOptions {
  /** Absolute URL of the root file: the files' URLs are read against it. */
  url: string;
  /** Root path of the locale, for group names. */
  root: string;
  fetch: (url: string) => Promise<Response>;
  ranking?: Ranking;
  /** Called when the files being fetched have all arrived (or failed): answers pending before may now be given. */
  onChange: () => void;
}

/** Most rounds of a query (terms, their files, texts) answered from what has arrived, in one call. */
const MAX_ROUNDS = 8;

/** The terms of a data file of terms, read and checked. */
function readTerms(json: unknown): { terms: string[]; title: string[]; content: string[] } {
  checkVersion(json);
  const { terms, title, content } = json;
  if (!isStrings(terms) || !isStrings(title) || !isStrings(content)) throw new Error('search data has no valid terms');
  if (title.length !== terms.length || content.length !== terms.length)
    throw new Error('search data has no valid terms');
  return { terms, title, content };
}

export class SplitSearchEngine implements Searcher {
  private readonly engine: SearchEngine;
  private readonly index: FlexIndex;
  private readonly records: RecordTable;
  private readonly words: WordList;
  private readonly layout: SplitLayout;
  private readonly files = new Map<string, FileState>();
  private readonly wordPostings = new Map<string, WordPostings>();
  private readonly shortPostings = new Map<string, ShortPostings>();
  private fetching = 0;
  private settledWaiters: (() => void)[] = [];

  constructor(
    private readonly data: SplitSearchData,
    private readonly options: SplitSearchOptions,
  ) {
    this.layout = layoutOf(data);
    this.words = new WordList(data.words, data.flags);
    const encoder = createEncoder();
    this.index = new FlexIndex(encoder, true);
    this.records = new RecordTable((text) => encoder.encode(text), true);
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
      },
    );
  }

  /** The answer to a query, or null while files it needs are on their way (`onChange` says when they are there). */
  search(input: string): SearchResponse | null {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const response = this.engine.search(input);
      const missing = this.engine.takeMissing();
      if (!missing.terms.length && !missing.records.length) return response;
      // Texts are read for the records the terms rank first: only once no term is lacking.
      const step = missing.terms.length ? this.provideTerms(missing.terms) : this.provideTexts(missing.records);
      if (step === 'waiting') return null;
      if (step === 'failed') return { query: response.query, groups: [], count: 0, complete: true };
    }
    console.error(`Search failed: "${input}" still lacked parts of the search data after ${MAX_ROUNDS} rounds`);
    return null;
  }

  /** The whole answer to a query, once the files it needs have arrived (or failed). */
  async answer(input: string): Promise<SearchResponse> {
    for (;;) {
      const response = this.search(input);
      if (response) return response;
      await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
    }
  }

  /** The URLs of the files a term's records are made from: of the words holding it, or its own short term file. */
  private filesOfTerm(term: string): string[] {
    if (term.length < MADE_FROM_WORDS) {
      const file = this.data.shortFiles[lastNotAfter(this.layout.shortFirsts, term)];
      return file ? [file[1]] : [];
    }
    const urls = new Set<string>();
    for (const word of this.words.holdersOf(term)) {
      const file = this.data.wordFiles[lastNotAfter(this.layout.wordFirsts, word)];
      if (file) urls.add(file[1]);
    }
    return [...urls];
  }

  /** Gives the index the terms whose files are there, and fetches the files of the others. */
  private provideTerms(terms: readonly string[]): Step {
    const steps = terms.map((term) =>
      this.provide(this.filesOfTerm(term), term.length < MADE_FROM_WORDS ? 'short' : 'words', () =>
        this.loadTerm(term),
      ),
    );
    return stepOf(steps);
  }

  private provideTexts(ids: readonly number[]): Step {
    const urls = new Set<string>();
    for (const id of ids) {
      const page = lastNotAfter(this.layout.pageStarts, id);
      const file = this.data.textFiles[lastNotAfter(this.layout.textStarts, page)];
      if (file) urls.add(file[1]);
    }
    return stepOf([...urls].map((url) => this.provide([url], 'texts', () => {})));
  }

  /** `use` once every file is there; else fetches those not asked for yet. */
  private provide(urls: readonly string[], kind: FileKind, use: () => void): Step {
    const states = urls.map((url) => this.files.get(url));
    if (states.every((state) => state === 'loaded')) {
      use();
      return 'ready';
    }
    if (states.includes('failed')) return 'failed';
    for (const url of urls) if (!this.files.has(url)) this.fetchFile(url, kind);
    return 'waiting';
  }

  private fetchFile(url: string, kind: FileKind): void {
    this.files.set(url, 'loading');
    this.fetching++;
    this.options
      .fetch(new URL(url, this.options.url).href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        this.read(kind, await response.json(), url);
        this.files.set(url, 'loaded');
      })
      .catch((error: unknown) => {
        console.error(`Search data ${url} could not be loaded:`, error);
        this.files.set(url, 'failed');
      })
      .finally(() => {
        if (--this.fetching > 0) return;
        const waiters = this.settledWaiters;
        this.settledWaiters = [];
        for (const resolve of waiters) resolve();
        this.options.onChange();
      });
  }

  private read(kind: FileKind, json: unknown, url: string): void {
    if (kind === 'texts') return this.readTexts(json, url);
    const { terms, title, content } = readTerms(json);
    terms.forEach((term, i) => {
      const heading = readSlots(title[i] ?? '');
      const text = readSlots(content[i] ?? '').slots;
      if (kind === 'words') {
        this.wordPostings.set(term, { title: heading.slots, passed: heading.further[0] ?? [], content: text });
        return;
      }
      const fits = new Map<number, number>();
      for (const rank of heading.further[0] ?? []) fits.set(rank, FIT.start);
      for (const rank of heading.further[1] ?? []) fits.set(rank, FIT.end);
      this.shortPostings.set(term, { title: heading.slots, content: text, fits });
    });
  }

  private readTexts(json: unknown, url: string): void {
    const at = this.data.textFiles.findIndex(([, file]) => file === url);
    const firstPage = this.layout.textStarts[at] ?? 0;
    const first = this.layout.pageStarts[firstPage] ?? 0;
    const end = this.layout.pageStarts[firstPage + (this.data.textFiles[at]?.[0] ?? 0)] ?? first;
    checkVersion(json);
    const { words, code } = json;
    if (!isStrings(words) || !Array.isArray(code)) throw new Error('search data has no valid word table');
    const records = unpackRecords(json, new WordTable({ words, code: code as number[] }));
    if (records.index.length !== end - first)
      throw new Error(`${url} holds ${records.index.length} records, not ${end - first}`);
    records.index.forEach((entry, i) => {
      const content = records.content[i] ?? '';
      this.records.fill(first + i, entry, shownPreview(records.preview[i] ?? '', content), indexedText(entry, content));
    });
  }

  /** Gives the index a term's records, made from those of the words holding it (or its own, for a short term). */
  private loadTerm(term: string): void {
    const { order } = this.layout;
    const ids = (slots: Slots): (number[] | undefined)[] =>
      Array.from(slots, (ranks) => ranks?.map((rank) => order[rank] ?? -1));
    const fits = new Map<number, number>();
    if (term.length < MADE_FROM_WORDS) {
      const short = this.shortPostings.get(term);
      const title = short?.title ?? [];
      for (const ranks of title)
        for (const rank of ranks ?? []) fits.set(order[rank] ?? -1, short?.fits.get(rank) ?? FIT.word);
      this.index.load(term, { title: ids(title), content: ids(short?.content ?? []) });
    } else {
      const held = this.words.holdersOf(term).flatMap((word) => {
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
      this.index.load(term, {
        title: ids(
          termSlots(
            term,
            held.map(([word, p]) => [word, p.title] as const),
          ),
        ),
        content: ids(
          termSlots(
            term,
            held.map(([word, p]) => [word, p.content] as const),
          ),
        ),
      });
    }
    this.records.setFits(term, fits);
  }
}

/** The step of several lacks: waiting while any is on its way; else failed if any failed; else ready. */
function stepOf(steps: readonly Step[]): Step {
  if (steps.includes('waiting')) return 'waiting';
  return steps.includes('failed') ? 'failed' : 'ready';
}
