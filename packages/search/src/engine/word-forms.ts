/**
 * The forms in which a record may hold a query word: the word itself, its stem, its parts when it joins
 * two words of the docs ("apikey", "pagesize"), one word of the docs when the query splits it ("trace
 * route"), a number as the docs group it ("10000" as "10,000"), its synonyms, and the fuzzy fallback's
 * corrections. A record holds a word when it holds every term of one of its forms. Pure: the docs are
 * seen through a {@link Lexicon}.
 */
import { FUZZINESS, MAX_FUZZY_TERMS, MIN_FUZZY_LENGTH } from './constants.ts';
import { fuzzyTerms, nearTerms } from './fuzzy.ts';
import { STOP_WORDS, type QueryWord } from './query-words.ts';
import { stemOf } from './stem.ts';
import type { Synonyms } from './synonyms.ts';

/** What the forms need to know of the docs. */
export interface Lexicon {
  /** Whether a term is a whole word of the docs, as the encoder writes it. */
  isTerm(term: string): boolean;
  /** Whether the index finds a term (at the start or the end of some word). */
  finds(term: string): boolean;
  /** The index's encoder. */
  encode(text: string): string[];
  synonyms: Synonyms;
  /** Every term of the docs, the fuzzy fallback's candidates. */
  vocabulary: readonly string[];
  /** Whether a term is in a title or heading of the docs. */
  inHeadings(term: string): boolean;
}

export type FormKind = 'word' | 'number' | 'joined' | 'stem' | 'split' | 'synonym' | 'fuzzy';

export interface Form {
  kind: FormKind;
  /** The terms a record must all hold. */
  terms: string[];
}

/** How much a match through each kind of form counts, against the word as typed. */
export const FORM_WEIGHT: Readonly<Record<FormKind, number>> = {
  word: 1,
  number: 1,
  joined: 1,
  stem: 0.9,
  split: 0.9,
  synonym: 0.8,
  fuzzy: 0.7,
};

/** A query word with the forms it is searched in. */
export interface PlannedWord extends QueryWord {
  /** Whether a record must hold it (see `requiredWords`). */
  required: boolean;
  forms: Form[];
}

/** Shortest part of a joined word: "apikey" is "api" and "key"; a version or model may be shorter ("probev3"). */
const MIN_PART = 3;
const VERSION = /^[a-z]+\d+$/;

const isPart = (part: string, lexicon: Pick<Lexicon, 'isTerm'>): boolean =>
  (part.length >= MIN_PART || VERSION.test(part)) && lexicon.isTerm(part);

/**
 * The two words of the docs that a query word joins ("pagesize": "page" "size", "probev3": "probe" "v3"), the
 * most even split first; none when the word is not letters and digits. A stop word is a part only of a word
 * that is no word of the docs ("furtherreading"; not "another"), and, as elsewhere, does not decide a match:
 * it is left out of the form's terms.
 */
export function splitTerm(term: string, lexicon: Pick<Lexicon, 'isTerm'>): string[] | null {
  if (!/^[a-z][a-z\d]*$/.test(term) || term.length < 2 + MIN_PART) return null;
  const middle = Math.floor(term.length / 2);
  const cuts = Array.from({ length: term.length - 1 }, (_, i) => 1 + i).sort(
    (a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b,
  );
  const known = lexicon.isTerm(term);
  for (const cut of cuts) {
    const parts = [term.slice(0, cut), term.slice(cut)];
    if (!parts.every((part) => isPart(part, lexicon))) continue;
    const stops = parts.filter((part) => STOP_WORDS.has(part)).length;
    if (stops === 0) return parts;
    if (stops === 1 && !known) return parts.filter((part) => !STOP_WORDS.has(part));
  }
  return null;
}

/** A number of four digits or more as the docs write it, grouped by thousands: "10000" as "10,000". */
export function groupedNumber(text: string): string | null {
  return /^\d{4,15}$/.test(text) ? Number(text).toLocaleString('en-US') : null;
}

const sameTerms = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((term, i) => term === b[i]);

/** Adds a form to a list, unless the list has one of the same terms. */
function addTo(forms: Form[], form: Form): void {
  if (form.terms.length && !forms.some((f) => sameTerms(f.terms, form.terms))) forms.push(form);
}

const addForm = (word: PlannedWord, form: Form): void => addTo(word.forms, form);

/** The forms of a word on its own: as typed, its number grouping, its stem, its parts. */
export function ownForms(word: QueryWord, lexicon: Lexicon): Form[] {
  const forms: Form[] = [{ kind: 'word', terms: word.terms }];
  const grouped = groupedNumber(word.text);
  if (grouped) addTo(forms, { kind: 'number', terms: lexicon.encode(grouped) });
  const [only, ...more] = word.terms;
  if (only === undefined || more.length) return forms;
  const stem = stemOf(only);
  if (stem && lexicon.finds(stem)) addTo(forms, { kind: 'stem', terms: [stem] });
  const parts = splitTerm(only, lexicon);
  if (parts) addTo(forms, { kind: 'split', terms: parts });
  return forms;
}

/**
 * Two neighbouring words that the docs write as one ("trace route", "data centre"): the joined term
 * becomes a form of both.
 */
export function addJoinedForms(words: readonly PlannedWord[], lexicon: Lexicon): void {
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (!a || !b) continue;
    const joined = [...a.terms, ...b.terms].join('');
    if (!lexicon.isTerm(joined)) continue;
    addForm(a, { kind: 'joined', terms: [joined] });
    addForm(b, { kind: 'joined', terms: [joined] });
  }
}

