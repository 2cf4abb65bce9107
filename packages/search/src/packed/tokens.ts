/**
 * A text as tokens: its words (runs of letters, digits and marks) and the runs between them, so that a
 * data file can write each token once in a table and the text as the tokens' codes. Most runs between
 * two words are one space: those are left out, and {@link textOf} puts them back, so the text comes back
 * exactly as it was.
 */

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const nonAscii = new Map<number, boolean>();

/**
 * Whether a character belongs to a word. A character that the search's encoder turns into letters (its
 * compatibility form, such as "™" -> "TM") counts as one too, so that the encoder never joins two tokens
 * into one term and a word's terms are those of its token alone.
 */
export function isWordCodePoint(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  let word = nonAscii.get(code);
  if (word === undefined) {
    word = WORD_CHAR.test(String.fromCodePoint(code).normalize('NFKD'));
    nonAscii.set(code, word);
  }
  return word;
}

/** Whether a token is a word (its characters all are) rather than a run between words. */
export const isWordToken = (token: string): boolean => token !== '' && isWordCodePoint(token.codePointAt(0) ?? 0);

/** The tokens of a text, in order, without the single spaces between two words. */
export function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  let inWord: boolean | null = null;
  for (let at = 0; at < text.length;) {
    const code = text.codePointAt(at) ?? 0;
    const word = isWordCodePoint(code);
    if (inWord !== null && word !== inWord) {
      const run = text.slice(start, at);
      // A run between two words (one came before, one follows) that is one space goes without saying.
      if (inWord || run !== ' ' || tokens.length === 0) tokens.push(run);
      start = at;
    }
    inWord = word;
    at += code > 0xffff ? 2 : 1;
  }
  if (start < text.length) tokens.push(text.slice(start));
  return tokens;
}

/**
 * The text of tokens from {@link tokensOf}: a space goes back between two words. Items are tokens, or
 * anything that names one (a table's ids), with `tokenOf` and `isWord` to read them.
 */
export function textOf<T>(items: Iterable<T>, tokenOf: (item: T) => string, isWord: (item: T) => boolean): string {
  let text = '';
  let afterWord = false;
  for (const item of items) {
    const word = isWord(item);
    text += afterWord && word ? ` ${tokenOf(item)}` : tokenOf(item);
    afterWord = word;
  }
  return text;
}
