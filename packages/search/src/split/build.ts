/**
 * Build time: a locale's search data split in parts (`SplitSearchData`): the postings of every whole word of
 * the index in files by word range; in files of terms, those of the terms that have records of their own
 * (`isStoredTerm`: the terms of one or two characters, and the parts of words whose words are in more than two
 * files of words); and the records' texts compressed one by one in files read by byte ranges
 * (`record-texts.ts`). Record numbers in the postings are places in the order the index adds records (`addOrder`).
 */
import { Worker } from 'node:worker_threads';
import { deflateRawSync } from 'node:zlib';
import { addOrder } from '../engine/add-order.ts';
import { createEncoder } from '../engine/encoder.ts';
import { FIELDS, isShortTerm, SHORT_TERM_LIMIT } from '../engine/flex-index.ts';
import { STOP_WORDS } from '../engine/query-words.ts';
import { indexedText } from '../engine/indexed-text.ts';
import { FIT, fitIn } from '../engine/word-scores.ts';
import { storedPreview } from '../engine/preview.ts';
import {
  type PackedHeadingParts,
  type PackedTerms,
  SEARCH_DATA_VERSION,
  type SearchRecord,
  type SplitSearchData,
} from '../types.ts';
import { normalizeSynonyms, type SearchDataSource } from '../build/search-data.ts';
import {
  type AddedWord,
  addedWords,
  addPostings,
  countOf,
  distinctTerms,
  longerWords,
  partsOf,
  type Slots,
  termSlots,
  topOf,
} from './postings.ts';
import { pairChunks, pairRecords } from './pair-chunks.ts';
import { BLOCK, LENGTH_BYTES, MAX_TEXTS_FILE, type RecordText, textDictionary, UNIT } from './record-texts.ts';
import { isCoded, type PreferCoded, writeSlots, writeVlq } from './slots.ts';
import { partName } from './split-data.ts';
import { SplitSearchEngine } from './split-engine.ts';
import { isStoredTerm, MADE_FROM_WORDS, WORD_FLAGS, writeWords } from './word-list.ts';

/**
 * How much shorter than its gaps compressed alone a coded list must be to be written coded: gzip finds what
 * the lists of a file share, which a list compressed alone does not show. On 10,000 pages of measurement prose,
 * its files of words and terms coded in place were 14 % smaller in all at this margin, 12 % at none (files of
 * rare words' records larger than before) and 6 % at 25 %.
 */
const CODED_MARGIN = 1.1;

/** Whether a list of records is written range-coded: its base 64 is six bits a character once the host compresses it. */
const codedIsShorter: PreferCoded = (coded, gaps) => coded.length * 0.75 * CODED_MARGIN < deflateRawSync(gaps).length;
/** How the parts are cut. */
export interface SplitSizes {
  /**
   * Most characters of postings in a file of words or terms, unless the host's limit on files asks for larger files
   * (a word or term with more has a file of its own).
   */
  termFileChars: number;
  /** Largest file of texts, in bytes. */
  textFileBytes: number;
}

export const SPLIT_SIZES: SplitSizes = { termFileChars: 20_000, textFileBytes: MAX_TEXTS_FILE };

/** The share of the files a host takes that the files of words may have; the files of terms have the rest. */
const WORD_FILES_SHARE = 2 / 3;

/** A split locale's files by name ({@link partName}), to be stored where the root's `parts` says. */
export function partFiles(files: SplitFiles): (readonly [name: string, body: string | Uint8Array])[] {
  return [
    ...files.wordFiles.map((file, n) => [partName('w', n), JSON.stringify(file.data)] as const),
    ...files.termFiles.map((file, n) => [partName('t', n), JSON.stringify(file.data)] as const),
    ...files.topFiles.map((file, n) => [partName('top', n), JSON.stringify(file.data)] as const),
    ...files.headingFiles.map((file, n) => [partName('h', n), JSON.stringify(file.data)] as const),
    ...files.textFiles.map((file, n) => [partName('texts-', n), file.data] as const),
    ...files.pairFiles.map((file, n) => [partName('pairs-', n), file.data] as const),
  ];
}

/** The root of split data whose files ({@link partFiles}) are at `parts` followed by their names. */
export function rootOf(files: SplitFiles, parts: string): SplitSearchData {
  return {
    ...files.root,
    parts,
    wordFiles: writeWords(files.wordFiles.map((file) => file.first)),
    termFiles: writeWords(files.termFiles.map((file) => file.first)),
    topFiles: writeWords(files.topFiles.map((file) => file.first)),
    headingFiles: writeWords(files.headingFiles.map((file) => file.first)),
    textFiles: files.textFiles.map((file) => file.firstBlock),
    pairFiles: files.pairFiles.map((file) => file.firstChunk),
  };
}

