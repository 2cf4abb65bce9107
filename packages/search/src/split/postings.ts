/**
 * What the FlexSearch index holds, word by word: for each whole word of the texts, the records whose text
 * the index adds it for, in its slots (`slotOf`). Pure, and the same at build time and in the browser.
 *
 * FlexSearch's reverse tokeniser adds, for each distinct word of a text in turn, every start of the word
 * (the word itself among them) and every end, each under the word's slot; a part added once for a record is
 * not added again, and a word that an earlier word already added as one of its parts ("route" after
 * "traceroute") is passed over with all its parts. So the records of any term are those of the whole words
 * that begin or end with it, each in the best slot they give it ({@link termSlots}): the data of the words
 * is enough to give FlexSearch the term's records as it would hold them.
 */
import type { Encoder } from 'flexsearch';
import { slotOf } from '../engine/flex-index.ts';

/** A term's records by slot: `slots[s]` holds, in the order the records were added, those in slot `s`. */
export type Slots = number[][];

/** The distinct terms of a text as the index adds them: in order of their first use. */
export function distinctTerms(encoder: Encoder, text: string): string[] {
  return [...new Set(encoder.encode(text))];
}

/** Whether `term` is one of the parts the reverse tokeniser adds for `word`: a start of it, or an end shorter than it. */
export function isPartOf(term: string, word: string): boolean {
  return word.startsWith(term) || (word.length > term.length && word.endsWith(term));
}

/** The parts the reverse tokeniser adds for a word ({@link isPartOf}), each once: its starts, then its shorter ends. */
export function partsOf(word: string): string[] {
  const parts = new Set<string>();
  for (let end = 1; end <= word.length; end++) parts.add(word.slice(0, end));
  for (let start = 1; start < word.length; start++) parts.add(word.slice(start));
  return [...parts];
}

/** A word of a record's text as the index adds it. */
export interface AddedWord {
  word: string;
  slot: number;
}

/**
 * The words the index adds for a text of these distinct terms, with their slots: every term but those that
 * an earlier added word holds as a part. `longer(term)` gives the words of the docs that hold `term` as a
 * part besides itself (only those can have added it before).
 */
export function addedWords(terms: readonly string[], longer: (term: string) => readonly string[]): AddedWord[] {
  const added = new Set<string>();
  const words: AddedWord[] = [];
  terms.forEach((term, position) => {
    if (longer(term).some((word) => added.has(word))) return;
    added.add(term);
    words.push({ word: term, slot: slotOf(position, terms.length) });
  });
  return words;
}

/**
 * For each word of a vocabulary, the other words of it that hold it as a part (see {@link isPartOf}): the
 * only words that can make the index pass over it.
 */
export function longerWords(vocabulary: Iterable<string>): Map<string, string[]> {
  const words = new Set(vocabulary);
  const longer = new Map<string, string[]>();
  for (const word of words) {
    for (const part of partsOf(word)) {
      if (part === word || !words.has(part)) continue;
      const list = longer.get(part) ?? [];
      if (!list.includes(word)) list.push(word);
      longer.set(part, list);
    }
  }
  return longer;
}

/** Adds a record (the next in the index's order) to a field's postings: each added word under its slot. */
export function addPostings(postings: Map<string, Slots>, record: number, words: readonly AddedWord[]): void {
  for (const { word, slot } of words) {
    let slots = postings.get(word);
    if (!slots) {
      slots = [];
      postings.set(word, slots);
    }
    (slots[slot] ??= []).push(record);
  }
}

/**
 * A term's records as the index holds them, from the postings of the words that hold it as a part (words
 * that do not are skipped): each record in the best slot any of them gives it, each slot in the order the
 * records were added (which is the order of their numbers).
 */
export function termSlots(term: string, words: Iterable<readonly [string, Slots]>): Slots {
  const best = new Map<number, number>();
  for (const [word, slots] of words) {
    if (!isPartOf(term, word)) continue;
    slots.forEach((records, slot) => {
      for (const record of records ?? []) {
        const held = best.get(record);
        if (held === undefined || slot < held) best.set(record, slot);
      }
    });
  }
  const result: Slots = [];
  for (const [record, slot] of best) (result[slot] ??= []).push(record);
  for (const records of result) records?.sort((a, b) => a - b);
  return result;
}

/** How many records a term's slots hold. */
export const countOf = (slots: Slots): number => slots.reduce((sum, records) => sum + (records?.length ?? 0), 0);

/**
 * A term's first `count` records as a search with that limit reads them: slot by slot, each in the order the
 * records were added (FlexSearch's order for one term).
 */
export function topOf(slots: Slots, count: number): Slots {
  const top: Slots = [];
  let left = count;
  slots.forEach((records, slot) => {
    if (!records || left <= 0) return;
    top[slot] = records.slice(0, left);
    left -= top[slot].length;
  });
  return top;
}
