import { Document, type Encoder } from 'flexsearch';
import type { IdSet, RankingIndex, TermMatches } from './ranked-strategy.ts';
import { mergeIds, type TermIndex } from './strategy.ts';

type IndexedRecord = { id: number; title: string; content: string };

/** Field order of the merged results: a heading that matches ranks above text that matches. */
export const FIELDS = ['title', 'content'] as const;
export type Field = (typeof FIELDS)[number];

/** Resolution of spec section 7: each term's records are kept in 9 slots, by where in the text the term is. */
export const RESOLUTION = 9;

/**
 * The slot of a term in a text of `count` distinct terms where it is the `position`th: FlexSearch's own score
 * of a word (0 for the first, then its place stretched over the slots). Every start and end of the word
 * that the reverse tokeniser indexes takes the word's slot, where FlexSearch's default moves an end further
 * by the letters cut off: then the slots of any part of a word follow from the slots of the whole words,
 * which a site's search data split by words can hold (`split/`).
 */
export function slotOf(position: number, count: number): number {
  if (position === 0) return 0;
  return count <= RESOLUTION ? position : (((RESOLUTION - 1) / count) * position + 1) | 0;
}

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
  /**
   * For an index whose terms are loaded one by one (`load`) rather than made from records (`add`): the terms
   * loaded, and those asked for since `takeMissing` that are not (each answered with no records, uncached).
   */
  private readonly loaded: Set<string> | null;
  private missing = new Set<string>();

  /** `lazy`: the index is given its terms' records by `load`, and says which it lacks (`takeMissing`). */
  constructor(
    private readonly encoder: Encoder,
    lazy = false,
  ) {
    this.loaded = lazy ? new Set() : null;
    this.document = new Document<IndexedRecord>({
      tokenize: 'reverse',
      resolution: RESOLUTION,
      score: (terms, _term, position) => slotOf(position, terms.length),

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

  /**
   * Gives a lazy index a term's records, by field, as FlexSearch would hold them (`split/postings.ts`): ids
   * by slot, each slot in the order the records were added.
   */
  load(term: string, slots: Readonly<Record<Field, readonly (readonly number[] | undefined)[]>>): void {
    if (!this.loaded || this.loaded.has(term)) return;
    for (const field of FIELDS) {
      // FlexSearch's own import: `<field>.<any>.map` adds entries to the field's map of terms.
      this.document.import(`${field}.lazy.map`, JSON.stringify([[term, slots[field]]]));
    }
    this.loaded.add(term);
  }

  /** Whether every term of these is in the index (always, for an index made from records). */
  private holds(terms: readonly string[]): boolean {
    const { loaded } = this;
    if (!loaded) return true;
    let all = true;
    for (const term of terms) {
      if (loaded.has(term)) continue;
      this.missing.add(term);
      all = false;
    }
    return all;
  }

  /** The terms asked for but not loaded since the last call. */
  takeMissing(): string[] {
    const missing = [...this.missing];
    this.missing = new Set();
    return missing;
  }

  find(query: string, limit: number, suggest: boolean): number[] {
    if (!this.holds(this.encoder.encode(query))) return [];
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
    if (!this.holds(this.encoder.encode(term))) return { heading: new Ids([]), text: new Ids([]) };
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
