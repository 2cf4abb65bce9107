/**
 * Chunks of a split locale's data (`ChunkIndex`): the records of words, terms, tops, heading parts and pair keys,
 * cut by key range in chunks of a few kilobytes, each compressed on its own and laid end to end in files that a
 * query reads by byte ranges. A static host's limit on files then bounds the files, not the chunks: a query
 * fetches the chunk of each of its keys, however many chunks a large site has. Pure.
 */
import { ascending, isCount } from '../packed/unpack.ts';
import type { ChunkIndex } from '../types.ts';
import { readVlq, writeVlq } from './slots.ts';
import { readWords, writeWords } from './word-list.ts';

/** Where a chunk is: its file, and its bytes there. */
export interface ChunkPlace {
  file: number;
  start: number;
  /** One past the last byte. */
  end: number;
}

/** Chunks in files: each chunk's length in bytes, and each file's first chunk and bytes. */
export interface ChunkFiles {
  lengths: number[];
  files: { firstChunk: number; data: Uint8Array }[];
}

/** Compressed chunks, in order, end to end in files of at most `size` bytes (a larger chunk has a file of its own). */
export function chunkFiles(chunks: readonly Uint8Array[], size: number): ChunkFiles {
  const files: { firstChunk: number; parts: Uint8Array[]; bytes: number }[] = [];
  chunks.forEach((bytes, chunk) => {
    const last = files.at(-1);
    if (!last || last.bytes + bytes.length > size)
      files.push({ firstChunk: chunk, parts: [bytes], bytes: bytes.length });
    else {
      last.parts.push(bytes);
      last.bytes += bytes.length;
    }
  });
  return {
    lengths: chunks.map((bytes) => bytes.length),
    files: files.map(({ firstChunk, parts, bytes }) => {
      const data = new Uint8Array(bytes);
      let at = 0;
      for (const part of parts) {
        data.set(part, at);
        at += part.length;
      }
      return { firstChunk, data };
    }),
  };
}

/** What the root says of chunks in files: each one's first key, its length, and each file's first chunk. */
export function chunkIndex(firsts: readonly string[], files: ChunkFiles): ChunkIndex {
  return {
    firsts: writeWords(firsts),
    lengths: writeVlq(files.lengths),
    files: files.files.map((file) => file.firstChunk),
  };
}

/** Chunks as the browser looks them up: each one's first key (sorted) and place. */
export interface ChunkTable {
  firsts: string[];
  places: ChunkPlace[];
}

/** The place of each chunk, from their lengths in bytes and each file's first chunk. */
export function chunkPlaces(lengths: readonly number[], fileFirsts: readonly number[]): ChunkPlace[] {
  let [file, start] = [-1, 0];
  return lengths.map((length, chunk) => {
    if (fileFirsts[file + 1] === chunk) [file, start] = [file + 1, 0];
    const place = { file, start, end: start + length };
    start += length;
    return place;
  });
}

/**
 * A root's chunk index, read and checked (firsts ascending, a length each, files' first chunks ascending from
 * the first); null where it is not one.
 */
export function readChunkIndex(value: unknown): ChunkTable | null {
  if (typeof value !== 'object' || value === null) return null;
  const { firsts, lengths, files } = value as Record<string, unknown>;
  if (typeof firsts !== 'string' || typeof lengths !== 'string' || !Array.isArray(files)) return null;
  const keys = readWords(firsts);
  const sizes = readVlq(lengths);
  if (!ascending(keys) || sizes.length !== keys.length || sizes.some((size) => size < 1)) return null;
  if (!files.every(isCount) || !ascending(files) || files.some((first) => first >= keys.length)) return null;
  if (keys.length > 0 && files[0] !== 0) return null;
  return { firsts: keys, places: chunkPlaces(sizes, files) };
}
