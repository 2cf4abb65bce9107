import type { SearchEntry } from '../types.ts';
import { addOrder } from './add-order.ts';
import { createEncoder } from './encoder.ts';
import { FlexIndex } from './flex-index.ts';
import { groupBy, groupOf, type Group } from './groups.ts';
import { highlight, highlightEncoder, type Segment } from './highlight.ts';
import { indexedText } from './indexed-text.ts';
import { shownPreview } from './preview.ts';
import { clampQuery, parseQuery } from './query.ts';
import { headingPartFor, rankedSearch, type RankingContext } from './ranked-strategy.ts';
import { RecordTable } from './record-table.ts';
import { Scratch } from './scratch.ts';
import { type Found, runStrategy, type StrategyContext } from './strategy.ts';
import { Synonyms } from './synonyms.ts';
import type { HeadingPart } from './word-scores.ts';

/** Records as they arrive from a data file: entries, previews and contents, by position. */
export interface RecordBatch {
  index: readonly SearchEntry[];
  preview: readonly string[];
  content: readonly string[];
}

/**
 * - `reader` (default): the rules of spec 5.1 with the ranking of `ranked-strategy.ts`;
 * - `spec`: the rules of spec 5.1 alone, results in the index's order (kept to measure the ranking against).
 */
export type Ranking = 'reader' | 'spec';

export interface EngineOptions {
  synonyms: readonly (readonly string[])[];
  vocabulary: readonly string[];
  /** Root path of the locale, `/` or `/nl/`: groups are named below it. */
  root: string;
  /** Paths of the pages of the API reference: for plain words they come after the guides. Default none. */
  referencePages?: readonly string[];
  /** Default `reader`. */
  ranking?: Ranking;
}

/** One result, ready to show. */
export interface SearchHit {
  id: number;
  /** Page path with the section's `#anchor`. */
  link: string;
  title: Segment[];
  /** The headings above the result, page title first. */
  parents: string[];
  preview: Segment[];
}

export interface SearchResponse {
  /** The query answered, as the engine read it (at most 64 characters). */
  query: string;
  groups: Group<SearchHit>[];
  count: number;
  /** Whether every record was indexed when the query was answered; if not, a later answer may hold more. */
  complete: boolean;
}

/**
 * The search engine of one locale, without DOM or React: it indexes records as they arrive (a little
 * at a time, so that a host can answer queries between slices) and answers queries with the strategy
 * of spec 5.1. Search errors are logged and answered with no results (spec section 8).
 */
/**
 * What answers a locale's queries: an engine with its data whole (`SearchEngine`), or one whose data arrives
 * in parts as queries need them (`SplitSearchEngine`), whose `search` is null until the parts are there.
 */
export interface Searcher {
  /**
   * The answer now, or null while parts of the data it needs are on their way; `askedAt`: when the reader asked
   * it (`performance.now()`), for an engine that fetches once the reader stops typing.
   */
  search(input: string, askedAt?: number): SearchResponse | null;
  /** The answer once the parts it needs have arrived (or failed). */
  answer(input: string): Promise<SearchResponse>;
}

/**
 * An engine whose index and records arrive in parts as queries need them (`split/split-engine.ts`): a lazy
 * index, records placed without their texts, and what the locale's word list says of a term.
 */
export interface LazyParts {
  encoder: ReturnType<typeof createEncoder>;
  index: FlexIndex;
  records: RecordTable;
  /** Whether the index finds a term in some record's text; in some record's heading. */
  finds(term: string): boolean;
  inHeadings(term: string): boolean;
  /** A stop word's heading part, or null while it has not come (`RankingContext.headingPart`). */
  headingPart(term: string): HeadingPart | null;
}

/**
 * What an answer lacked: terms not in the index (all their records; of short terms only their top, their first
 * records, `isShortTerm`), and records without their texts.
 */
export interface Missing {
  terms: string[];
  tops: string[];
  records: number[];
}

export class SearchEngine implements Searcher {
  private readonly encoder: ReturnType<typeof createEncoder>;
  private readonly index: FlexIndex;
  private readonly records: RecordTable;
  /** Ids to index, in the order they will be; those before `next` are indexed. */
  private readonly queue: number[] = [];
  private next = 0;
  private sealed = false;
  private readonly context: StrategyContext;
  private readonly ranking: RankingContext;

