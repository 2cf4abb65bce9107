/**
 * How records are ordered for a reader (the ranking of issue 15, within the rules of spec 5.1), as pure
 * functions of what is known of each record:
 *
 * 1. Records that hold more of the required words come first (only differs when the 'or' fallback ran).
 * 2. For identifiers (`page_size`), records that write the identifier the same way come first.
 * 3. For a query of three words or more, records that write them together, in the order typed, come first
 *    (two words together add their rarities to the score, {@link Ranked.pairBonus}: two words meet by chance too
 *    often to decide).
 * 4. Then by score: where the record holds the words and how rare they are (`word-scores.ts`), times a prior
 *    for the kind of page the query prefers (guides for plain words, the reference for identifiers).
 * 5. Then in the index's own order (earlier in the text first).
 *
 * Then no page has more than two results before every other page has had its turn ({@link diversify}).
 */
import type { PlannedWord } from './word-forms.ts';

/** What the ranking needs to know of a record beyond the words. */
export interface RecordFacts {
  /** Whether the record is on a page of the API reference. */
  isReference(id: number): boolean;
  /** Whether the record's text writes this identifier as typed (case aside): `page_size`, not "page size". */
  writes(id: number, identifier: string): boolean;
  /** Whether the record's text has these words one after the other (case and punctuation aside). */
  says(id: number, words: readonly string[]): boolean;
}

export interface Ranked {
  id: number;
  /** Required words the record holds. */
  coverage: number;
  /** Identifier words the record writes as typed. */
  exact: number;
  /** Whether the record writes the query's words together, in the order typed (three words or more). */
  phrase: boolean;
  score: number;
  /**
   * What the score gains if the record writes the query's two words together: the words' rarities summed
   * (`pairBonus` of `word-scores.ts`), as if the pair were one more place that holds them, at the text's weight.
   */
  pairBonus: number;
  /** Place in the index's own order. */
  order: number;
}

/** Whether the query asks for the API reference first: one of its words is an identifier. */
export const prefersReference = (words: readonly PlannedWord[]): boolean => words.some((w) => w.identifier);

/**
 * What a record's score is multiplied by on the kind of page the query prefers (a guide for plain words, the
 * reference for identifiers): a prior weight, which a much better match elsewhere still outweighs.
 */
export const PREFERRED_PRIOR = 2;

/** Fewest words that, written together, put a record before the others. */
export const LONG_PHRASE = 3;
/** The rank of a record that writes the query's words together. */
const together = (rank: Ranked, words: readonly PlannedWord[]): Ranked =>
  words.length >= LONG_PHRASE ? { ...rank, phrase: true } : { ...rank, score: rank.score + rank.pairBonus };

/** The same rank, knowing whether the record writes the query's words together. */
export function withPhrase(rank: Ranked, words: readonly PlannedWord[], facts: RecordFacts): Ranked {
  if (
    words.length < 2 ||
    !facts.says(
      rank.id,
      words.map((w) => w.text),
    )
  )
    return rank;
  return together(rank, words);
}

/** A rank once the record's text is read: the identifiers it writes as typed, whether it says the words together. */
export function withText(rank: Ranked, words: readonly PlannedWord[], facts: RecordFacts): Ranked {
  const exact = words.filter((w) => w.identifier && facts.writes(rank.id, w.text)).length;
  return withPhrase({ ...rank, exact }, words, facts);
}

/**
 * The best a rank known but for the record's text could be: every identifier written as typed, the words
 * written together.
 */
export function bestCase(rank: Ranked, words: readonly PlannedWord[]): Ranked {
  const best = { ...rank, exact: words.filter((w) => w.identifier).length };
  return words.length < 2 ? best : together(best, words);
}

/**
 * Of ranks known but for the records' texts (no identifier written, the words not together), those that could
 * be among the first `count` shown ({@link diversify}, `perPage`) once their texts are read ({@link bestCase}):
 * for each of the others, `count` ranks, at most `perPage` a page, come before its best case as they stand, so
 * before it whatever the texts say (and any rank that comes after it comes after those too). Only the
 * contenders' texts need reading to show the same list.
 */
export function contenders(
  ranks: readonly Ranked[],
  best: (rank: Ranked) => Ranked,
  pageOf: (id: number) => string,
  count: number,
  perPage = 2,
): Ranked[] {
  return ranks.filter((rank) => {
    const top = best(rank);
    const shownBefore = pageTurns(pageOf, perPage);
    for (const other of ranks) {
      if (other !== rank && compareRanked(other, top) < 0 && shownBefore(other.id) >= count) return false;
    }
    return true;
  });
}

