import { MAX_QUERY_LENGTH } from './constants.ts';

/**
 * What the reader asked for:
 * - `phrase`: the query has double quotes (straight or typographic, as phone keyboards type them);
 *   they are all stripped and the rest is one exact phrase;
 * - `words`: two or more words, no quotes;
 * - `word`: one word;
 * - `empty`: nothing but spaces and quotes.
 */
export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'phrase'; phrase: string }
  | { kind: 'words'; words: string[] }
  | { kind: 'word'; word: string };

const QUOTE = /["“”„‟«»]/;
const QUOTES = new RegExp(QUOTE.source, 'g');

/** The input as the engine reads it: at most {@link MAX_QUERY_LENGTH} characters. */
export function clampQuery(input: string): string {
  return input.slice(0, MAX_QUERY_LENGTH);
}

export function parseQuery(input: string): ParsedQuery {
  const clamped = clampQuery(input);
  const quoted = QUOTE.test(clamped);
  const text = clamped.replace(QUOTES, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return { kind: 'empty' };
  if (quoted) return { kind: 'phrase', phrase: text };
  const words = text.split(' ');
  return words.length > 1 ? { kind: 'words', words } : { kind: 'word', word: text };
}
