import { type Encoder, Index } from 'flexsearch';
import type { IdSet, RankingIndex, TermMatches } from './ranked-strategy.ts';
import { remember } from './remember.ts';
import { mergeIds, type TermIndex } from './strategy.ts';

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
 * the first of them, in the index's order, are ranked (a split locale ships those apart, `split/build.ts`).
 */
const SHORT_TERM = 3;
export const SHORT_TERM_LIMIT = 1000;

/** Whether the ranking reads only a term's first {@link SHORT_TERM_LIMIT} records a field. */
export const isShortTerm = (term: string): boolean => term.length < SHORT_TERM;
/**
 * Terms whose matches are kept once the index is complete: a reader's next keystrokes reuse most of them.
 * Few, since the matches of a common term on a large site are a long list.
 */
const MATCHES_KEPT = 32;

const isNumber = (id: unknown): id is number => typeof id === 'number';

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

/** A term's records in one field: ids by slot, each slot in the order the records were added. */
type Slots = readonly (readonly number[] | undefined)[];

/**
 * FlexSearch's map of an index's terms to their records by slot. Its types leave it out; its `import` of a
 * `map` and its `serialize` (`index.map=new Map(…)`) write it, and its light build has neither.
 */
function termMap(index: Index): Map<string, Slots> {
  const { map } = index as unknown as { map?: unknown };
  if (!(map instanceof Map)) throw new Error('FlexSearch index without its map of terms');
  return map as Map<string, Slots>;
}

/** What a lazy index was asked for and lacks: terms whose records are all read, short terms whose top is. */
interface Missing {
  terms: Set<string>;
  tops: Set<string>;
}

/** Answers of `find` kept once the index is complete, as spec section 7's cache of 100. */
const CACHED_QUERIES = 100;

/**
 * The full-text index of spec section 7: reverse tokenising (a term matches the start or the end of a word),
 * resolution 9, a cache of 100 queries, fields title and content: a FlexSearch `Index` a field, which is all
 * that a `Document` of two fields does here, and what FlexSearch's light build has (4.5 KiB gzip, against
 * 10.7 for the `Document` of its compact build).
 */
export class FlexIndex implements TermIndex, RankingIndex {
  private readonly fields: Record<Field, Index>;
  /** The query cache is used once the index is complete: until then a cached answer could be stale. */
  private cached = false;
  private readonly answers = new Map<string, number[]>();
  private readonly kept = new Map<string, TermMatches>();
  /**
   * For an index whose terms are loaded one by one (`load`) rather than made from records (`add`): the terms
   * loaded, each with whether all its records are (else a short term's top: its first, {@link isShortTerm}), and those
   * asked for since `takeMissing` that are not (each answered with no records, uncached).
   */
  private readonly loaded: Map<string, boolean> | null;
  private missing: Missing = { terms: new Set(), tops: new Set() };

  /** `lazy`: the index is given its terms' records by `load`, and says which it lacks (`takeMissing`). */
  constructor(
    private readonly encoder: Encoder,
    lazy = false,
  ) {
    this.loaded = lazy ? new Map() : null;
    const field = () =>
      new Index({
        tokenize: 'reverse',
        resolution: RESOLUTION,
        score: (terms, _term, position) => slotOf(position, terms.length),
        encoder,
      });
    this.fields = { title: field(), content: field() };
  }

  add(id: number, title: string, content: string): void {
    this.fields.title.add(id, title);
    this.fields.content.add(id, content);
  }

  /** Called once every record is in: answers may be cached from now on. */
  seal(): void {
    this.cached = true;
  }

  /**
   * Gives a lazy index a term's records, by field, as FlexSearch would hold them (`split/postings.ts`): ids
   * by slot, each slot in the order the records were added. `whole`: all of them; else a short term's top, its
   * first {@link SHORT_TERM_LIMIT} a field, which is all its `matches` read (its `find` asks for the rest).
   */
  load(term: string, slots: Readonly<Record<Field, Slots>>, whole = true): void {
    if (!this.loaded || this.loaded.get(term) === true || (!whole && this.loaded.has(term))) return;
    for (const field of FIELDS) termMap(this.fields[field]).set(term, slots[field]);
    this.loaded.set(term, whole);
  }

  /** Whether the index has a term's records: those a ranking reads; `whole`: all of them. */
  knows(term: string, whole = false): boolean {
    return !this.loaded || (whole ? this.loaded.get(term) === true : this.loaded.has(term));
  }

  /**
   * Whether the records of these terms that a search reads are in the index (always, for an index made from
   * records): all of them, or of a short term its top when `tops` (`matches`).
   */
  private holds(terms: readonly string[], tops: boolean): boolean {
    const { loaded } = this;
    if (!loaded) return true;
    let all = true;
    for (const term of terms) {
      const short = tops && isShortTerm(term);
      if (loaded.get(term) === true || (short && loaded.has(term))) continue;
      this.missing[short ? 'tops' : 'terms'].add(term);
      all = false;
    }
    return all;
  }

  /** The terms asked for but not loaded since the last call. */
  takeMissing(): { terms: string[]; tops: string[] } {
    const { terms, tops } = this.missing;
    this.missing = { terms: new Set(), tops: new Set() };
    return { terms: [...terms], tops: [...tops].filter((term) => !terms.has(term)) };
  }

  find(query: string, limit: number, suggest: boolean): number[] {
    if (!this.holds(this.encoder.encode(query), false)) return [];
    const key = `${limit} ${suggest} ${query}`;
    const cached = this.cached ? this.answers.get(key) : undefined;
    if (cached) return cached;
    const byField = FIELDS.map((name) => this.fields[name].search(query, { limit, suggest }).filter(isNumber));
    const ids = mergeIds(byField, limit);
    if (this.cached) remember(this.answers, key, ids, CACHED_QUERIES);
    return ids;
  }

  /** Every record whose heading (`title`), and whose text (`content`), holds one term. */
  matches(term: string): TermMatches {
    const kept = this.cached ? this.kept.get(term) : undefined;
    if (kept) return kept;
    if (!this.holds(this.encoder.encode(term), true)) return { heading: new Ids([]), text: new Ids([]) };
    const limit = isShortTerm(term) ? SHORT_TERM_LIMIT : ALL;
    // Ids are numbers: the records are added with numeric ids only. The lists are read, never changed.
    const ids = (name: Field): Ids => new Ids(this.fields[name].search(term, { limit }) as readonly number[]);
    const matches = { heading: ids('title'), text: ids('content') };
    if (this.cached) remember(this.kept, term, matches, MATCHES_KEPT);
    return matches;
  }
}
