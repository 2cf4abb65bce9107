/**
 * Build time: a locale's search data split in parts (`SplitSearchData`): the postings of every whole word of
 * the index in chunks by word range; in chunks of terms, those of the terms that have records of their own
 * (`isStoredTerm`: the terms of one or two characters, and the parts of words whose words are in more than two
 * chunks of words); short terms' tops, stop words' heading parts and pair keys in chunks too (`chunks.ts`); and
 * the records' texts compressed one by one (`record-texts.ts`), all in files read by byte ranges. Record numbers
 * in the postings are places in the order the index adds records (`addOrder`).
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
import { chunkFiles, type ChunkFiles, chunkIndex } from './chunks.ts';
import { pairChunks, pairRecords } from './pair-chunks.ts';
import { BLOCK, LENGTH_BYTES, MAX_TEXTS_FILE, type RecordText, textDictionary, UNIT } from './record-texts.ts';
import { isCoded, type PreferCoded, writeSlots, writeVlq } from './slots.ts';
import { CHUNK_KINDS, type ChunkKind, partName } from './split-data.ts';
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
   * Most characters of postings in a chunk of words, terms, tops or heading parts (a word or term with more has a
   * chunk of its own).
   */
  chunkChars: number;
  /** Largest file of texts or of chunks, in bytes. */
  fileBytes: number;
}

/**
 * A chunk of about 3 KiB compressed: what a rare word of a query costs beside its texts. The root says each chunk's
 * first key and length; see SPLIT-DATA.md, "Why these sizes".
 */
export const SPLIT_SIZES: SplitSizes = { chunkChars: 5_000, fileBytes: MAX_TEXTS_FILE };

/** Chunks of a kind as the build makes them: each one's first key and content, and the files they are laid in. */
export interface Chunked<T> {
  chunks: { first: string; data: T }[];
  files: ChunkFiles;
}

/** Chunks compressed one by one (their JSON, or their text) and laid end to end in files of at most `size` bytes. */
export function chunked<T>(chunks: { first: string; data: T }[], size: number): Chunked<T> {
  const texts = chunks.map(({ data }) => (typeof data === 'string' ? data : JSON.stringify(data)));
  return {
    chunks,
    files: chunkFiles(
      texts.map((text) => deflateRawSync(text)),
      size,
    ),
  };
}

/** A split locale's files by name ({@link partName}), to be stored where the root's `parts` says. */
export function partFiles(files: SplitFiles): (readonly [name: string, body: Uint8Array])[] {
  return [
    ...(Object.entries(CHUNK_KINDS) as [ChunkKind, (typeof CHUNK_KINDS)[ChunkKind]][]).flatMap(([kind, key]) =>
      files[key].files.files.map((file, n) => [partName(kind, n), file.data] as const),
    ),
    ...files.textFiles.map((file, n) => [partName('texts-', n), file.data] as const),
  ];
}

/** The root of split data whose files ({@link partFiles}) are at `parts` followed by their names. */
export function rootOf(files: SplitFiles, parts: string): SplitSearchData {
  const indexOf = (of: Chunked<unknown>) =>
    chunkIndex(
      of.chunks.map((chunk) => chunk.first),
      of.files,
    );
  return {
    ...files.root,
    parts,
    wordChunks: indexOf(files.wordChunks),
    termChunks: indexOf(files.termChunks),
    topChunks: indexOf(files.topChunks),
    headingChunks: indexOf(files.headingChunks),
    pairChunks: indexOf(files.pairChunks),
    textFiles: files.textFiles.map((file) => file.firstBlock),
  };
}

/** A locale's split search data: the root without the files' URLs, and the chunks and files the root says of. */
export interface SplitFiles {
  root: Omit<SplitSearchData, 'parts' | (typeof CHUNK_KINDS)[ChunkKind] | 'textFiles'>;
  wordChunks: Chunked<PackedTerms>;
  termChunks: Chunked<PackedTerms>;
  topChunks: Chunked<PackedTerms>;
  headingChunks: Chunked<PackedHeadingParts>;
  /** Each chunk's text (`pair-chunks.ts`). */
  pairChunks: Chunked<string>;
  textFiles: { firstBlock: number; data: Uint8Array }[];
}

