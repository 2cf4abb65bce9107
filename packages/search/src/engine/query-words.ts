/**
 * The words of a query as the ranking reads them: which of them decide a match, and which name an
 * identifier of the API. Pure: no index, no DOM.
 */

/**
 * Common English function words. With other words around them they never decide a match: "how much does a
 * ping cost" is answered by the sections about ping costs, whether or not they also say "how" and "does".
 * Words that carry meaning in these docs are left out of the list ("off" of one-off, "down", "up", "no").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing during each few for from further had has have having he her here ' +
    'hers him his how i if in into is it its itself just me more most my myself nor of on once only or other ' +
    'our ours ourselves own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until very vs was we were what when where which while who whom why ' +
    'will with would you your yours'
  ).split(' '),
);

/** Words shorter than this never decide a match alone either: one or two letters find half the docs. */
export const MIN_SIGNIFICANT_LENGTH = 3;

export interface QueryWord {
  /** The word as typed. */
  text: string;
  /** The word's terms as the index writes them (`page_size` is `page`, `size`). */
  terms: string[];
  /** Whether it decides a match: at least three letters and not a stop word. */
  significant: boolean;
  /** Whether it is written as an identifier of the API: `page_size`, `/api/v2/probes/`, `AtlasSource`. */
  identifier: boolean;
}

const IDENTIFIER = /[\p{L}\p{N}][_/.{}][\p{L}\p{N}{}]|^[/{]|\p{Ll}\p{Lu}/u;

/**
 * Whether a word is written as code rather than prose: joined with underscores, dots or slashes, a path,
 * or camel case. Hyphens do not count: "one-off", "built-in" and "Wi-Fi" are prose.
 */
export function isIdentifier(word: string): boolean {
  return IDENTIFIER.test(word);
}

/** Whether a word decides a match (see {@link STOP_WORDS} and {@link MIN_SIGNIFICANT_LENGTH}). */
export function isSignificant(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= MIN_SIGNIFICANT_LENGTH && !STOP_WORDS.has(lower);
}

/** The words of a query, with their terms as `encode` writes them; words without a term are left out. */
export function queryWords(words: readonly string[], encode: (text: string) => string[]): QueryWord[] {
  return words.flatMap((text): QueryWord[] => {
    const terms = encode(text);
    if (!terms.length) return [];
    return [{ text, terms, significant: isSignificant(terms.join('')), identifier: isIdentifier(text) }];
  });
}

/**
 * The words that must match: the significant ones; when there are none ("how to", "ip"), every word, so
 * that a query of only short or common words still works.
 */
export function requiredWords(words: readonly QueryWord[]): QueryWord[] {
  const significant = words.filter((w) => w.significant);
  return significant.length ? significant : [...words];
}
