/**
 * The query strategy with the reader's ranking (issue 15) on top of the rules of spec 5.1: which records
 * answer a query, best first, at most 20.
 *
 * - Quoted: the records of the spec's phrase search (50 fetched with 'or', kept where the text holds the
 *   phrase), then, while fewer than 20, those of the records holding all its words that write it; ranked.
 * - Otherwise each word is searched in its forms (`word-forms.ts`). Words of one or two letters and stop
 *   words are not required when others are there. When the required words all match at least 3 records,
 *   those are the answer ('and'); with fewer, every record holding one of them is, those holding more
 *   first ('or').
 * - As in spec 5.1: a single required word that finds nothing gets the fuzzy fallback, and with fewer than
 *   3 results its synonyms; with several words, synonyms always add their results. A word of several that
 *   finds nothing gets the fuzzy fallback too.
 * - A word of 4 letters or more that is no word of the docs is also searched in its corrections
 *   (`correctionForms`: one edit away, two for long words, words of headings first).
 * - The records are ranked (`rank.ts`); no page has more than two of them before every other page has had its
 *   turn, and the first 20 are kept.
 */
import { escapeRegExp } from '@atlas-docs/content/rules';
import { MAX_RESULTS, SYNONYM_THRESHOLD } from './constants.ts';
import { isShortTerm } from './flex-index.ts';
import { queryWords, requiredWords, STOP_WORDS } from './query-words.ts';
import type { ParsedQuery } from './query.ts';
import {
  bestCase,
  compareRanked,
  contenders,
  diversify,
  firstQualifying,
  PREFERRED_PRIOR,
  prefersReference,
  type Ranked,
  type RecordFacts,
  topByKey,
  withText,
} from './rank.ts';
import { answer, type Found, phraseHits } from './strategy.ts';
import {
  addForms,
  addJoinedForms,
  addSynonymForms,
  correctionForms,
  type Form,
  fuzzyForms,
  type Lexicon,
  ownForms,
  type PlannedWord,
} from './word-forms.ts';
import type { Scratch } from './scratch.ts';
import {
  type HeadingPart,
  headingPartOf,
  pairBonus,
  type RecordScores,
  type ScoreView,
  scoreFromPart,
  scoreRecords,
  scoreWord,
} from './word-scores.ts';

/** Record ids that hold a term, in the index's order (best first), and a quick membership test. */
export interface IdSet {
  readonly ids: readonly number[];
  has(id: number): boolean;
}

/** Where the index finds a term. */
export interface TermMatches {
  /** Records whose heading holds the term. */
  heading: IdSet;
  /** Records whose text (heading path, heading, content) holds it. */
  text: IdSet;
}

export interface RankingIndex {
  matches(term: string): TermMatches;
  /**
   * Whether a term's records are known: always, unless the index is given its terms one by one (split data) and
   * this one has not come yet (`matches` then answers none, and asks for it).
   */
  knows(term: string): boolean;
  /** As `TermIndex.find` of the spec strategy; the phrase search uses it. */
  find(query: string, limit: number, suggest: boolean): number[];
}

/** The records as the ranking sees them. */
export interface RankedRecords extends RecordFacts, Omit<ScoreView, 'holdingForm' | 'headingIds' | 'scratch'> {
  /** The page path of the record. */
  pageOf(id: number): string;
  /** The text the phrase filter reads: headings and content. */
  fullText(id: number): string;
  /** Whether the record's text is there without asking for it. */
  hasText(id: number): boolean;
  /** False when the record's text cannot write the phrase (known without the text, `word-pairs.ts`); else true. */
  mayWrite(id: number, phrase: string): boolean;
}

export interface RankingContext {
  index: RankingIndex;
  records: RankedRecords;
  lexicon: Lexicon;
  /** Arrays by record id, reused by each query. */
  scratch: Scratch;
  /**
   * Of a split locale: a term's heading part (`HeadingPart`), or null while it has not come (then asked for); a
   * word that does not decide is scored from it rather than from its records. Without it, from its records.
   */
  headingPart?: (term: string) => HeadingPart | null;
}

