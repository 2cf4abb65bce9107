import { describe, expect, it } from 'vitest';
import { chunkFiles, chunkIndex, chunkPlaces, readChunkIndex } from '../src/split/chunks.ts';
import { writeVlq } from '../src/split/slots.ts';
import { writeWords } from '../src/split/word-list.ts';

const bytes = (length: number, fill: number): Uint8Array => new Uint8Array(length).fill(fill);

describe('chunks in files', () => {
  it('lays chunks end to end in files of at most a size, a larger chunk in a file of its own', () => {
    const chunks = [bytes(3, 1), bytes(4, 2), bytes(12, 3), bytes(2, 4), bytes(5, 5)];
    const { lengths, files } = chunkFiles(chunks, 10);
    expect(lengths).toEqual([3, 4, 12, 2, 5]);
    expect(files.map((file) => file.firstChunk)).toEqual([0, 2, 3]);
    expect(files.map((file) => [...file.data])).toEqual([
      [1, 1, 1, 2, 2, 2, 2],
      Array(12).fill(3),
      [4, 4, 5, 5, 5, 5, 5],
    ]);
    expect(chunkFiles([], 10)).toEqual({ lengths: [], files: [] });
  });

  it('finds each chunk where it was laid, from what the root says of them', () => {
    const chunks = [bytes(3, 1), bytes(4, 2), bytes(12, 3), bytes(2, 4), bytes(5, 5)];
    const files = chunkFiles(chunks, 10);
    const table = readChunkIndex(chunkIndex(['ab', 'ad', 'b', 'bb', 'c'], files));
    expect(table?.firsts).toEqual(['ab', 'ad', 'b', 'bb', 'c']);
    table?.places.forEach((place, n) => {
      expect([...(files.files[place.file]?.data.subarray(place.start, place.end) ?? [])]).toEqual([
        ...(chunks[n] ?? []),
      ]);
    });
    expect(chunkPlaces([3, 4], [0, 1])).toEqual([
      { file: 0, start: 0, end: 3 },
      { file: 1, start: 0, end: 4 },
    ]);
  });

  it('refuses an index whose keys, lengths or files cannot be looked up', () => {
    const index = { firsts: writeWords(['a', 'b', 'c']), lengths: writeVlq([3, 4, 5]), files: [0, 2] };
    expect(readChunkIndex(index)?.places).toHaveLength(3);
    expect(readChunkIndex({ firsts: writeWords([]), lengths: '', files: [] })?.places).toEqual([]);
    for (const broken of [
      { ...index, firsts: writeWords(['b', 'a', 'c']) },
      { ...index, lengths: writeVlq([3, 4]) },
      { ...index, lengths: writeVlq([3, 0, 5]) },
      { ...index, files: [1, 2] },
      { ...index, files: [0, 0] },
      { ...index, files: [0, 3] },
      { ...index, files: [0, 'x'] },
      { ...index, firsts: 7 },
      null,
      'chunks',
    ]) {
      expect(readChunkIndex(broken)).toBeNull();
    }
  });
});
