import { SEARCH_DATA_VERSION, type SearchEntry, type SearchRecords } from '../types.ts';
import { PageWalk, readDepthChar } from './derived.ts';
import type { WordTable } from './word-table.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Whether each of these is after the one before: keys looked up by range. */
export const ascending = <T extends string | number>(keys: readonly T[]): boolean =>
  keys.every((key, i) => i === 0 || key > (keys[i - 1] as T));

/** A list of `[position, value]` of a file of `count` records, by position; it throws at anything else. */
function byPosition<T>(value: unknown, key: string, count: number, isValue: (v: unknown) => v is T): Map<number, T> {
  const map = new Map<number, T>();
  if (!Array.isArray(value)) throw new Error(`search data has no valid \`${key}\``);
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2 || !isCount(pair[0]) || pair[0] >= count || !isValue(pair[1])) {
      throw new Error(`search data has no valid \`${key}\``);
    }
    map.set(pair[0], pair[1]);
  }
  return map;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** Throws unless `json` is an object of this version of the data file. */
export function checkVersion(json: unknown): asserts json is Record<string, unknown> {
  if (!isRecord(json)) throw new Error('search data is not an object');
  if (json.version !== SEARCH_DATA_VERSION)
    throw new Error(`search data version ${String(json.version)} is not ${SEARCH_DATA_VERSION}`);
}

/**
 * In the browser: the records of a data file (`PackedRecords`), read with the locale's word table. A file
 * that is not of this version or shape throws, so that it fails at load time (search is then unavailable)
 * rather than in the middle of a query.
 */
export function unpackRecords(json: unknown, table: WordTable): SearchRecords {
  checkVersion(json);
  const { pages, depths, titles, contents } = json;
  if (!Array.isArray(pages) || !pages.every((p) => Array.isArray(p) && isString(p[0]) && isCount(p[1]))) {
    throw new Error('search data has no valid `pages`');
  }
  const count = (pages as [string, number][]).reduce((sum, [, n]) => sum + n, 0);
  if (!isString(depths) || depths.length !== count) throw new Error('search data has no valid `depths`');
  if (!isString(titles) || !isString(contents)) throw new Error('search data has no valid `titles` or `contents`');
  const titleTexts = table.textsOf(titles, count);
  const content = table.textsOf(contents, count);
  const anchors = byPosition(json.anchors, 'anchors', count, isString);
  const parents = byPosition(json.parents, 'parents', count, isStrings);
  const previews = byPosition(json.previews, 'previews', count, isString);

  const index: SearchEntry[] = [];
  for (const [link, records] of pages as [string, number][]) {
    const walk = new PageWalk();
    for (let i = 0; i < records; i++) {
      const position = index.length;
      const depthOf = readDepthChar(depths[position] ?? '');
      if (!depthOf) throw new Error('search data has no valid `depths`');
      const { depth, row } = depthOf;
      const title = titleTexts[position] ?? '';
      const derived = walk.derive(depth, title);
      const anchor = anchors.get(position) ?? (row ? derived.rowAnchor : derived.headingAnchor);
      index.push({ title, parents: parents.get(position) ?? derived.parents, link, anchor });
      walk.take(depth, title, anchor, row);
    }
  }
  return { index, preview: index.map((_, id) => previews.get(id) ?? ''), content };
}