/** The records' pair keys (`word-pairs.ts`) in chunks (`pair-chunks.ts`), in files of at most `size` bytes. */
function pairChunksOf(records: readonly SearchRecord[], size: number): Chunked<string> {
  const chunks = pairChunks(pairRecords(records.map((record) => indexedText(record, record.content))));
  return chunked(
    chunks.map((chunk) => ({ first: chunk.first, data: chunk.text })),
    size,
  );
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

/** A term as a chunk of terms holds it: its heading's and its text's records, written. */
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
 * Entries in order, in chunks of at most `size` characters of postings: a chunk ends before an entry that would
 * take it past the size, so that a frequent word's records (tens of kilobytes) have a chunk of their own and a rare
 * word, looked up as often, never comes with them.
 */
function packInChunks(entries: readonly WrittenTerm[], size: number): WrittenTerm[][] {
  const chunks: WrittenTerm[][] = [];
  let chars = 0;
  for (const entry of entries) {
    const chunk = chunks.at(-1);
    if (!chunk || (chars > 0 && chars + charsOf(entry) > size)) {
      chunks.push([entry]);
      chars = charsOf(entry);
    } else {
      chunk.push(entry);
      chars += charsOf(entry);
    }
  }
  return chunks;
}

/** Terms with their records in chunks of at most `size` characters ({@link packInChunks}), each with its first term. */
export function termChunks(entries: readonly WrittenTerm[], size: number): { first: string; data: PackedTerms }[] {
  return packInChunks(entries, size).map((chunk) => ({
    first: chunk[0]?.term ?? '',
    data: {
      version: SEARCH_DATA_VERSION,
      terms: chunk.map((entry) => entry.term),
      title: chunk.map((entry) => entry.title),
      content: chunk.map((entry) => entry.content),
    },
  }));
}

/**
 * A static host in memory for an engine of the build: these files by name, range requests answered as hosts
 * answer them (206 and the bytes asked for), any other request with the whole file.
 */
export function memoryFetch(
  files: ReadonlyMap<string, Uint8Array>,
): (url: string, init?: RequestInit) => Promise<Response> {
  return (url, init) => {
    const body = files.get(new URL(url).pathname.replace(/^.*\//, ''));
    if (!body) return Promise.resolve(new Response('', { status: 404, statusText: 'no such file' }));
    const [, start, end] = /^bytes=(\d+)-(\d+)$/.exec(new Headers(init?.headers).get('range') ?? '') ?? [];
    if (start === undefined || end === undefined) return Promise.resolve(new Response(body as Uint8Array<ArrayBuffer>));
    return Promise.resolve(new Response(body.slice(Number(start), Number(end) + 1), { status: 206 }));
  };
}

/**
 * The stop words' heading parts (`HeadingPart`), from the chunks of words and terms as the browser reads them (an
 * engine of the split data, in memory): every stop word of three letters or more that a record holds.
 */
async function headingChunksOf(
  files: Omit<SplitFiles, 'headingChunks'>,
  encode: (text: string) => string[],
  sizes: SplitSizes,
): Promise<SplitFiles['headingChunks']> {
  const split: SplitFiles = { ...files, headingChunks: { chunks: [], files: { lengths: [], files: [] } } };
  const engine = new SplitSearchEngine(rootOf(split, '/'), {
    url: 'http://build.invalid/root.json',
    root: '/',
    fetch: memoryFetch(new Map(partFiles(split))),
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
  const chunks = packInChunks(entries, sizes.chunkChars).map((chunk): { first: string; data: PackedHeadingParts } => ({
    first: chunk[0]?.term ?? '',
    data: {
      version: SEARCH_DATA_VERSION,
      terms: chunk.map((entry) => entry.term),
      places: chunk.map((entry) => entry.title),
      holders: writeVlq(chunk.map((entry) => holders.get(entry.term) ?? 0)),
    },
  }));
  return chunked(chunks, sizes.fileBytes);
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
   * A term with records of its own as a chunk of terms holds it (those of a short term are counted already); or
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
  // records than the ranking of a query's words reads (`isShortTerm`) has its top in a chunk of tops too: "a" of
  // 10,000 pages is 52 KiB, its top 2.
  const topEntries = shortTerms
    .filter(
      (term) =>
        (wordIds.has(term) || STOP_WORDS.has(term)) &&
        FIELDS.some((field) => countOf(postings[field].short.postings.get(term) ?? []) > SHORT_TERM_LIMIT),
    )
    .map((term) => storedEntry(term, SHORT_TERM_LIMIT));
  const topChunks = chunked(termChunks(topEntries, sizes.chunkChars), sizes.fileBytes);

  const pairs = pairChunksOf(records, sizes.fileBytes);
  const textFiles = textFilesOf(await compressed, sizes.fileBytes);
  // The words in chunks; then the parts whose words are in more than two chunks of words have records of their own,
  // in chunks of terms.
  const wordChunks = chunked(termChunks(wordEntries, sizes.chunkChars), sizes.fileBytes);
  const chunkOf = new Map(wordChunks.chunks.flatMap((chunk, n) => chunk.data.terms.map((word) => [word, n] as const)));
  const storedEntries = [...holders]
    .filter(([term, words]) => isStoredTerm(term, words, (word) => chunkOf.get(word) ?? -1))
    .map(([term]) => storedEntry(term))
    .concat(shortEntries)
    .sort((a, b) => (a.term < b.term ? -1 : 1));

  const files: Omit<SplitFiles, 'headingChunks'> = {
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
    },
    wordChunks,
    termChunks: chunked(termChunks(storedEntries, sizes.chunkChars), sizes.fileBytes),
    topChunks,
    pairChunks: pairs,
    textFiles: textFiles.files,
  };
  return { ...files, headingChunks: await headingChunksOf(files, (text) => encoder.encode(text), sizes) };
}