/** Records whose text is read for the query as a phrase: the best by every other measure. */
export const PHRASE_POOL = 100;
/** With fewer records holding every required word, records holding some of them answer too. */
export const OR_THRESHOLD = SYNONYM_THRESHOLD;
/** Above any score: the first part of a record's key (coverage, kind of page) always outweighs its score. */
const KEY_SCALE = 1e6;

/** One query's view of the index: each term and form is looked up once. */
interface QueryView extends ScoreView {
  /**
   * Whether at least `count` records hold a word in one of its forms: true, false, or unknown while records of
   * its forms have not come (split data), when what follows from it waits for them.
   */
  holdsAtLeast(word: PlannedWord, count: number): boolean | 'unknown';
}

function queryViewOf(ctx: RankingContext): QueryView {
  const seen = new Map<string, TermMatches>();
  const forms = new Map<Form, readonly number[]>();
  const { records } = ctx;
  const matches = (term: string): TermMatches => {
    let found = seen.get(term);
    if (!found) {
      found = ctx.index.matches(term);
      seen.set(term, found);
    }
    return found;
  };
  const holdingForm = (form: Form): readonly number[] => {
    let held = forms.get(form);
    if (!held) {
      const [first, ...others] = form.terms.map((term) => matches(term).text);
      held = !first ? [] : others.length ? first.ids.filter((id) => others.every((set) => set.has(id))) : first.ids;
      forms.set(form, held);
    }
    return held;
  };
  return {
    size: records.size,
    scratch: ctx.scratch,
    holdingForm,
    headingIds: (term) => matches(term).heading.ids,
    below: (id) => records.below(id),
    above: (id) => records.above(id),
    pageTopOf: (id) => records.pageTopOf(id),
    headingFit: (term, id) => records.headingFit(term, id),
    holdsAtLeast(word, count) {
      const held = new Set<number>();
      for (const form of word.forms) {
        for (const id of holdingForm(form)) {
          held.add(id);
          if (held.size >= count) return true;
        }
      }
      return word.forms.every((form) => form.terms.every((term) => ctx.index.knows(term))) ? false : 'unknown';
    },
  };
}

/** Records in the order first met, and each record's place in it. */
interface InOrder {
  ids: number[];
  order: Int32Array;
}

/** The required words' records in the order first met (the index's order of the first word's forms). */
function metInOrder(required: readonly PlannedWord[], view: QueryView): InOrder {
  const order = view.scratch.take('int32', 'order', view.size, -1);
  const ids: number[] = [];
  for (const word of required) {
    for (const form of word.forms) {
      for (const id of view.holdingForm(form)) {
        if (order[id] !== -1) continue;
        order[id] = ids.length;
        ids.push(id);
      }
    }
  }
  return { ids, order };
}

/** Each record's coverage of the required words and its score, and what the words written together add. */
type Scored = RecordScores & { pairBonus: number };

/**
 * The term of a word whose scores its heading part gives (`HeadingPart`): a stop word of three letters or more that
 * does not decide, searched as typed alone; null for any other.
 */
export function headingPartTerm(word: PlannedWord): string | null {
  const [form, ...more] = word.forms;
  const [term, ...terms] = form?.terms ?? [];
  if (word.required || more.length || terms.length || form?.kind !== 'word' || term === undefined) return null;
  return !isShortTerm(term) && STOP_WORDS.has(term) ? term : null;
}

const NO_PART: HeadingPart = { places: [], holders: 0 };

/** A word's scores: from its heading part where the locale ships one (`headingPartTerm`), else from its records. */
function scoreOf(word: PlannedWord, view: QueryView, ctx: RankingContext, slot: number) {
  const term = ctx.headingPart && headingPartTerm(word);
  return term ? scoreFromPart(ctx.headingPart?.(term) ?? NO_PART, view, slot) : scoreWord(word, view, slot);
}

