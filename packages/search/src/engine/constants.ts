/** The numbers of spec sections 5.1 and 9 that the query strategy uses, in one place. */

/** Longest query; longer input is cut. */
export const MAX_QUERY_LENGTH = 64;
/** Hits fetched with 'or' matching before the exact-phrase filter. */
export const PHRASE_FETCH_LIMIT = 50;
/** Results kept. */
export const MAX_RESULTS = 20;
/** Fuzziness of the single-word fallback, tried in this order (see `fuzzy.ts`). */
export const FUZZINESS = [0.2, 0.3] as const;
/** Shortest term the fuzzy fallback tries: one edit away from a two-letter term is half the vocabulary. */
export const MIN_FUZZY_LENGTH = 3;
/** Most fuzzy candidates searched for one word: the nearest, so that a short word does not fan out. */
export const MAX_FUZZY_TERMS = 10;
/** A single word with fewer results than this also searches its synonyms. */
export const SYNONYM_THRESHOLD = 3;
