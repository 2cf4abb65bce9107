/**
 * Where a split locale's records' texts are: files of records compressed one by one, so that a query reads the
 * bytes of the few records it ranks or shows (an HTTP range request each run of them) rather than files of whole
 * pages. Records are in id order, in blocks of {@link BLOCK} records; every record of a block takes the same
 * room, the largest of them rounded up to {@link UNIT} bytes, so that the root file need only say each block's
 * room (`textBlocks`) for a record's place to follow. A record's room holds the length of its compressed text
 * (four bytes, big-endian), the text (`deflate-raw` of the JSON of {@link RecordText}, compressed with the
 * locale's dictionary, {@link textDictionary}), then zeros. Pure.
 */

/** Records in a block. */
export const BLOCK = 16;
/** A block's room for each record is a multiple of this many bytes. */
export const UNIT = 16;
/** Bytes of the length before a record's compressed text. */
export const LENGTH_BYTES = 4;
/** Largest texts file: static hosts refuse files above 25 MiB (Cloudflare Pages). */
export const MAX_TEXTS_FILE = 20 * 1024 * 1024;
/**
 * Most bytes (UTF-8) of the dictionary the texts are compressed with: deflate refers back 32 KiB at most, and a
 * query's first texts bring it (in the root).
 */
export const DICTIONARY_BYTES = 16 * 1024;
/** Most characters a record gives the dictionary: the beginnings of many records rather than a few whole ones. */
const DICTIONARY_PIECE = 1024;

/** A record's text as its room holds it: what the browser shows of it and what the phrase filter reads. */
export type RecordText = [
  link: string,
  title: string,
  anchor: string,
  parents: string[],
  preview: string,
  content: string,
];

/** Where a record's room is: its file, and its bytes there. */
export interface TextPlace {
  file: number;
  start: number;
  /** One past the last byte. */
  end: number;
}

/** Reads the blocks' rooms and the files' first blocks of a root into the place of each record. */
export class TextLayout {
  /** Per block, its file and its first byte there. */
  private readonly blockFile: Int32Array;
  private readonly blockStart: Float64Array;

  constructor(
    /** Per block, the room of each of its records, in bytes. */
    private readonly rooms: readonly number[],
    /** Per file, its first block. */
    fileFirstBlocks: readonly number[],
    private readonly records: number,
  ) {
    this.blockFile = new Int32Array(rooms.length);
    this.blockStart = new Float64Array(rooms.length);
    let file = -1;
    let start = 0;
    rooms.forEach((room, block) => {
      if (fileFirstBlocks[file + 1] === block) {
        file++;
        start = 0;
      }
      this.blockFile[block] = file;
      this.blockStart[block] = start;
      start += room * Math.min(BLOCK, records - block * BLOCK);
    });
  }

  placeOf(id: number): TextPlace | null {
    if (id < 0 || id >= this.records) return null;
    const block = Math.floor(id / BLOCK);
    const room = this.rooms[block] ?? 0;
    const start = (this.blockStart[block] ?? 0) + (id % BLOCK) * room;
    return { file: this.blockFile[block] ?? -1, start, end: start + room };
  }
}

/**
 * What the records' texts are compressed with (zlib's preset dictionary): the beginnings of records spread over the
 * locale, so that what records share (links and headings of a section, words of the site) costs each a reference
 * rather than its letters. `textOf` gives the JSON of a record's {@link RecordText}.
 */
export function textDictionary<T>(records: readonly T[], textOf: (record: T) => string): string {
  const encoder = new TextEncoder();
  const taken = new Set<number>();
  let dictionary = '';
  let left = DICTIONARY_BYTES;
  // Records at halves, quarters, eighths... of the locale, until the dictionary is full or every record is in it.
  for (let k = 1; left > 0 && taken.size < records.length && k <= 4 * records.length + 64; k++) {
    const id = Math.floor(records.length * spread(k));
    const record = records[id];
    if (record === undefined || taken.has(id)) continue;
    taken.add(id);
    // Whole characters: a piece never ends inside a pair of surrogates, nor past the bytes left.
    let piece = textOf(record)
      .slice(0, DICTIONARY_PIECE)
      .replace(/[\uD800-\uDBFF]$/, '');
    while (encoder.encode(piece).length > left) piece = piece.slice(0, -1).replace(/[\uD800-\uDBFF]$/, '');
    dictionary += piece;
    left -= encoder.encode(piece).length;
  }
  return dictionary;
}

/** The k-th number of a sequence that spreads over [0, 1) evenly, however far it is read: k's bits reversed. */
function spread(k: number): number {
  let value = 0;
  for (let half = 0.5; k > 0; k >>= 1, half /= 2) if (k & 1) value += half;
  return value;
}

/**
 * What comes before a record's compressed text for it to be read without a preset dictionary, as a browser's
 * `DecompressionStream` takes none: the dictionary as a stored deflate block that is not the last, whose bytes a
 * record's compressed text then refers back to. Reading both gives the dictionary, then the text.
 */
export function dictionaryBlock(dictionary: Uint8Array): Uint8Array<ArrayBuffer> {
  const length = dictionary.length;
  if (length > 0xffff) throw new Error('search data: a dictionary longer than a stored block');
  const block = new Uint8Array(5 + length);
  // The block's header (not the last, stored) padded to a byte, then its length and the length's complement.
  block.set([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  block.set(dictionary, 5);
  return block;
}

/** The compressed text in a record's room; throws when the room does not hold one. */
export function compressedText(room: Uint8Array): Uint8Array {
  if (room.length < LENGTH_BYTES) throw new Error('search data: a record text shorter than its length');
  const length = new DataView(room.buffer, room.byteOffset, room.byteLength).getUint32(0);
  if (LENGTH_BYTES + length > room.length) throw new Error('search data: a record text longer than its room');
  return room.subarray(LENGTH_BYTES, LENGTH_BYTES + length);
}

/** A record's text read back from its JSON; throws at anything else. */
export function readRecordText(json: unknown): RecordText {
  const isText = (v: unknown): v is string => typeof v === 'string';
  if (
    Array.isArray(json) &&
    json.length === 6 &&
    isText(json[0]) &&
    isText(json[1]) &&
    isText(json[2]) &&
    Array.isArray(json[3]) &&
    json[3].every(isText) &&
    isText(json[4]) &&
    isText(json[5])
  ) {
    return json as RecordText;
  }
  throw new Error('search data: a record text is not [link, title, anchor, parents, preview, content]');
}