/**
 * The synonyms of each word, and of two neighbouring words that make one entry of a synonym group
 * ("autonomous system" -> "asn"), as forms of those words.
 */
export function addSynonymForms(words: readonly PlannedWord[], lexicon: Lexicon, only?: PlannedWord): void {
  words.forEach((word, i) => {
    if (only && word !== only) return;
    for (const synonym of lexicon.synonyms.of(word.text)) {
      addForm(word, { kind: 'synonym', terms: lexicon.encode(synonym) });
    }
    for (const form of word.forms.filter((f) => f.kind === 'fuzzy')) {
      for (const synonym of form.terms.flatMap((term) => lexicon.synonyms.of(term))) {
        addForm(word, { kind: 'synonym', terms: lexicon.encode(synonym) });
      }
    }
    const next = words[i + 1];
    if (only || !next) return;
    for (const synonym of lexicon.synonyms.of(`${word.text} ${next.text}`)) {
      addForm(word, { kind: 'synonym', terms: lexicon.encode(synonym) });
      addForm(next, { kind: 'synonym', terms: lexicon.encode(synonym) });
    }
  });
}

/**
 * The fuzzy fallback of spec 5.1 for a word: the nearest vocabulary terms (at most 10) within
 * `max(1, floor(n * 0.2))` edits of each of its terms of three letters or more, else within
 * `max(1, floor(n * 0.3))`; a swap of two neighbouring letters counts as one edit. Each is a form.
 */
export function fuzzyForms(word: QueryWord, lexicon: Lexicon): Form[] {
  const fuzzable = word.terms.filter((term) => term.length >= MIN_FUZZY_LENGTH);
  for (const fuzziness of FUZZINESS) {
    const near = [...new Set(fuzzable.flatMap((term) => fuzzyTerms(term, lexicon.vocabulary, fuzziness, true)))]
      .filter((term) => lexicon.finds(term))
      .slice(0, MAX_FUZZY_TERMS);
    if (near.length) return near.map((term) => ({ kind: 'fuzzy', terms: [term] }));
  }
  return [];
}

/** Corrections searched beside a word that is not a word of the docs, at most. */
export const MAX_CORRECTIONS = 3;
/** Shortest word that gets corrections, and the length from which two edits are allowed. */
export const CORRECTION_MIN_LENGTH = 4;
export const CORRECTION_TWO_EDITS_LENGTH = 8;

/**
 * Corrections of a typed word that is no whole word of the docs ("pagnation"): the words of the docs one edit
 * away (a letter added, dropped, replaced, or two swapped; two edits for a word of 8 letters or more), words
 * of titles and headings first, then the nearest, at most {@link MAX_CORRECTIONS}. They are searched beside
 * the word as typed, which may still find the start or end of a word of the docs.
 */
export function correctionForms(word: QueryWord, lexicon: Lexicon): Form[] {
  const [term, ...more] = word.terms;
  if (term === undefined || more.length || word.identifier) return [];
  if (term.length < CORRECTION_MIN_LENGTH || /\d/.test(term) || lexicon.isTerm(term)) return [];
  const limit = term.length >= CORRECTION_TWO_EDITS_LENGTH ? 2 : 1;
  return nearTerms(term, lexicon.vocabulary, limit, true)
    .map((found) => ({ ...found, heading: lexicon.inHeadings(found.term) }))
    .sort((a, b) => Number(b.heading) - Number(a.heading) || a.distance - b.distance)
    .slice(0, MAX_CORRECTIONS)
    .map((found) => ({ kind: 'fuzzy', terms: [found.term] }));
}

/** Adds forms to a planned word, skipping those it has. */
export function addForms(word: PlannedWord, forms: readonly Form[]): void {
  for (const form of forms) addForm(word, form);
}