/** A locale's split search data: the root without the files' URLs, and the files, each with what the root says of it. */
export interface SplitFiles {
  root: Omit<
    SplitSearchData,
    'parts' | 'wordFiles' | 'termFiles' | 'topFiles' | 'headingFiles' | 'textFiles' | 'pairFiles'
  >;
  wordFiles: { first: string; data: PackedTerms }[];
  termFiles: { first: string; data: PackedTerms }[];
  topFiles: { first: string; data: PackedTerms }[];
  headingFiles: { first: string; data: PackedHeadingParts }[];
  textFiles: { firstBlock: number; data: Uint8Array }[];
  pairFiles: { firstChunk: number; data: Uint8Array }[];
}

/** The records' pair keys (`word-pairs.ts`) in compressed chunks (`pair-chunks.ts`), in files of at most `size` bytes. */
function pairFilesOf(records: readonly SearchRecord[], size: number) {
  const chunks = pairChunks(pairRecords(records.map((record) => indexedText(record, record.content))));
  const compressed = chunks.map((chunk) => deflateRawSync(chunk.text));
  const files: { firstChunk: number; parts: Uint8Array[]; bytes: number }[] = [];
  compressed.forEach((bytes, chunk) => {
    const last = files.at(-1);
    if (!last || last.bytes + bytes.length > size)
      files.push({ firstChunk: chunk, parts: [bytes], bytes: bytes.length });
    else {
      last.parts.push(bytes);
      last.bytes += bytes.length;
    }
  });
  return {
    firsts: chunks.map((chunk) => chunk.first),
    lengths: compressed.map((bytes) => bytes.length),
    files: files.map(({ firstChunk, parts }) => ({ firstChunk, data: Buffer.concat(parts) })),
  };
}

/**
 * A thread that compresses texts, each on its own (raw deflate, with the dictionary it is given): for each batch
 * it is sent, it answers with their bytes end to end and where each ends. Code of its own, so that the thread
 * loads nothing else.
 */
const COMPRESSOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { deflateRawSync } = require('node:zlib');
const options = { dictionary: Buffer.from(workerData, 'utf8') };
parentPort.on('message', (texts) => {
  const parts = texts.map((text) => deflateRawSync(text, options));
  const ends = new Uint32Array(parts.length);
  let end = 0;
  parts.forEach((part, i) => (ends[i] = end += part.length));
  const bytes = new Uint8Array(end);
  parts.forEach((part, i) => bytes.set(part, ends[i] - part.length));
  parentPort.postMessage({ bytes, ends }, [bytes.buffer, ends.buffer]);
});
`;

/** Records' texts sent to the compressing thread at a time: the texts of one batch are in memory at once. */
const COMPRESS_BATCH = 1000;

/** A record's text as its room holds it, before it is compressed: the JSON of its {@link RecordText}. */
function recordTextOf(record: SearchRecord): string {
  const text: RecordText = [
    record.link,
    record.title,
    record.anchor,
    record.parents,
    storedPreview(record.preview, record.content),
    record.content,
  ];
  return JSON.stringify(text);
}

/**
 * The records' texts, compressed one by one with the dictionary in a thread of their own: the postings are made
 * on the main thread meanwhile. The texts go in batches, in order, and come back in order.
 */
function compressTexts(records: readonly SearchRecord[], dictionary: string): Promise<Uint8Array[]> {
  const batches = Math.ceil(records.length / COMPRESS_BATCH);
  if (batches === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const worker = new Worker(COMPRESSOR, { eval: true, workerData: dictionary });
    const compressed: Uint8Array[] = [];
    let answered = 0;
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the thread compressing search texts stopped (${code})`)));
    worker.on('message', ({ bytes, ends }: { bytes: Uint8Array; ends: Uint32Array }) => {
      ends.forEach((end, i) => compressed.push(bytes.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), end)));
      if (++answered < batches) return;
      void worker.terminate();
      resolve(compressed);
    });
    for (let first = 0; first < records.length; first += COMPRESS_BATCH) {
      worker.postMessage(records.slice(first, first + COMPRESS_BATCH).map(recordTextOf));
    }
  });
}

