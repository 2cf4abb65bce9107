import {
  FUZZINESS,
  MAX_FUZZY_TERMS,
  MAX_RESULTS,
  MIN_FUZZY_LENGTH,
  PHRASE_FETCH_LIMIT,
  SYNONYM_THRESHOLD,
} from './constants.ts';
import { fuzzyTerms } from './fuzzy.ts';
import type { ParsedQuery } from './query.ts';
import type { Synonyms } from './synonyms.ts';

/** The full-text index as the strategy sees it. */
export interface TermIndex {
  /**
   * Record ids, best first, at most `limit`. Without `suggest` every term of the query must match
   * ('and'); with it, records that match some terms count too, those that match more first ('or').
   */
  find(query: string, limit: number, suggest: boolean): number[];
}

export interface StrategyContext {
  index: TermIndex;
  /** The text the phrase filter reads: headings and content of a record. */
  fullText(id: number): string;
  /** The index's encoder: a text's terms as the index stores them. */
  encode(text: string): string[];
  vocabulary: readonly string[];
  synonyms: Synonyms;
}

export interface Found {
  ids: number[];
  /** The encoded terms that were searched, for highlighting. */
  terms: string[];
}

/** Concatenates id lists keeping the first occurrence of each, up to `limit`. */
export function mergeIds(lists: readonly (readonly number[])[], limit: number): number[] {
  const seen = new Set<number>();
  const merged: number[] = [];
  for (const list of lists) {
    for (const id of list) {
      if (merged.length >= limit) return merged;
      if (seen.has(id)) continue;
      seen.add(id);
      merged.push(id);
    }
  }
  return merged;
}

const unique = (terms: readonly string[]): string[] => [...new Set(terms)];

/**
 * The records of a quoted query: 'or' search for up to 50 hits, kept where the full text holds the phrase.
 * `mayWrite`: false for a record known not to, whose text is then not read.
 */
export function phraseHits(
  phrase: string,
  ctx: Pick<StrategyContext, 'index' | 'fullText'> & { mayWrite?: (id: number) => boolean },
): number[] {
  const needle = phrase.toLowerCase();
  return ctx.index
    .find(phrase, PHRASE_FETCH_LIMIT, true)
    .filter((id) => (ctx.mayWrite?.(id) ?? true) && ctx.fullText(id).toLowerCase().includes(needle));
}

/** Quoted: the phrase's hits, up to 20. */
function phraseSearch(phrase: string, ctx: StrategyContext): Found {
  return { ids: phraseHits(phrase, ctx).slice(0, MAX_RESULTS), terms: unique(ctx.encode(phrase)) };
}

/** Several words: all must match; then the same with each word replaced by each of its synonyms. */
function wordsSearch(words: readonly string[], ctx: StrategyContext): Found {
  const lists = [ctx.index.find(words.join(' '), MAX_RESULTS, false)];
  const terms = ctx.encode(words.join(' '));
  words.forEach((word, position) => {
    for (const synonym of ctx.synonyms.of(word)) {
      const replaced = words.map((w, i) => (i === position ? synonym : w));
      lists.push(ctx.index.find(replaced.join(' '), MAX_RESULTS, false));
      terms.push(...ctx.encode(synonym));
    }
  });
  return { ids: mergeIds(lists, MAX_RESULTS), terms: unique(terms) };
}

/**
 * One word: suggestion matching; if nothing, the fuzzy fallback; if fewer than 3, synonyms too (of the
 * word, and of the fuzzy terms that found something: "latancy" finds "latency", and so "rtt").
 */
function wordSearch(word: string, ctx: StrategyContext): Found {
  let ids = ctx.index.find(word, MAX_RESULTS, true);
  let terms = ctx.encode(word);
  const fuzzable = terms.filter((t) => t.length >= MIN_FUZZY_LENGTH);
  let corrected: string[] = [];
  if (ids.length === 0 && fuzzable.length) {
    for (const fuzziness of FUZZINESS) {
      const near = fuzzable.flatMap((t) => fuzzyTerms(t, ctx.vocabulary, fuzziness));
      const candidates = unique(near).slice(0, MAX_FUZZY_TERMS);
      if (candidates.length === 0) continue;
      ids = ctx.index.find(candidates.join(' '), MAX_RESULTS, true);
      if (ids.length) {
        terms = candidates;
        corrected = candidates;
        break;
      }
    }
  }
  if (ids.length < SYNONYM_THRESHOLD) {
    const lists = [ids];
    for (const synonym of unique([word, ...corrected].flatMap((w) => ctx.synonyms.of(w)))) {
      lists.push(ctx.index.find(synonym, MAX_RESULTS, true));
      terms = [...terms, ...ctx.encode(synonym)];
    }
    ids = mergeIds(lists, MAX_RESULTS);
  }
  return { ids, terms: unique(terms) };
}

/** A strategy's answer to each kind of query; an empty query is answered with nothing. */
export interface Branches<C> {
  phrase(phrase: string, ctx: C): Found;
  words(words: string[], ctx: C): Found;
  word(word: string, ctx: C): Found;
}

/** Answers a parsed query with the branch of its kind. */
export function answer<C>(query: ParsedQuery, ctx: C, branches: Branches<C>): Found {
  switch (query.kind) {
    case 'empty':
      return { ids: [], terms: [] };
    case 'phrase':
      return branches.phrase(query.phrase, ctx);
    case 'words':
      return branches.words(query.words, ctx);
    case 'word':
      return branches.word(query.word, ctx);
  }
}

/** The query strategy of spec 5.1: which records answer a parsed query, best first, at most 20. */
export function runStrategy(query: ParsedQuery, ctx: StrategyContext): Found {
  return answer(query, ctx, { phrase: phraseSearch, words: wordsSearch, word: wordSearch });
}
