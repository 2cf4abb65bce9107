/** A piece of displayed text; `match` pieces are shown marked. */
export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Whether a word was found by one of the searched terms. The index matches a term at the start or the
 * end of a word (reverse tokenising), so the highlighter does too. One-letter terms mark only the
 * one-letter word, or every "a" in a text would light up.
 */
function isMatch(parts: readonly string[], terms: readonly string[]): boolean {
  return parts.some((part) =>
    terms.some((term) => part === term || (term.length > 1 && (part.startsWith(term) || part.endsWith(term)))),
  );
}

const ACCENTS = /[\u0300-\u036f]/g;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * A text in lower case with its accents removed, as the index's encoder writes words, without its full
 * pipeline: for the words the highlighter and the ranking's phrase checks compare on each keystroke.
 */
export function lowerPlain(text: string): string {
  const lower = text.toLowerCase();
  return ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(ACCENTS, '');
}

/**
 * What the highlighter compares with the searched terms: a word as the index's encoder writes it (lower
 * case, accents removed), done here without the encoder's full pipeline because every word of twenty
 * results passes through it on each keystroke. Remembers the words of one answer.
 */
export function highlightEncoder(): (word: string) => string[] {
  const seen = new Map<string, string[]>();
  return (word) => {
    let encoded = seen.get(word);
    if (!encoded) {
      encoded = [lowerPlain(word)];
      seen.set(word, encoded);
    }
    return encoded;
  };
}

/**
 * Splits a text into marked and unmarked segments: a word is marked when it matches a searched term.
 * `encode` writes words as the index does (see {@link highlightEncoder}). The view turns the marked
 * segments into `<mark>` elements; text is never parsed as HTML.
 */
export function highlight(text: string, terms: readonly string[], encode: (word: string) => string[]): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, match: boolean): void => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let end = 0;
  if (terms.length) {
    for (const found of text.matchAll(WORD)) {
      const word = found[0];
      const start = found.index;
      if (!isMatch(encode(word), terms)) continue;
      push(text.slice(end, start), false);
      push(word, true);
      end = start + word.length;
    }
  }
  push(text.slice(end), false);
  return segments;
}
