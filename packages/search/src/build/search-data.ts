import { createEncoder } from '../engine/encoder.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { storedPreview } from '../engine/preview.ts';
import { SEARCH_DATA_VERSION, type SearchData, type SearchDataOptions, type SearchRecord } from '../types.ts';

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

/** Every term the index will hold for these records, sorted: the fuzzy fallback's candidates. */
export function vocabularyOf(records: readonly SearchRecord[]): string[] {
  const encoder = createEncoder();
  const terms = new Set<string>();
  for (const record of records) {
    for (const term of encoder.encode(indexedText(record, record.content))) terms.add(term);
  }
  return [...terms].sort();
}

/**
 * The search data of one locale (spec section 7) in one file, ready to be written as JSON.
 * `referencePages`: the paths of the pages of the API reference.
 */
export function buildSearchData(
  records: readonly SearchRecord[],
  options: SearchDataOptions,
  synonyms: readonly (readonly string[])[] = [],
  referencePages: readonly string[] = [],
): SearchData {
  return {
    version: SEARCH_DATA_VERSION,
    index: records.map(({ title, parents, link, anchor }) => ({ title, parents, link, anchor })),
    preview: records.map((r) => storedPreview(r.preview, r.content)),
    content: records.map((r) => r.content),
    options: { buttonLabel: options.buttonLabel, placeholder: options.placeholder },
    synonyms: normalizeSynonyms(synonyms),
    vocabulary: vocabularyOf(records),
    referencePages: [...referencePages],
    parts: [],
  };
}
