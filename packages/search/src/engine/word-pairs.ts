/**
 * Words side by side, as the ranking's checks of a record's text read them: the phrase filter (a quoted query
 * the text writes) and `says` (the query's words one after the other). A record's text is read as words,
 * runs of letters and digits of its lower-case text ({@link isWordCode}), and each two words side by side
 * give a pair key: the last {@link PAIR_SIDE} characters of the first and the first of the second.
 *
 * A text that writes a phrase, or says words one after the other, holds the pair keys of them that can be told
 * from the query alone ({@link phrasePairKeys}, {@link saidPairKeys}): so a record without one of those keys
 * cannot answer, and a split locale, whose texts are downloads, reads the text only of records holding them
 * all. Pure.
 */
import { lowerPlain } from './highlight.ts';
import { parseQuery } from './query.ts';

/** Characters of each word in a pair key. */
export const PAIR_SIDE = 3;

/** Whether a character code belongs to a word (letters and digits, any script): as the ranking's checks read text. */
export function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code > 127 && /[\p{L}\p{N}]/u.test(String.fromCharCode(code)))
  );
}

/** Calls `visit` with the start and end of each run of {@link isWordCode} characters of a text, in order. */
function forEachWordRun(text: string, visit: (start: number, end: number) => void): void {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const inWord = i < text.length && isWordCode(text.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      visit(start, i);
      start = -1;
    }
  }
}

/** The words of a text as the ranking's checks read it: runs of {@link isWordCode} characters, in order. */
export function wordRuns(text: string): string[] {
  const words: string[] = [];
  forEachWordRun(text, (start, end) => words.push(text.slice(start, end)));
  return words;
}

/** The key of two words side by side: the end of the first, a bar, the start of the second. */
export const pairKey = (first: string, second: string): string =>
  `${first.slice(-PAIR_SIDE)}|${second.slice(0, PAIR_SIDE)}`;

/** Symbols of a side of a key told as a number: none (past a short word's end), digits, then letters. */
const SYMBOLS = 37;
/** Numbers a side of a key can be: {@link PAIR_SIDE} symbols. */
const PAIR_SIDES = SYMBOLS ** PAIR_SIDE;

/** A digit or lower-case ASCII letter as a symbol of a side, else 0. */
function symbolOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 47;
  return code >= 97 && code <= 122 ? code - 86 : 0;
}

/** The characters `start` to `end` (at most {@link PAIR_SIDE}) of a text as a side's number; -1 beyond digits and letters. */
function sideOf(text: string, start: number, end: number): number {
  let side = 0;
  for (let i = start; i < start + PAIR_SIDE; i++) {
    const symbol = i < end ? symbolOf(text.charCodeAt(i)) : 0;
    if (i < end && symbol === 0) return -1;
    side = side * SYMBOLS + symbol;
  }
  return side;
}

function sideText(side: number): string {
  let text = '';
  for (let rest = side, i = 0; i < PAIR_SIDE; i++, rest = Math.floor(rest / SYMBOLS)) {
    const symbol = rest % SYMBOLS;
    if (symbol) text = String.fromCharCode(symbol <= 10 ? symbol + 47 : symbol + 86) + text;
  }
  return text;
}

/** The key a number of {@link forEachPairKey} stands for. */
export const keyOfNumber = (key: number): string =>
  `${sideText(Math.floor(key / PAIR_SIDES))}|${sideText(key % PAIR_SIDES)}`;

/**
 * Each pair key of a record's text (what the phrase filter and `says` read: headings and content), in order,
 * repeats too: where both sides are digits and ASCII letters as a number ({@link keyOfNumber}), which a large
 * site's build counts by the million without making a string of each; else as its string.
 */
export function forEachPairKey(fullText: string, add: (key: number | string) => void): void {
  const text = fullText.toLowerCase();
  let [before, beforeEnd] = [-1, -1];
  forEachWordRun(text, (start, end) => {
    if (before >= 0) {
      const first = sideOf(text, Math.max(before, beforeEnd - PAIR_SIDE), beforeEnd);
      const second = sideOf(text, start, Math.min(end, start + PAIR_SIDE));
      add(
        first >= 0 && second >= 0
          ? first * PAIR_SIDES + second
          : pairKey(text.slice(before, beforeEnd), text.slice(start, end)),
      );
    }
    [before, beforeEnd] = [start, end];
  });
}

/** The pair keys of a record's text, each once. */
export function textPairKeys(fullText: string): Set<string> {
  const keys = new Set<string>();
  forEachPairKey(fullText, (key) => keys.add(typeof key === 'number' ? keyOfNumber(key) : key));
  return keys;
}

/** Only ASCII: the case of other scripts is not folded alike by `toLowerCase` and a case-blind search. */
const ASCII = /^[\p{ASCII}]*$/u;

/**
 * The keys of words side by side, of which the first and the last may be parts of the text's words (`partial`):
 * a pair whose side lies in such a part shorter than {@link PAIR_SIDE} cannot be told, and gives no key.
 */
function keysOf(words: readonly string[], firstPartial: boolean): string[] {
  const keys: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [first = '', second = ''] = [words[i - 1], words[i]];
    if (i === 1 && firstPartial && first.length < PAIR_SIDE) continue;
    if (i === words.length - 1 && second.length < PAIR_SIDE) continue;
    keys.push(pairKey(first, second));
  }
  return [...new Set(keys)];
}

/**
 * The pair keys every text writing this phrase holds (case aside): its words side by side, the first of which may
 * end a longer word of the text and the last begin one. None for a phrase beyond ASCII.
 */
export function phrasePairKeys(phrase: string): string[] {
  return ASCII.test(phrase) ? keysOf(wordRuns(phrase.toLowerCase()), true) : [];
}

/**
 * The words `says` looks for, one after the other: each query word's letters and digits, lower case and without
 * accents.
 */
export const saidWords = (words: readonly string[]): string[] =>
  words.flatMap((word) =>
    lowerPlain(word)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/**
 * The pair keys every text that says these words one after the other holds (`saidWords`: each a whole word of
 * the text, but the last, which may begin one). None where a word is beyond ASCII.
 */
export function saidPairKeys(said: readonly string[]): string[] {
  return said.every((word) => /^[a-z0-9]+$/.test(word)) ? keysOf(said, false) : [];
}

/**
 * The pair keys a query's checks will look for, known before its words' records come: those of its phrase, or
 * of its words one after the other.
 */
export function queryPairKeys(input: string): string[] {
  const query = parseQuery(input);
  if (query.kind === 'phrase') return phrasePairKeys(query.phrase);
  return query.kind === 'words' ? saidPairKeys(saidWords(query.words)) : [];
}

/** Which records hold pair keys: as far as known (a split locale's come as queries need them). */
export interface WordPairs {
  /** Whether the record holds every one of these keys; unknown while some key's records have not come. */
  holdsAll(id: number, keys: readonly string[]): boolean | 'unknown';
}
