/**
 * Where the records hold each query word, and how much that counts: the score of step 5 of `rank.ts`,
 * computed for every record at once (a search may match most of a large site, so this works on typed
 * arrays in one pass over the index's matches, never record by record).
 *
 * A word counts by where a record holds it: the title of its page when the record is the page's top
 * (4), its own heading (3), a heading above it, such as the page title for each of the page's sections
 * (2), its text (1); times how well it fits the word of that heading (the whole word 1, its start 0.9,
 * only its end 0.3: "ping" in "Stopping"), times the weight of the form that matched (`FORM_WEIGHT`).
 * A record's score is the sum over the words of that weight times the word's rarity ({@link rarity}): in the
 * manner of BM25F, with the places as fields and no term frequency (a section is short, and a word said
 * twice in it says little more).
 */
import type { Scratch } from './scratch.ts';
import { FORM_WEIGHT, type Form, type PlannedWord } from './word-forms.ts';

export type Location = 0 | 1 | 2 | 3 | 4;
export const TITLE: Location = 4;
export const HEADING: Location = 3;
export const PATH: Location = 2;
export const TEXT: Location = 1;

/** How well a term fits the word of a heading it matched: the whole word, its start, or only its end. */
export const FIT = { word: 1, start: 0.9, end: 0.3 } as const;

/** How well `term` fits the best of these words (as the encoder writes them): see {@link FIT}; 0 if none. */
export function fitIn(term: string, words: readonly string[]): number {
  let fit = 0;
  for (const word of words) {
    if (word === term) return FIT.word;
    if (word.startsWith(term)) fit = Math.max(fit, FIT.start);
    else if (word.endsWith(term)) fit = Math.max(fit, FIT.end);
  }
  return fit;
}

/** The index and the records as the scores see them. */
export interface ScoreView {
  /** How many records there are (ids run from 0). */
  readonly size: number;
  /** The records holding every term of a form (in their text, headings included). */
  holdingForm(form: Form): readonly number[];
  /** The records whose own heading holds a term. */
  headingIds(term: string): readonly number[];
  /** The records below a heading's record: the rest of the page below a page top, the h3 sections below an h2. */
  below(id: number): readonly number[];
  /** The records of the headings above a record, nearest first: its h2 and the page top for an h3. */
  above(id: number): readonly number[];
  /** The record of the top of the record's page (the record itself for a page top). */
  pageTopOf(id: number): number;
  /** How well a term fits the words of the record's heading ({@link fitIn}). */
  headingFit(term: string, id: number): number;
  /** Where the arrays of the scores come from. */
  scratch: Scratch;
}

/** Per record: how much a word counts (0 when the record does not hold it), and where it holds it. */
export interface WordScores {
  weight: Float32Array;
  location: Uint8Array;
  /** How many records hold the word in one of its forms. */
  holders: number;
}

/**
 * How much a word says of a record for being rare: the inverse document frequency of BM25,
 * `ln(1 + (N - n + 0.5) / (n + 0.5))` for `n` of `N` records holding it. A word every record holds says
 * almost nothing; one of a few records, much.
 */
export function rarity(holders: number, size: number): number {
  return Math.log(1 + (size - holders + 0.5) / (holders + 0.5));
}

/** The location of each record of `ids` for one term: heading, path or text (they all hold it). */
function placeTerm(term: string, ids: readonly number[], view: ScoreView): Map<number, [Location, number]> {
  const headings = new Map<number, number>();
  for (const id of view.headingIds(term)) headings.set(id, view.headingFit(term, id));
  const placed = new Map<number, [Location, number]>();
  for (const id of ids) {
    const own = headings.get(id);
    if (own !== undefined) {
      placed.set(id, [view.pageTopOf(id) === id ? TITLE : HEADING, own]);
      continue;
    }
    const above = Math.max(0, ...view.above(id).map((other) => headings.get(other) ?? 0));
    placed.set(id, above > 0 ? [PATH, above] : [TEXT, 1]);
  }
  return placed;
}

/** How a form fits, its kind considered: a stem is meant to match the start of a word. */
const fitOf = (form: Form, fit: number): number => (form.kind === 'stem' && fit === FIT.start ? FIT.word : fit);

/** The scores of one word; `slot` names its arrays in the scratch space (one per word of the query). */
export function scoreWord(word: PlannedWord, view: ScoreView, slot: number): WordScores {
  const weights = view.scratch.take('float32', `weight ${slot}`, view.size);
  const locations = view.scratch.take('uint8', `location ${slot}`, view.size);
  for (const form of word.forms) {
    const base = FORM_WEIGHT[form.kind];
    const holders = view.holdingForm(form);
    const [only, ...more] = form.terms;
    if (only === undefined) continue;
    if (more.length) {
      // Several terms (a split word, a synonym of two words): the weakest place of its terms counts.
      const places = form.terms.map((term) => placeTerm(term, holders, view));
      for (const id of holders) {
        let location: Location = TITLE;
        let weight = base;
        for (const placed of places) {
          const [at, fit] = placed.get(id) ?? [TEXT, 1];
          if (at < location) location = at;
          weight *= fitOf(form, fit);
        }
        weight *= location;
        if (weight > (weights[id] ?? 0)) {
          weights[id] = weight;
          locations[id] = location;
        }
      }
      continue;
    }
    const text = base * TEXT;
    for (const id of holders) {
      if (text > (weights[id] ?? 0)) {
        weights[id] = text;
        locations[id] = TEXT;
      }
    }
    for (const id of view.headingIds(only)) {
      const fit = fitOf(form, view.headingFit(only, id));
      const location = view.pageTopOf(id) === id ? TITLE : HEADING;
      const own = base * fit * location;
      if (own > (weights[id] ?? 0)) {
        weights[id] = own;
        locations[id] = location;
      }
      const path = base * fit * PATH;
      for (const below of view.below(id)) {
        if (path > (weights[below] ?? 0)) {
          weights[below] = path;
          locations[below] = PATH;
        }
      }
    }
  }
  let holders = 0;
  for (let id = 0; id < view.size; id++) if ((weights[id] ?? 0) > 0) holders++;
  return { weight: weights, location: locations, holders };
}

