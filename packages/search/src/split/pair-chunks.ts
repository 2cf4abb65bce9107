/**
 * A split locale's pair keys (`word-pairs.ts`) and the records holding each, so that a query of several words
 * reads the texts only of records that can write them side by side. The keys, sorted, are cut in chunks of at
 * most {@link PAIR_CHUNK_CHARS} characters (a key with more records has a chunk of its own); a chunk is a line a
 * key, the key, a tab, its records as gaps (`writeVlq`), compressed on its own (`chunks.ts`). Pure.
 */
import { forEachPairKey, keyOfNumber, type WordPairs } from '../engine/word-pairs.ts';
import { readVlq, writeVlq } from './slots.ts';
import { lastNotAfter } from './split-data.ts';

/**
 * Most characters of a chunk: about 3 KiB compressed, what a key of a query costs beside its own records; the root
 * names each chunk's first key and length, 5 to 13 KiB compressed for 10,000 pages.
 */
export const PAIR_CHUNK_CHARS = 5_000;

/** Most records whose numbered keys {@link pairRecords} sorts as numbers: key and record in 53 bits. */
const MOST_RECORDS = 2 ** 21;

/**
 * Each pair key of these records' texts (by record id) and the records holding it, ascending. The numbered keys
 * (millions on a large site) are sorted as numbers, each with its record, rather than kept in a map of lists.
 */
export function pairRecords(fullTexts: readonly string[]): Map<string, number[]> {
  if (fullTexts.length > MOST_RECORDS) throw new Error(`search data: more than ${MOST_RECORDS} records in a locale`);
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(fullTexts.length + 1)));
  let held = new Float64Array(1 << 16);
  let count = 0;
  const named = new Map<string, number[]>();
  fullTexts.forEach((text, record) => {
    forEachPairKey(text, (key) => {
      if (typeof key === 'string') {
        const list = named.get(key);
        if (!list) named.set(key, [record]);
        else if (list.at(-1) !== record) list.push(record);
        return;
      }
      if (count === held.length) {
        const grown = new Float64Array(held.length * 2);
        grown.set(held);
        held = grown;
      }
      held[count++] = key * scale + record;
    });
  });
  // A named key has a side beyond digits and ASCII letters, which no numbered key has.
  const sorted = held.subarray(0, count).sort();
  for (let at = 0; at < count;) {
    const key = Math.floor((sorted[at] ?? 0) / scale);
    const ids: number[] = [];
    for (; at < count && Math.floor((sorted[at] ?? 0) / scale) === key; at++) {
      const record = (sorted[at] ?? 0) % scale;
      if (ids.at(-1) !== record) ids.push(record);
    }
    named.set(keyOfNumber(key), ids);
  }
  return named;
}

/** The chunks of these pair keys' records ({@link pairRecords}), each as its text, and its first key. */
export function pairChunks(
  records: ReadonlyMap<string, readonly number[]>,
  chunkChars = PAIR_CHUNK_CHARS,
): { first: string; text: string }[] {
  const chunks: { first: string; text: string }[] = [];
  let lines: string[] = [];
  let chars = 0;
  for (const key of [...records.keys()].sort()) {
    const ids = records.get(key) ?? [];
    const line = `${key}\t${writeVlq(ids.map((n, i) => n - (ids[i - 1] ?? -1) - 1))}\n`;
    if (lines.length && chars + line.length > chunkChars) {
      chunks.push({ first: lines[0]?.slice(0, lines[0].indexOf('\t')) ?? '', text: lines.join('') });
      [lines, chars] = [[], 0];
    }
    lines.push(line);
    chars += line.length;
  }
  if (lines.length) chunks.push({ first: lines[0]?.slice(0, lines[0].indexOf('\t')) ?? '', text: lines.join('') });
  return chunks;
}

/** A chunk's keys and their records (ascending), from its text; throws at anything else. */
export function readPairChunk(text: string): Map<string, number[]> {
  const keys = new Map<string, number[]>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    if (tab < 1) throw new Error('search data: a chunk of pair keys holds a line without a key');
    let previous = -1;
    keys.set(
      line.slice(0, tab),
      readVlq(line.slice(tab + 1)).map((gap) => (previous += gap + 1)),
    );
  }
  return keys;
}

/**
 * The pair keys of a split locale in the browser, as their chunks arrive: which records hold a key
 * ({@link WordPairs}), and the keys asked for whose chunks were not there.
 */
export class PairIndex implements WordPairs {
  private readonly held = new Map<string, Set<number>>();
  /** The chunks whose keys have come. */
  private readonly loaded = new Set<number>();
  private missing = new Set<string>();

  /** `firsts`: each chunk's first key, sorted. */
  constructor(private readonly firsts: readonly string[]) {}

  /** The chunk a key's records are in (-1: before the first, so no record holds it). */
  chunkOf(key: string): number {
    return lastNotAfter(this.firsts, key);
  }

  /** A chunk's keys, read from its text. */
  load(chunk: number, text: string): void {
    for (const [key, ids] of readPairChunk(text)) this.held.set(key, new Set(ids));
    this.loaded.add(chunk);
  }

  holdsAll(id: number, keys: readonly string[]): boolean | 'unknown' {
    let known = true;
    for (const key of keys) {
      const chunk = this.chunkOf(key);
      if (chunk < 0) return false;
      if (!this.loaded.has(chunk)) {
        this.missing.add(key);
        known = false;
        continue;
      }
      if (!this.held.get(key)?.has(id)) return false;
    }
    return known || 'unknown';
  }

  /** The keys asked for since the last call whose chunks were not there. */
  takeMissing(): string[] {
    const missing = [...this.missing];
    this.missing = new Set();
    return missing;
  }
}