/** The records' compressed texts in rooms of blocks (`record-texts.ts`), in files of at most `size` bytes. */
function textFilesOf(texts: readonly Uint8Array[], size: number): { rooms: number[]; files: SplitFiles['textFiles'] } {
  const rooms: number[] = [];
  /** Per file, its first block and its bytes. */
  const cuts: { firstBlock: number; bytes: number }[] = [];
  for (let first = 0, block = 0; first < texts.length; first += BLOCK, block++) {
    let longest = 0;
    for (let i = first; i < first + BLOCK && i < texts.length; i++) longest = Math.max(longest, texts[i]?.length ?? 0);
    const room = Math.ceil((LENGTH_BYTES + longest) / UNIT) * UNIT;
    const bytes = room * Math.min(BLOCK, texts.length - first);
    const last = cuts.at(-1);
    if (!last || last.bytes + bytes > size) cuts.push({ firstBlock: block, bytes });
    else last.bytes += bytes;
    rooms.push(room);
  }
  const files = cuts.map(({ firstBlock, bytes }) => ({ firstBlock, data: Buffer.alloc(bytes) }));
  let file = -1;
  let at = 0;
  rooms.forEach((room, block) => {
    if (files[file + 1]?.firstBlock === block) [file, at] = [file + 1, 0];
    const data = files[file]?.data;
    for (let i = block * BLOCK; i < (block + 1) * BLOCK && i < texts.length; i++, at += room) {
      const text = texts[i] ?? new Uint8Array(0);
      data?.writeUInt32BE(text.length, at);
      data?.set(text, at + LENGTH_BYTES);
    }
  });
  return { rooms, files };
}

type Field = 'title' | 'content';

/** A field's postings: of each whole word, and of each term of one or two characters. */
interface FieldPostings {
  words: Map<string, Slots>;
  short: ShortPostings;
}

/** The parts of one or two characters of a word (its starts, and its ends shorter than it), each once. */
const shortParts = (word: string): string[] => partsOf(word).filter((part) => part.length < MADE_FROM_WORDS);

/**
 * The postings of the short terms, record by record in the index's order: a short term takes the slot of the
 * first added word of the record holding it as a part, as FlexSearch adds it once.
 */
class ShortPostings {
  readonly postings = new Map<string, Slots>();
  private readonly parts = new Map<string, string[]>();
  /** Per short term, the last record given it. */
  private readonly last = new Map<string, number>();

  add(rank: number, words: readonly AddedWord[]): void {
    for (const { word, slot } of words) {
      let parts = this.parts.get(word);
      if (!parts) this.parts.set(word, (parts = shortParts(word)));
      for (const part of parts) {
        if (this.last.get(part) === rank) continue;
        this.last.set(part, rank);
        let slots = this.postings.get(part);
        if (!slots) this.postings.set(part, (slots = []));
        (slots[slot] ??= []).push(rank);
      }
    }
  }
}

/** A term as a file of terms holds it: its heading's and its text's records, written. */
export interface WrittenTerm {
  term: string;
  title: string;
  content: string;
}

/**
 * How many characters of gaps a character of a coded list stands for in a file's size: base 64 of coded bytes
 * compresses to about 6 bits a character, gaps to about 4 (on 10,000 pages, 0.87 and 0.58 bytes a character), so
 * that a file of either kind holds about as many bytes and a rare word never comes with more than it did.
 */
const CODED_CHAR_WEIGHT = 1.5;
const sizeOf = (list: string): number => (isCoded(list) ? list.length * CODED_CHAR_WEIGHT : list.length);
const charsOf = (entry: WrittenTerm): number => entry.term.length + sizeOf(entry.title) + sizeOf(entry.content);

/**
 * Entries in order, in files of at most `size` characters of postings: a file ends before an entry that would take
 * it past the size, so that a frequent word's records (tens of kilobytes) have a file of their own and a rare word,
 * looked up as often, never comes with them.
 */
function packInFiles(entries: readonly WrittenTerm[], size: number): WrittenTerm[][] {
  const files: WrittenTerm[][] = [];
  let chars = 0;
  for (const entry of entries) {
    const file = files.at(-1);
    if (!file || (chars > 0 && chars + charsOf(entry) > size)) {
      files.push([entry]);
      chars = charsOf(entry);
    } else {
      file.push(entry);
      chars += charsOf(entry);
    }
  }
  return files;
}