/** Build time: a stop word's heading part (`headingPartTerm`), from its records. */
export function headingPartFor(term: string, ctx: RankingContext): HeadingPart {
  const word: PlannedWord = {
    text: term,
    terms: [term],
    significant: false,
    identifier: false,
    required: false,
    forms: [{ kind: 'word', terms: [term] }],
  };
  return headingPartOf(scoreWord(word, queryViewOf(ctx), 0), ctx.records.size);
}

/** Each record's coverage of the required words and its score, times the prior of its kind of page. */
function scored(ids: readonly number[], words: readonly PlannedWord[], view: QueryView, ctx: RankingContext): Scored {
  const scores = words.map((word, i) => scoreOf(word, view, ctx, i));
  const preferReference = prefersReference(words);
  const result = { ...scoreRecords(ids, words, scores, view), pairBonus: pairBonus(scores, view.size) };
  for (const id of ids) {
    result.score[id] =
      (result.score[id] ?? 0) * (ctx.records.isReference(id) === preferReference ? PREFERRED_PRIOR : 1);
  }
  return result;
}

/** A record's rank as far as it is known without its text (no identifier written, the words not together). */
const untexted = (id: number, { coverage, score, pairBonus }: Scored, order: number): Ranked => ({
  id,
  coverage: coverage[id] ?? 0,
  exact: 0,
  phrase: false,
  score: score[id] ?? 0,
  pairBonus,
  order,
});

/**
 * Ranks records and keeps the best. In two steps, since a search may match most of a large site: all
 * records by the words they hold, where, and the kind of page, on typed arrays; then the best of those
 * also by what their text writes as typed (identifiers, the query as a phrase).
 */
function rankAll(
  { ids, order }: InOrder,
  words: readonly PlannedWord[],
  view: QueryView,
  ctx: RankingContext,
): Ranked[] {
  const required = words.filter((w) => w.required).length;
  const scores = scored(ids, words, view, ctx);
  const { coverage, score } = scores;
  const key = view.scratch.take('float64', 'key', view.size);
  let complete = 0;
  for (const id of ids) {
    const held = coverage[id] ?? 0;
    if (held === required) complete++;
    key[id] = held * KEY_SCALE + (score[id] ?? 0);
  }
  const answering = complete >= OR_THRESHOLD || required <= 1 ? ids.filter((id) => coverage[id] === required) : ids;
  const pool = topByKey(answering, key, PHRASE_POOL).map((id) => untexted(id, scores, order[id] ?? 0));
  // The texts are read only where they may change what is shown: on a split locale each is a download.
  const read = new Set(
    contenders(
      pool,
      (rank) => bestCase(rank, words),
      (id) => ctx.records.pageOf(id),
      MAX_RESULTS,
    ),
  );
  return pool.map((rank) => (read.has(rank) ? withText(rank, words, ctx.records) : rank)).sort(compareRanked);
}

/**
 * Gives each page its turn among all the ranked records, then keeps the best 20: a page's further results
 * move down after every other page's first two, and out when 20 are shown before them.
 */
function shown(ranks: readonly Ranked[], ctx: RankingContext): number[] {
  return diversify(
    ranks.map((r) => r.id),
    (id) => ctx.records.pageOf(id),
  ).slice(0, MAX_RESULTS);
}

/** The terms to mark in the results: every form that found something, of words that are not stop words. */
function markedTerms(words: readonly PlannedWord[], view: QueryView): string[] {
  const terms = words
    .filter((word) => word.required || !STOP_WORDS.has(word.terms.join('')))
    .flatMap((word) => word.forms.filter((form) => view.holdingForm(form).length).flatMap((f) => f.terms));
  return [...new Set(terms)];
}

function plan(texts: readonly string[], lexicon: Lexicon): PlannedWord[] {
  const words = queryWords(texts, (text) => lexicon.encode(text));
  const required = new Set(requiredWords(words));
  const planned = words.map((word) => ({ ...word, required: required.has(word), forms: ownForms(word, lexicon) }));
  addJoinedForms(planned, lexicon);
  return planned;
}

