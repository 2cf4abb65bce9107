/**
 * The words of a split locale, as its root file lists them: which words hold a term as a part (their files
 * are what a query for the term fetches), and what the index would answer about a term without its records
 * (whether it finds it in some text, in some heading). Pure.
 */
import { CODE_CHARS } from '../packed/prefix-code.ts';
import { isPartOf } from './postings.ts';

/** What a word's flag says, as bits. */
export const WORD_FLAGS = {
  /** The index adds the word for some record's text. */
  text: 1,
  /** Some record's heading has the word (whether or not the index adds it there). */
  heading: 2,
  /** The index adds the word for some record's heading. */
  headingAdded: 4,
} as const;

/** The shortest term whose records may be made from those of the words that hold it (shorter: `termChunks`). */
export const MADE_FROM_WORDS = 3;

/**
 * Most chunks of words a term's records are made from: a term whose words are in more (a part that many words
 * begin or end with) has records of its own in a chunk of terms, as the terms of one or two characters have, so
 * that no term costs a query more than two chunks.
 */
export const MAX_WORD_CHUNKS = 2;

/**
 * Whether a term has records of its own (in a chunk of terms) rather than made from those of `holders`, the
 * words that hold it ({@link WordList.holdersOf}); `chunkOf` gives a word's chunk of words. The same rule at build
 * time and in the browser, from what the root says.
 */
export function isStoredTerm(term: string, holders: readonly string[], chunkOf: (word: string) => number): boolean {
  if (term.length < MADE_FROM_WORDS) return true;
  const chunks = new Set<number>();
  for (const word of holders) if (chunks.add(chunkOf(word)).size > MAX_WORD_CHUNKS) return true;
  return false;
}

/** Longest shared beginning a word's entry says: the last of the 64 code characters. */
const MAX_SHARED = CODE_CHARS.length - 1;
const WORD_SEPARATOR = ' ';

/**
 * Sorted words as the root writes them: each the length of what it shares with the word before (one of the 64
 * code characters, at most {@link MAX_SHARED}), then the rest, the words separated by a space (no term of the
 * encoder holds one). Sorted words share long beginnings: about half the gzip bytes of the words listed whole.
 */
export function writeWords(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      if (word.includes(WORD_SEPARATOR)) throw new Error(`search data: the word ${JSON.stringify(word)} holds a space`);
      let shared = 0;
      const most = Math.min(previous.length, word.length, MAX_SHARED);
      while (shared < most && previous[shared] === word[shared]) shared++;
      previous = word;
      return `${CODE_CHARS[shared] ?? ''}${word.slice(shared)}`;
    })
    .join(WORD_SEPARATOR);
}

/** The words of {@link writeWords}; throws at an entry that is not one. */
export function readWords(text: string): string[] {
  if (!text) return [];
  let previous = '';
  return text.split(WORD_SEPARATOR).map((entry) => {
    const shared = CODE_CHARS.indexOf(entry.charAt(0));
    if (shared < 0 || shared > previous.length) throw new Error(`search data: ${JSON.stringify(entry)} in \`words\``);
    previous = previous.slice(0, shared) + entry.slice(1);
    return previous;
  });
}

export class WordList {
  private readonly flagOf: Uint8Array;

  /** `words` sorted, `flags` a hexadecimal digit a word. */
  constructor(
    readonly words: readonly string[],
    flags: string,
  ) {
    if (flags.length !== words.length) throw new Error('search data: `flags` does not have one digit a word');
    this.flagOf = Uint8Array.from(flags, (digit) => {
      const value = Number.parseInt(digit, 16);
      if (Number.isNaN(value)) throw new Error(`search data: ${JSON.stringify(digit)} in \`flags\``);
      return value;
    });
  }

  private has(at: number, flag: number): boolean {
    return ((this.flagOf[at] ?? 0) & flag) !== 0;
  }

  /** Where the words that begin with `prefix` begin. */
  private firstFrom(prefix: string): number {
    let [low, high] = [0, this.words.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.words[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The words with records (in some heading or text) that hold `term` as a part: they begin with it, or end
   * with it and are longer. Their files are what a query for the term needs.
   */
  holdersOf(term: string): string[] {
    const holders: string[] = [];
    const recorded = WORD_FLAGS.text | WORD_FLAGS.heading;
    for (let at = this.firstFrom(term); at < this.words.length && this.words[at]?.startsWith(term); at++) {
      if (this.has(at, recorded)) holders.push(this.words[at] ?? '');
    }
    this.words.forEach((word, at) => {
      if (word.length > term.length && word.endsWith(term) && !word.startsWith(term) && this.has(at, recorded)) {
        holders.push(word);
      }
    });
    return holders;
  }

  /** Whether some word with this flag holds `term` as a part: whether the index finds the term there. */
  private anyHolds(term: string, flag: number): boolean {
    if (!term) return false;
    const from = this.firstFrom(term);
    for (let at = from; at < this.words.length && this.words[at]?.startsWith(term); at++) {
      if (this.has(at, flag)) return true;
    }
    return this.words.some((word, at) => this.has(at, flag) && isPartOf(term, word));
  }

  /** Whether the index finds `term` in some record's text. */
  finds(term: string): boolean {
    return this.anyHolds(term, WORD_FLAGS.text);
  }

  /** Whether the index finds `term` in some record's heading. */
  inHeadings(term: string): boolean {
    return this.anyHolds(term, WORD_FLAGS.headingAdded);
  }

  /** The words of the vocabulary (the fuzzy fallback's candidates), sorted: every word of the index. */
  vocabulary(): readonly string[] {
    return this.words;
  }
}
