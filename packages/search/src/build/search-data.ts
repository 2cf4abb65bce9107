import { createEncoder } from '../engine/encoder.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { packRecords } from '../packed/pack.ts';
import { WordTableWriter } from '../packed/word-table.ts';
import type { PackedRecords, PackedSearchData, SearchDataOptions, SearchRecord } from '../types.ts';

/**
 * Synonym groups as the engine wants them: trimmed, lower case, no duplicates, groups of two or more.
 */
export function normalizeSynonyms(groups: readonly (readonly string[])[]): string[][] {
  const result: string[][] = [];
  for (const group of groups) {
    const words = [...new Set(group.map((w) => w.trim().toLowerCase()).filter(Boolean))];
    if (words.length > 1) result.push(words);
  }
  return result;
}

/**
 * Every term the index will hold for these records, sorted: the fuzzy fallback's candidates. The browser
 * works it out from the word table (`vocabularyOfTable`); this is what it must come to.
 */
export function vocabularyOf(records: readonly SearchRecord[]): string[] {
  const encoder = createEncoder();
  const terms = new Set<string>();
  for (const record of records) {
    for (const term of encoder.encode(indexedText(record, record.content))) terms.add(term);
  }
  return [...terms].sort();
}

/** What a locale's search data is made of, besides its records. */
export interface SearchDataSource {
  options: SearchDataOptions;
  synonyms?: readonly (readonly string[])[];
  /** The paths of the pages of the API reference. */
  referencePages?: readonly string[];
}

/** A locale's search data: the main file, and the records of its further parts. */
export interface SearchFiles {
  /** The main file; its `parts` are for the writer to fill in with the parts' URLs. */
  main: PackedSearchData;
  parts: PackedRecords[];
}

/**
 * The search data of one locale (spec section 7), ready to be written as JSON: its records in runs
 * (`runs`, the first in the main file, each further one in a part), one word table for all of them.
 */
export function buildSearchFiles(runs: readonly (readonly SearchRecord[])[], source: SearchDataSource): SearchFiles {
  // Parents too, though most are headings of other records: the vocabulary is made of the table's words.
  const table = new WordTableWriter(runs.flat().flatMap((r) => [r.title, r.content, ...r.parents]));
  const [first = packRecords([], table), ...rest] = runs.map((run) => packRecords(run, table));
  return {
    main: {
      ...first,
      ...table.data,
      options: { buttonLabel: source.options.buttonLabel, placeholder: source.options.placeholder },
      synonyms: normalizeSynonyms(source.synonyms ?? []),
      referencePages: [...(source.referencePages ?? [])],
      parts: [],
    },
    parts: rest,
  };
}

/** The search data of one locale in one file. */
export function buildSearchData(records: readonly SearchRecord[], source: SearchDataSource): PackedSearchData {
  return buildSearchFiles([records], source).main;
}