/**
 * Files of terms in at most `most` files (at least one), each as small as that allows but not below `least`
 * characters: the smallest size whose packing fits (the fewest files a size can give is what `packInFiles` gives,
 * and fewer the larger the size).
 */
export function termFiles(
  entries: readonly WrittenTerm[],
  least: number,
  most: number,
): { first: string; data: PackedTerms }[] {
  return packedFiles(entries, least, most).map((file) => ({
    first: file[0]?.term ?? '',
    data: {
      version: SEARCH_DATA_VERSION,
      terms: file.map((entry) => entry.term),
      title: file.map((entry) => entry.title),
      content: file.map((entry) => entry.content),
    },
  }));
}

/** Entries in at most `most` files, each as small as that allows but not below `least` characters. */
function packedFiles(entries: readonly WrittenTerm[], least: number, most: number): WrittenTerm[][] {
  let low = least;
  let high = Math.max(
    least,
    entries.reduce((sum, entry) => sum + charsOf(entry), 0),
  );
  while (low < high) {
    const size = Math.floor((low + high) / 2);
    if (packInFiles(entries, size).length <= most) high = size;
    else low = size + 1;
  }
  return packInFiles(entries, low);
}

/**
 * Most files of heading parts, and fewest characters of one: the parts of a query's stop words are a few
 * kilobytes at most (on 10,000 pages of measurement prose "the" is 5 KiB and most under 1), which a file of 20,000
 * characters would bring with others.
 */
const HEADING_FILES = 16;
const HEADING_FILE_CHARS = 4_000;

/**
 * The stop words' heading parts (`HeadingPart`), from the files of words and terms as the browser reads them (an
 * engine of the split data, in memory): every stop word of three letters or more that a record holds.
 */
async function headingFilesOf(
  files: Omit<SplitFiles, 'headingFiles'>,
  encode: (text: string) => string[],
): Promise<SplitFiles['headingFiles']> {
  const split = { ...files, headingFiles: [] };
  // Only the files of words and terms are read, and only those of stop words: each written when it is asked for.
  const named = new Map([
    ...files.wordFiles.map((file, n) => [partName('w', n), file.data] as const),
    ...files.termFiles.map((file, n) => [partName('t', n), file.data] as const),
  ]);
  const fetch = (url: string): Promise<Response> => {
    const data = named.get(new URL(url).pathname.slice(1));
    return Promise.resolve(
      data ? new Response(JSON.stringify(data)) : new Response('', { status: 404, statusText: 'no such file' }),
    );
  };
  const engine = new SplitSearchEngine(rootOf(split, ''), {
    url: 'http://build.invalid/root.json',
    root: '/',
    fetch,
    onChange: () => {},
  });
  const terms = [...new Set([...STOP_WORDS].flatMap((word) => encode(word)))]
    .filter((term) => !isShortTerm(term))
    .sort();
  const entries: WrittenTerm[] = [];
  const holders = new Map<string, number>();
  for (const term of terms) {
    const part = await engine.headingPartOf(term);
    if (part.holders === 0) continue;
    holders.set(term, part.holders);
    entries.push({ term, title: writeSlots(part.places as Slots, [], codedIsShorter), content: '' });
  }
  return packedFiles(entries, HEADING_FILE_CHARS, HEADING_FILES).map((file) => ({
    first: file[0]?.term ?? '',
    data: {
      version: SEARCH_DATA_VERSION,
      terms: file.map((entry) => entry.term),
      places: file.map((entry) => entry.title),
      holders: writeVlq(file.map((entry) => holders.get(entry.term) ?? 0)),
    },
  }));
}

/**
 * Most search files of a locale of this many pages: one per 20 pages, and 100 more, so that a static host's
 * limit on files is never reached by search (Cloudflare Pages takes 20,000 files a site).
 */
export const maxSearchFiles = (pages: number): number => Math.floor(pages / 20) + 100;

/** The structure of the root: a character a record, its depth, a letter for the first record of a page. */
function structureOf(records: readonly SearchRecord[]): string {
  return records
    .map((record, i) => {
      const depth = Math.min(9, record.parents.length);
      const first = i === 0 || records[i - 1]?.link !== record.link;
      return first ? String.fromCharCode(97 + depth) : String(depth);
    })
    .join('');
}

