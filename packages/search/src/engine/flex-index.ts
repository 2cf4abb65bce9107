import { Document, type Encoder } from 'flexsearch';
import type { IdSet, RankingIndex, TermMatches } from './ranked-strategy.ts';
import { mergeIds, type TermIndex } from './strategy.ts';

type IndexedRecord = { id: number; title: string; content: string };

/** Field order of the merged results: a heading that matches ranks above text that matches. */
const FIELDS = ['title', 'content'] as const;

/** No limit: every record that holds a term. */
const ALL = Number.MAX_SAFE_INTEGER;
/**
 * A term of one or two letters (typed on the way to a word) begins or ends words of most records: only
 * the first of them, in the index's order, are ranked.
 */
const SHORT_TERM = 3;
const SHORT_TERM_LIMIT = 1000;
/**
 * Terms whose matches are kept once the index is complete: a reader's next keystrokes reuse most of them.
 * Few, since the matches of a common term on a large site are a long list.
 */
const MATCHES_KEPT = 32;

/** Ids in the index's order, with membership in constant time once it is first asked. */
class Ids implements IdSet {
  private flags: Uint8Array | null = null;

  constructor(readonly ids: readonly number[]) {}

  has(id: number): boolean {
    if (!this.flags) {
      let max = -1;
      for (const one of this.ids) if (one > max) max = one;
      this.flags = new Uint8Array(max + 1);
      for (const one of this.ids) this.flags[one] = 1;
    }
    return this.flags[id] === 1;
  }
}

/**
 * The FlexSearch Document index of spec section 7: reverse tokenising (a term matches the start or
 * the end of a word), resolution 9, a cache of 100 queries, fields title and content.
 */
export class FlexIndex implements TermIndex, RankingIndex {
  private readonly document: Document<IndexedRecord>;
  /** The query cache is used once the index is complete: until then a cached answer could be stale. */
  private cached = false;
  private readonly kept = new Map<string, TermMatches>();

  constructor(encoder: Encoder) {
    this.document = new Document<IndexedRecord>({
      tokenize: 'reverse',
      resolution: 9,
      cache: 100,
      encoder,
      document: { id: 'id', index: [...FIELDS] },
    });
  }

  add(id: number, title: string, content: string): void {
    this.document.add({ id, title, content });
  }

  /** Called once every record is in: answers may be cached from now on. */
  seal(): void {
    this.cached = true;
  }

  find(query: string, limit: number, suggest: boolean): number[] {
    const options = { limit, suggest };
    const fields = this.cached ? this.document.searchCache(query, options) : this.document.search(query, options);
    const byField = FIELDS.map((name) =>
      (fields.find((f) => f.field === name)?.result ?? []).filter((id): id is number => typeof id === 'number'),
    );
    return mergeIds(byField, limit);
  }

  /** Every record whose heading (`title`), and whose text (`content`), holds one term. */
  matches(term: string): TermMatches {
    const kept = this.cached ? this.kept.get(term) : undefined;
    if (kept) return kept;
    const fields = this.document.search(term, { limit: term.length < SHORT_TERM ? SHORT_TERM_LIMIT : ALL });
    // Ids are numbers: the records are added with numeric ids only. The lists are read, never changed.
    const ids = (name: (typeof FIELDS)[number]): Ids =>
      new Ids((fields.find((f) => f.field === name)?.result ?? []) as readonly number[]);
    const matches = { heading: ids('title'), text: ids('content') };
    if (this.cached) {
      // The oldest term goes first.
      if (this.kept.size >= MATCHES_KEPT) this.kept.delete(this.kept.keys().next().value ?? term);
      this.kept.set(term, matches);
    }
    return matches;
  }
}