/** The forms of spec 5.1's fallbacks: fuzzy for a word that finds nothing, synonyms as the spec adds them. */
function addFallbacks(words: PlannedWord[], view: QueryView, lexicon: Lexicon): void {
  const required = words.filter((w) => w.required);
  const [single] = required.length === 1 ? required : [];
  if (!single) addSynonymForms(words, lexicon);
  for (const word of required) addForms(word, correctionForms(word, lexicon));
  // A fallback is for a word that finds nothing (or too little): not asked for until its own records have come.
  for (const word of required) {
    if (view.holdsAtLeast(word, 1) !== false) continue;
    addForms(word, fuzzyForms(word, lexicon));
    if (!single) addSynonymForms(words, lexicon, word);
  }
  if (single && view.holdsAtLeast(single, SYNONYM_THRESHOLD) === false) addSynonymForms(words, lexicon, single);
}

function wordsSearch(texts: readonly string[], ctx: RankingContext): Found {
  const view = queryViewOf(ctx);
  const words = plan(texts, ctx.lexicon);
  addFallbacks(words, view, ctx.lexicon);
  const met = metInOrder(
    words.filter((w) => w.required),
    view,
  );
  return { ids: shown(rankAll(met, words, view, ctx), ctx), terms: markedTerms(words, view) };
}

/**
 * Records holding every word of a quoted phrase that are read for the phrase beyond the spec's 50 'or' hits, at
 * most: on a large site the phrase's own record is rarely among those 50 (183 of 200 phrases taken from a
 * 10,000-page corpus found nothing with them alone).
 */
export const PHRASE_AND_POOL = 2000;

/** Records of a quoted phrase whose texts one round reads at most, before the answer waits for them. */
export const PHRASE_READ_BATCH = 50;

/**
 * Quoted: the records that write the phrase, ranked. The spec's first (its 50 'or' hits, kept where the full
 * text holds the phrase); while fewer than 20, also those of the records holding all its words that write it,
 * read in the order of their best ranks until 20 that write it come before the rest (`firstQualifying`): the
 * list is that of every record writing it, and on a split locale each text read is a download.
 */
function phraseSearch(phrase: string, ctx: RankingContext): Found {
  const words = queryWords(phrase.split(' '), (text) => ctx.lexicon.encode(text)).map((word): PlannedWord => ({
    ...word,
    required: true,
    forms: [{ kind: 'word', terms: word.terms }],
  }));
  const fullText = (id: number): string => ctx.records.fullText(id);
  const mayWrite = (id: number): boolean => ctx.records.mayWrite(id, phrase);
  const spec = phraseHits(phrase, { index: ctx.index, fullText, mayWrite });
  const inSpec = new Set(spec);
  const ids =
    spec.length >= MAX_RESULTS
      ? spec
      : [...spec, ...ctx.index.find(phrase, PHRASE_AND_POOL, false).filter((id) => !inSpec.has(id))];
  const scores = scored(ids, words, queryViewOf(ctx), ctx);
  const ranks = ids.map((id, order) => untexted(id, scores, order));
  // Case aside, as the spec's filter reads it; without a lower-case copy of each of up to 2,000 texts.
  const writes = new RegExp(escapeRegExp(phrase), 'i');
  const qualify = (rank: Ranked): Ranked | false | null => {
    if (!inSpec.has(rank.id)) {
      if (!mayWrite(rank.id)) return false;
      if (!ctx.records.hasText(rank.id)) {
        fullText(rank.id); // asks for it
        return null;
      }
      if (!writes.test(fullText(rank.id))) return false;
    }
    return withText(rank, words, ctx.records);
  };
  const found = firstQualifying(
    ranks,
    (rank) => bestCase(rank, words),
    qualify,
    (id) => ctx.records.pageOf(id),
    MAX_RESULTS,
    PHRASE_READ_BATCH,
  );
  return { ids: shown(found.sort(compareRanked), ctx), terms: [...new Set(ctx.lexicon.encode(phrase))] };
}

/** Which records answer a parsed query, ranked for a reader, at most 20. */
export function rankedSearch(query: ParsedQuery, ctx: RankingContext): Found {
  return answer(query, ctx, { phrase: phraseSearch, words: wordsSearch, word: (word) => wordsSearch([word], ctx) });
}