/**
 * What a record's score gains for writing the query's two words together (`rank.ts`): their rarities summed, as
 * if the words side by side were one more place holding each of them at the text's weight. Words written
 * together are evidence in the measure of the words: two rare words side by side say much, two common ones
 * little (a constant bonus said as much of "the probe" as of "cursor pagination").
 */
export function pairBonus(scores: readonly Pick<WordScores, 'holders'>[], size: number): number {
  return scores.reduce((sum, { holders }) => sum + (holders ? rarity(holders, size) : 0), 0);
}

/** Share of a heading match that a word counts for when it does not decide a match ("how", "a"). */
export const OPTIONAL_SHARE = 0.5;

/**
 * What a required word counts for, times its rarity, when the record's page holds it anywhere: the page as
 * one more field, half the weight of the record's own text (the next step down the places' ladder). A
 * section of a page about the whole question outranks the same section of a page that names it once.
 */
export const PAGE_SHARE = 0.5;

/** Per record of a list: the required words it holds, and its score over all words. */
export interface RecordScores {
  coverage: Uint8Array;
  score: Float64Array;
}

/** The required words that each page holds somewhere, as bits by the word's position, by its top's id. */
function pageWords(
  words: readonly PlannedWord[],
  scores: readonly WordScores[],
  view: Pick<ScoreView, 'size' | 'scratch' | 'pageTopOf'>,
): Int32Array {
  const held = view.scratch.take('int32', 'page words', view.size);
  words.forEach((word, i) => {
    const weight = scores[i]?.weight;
    if (!word.required || !weight || i >= 31) return;
    for (let id = 0; id < view.size; id++) {
      if ((weight[id] ?? 0) <= 0) continue;
      const top = view.pageTopOf(id);
      held[top] = (held[top] ?? 0) | (1 << i);
    }
  });
  return held;
}

export function scoreRecords(
  ids: readonly number[],
  words: readonly PlannedWord[],
  scores: readonly WordScores[],
  view: Pick<ScoreView, 'size' | 'scratch' | 'pageTopOf'>,
): RecordScores {
  const result: RecordScores = {
    coverage: view.scratch.take('uint8', 'coverage', view.size),
    score: view.scratch.take('float64', 'score', view.size),
  };
  const onPage = pageWords(words, scores, view);
  words.forEach((word, i) => {
    const { weight, location, holders } = scores[i] ?? {
      weight: new Float32Array(0),
      location: new Uint8Array(0),
      holders: 0,
    };
    const rare = rarity(holders, view.size);
    for (const id of ids) {
      const w = (weight[id] ?? 0) * rare;
      if (word.required) {
        if (w > 0) result.coverage[id] = (result.coverage[id] ?? 0) + 1;
        const page = ((onPage[view.pageTopOf(id)] ?? 0) >> i) & 1;
        result.score[id] = (result.score[id] ?? 0) + w + page * PAGE_SHARE * rare;
      } else if ((location[id] ?? 0) >= PATH) result.score[id] = (result.score[id] ?? 0) + w * OPTIONAL_SHARE;
    }
  });
  return result;
}

/**
 * Of a word that does not decide a match, all that its scores are read for (`scoreRecords`): the records where a
 * heading holds it, their own or one above (location `PATH` or more), by place ({@link HEADING_PLACES}), and how
 * many records hold it. A split locale ships it apart, so that such a word ("the", "with") does not bring its whole
 * lists; it is its scores from `scoreWord`, cut at the build.
 */
export interface HeadingPart {
  /** Record ids, ascending, by place. */
  places: readonly (readonly number[] | undefined)[];
  holders: number;
}

/** The places of a heading part: a location of `PATH` or more, and a fit ({@link FIT}). */
export const HEADING_PLACES: readonly (readonly [Location, number])[] = [TITLE, HEADING, PATH].flatMap((location) =>
  [FIT.word, FIT.start, FIT.end].map((fit) => [location, fit] as const),
);

/**
 * The heading part of a word's scores, as `scoreWord` gives them for a word of one form, the word as typed (its
 * weight there is its fit times its location).
 */
export function headingPartOf({ weight, location, holders }: WordScores, size: number): HeadingPart {
  const places: number[][] = [];
  for (let id = 0; id < size; id++) {
    const at = location[id] ?? 0;
    if (at < PATH) continue;
    const place = HEADING_PLACES.findIndex(([l, fit]) => l === at && Math.fround(l * fit) === weight[id]);
    if (place < 0) throw new Error(`no heading place has the location ${at} and weight ${weight[id]}`);
    (places[place] ??= []).push(id);
  }
  return { places, holders };
}

/** A word's scores from its heading part: as `scoreWord` gives them at `PATH` and above; `slot` as there. */
export function scoreFromPart(
  { places, holders }: HeadingPart,
  view: Pick<ScoreView, 'size' | 'scratch'>,
  slot: number,
): WordScores {
  const weights = view.scratch.take('float32', `weight ${slot}`, view.size);
  const locations = view.scratch.take('uint8', `location ${slot}`, view.size);
  places.forEach((ids, place) => {
    const [location, fit] = HEADING_PLACES[place] ?? [TEXT, 0];
    for (const id of ids ?? []) {
      weights[id] = location * fit;
      locations[id] = location;
    }
  });
  return { weight: weights, location: locations, holders };
}
