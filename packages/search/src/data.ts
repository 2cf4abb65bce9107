import { SEARCH_DATA_VERSION, type SearchData, type SearchEntry, type SearchRecords } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

const isEntry = (value: unknown): value is SearchEntry =>
  isRecord(value) &&
  typeof value.title === 'string' &&
  typeof value.link === 'string' &&
  typeof value.anchor === 'string' &&
  isStrings(value.parents);

/**
 * Checks the records of a fetched data file, so that a stale or broken file fails at load time (the
 * search says it is unavailable) rather than in the middle of a query.
 */
export function readSearchRecords(json: unknown): SearchRecords {
  if (!isRecord(json)) throw new Error('search data is not an object');
  if (json.version !== SEARCH_DATA_VERSION)
    throw new Error(`search data version ${String(json.version)} is not ${SEARCH_DATA_VERSION}`);
  const { index, preview, content } = json;
  if (!Array.isArray(index) || !index.every(isEntry)) throw new Error('search data has no valid `index`');
  if (!isStrings(preview) || preview.length !== index.length) throw new Error('search data has no valid `preview`');
  if (!isStrings(content) || content.length !== index.length) throw new Error('search data has no valid `content`');
  return { version: SEARCH_DATA_VERSION, index, preview, content };
}

/** Checks a locale's main data file; see {@link readSearchRecords}. */
export function readSearchData(json: unknown): SearchData {
  const records = readSearchRecords(json);
  const { options, synonyms, vocabulary, referencePages = [], parts } = json as Record<string, unknown>;
  if (!isRecord(options) || typeof options.buttonLabel !== 'string' || typeof options.placeholder !== 'string') {
    throw new Error('search data has no valid `options`');
  }
  if (!Array.isArray(synonyms) || !synonyms.every(isStrings)) throw new Error('search data has no valid `synonyms`');
  if (!isStrings(vocabulary)) throw new Error('search data has no valid `vocabulary`');
  if (!isStrings(referencePages)) throw new Error('search data has no valid `referencePages`');
  if (!isStrings(parts)) throw new Error('search data has no valid `parts`');
  return {
    ...records,
    options: { buttonLabel: options.buttonLabel, placeholder: options.placeholder },
    synonyms,
    vocabulary,
    referencePages,
    parts,
  };
}