  constructor(
    private readonly options: EngineOptions,
    lazy?: LazyParts,
  ) {
    this.encoder = lazy?.encoder ?? createEncoder();
    this.index = lazy?.index ?? new FlexIndex(this.encoder);
    this.records = lazy?.records ?? new RecordTable((text) => this.encoder.encode(text));
    if (lazy) this.sealed = true;
    const encodeWord = (word: string): string => this.encoder.encode(word).join(' ');
    const encode = (text: string): string[] => this.encoder.encode(text);
    const synonyms = new Synonyms(options.synonyms, encodeWord);
    this.context = {
      index: this.index,
      fullText: (id) => this.records.fullText(id),
      encode,
      vocabulary: options.vocabulary,
      synonyms,
    };
    const terms = new Set(options.vocabulary);
    this.records.setReferencePages(options.referencePages ?? []);
    this.ranking = {
      index: this.index,
      records: this.records,
      scratch: new Scratch(),
      ...(lazy ? { headingPart: (term: string) => lazy.headingPart(term) } : {}),
      lexicon: {
        isTerm: (term) => terms.has(term),
        finds: lazy ? (term) => lazy.finds(term) : (term) => this.index.matches(term).text.ids.length > 0,
        encode,
        synonyms,
        vocabulary: options.vocabulary,
        inHeadings: lazy ? (term) => lazy.inHeadings(term) : (term) => this.index.matches(term).heading.ids.length > 0,
      },
    };
    if (lazy) this.index.seal();
  }

  /** Of an engine of lazy parts: what the answers since the last call lacked. */
  takeMissing(): Missing {
    return { ...this.index.takeMissing(), records: this.records.takeMissing() };
  }

  /** A stop word's heading part, from its records (the build of a split locale writes it). */
  headingPartOf(term: string): HeadingPart {
    return headingPartFor(term, this.ranking);
  }

  /** Queues a batch of records, to be indexed in `addOrder`. */
  append(batch: RecordBatch): void {
    const first = this.records.length;
    batch.index.forEach((entry, i) => {
      const content = batch.content[i] ?? '';
      this.records.push(entry, shownPreview(batch.preview[i] ?? '', content), indexedText(entry, content));
    });
    this.queue.push(
      ...addOrder(
        batch.index.map((entry) => entry.parents.length),
        first,
      ),
    );
  }

  /** No more batches will come: once the queue is empty the index is complete. */
  seal(): void {
    this.sealed = true;
    if (this.complete) this.index.seal();
  }

  get complete(): boolean {
    return this.sealed && this.pending === 0;
  }

  /** Records queued but not indexed yet. */
  get pending(): number {
    return this.queue.length - this.next;
  }

  /** Indexes queued records until `budgetMs` have passed; true when the queue is empty. */
  indexSome(budgetMs: number, now: () => number = () => performance.now()): boolean {
    const deadline = now() + budgetMs;
    while (this.next < this.queue.length) {
      const id = this.queue[this.next++] ?? -1;
      const record = this.records.get(id);
      if (record) this.index.add(id, record.entry.title, record.fullText);
      if (now() >= deadline) break;
    }
    if (this.complete) this.index.seal();
    return this.pending === 0;
  }

  /** Indexes everything queued at once (tests, and hosts that need not stay responsive). */
  indexAll(): void {
    this.indexSome(Number.POSITIVE_INFINITY);
  }

  search(input: string): SearchResponse {
    const query = clampQuery(input);
    const complete = this.complete;
    try {
      const found = this.find(query);
      const encode = highlightEncoder();
      const hits = found.ids.flatMap((id): SearchHit[] => {
        const record = this.records.get(id);
        if (!record) return [];
        const { entry } = record;
        return [
          {
            id,
            link: entry.anchor ? `${entry.link}#${entry.anchor}` : entry.link,
            title: highlight(entry.title, found.terms, encode),
            parents: entry.parents,
            preview: highlight(record.preview, found.terms, encode),
          },
        ];
      });
      const groups = groupBy(hits, (hit) => groupOf(hit.link, this.options.root));
      return { query, groups, count: hits.length, complete };
    } catch (error) {
      console.error('Search failed:', error);
      return { query, groups: [], count: 0, complete };
    }
  }

  answer(input: string): Promise<SearchResponse> {
    return Promise.resolve(this.search(input));
  }

  private find(query: string): Found {
    const parsed = parseQuery(query);
    return this.options.ranking === 'spec' ? runStrategy(parsed, this.context) : rankedSearch(parsed, this.ranking);
  }
}
