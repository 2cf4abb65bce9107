import { createEncoder } from './engine/encoder.ts';
import { checkVersion, isRecord, isStrings, unpackRecords } from './packed/unpack.ts';
import { WordTable } from './packed/word-table.ts';
import type { SearchData, SearchRecords } from './types.ts';

/**
 * Every term of the index as the encoder writes it, sorted: the encoder's terms of each word of the
 * table. A word's terms are those it has in any text, since the tokens of a table split a text where
 * the encoder does (`packed/tokens.ts`).
 */
export function vocabularyOfTable(table: WordTable): string[] {
  const encoder = createEncoder();
  const terms = new Set<string>();
  for (const word of table.wordTokens) for (const term of encoder.encode(word)) terms.add(term);
  return [...terms].sort();
}

/** Reads the records of a fetched part with the locale's word table; see {@link unpackRecords}. */
export function readSearchRecords(json: unknown, table: WordTable): SearchRecords {
  return unpackRecords(json, table);
}

/**
 * Reads and checks a locale's main data file, so that a stale or broken file fails at load time (the
 * search says it is unavailable) rather than in the middle of a query.
 */
export function readSearchData(json: unknown): SearchData {
  checkVersion(json);
  const { words, code, options, synonyms, referencePages = [], parts } = json;
  if (!isStrings(words) || !Array.isArray(code) || !code.every((n) => typeof n === 'number')) {
    throw new Error('search data has no valid word table (`words`, `code`)');
  }
  const table = new WordTable({ words, code });
  const records = unpackRecords(json, table);
  if (!isRecord(options) || typeof options.buttonLabel !== 'string' || typeof options.placeholder !== 'string') {
    throw new Error('search data has no valid `options`');
  }
  if (!Array.isArray(synonyms) || !synonyms.every(isStrings)) throw new Error('search data has no valid `synonyms`');
  if (!isStrings(referencePages)) throw new Error('search data has no valid `referencePages`');
  if (!isStrings(parts)) throw new Error('search data has no valid `parts`');
  return {
    ...records,
    options: { buttonLabel: options.buttonLabel, placeholder: options.placeholder },
    synonyms,
    vocabulary: vocabularyOfTable(table),
    referencePages,
    parts,
    table,
  };
}
