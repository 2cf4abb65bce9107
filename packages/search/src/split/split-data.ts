/**
 * In the browser: a split locale's root file, read and checked (so that a stale or broken file fails at load
 * time), and what follows from it: each record's place in the order the index adds them, where each page's
 * records begin, and which files hold a word, a term or a page, and their names.
 */
import { addOrder } from '../engine/add-order.ts';
import { ascending, checkVersion, isCount, isRecord, isString, isStrings } from '../packed/unpack.ts';
import type { SearchDataOptions, SplitSearchData } from '../types.ts';
import { type ChunkTable, readChunkIndex } from './chunks.ts';
import { BLOCK, DICTIONARY_BYTES } from './record-texts.ts';
import { readVlq } from './slots.ts';
import { readWords } from './word-list.ts';

/**
 * The kinds of a split root's files: chunks of words, of terms, of short terms' tops, of heading parts, of pair
 * keys (`chunks.ts`), and texts.
 */
export type PartKind = 'words-' | 'terms-' | 'tops-' | 'headings-' | 'pairs-' | 'texts-';

/** The name of a split root's file of a kind and number: its URL is the root's `parts` followed by it. */
export const partName = (kind: PartKind, n: number): string => `${kind}${n}.bin`;

/** The root's chunk indexes, by the kind of their files. */
export const CHUNK_KINDS = {
  'words-': 'wordChunks',
  'terms-': 'termChunks',
  'tops-': 'topChunks',
  'headings-': 'headingChunks',
  'pairs-': 'pairChunks',
} as const satisfies Partial<Record<PartKind, keyof SplitSearchData>>;
export type ChunkKind = keyof typeof CHUNK_KINDS;

/** Whether a data file's JSON is a split root (rather than a whole locale in one file). */
export function isSplitData(json: unknown): boolean {
  return isRecord(json) && json.split === true;
}

/** A split root, read and checked; see {@link SplitSearchData}. */
export function readSplitData(json: unknown): SplitSearchData {
  checkVersion(json);
  const { options, synonyms, referencePages, structure, runs, words, flags } = json;
  const fail = (key: string): never => {
    throw new Error(`search data has no valid \`${key}\``);
  };
  if (!isRecord(options) || !isString(options.buttonLabel) || !isString(options.placeholder)) fail('options');
  if (!Array.isArray(synonyms) || !synonyms.every(isStrings)) fail('synonyms');
  if (!isString(structure) || !/^([a-j][0-9]*)*$/.test(structure)) fail('structure');
  const records = (structure as string).length;
  if (!Array.isArray(runs) || !runs.every(isCount) || runs.reduce((a: number, b: number) => a + b, 0) !== records)
    fail('runs');
  if (!isString(words) || !isString(flags) || readWords(words).length !== flags.length) fail('words');
  const pages = ((structure as string).match(/[a-j]/g) ?? []).length;
  if (!Array.isArray(referencePages) || !referencePages.every((p) => isCount(p) && p < pages)) fail('referencePages');
  if (!isString(json.parts)) fail('parts');
  for (const key of Object.values(CHUNK_KINDS)) if (!readChunkIndex(json[key])) fail(key);
  if (!isString(json.topTerms) || !ascending(readWords(json.topTerms))) fail('topTerms');
  const blocks = isString(json.textBlocks) ? readVlq(json.textBlocks) : [];
  if (blocks.length !== Math.ceil(records / BLOCK) || blocks.some((units) => units < 1)) fail('textBlocks');
  const dictionary = json.textDictionary;
  if (!isString(dictionary) || new TextEncoder().encode(dictionary).length > DICTIONARY_BYTES) fail('textDictionary');
  const firsts: unknown = json.textFiles;
  if (!Array.isArray(firsts) || !firsts.every(isCount) || !ascending(firsts) || (records > 0 && firsts[0] !== 0))
    fail('textFiles');
  return json as unknown as SplitSearchData;
}

/** What a split root gives beyond its lists. */
export interface SplitLayout {
  options: SearchDataOptions;
  /** Per place in the order the index adds records, the record's id. */
  order: Int32Array;
  /** Per record, its depth; and whether it begins a page. */
  depths: number[];
  firsts: boolean[];
  /** Per kind of chunks, each chunk's first key and place. */
  chunks: Record<ChunkKind, ChunkTable>;
  /** The terms with a top of their own (`topTerms`). */
  topTerms: ReadonlySet<string>;
}

const LETTER_A = 'a'.charCodeAt(0);
const DIGIT_0 = '0'.charCodeAt(0);

export function layoutOf(data: SplitSearchData): SplitLayout {
  const { structure } = data;
  const depths = new Array<number>(structure.length);
  const firsts = new Array<boolean>(structure.length);
  for (let id = 0; id < structure.length; id++) {
    const code = structure.charCodeAt(id);
    const first = code >= LETTER_A;
    firsts[id] = first;
    depths[id] = code - (first ? LETTER_A : DIGIT_0);
  }
  const order = new Int32Array(depths.length);
  let at = 0;
  let first = 0;
  for (const run of data.runs) {
    for (const id of addOrder(depths.slice(first, first + run), first)) order[at++] = id;
    first += run;
  }
  return {
    options: data.options,
    order,
    depths,
    firsts,
    chunks: Object.fromEntries(
      Object.entries(CHUNK_KINDS).map(([kind, key]) => [kind, readChunkIndex(data[key]) ?? { firsts: [], places: [] }]),
    ) as Record<ChunkKind, ChunkTable>,
    topTerms: new Set(readWords(data.topTerms)),
  };
}

/** The place of the last of these sorted keys that is not after `key` (-1 if none): the chunk whose range holds it. */
export function lastNotAfter<T extends string | number>(keys: readonly T[], key: T): number {
  let [low, high] = [0, keys.length - 1];
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] ?? key) <= key) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