/** A locale's search data in parts; `runs` are the records as the one-file data would cut them, in page order. */
export async function buildSplitFiles(
  runs: readonly (readonly SearchRecord[])[],
  source: SearchDataSource,
  sizes: SplitSizes = SPLIT_SIZES,
): Promise<SplitFiles> {
  const records = runs.flat();
  const dictionary = textDictionary(records, recordTextOf);
  const compressed = compressTexts(records, dictionary);
  const order: number[] = [];
  for (const run of runs)
    order.push(
      ...addOrder(
        run.map((r) => r.parents.length),
        order.length,
      ),
    );

  // Each record's distinct terms, by field, as numbers of the words: a large site has millions of them.
  const encoder = createEncoder();
  const wordIds = new Map<string, number>();
  const wordOf: string[] = [];
  const idsOf = (text: string): Int32Array =>
    Int32Array.from(distinctTerms(encoder, text), (term) => {
      let id = wordIds.get(term);
      if (id === undefined) {
        wordIds.set(term, (id = wordOf.length));
        wordOf.push(term);
      }
      return id;
    });
  const texts: Record<Field, Int32Array[]> = { title: [], content: [] };
  for (const id of order) {
    const record = records[id];
    texts.title.push(idsOf(record?.title ?? ''));
    texts.content.push(record ? idsOf(indexedText(record, record.content)) : new Int32Array(0));
  }
  const termsOf = (ids: Int32Array): string[] => Array.from(ids, (id) => wordOf[id] ?? '');
  const longer = longerWords(wordOf);
  const longerOf = (term: string): string[] => longer.get(term) ?? [];

  const postings: Record<Field, FieldPostings> = {
    title: { words: new Map(), short: new ShortPostings() },
    content: { words: new Map(), short: new ShortPostings() },
  };
  /** Per word, the records whose heading has it where the index passes over it. */
  const passed = new Map<string, number[]>();
  for (const field of ['title', 'content'] as const) {
    texts[field].forEach((ids, rank) => {
      const terms = termsOf(ids);
      const added = addedWords(terms, longerOf);
      addPostings(postings[field].words, rank, added);
      postings[field].short.add(rank, added);
      if (field !== 'title' || added.length === terms.length) return;
      const kept = new Set(added.map((a) => a.word));
      for (const term of terms) if (!kept.has(term)) passed.set(term, [...(passed.get(term) ?? []), rank]);
    });
  }

  // The words of the texts the index reads, headings and parents in them: the vocabulary (`vocabularyOf`).
  const words = [...wordOf].sort();
  const flags = words.map((word) => {
    let flag = 0;
    if (postings.content.words.has(word)) flag |= WORD_FLAGS.text;
    if (postings.title.words.has(word) || passed.has(word)) flag |= WORD_FLAGS.heading;
    if (postings.title.words.has(word)) flag |= WORD_FLAGS.headingAdded;
    return flag.toString(16);
  });

  const pageStarts = records.flatMap((r, i) => (i === 0 || records[i - 1]?.link !== r.link ? [i] : []));
  const reference = new Set(source.referencePages ?? []);

  const wordEntries = words
    .filter((word) => postings.title.words.has(word) || passed.has(word) || postings.content.words.has(word))
    .map((word) => ({
      term: word,
      title: writeSlots(postings.title.words.get(word) ?? [], [passed.get(word) ?? []], codedIsShorter),
      content: writeSlots(postings.content.words.get(word) ?? [], [], codedIsShorter),
    }));
  // Each part of a word (a term FlexSearch adds) whose records may be made from words, and the words holding it.
  const holders = new Map<string, string[]>();
  for (const { term: word } of wordEntries) {
    for (const part of partsOf(word)) {
      if (part.length < MADE_FROM_WORDS) continue;
      const list = holders.get(part);
      if (list) list.push(word);
      else holders.set(part, [word]);
    }
  }
  /** Of a stored term's heading records, those whose heading it begins a word of, and those where it only ends one. */
  const fits = (title: Slots, term: string): [number[], number[]] => {
    const lists: [number[], number[]] = [[], []];
    for (const rank of title.flat().sort((a, b) => a - b)) {
      const fit = fitIn(term, termsOf(texts.title[rank] ?? new Int32Array(0)));
      if (fit === FIT.start) lists[0].push(rank);
      else if (fit === FIT.end) lists[1].push(rank);
    }
    return lists;
  };
  /**
   * A term with records of its own as a file of terms holds it (those of a short term are counted already); or
   * only its first `top` records a field.
   */
  const storedEntry = (term: string, top = Infinity): WrittenTerm => {
    const slotsOf = (field: Field): Slots =>
      topOf(
        term.length < MADE_FROM_WORDS
          ? (postings[field].short.postings.get(term) ?? [])
          : termSlots(
              term,
              (holders.get(term) ?? []).map((word) => [word, postings[field].words.get(word) ?? []] as const),
            ),
        top,
      );
    const title = slotsOf('title');
    return {
      term,
      title: writeSlots(title, fits(title, term), codedIsShorter),
      content: writeSlots(slotsOf('content'), [], codedIsShorter),
    };
  };
  const shortTerms = [
    ...new Set([...postings.title.short.postings.keys(), ...postings.content.short.postings.keys()]),
  ].sort();
  const shortEntries = shortTerms.map((term) => storedEntry(term));
  // A short term that a reader types as a word (a word of the docs, "ip", or a stop word, "a", "do", "I") of more
  // records than the ranking of a query's words reads (`isShortTerm`) has its top in a file of tops too: "a" of
  // 10,000 pages is 52 KiB, its top 2.
  const topEntries = shortTerms
    .filter(
      (term) =>
        (wordIds.has(term) || STOP_WORDS.has(term)) &&
        FIELDS.some((field) => countOf(postings[field].short.postings.get(term) ?? []) > SHORT_TERM_LIMIT),
    )
    .map((term) => storedEntry(term, SHORT_TERM_LIMIT));
  const topFiles = termFiles(topEntries, sizes.termFileChars, Number.MAX_SAFE_INTEGER);

  const pairs = pairFilesOf(records, sizes.textFileBytes);
  const textFiles = textFilesOf(await compressed, sizes.textFileBytes);
  /**
   * The files of words and of terms in the files a host takes beside the root, the texts, the pairs, the tops and
   * `headings` files of heading parts: most for the words, which every query looks up; then the parts whose words
   * are in too many files of words have records of their own too, in the files left.
   */
  const written = new Map<string, WrittenTerm>();
  /** A term's entry as `storedEntry` writes it, once: it is the same whatever the packing. */
  const ownEntry = (term: string): WrittenTerm => {
    let entry = written.get(term);
    if (!entry) written.set(term, (entry = storedEntry(term)));
    return entry;
  };
  const packed = (headings: number) => {
    const room = Math.max(
      2,
      maxSearchFiles(pageStarts.length) - 1 - textFiles.files.length - pairs.files.length - topFiles.length - headings,
    );
    const wordFiles = termFiles(wordEntries, sizes.termFileChars, Math.floor(room * WORD_FILES_SHARE));
    const fileOf = new Map(wordFiles.flatMap((file, n) => file.data.terms.map((word) => [word, n] as const)));
    const storedEntries = [...holders]
      .filter(([term, words]) => isStoredTerm(term, words, (word) => fileOf.get(word) ?? -1))
      .map(([term]) => ownEntry(term))
      .concat(shortEntries)
      .sort((a, b) => (a.term < b.term ? -1 : 1));
    return { wordFiles, termFiles: termFiles(storedEntries, sizes.termFileChars, room - wordFiles.length) };
  };
  // The heading parts are made from files packed with room for the most files of them; the files of words and
  // terms are packed again with the room they leave (a part is the same whatever the packing).
  let { wordFiles, termFiles: ownFiles } = packed(HEADING_FILES);

  const files: Omit<SplitFiles, 'headingFiles'> = {
    root: {
      version: SEARCH_DATA_VERSION,
      split: true,
      options: { buttonLabel: source.options.buttonLabel, placeholder: source.options.placeholder },
      synonyms: normalizeSynonyms(source.synonyms ?? []),
      referencePages: pageStarts.flatMap((start, page) => (reference.has(records[start]?.link ?? '') ? [page] : [])),
      structure: structureOf(records),
      runs: runs.map((run) => run.length),
      words: writeWords(words),
      flags: flags.join(''),
      topTerms: writeWords(topEntries.map((entry) => entry.term)),
      textBlocks: writeVlq(textFiles.rooms.map((room) => room / UNIT)),
      textDictionary: dictionary,
      pairKeys: writeWords(pairs.firsts),
      pairChunks: writeVlq(pairs.lengths),
    },
    wordFiles,
    termFiles: ownFiles,
    topFiles,
    textFiles: textFiles.files,
    pairFiles: pairs.files,
  };
  const headingFiles = await headingFilesOf(files, (text) => encoder.encode(text));
  if (headingFiles.length < HEADING_FILES) ({ wordFiles, termFiles: ownFiles } = packed(headingFiles.length));
  return { ...files, wordFiles, termFiles: ownFiles, headingFiles };
}