/**
 * A count of records met in order that {@link diversify} shows in the pages' first turn (at most `perPage` a
 * page): each call takes a record in and says how many such there are so far.
 */
function pageTurns(pageOf: (id: number) => string, perPage: number): (id: number) => number {
  const pages = new Map<string, number>();
  let shown = 0;
  return (id) => {
    const page = pageOf(id);
    const ofPage = pages.get(page) ?? 0;
    if (ofPage < perPage) {
      pages.set(page, ofPage + 1);
      shown++;
    }
    return shown;
  };
}

/** The order of the list: see the module comment. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.coverage - a.coverage ||
    b.exact - a.exact ||
    Number(b.phrase) - Number(a.phrase) ||
    b.score - a.score ||
    a.order - b.order
  );
}

/**
 * Of records known but for their texts, those that qualify (a quoted phrase's, each if its text writes the
 * phrase) and could be shown: read in the order of their best cases (`best`, {@link bestCase}) until `count`
 * qualifying records, `perPage` a page at most, come before the best case of every record not read yet, which
 * then cannot be shown ({@link diversify}). `qualify` gives a record's rank once its text is read, false if it
 * does not qualify, null while its text is not there; after `batch` of those the reading stops, to go on once
 * they are there.
 */
export function firstQualifying(
  ranks: readonly Ranked[],
  best: (rank: Ranked) => Ranked,
  qualify: (rank: Ranked) => Ranked | false | null,
  pageOf: (id: number) => string,
  count: number,
  batch: number,
  perPage = 2,
): Ranked[] {
  const ordered = ranks.map((rank) => [rank, best(rank)] as const).sort(([, a], [, b]) => compareRanked(a, b));
  const found: Ranked[] = [];
  /** Qualifying records not yet known to come before the best case of the records still to read. */
  let pending: Ranked[] = [];
  const before = pageTurns(pageOf, perPage);
  let shownBefore = 0;
  let unread = 0;
  for (const [rank, top] of ordered) {
    pending = pending.filter((known) => {
      if (compareRanked(known, top) >= 0) return true;
      shownBefore = before(known.id);
      return false;
    });
    if (shownBefore >= count) break;
    const known = qualify(rank);
    if (known === null) {
      if (++unread >= batch) break;
      continue;
    }
    if (!known) continue;
    found.push(known);
    pending.push(known);
  }
  return found;
}

/**
 * The first `k` of `ids` by a key, larger first, ties in the order of `ids`: in one pass that keeps the
 * best in a heap, since a search may match most records of a large site.
 */
export function topByKey(ids: readonly number[], key: ArrayLike<number>, k: number): number[] {
  // A min-heap of positions in `ids`: its root is the weakest kept (the lowest key, then the latest).
  const heap: number[] = [];
  const keyAt = (at: number): number => key[ids[at] ?? -1] ?? 0;
  const weaker = (a: number, b: number): boolean => keyAt(a) < keyAt(b) || (keyAt(a) === keyAt(b) && a > b);
  const at = (i: number): number => heap[i] ?? 0;
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [at(j), at(i)];
  };
  for (let next = 0; next < ids.length; next++) {
    if (heap.length < k) {
      heap.push(next);
      for (let i = heap.length - 1; i > 0 && weaker(at(i), at((i - 1) >> 1)); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      continue;
    }
    if (!weaker(at(0), next)) continue;
    heap[0] = next;
    for (let i = 0; ;) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      let weakest = i;
      if (left < heap.length && weaker(at(left), at(weakest))) weakest = left;
      if (right < heap.length && weaker(at(right), at(weakest))) weakest = right;
      if (weakest === i) break;
      swap(i, weakest);
      i = weakest;
    }
  }
  return heap.sort((a, b) => keyAt(b) - keyAt(a) || a - b).map((position) => ids[position] ?? -1);
}

/**
 * At most `perPage` results of one page before the other pages get their turn; the page's further
 * results follow, in order, after every page has had its turn.
 */
export function diversify<T>(items: readonly T[], pageOf: (item: T) => string, perPage = 2): T[] {
  const seen = new Map<string, number>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const item of items) {
    const page = pageOf(item);
    const count = seen.get(page) ?? 0;
    seen.set(page, count + 1);
    (count < perPage ? first : rest).push(item);
  }
  return [...first, ...rest];
}
