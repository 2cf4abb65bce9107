/**
 * Synonyms the docs write themselves, mined from the records' texts at build time, beside the config's list
 * (both directions, as every synonym group):
 * - an abbreviation and its expansion written together, either way round: "round-trip time (RTT)", "RTT
 *   (round-trip time)": the abbreviation's letters must be the initials of the words (a hyphen starts a word);
 * - a name and another it is known by: "X (also called Y)", "X, also known as Y", "X (formerly Y)", where X is
 *   the one to three words before (not starting with a stop word) and Y the one to three words after.
 */
import { STOP_WORDS } from '../engine/query-words.ts';

const ABBREVIATION = '[A-Z][A-Za-z]?[A-Z]{1,5}s?';
const WORD = "[A-Za-z][A-Za-z'-]*";
/** "(ABBR)" after a space: the words before it may be its expansion. */
const ABBREVIATION_AFTER = new RegExp(`\\s+\\((${ABBREVIATION})\\)`, 'g');
/** "long words": up to 6 words ending a text, the expansion an abbreviation after them may stand for. */
const LAST_WORDS = new RegExp(`((?:${WORD}\\s+){0,5}${WORD})$`);
/** "ABBR (long words)". */
const ABBREVIATION_FIRST = new RegExp(`\\b(${ABBREVIATION})\\s+\\(((?:${WORD}\\s+){1,5}${WORD})\\)`, 'g');
/** ", also known as ", "(also called ", "(formerly ": between a name and another it is known by. */
const KNOWN_AS = /(?:\(|,\s*)(?:also called|also known as|formerly|a\.k\.a\.?)\s+/gi;
/** The one to three words ending a text, and those starting one. */
const LAST_NAME = new RegExp(`((?:${WORD}\\s+){0,2}${WORD})\\s*$`);
const FIRST_NAME = new RegExp(`^((?:${WORD}\\s+){0,2}${WORD})`);
/**
 * How much of the text before or after a mark is read for its words: more than six words of any length the
 * docs use. Scanning from each mark, not from every letter, keeps mining to a few milliseconds per 100 pages.
 */
const WINDOW = 200;

/**
 * The initials of a phrase: a hyphen starts a word ("round-trip" is two); with `skipStopWords`, "and", "of"
 * and the like give none ("Measurement Analysis and Tools" is MAT).
 */
const initialsOf = (words: readonly string[], skipStopWords = false): string =>
  words
    .flatMap((word) => word.split('-'))
    .filter((part) => part && !(skipStopWords && STOP_WORDS.has(part.toLowerCase())))
    .map((part) => part[0] ?? '')
    .join('')
    .toLowerCase();

/** Whether the phrase's initials, stop words counted or not, spell the letters. */
const spells = (words: readonly string[], letters: string): boolean =>
  initialsOf(words) === letters || initialsOf(words, true) === letters;

/**
 * The expansion of an abbreviation among the last words of `before`: the shortest run of words ending there
 * whose initials are the abbreviation's letters (a plural "s" of the abbreviation aside), or null.
 */
export function expansionOf(abbreviation: string, before: string): string | null {
  const letters = abbreviation.replace(/s$/, '').toLowerCase();
  const words = before.trim().split(/\s+/);
  for (let count = 1; count <= words.length; count++) {
    const run = words.slice(-count);
    // A run may not start with a stop word: "the round-trip time", not "the".
    if (!STOP_WORDS.has(run[0]?.toLowerCase() ?? '') && spells(run, letters)) return run.join(' ');
    if (initialsOf(run, true).length > letters.length) break;
  }
  return null;
}

/** The one to three words of a name, without a leading stop word ("the", "a"). */
function nameOf(words: string, fromEnd: boolean): string | null {
  const list = words.trim().split(/\s+/);
  const kept = fromEnd ? list.slice(-3) : list.slice(0, 3);
  while (kept.length && STOP_WORDS.has(kept[0]?.toLowerCase() ?? '')) kept.shift();
  return kept.length ? kept.join(' ') : null;
}

/** The synonym groups a text writes: each a pair of two names of one thing, lower case. */
export function minedSynonyms(texts: readonly string[]): string[][] {
  const pairs = new Map<string, string[]>();
  const add = (a: string | null, b: string | null): void => {
    if (!a || !b) return;
    const pair = [a.toLowerCase(), b.toLowerCase()].sort();
    if (pair[0] === pair[1]) return;
    pairs.set(pair.join('\u0000'), pair);
  };
  for (const text of texts) {
    if (!text.includes('(') && !/also|formerly|a\.k\.a/i.test(text)) continue;
    for (const match of text.matchAll(ABBREVIATION_AFTER)) {
      const abbreviation = match[1] ?? '';
      const before = LAST_WORDS.exec(text.slice(Math.max(0, match.index - WINDOW), match.index))?.[1];
      if (before) add(abbreviation.replace(/s$/, ''), expansionOf(abbreviation, before));
    }
    for (const [, abbreviation = '', after = ''] of text.matchAll(ABBREVIATION_FIRST)) {
      const words = after.trim().split(/\s+/);
      const letters = abbreviation.replace(/s$/, '').toLowerCase();
      if (spells(words, letters)) add(abbreviation.replace(/s$/, ''), words.join(' '));
    }
    for (const match of text.matchAll(KNOWN_AS)) {
      const name = LAST_NAME.exec(text.slice(Math.max(0, match.index - WINDOW), match.index))?.[1];
      const end = match.index + match[0].length;
      const other = FIRST_NAME.exec(text.slice(end, end + WINDOW))?.[1];
      if (name && other) add(nameOf(name, true), nameOf(other, false));
    }
  }
  return [...pairs.values()];
}
