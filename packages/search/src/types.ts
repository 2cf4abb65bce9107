/**
 * The contract between the build (which writes one search data file per locale) and the browser engine
 * (which reads it): the files, and what the browser reads from them.
 */
import type { WordTable, WordTableData } from './packed/word-table.ts';

/** One searchable piece of a page: the page top (before the first h2) or one h2/h3 section. */
export interface SearchRecord {
  /** The section's heading text; the page title for the page top. */
  title: string;
  /** The section's text, headings excluded. */
  content: string;
  /** The first words of the section, shown under a result. */
  preview: string;
  /** Route path of the page, e.g. `/docs/probes`. */
  link: string;
  /** Id of the section's heading; empty for the page top. */
  anchor: string;
  /** The headings above this one, page title first: `[]` for the page top, `[page]` for an h2, `[page, h2]` for an h3. */
  parents: string[];
}

/** What the index needs of a record; its preview and content are in their own lookups. */
export interface SearchEntry {
  title: string;
  parents: string[];
  link: string;
  anchor: string;
}

/** Texts of the search data (spec section 7: "options"). */
export interface SearchDataOptions {
  buttonLabel: string;
  placeholder: string;
}

/** Version of the data file format; the browser refuses any other. */
export const SEARCH_DATA_VERSION = 10;

/**
 * Records as a data file holds them (`packed/`): headings and texts as the codes of the locale's word
 * table, and of each record's parents, anchor and preview only what the browser cannot work out from the
 * records before it on its page. A record's id is its place in the locale: the records of the main file,
 * then those of each part in turn.
 */
export interface PackedRecords {
  version: typeof SEARCH_DATA_VERSION;
  /** The pages, in order, each with the number of its records (its page top first, then its sections). */
  pages: [path: string, records: number][];
  /** A character a record: its depth (the number of headings above it) and how its anchor is made (`packed/derived.ts`). */
  depths: string;
  /** Each record's heading, in codes; records separated by a space. */
  titles: string;
  /** Each record's text, in codes; records separated by a space. */
  contents: string;
  /** `[place in this file, anchor]` where the anchor is not the one its depth character makes. */
  anchors: [number, string][];
  /** `[place, parents]` where the headings above a record are not those of the records before it. */
  parents: [number, string[]][];
  /** `[place, preview]` where the preview is not the first words of the text (`engine/preview.ts`). */
  previews: [number, string][];
}

/**
 * A locale's search data file (`assets/search-<locale>-<hash>.json`): its first records, the word table
 * of the whole locale, the options, the synonyms and the reference pages. A large site's further records
 * are in `parts` (`assets/search-<locale>-<n>-<hash>.json`, each {@link PackedRecords}), so that the first
 * answers need not wait for all of them.
 */
export interface PackedSearchData extends PackedRecords, WordTableData {
  options: SearchDataOptions;
  /** Groups of words that stand for each other, in both directions: `[['msm', 'measurement']]`. */
  synonyms: string[][];
  /**
   * Paths of the locale's pages of the API reference: for plain words the search lists the guides first,
   * for identifiers (`page_size`) the reference.
   */
  referencePages: string[];
  /** URLs of the data files with the locale's further records, in order; empty for most sites. */
  parts: string[];
}

/** Records as the engine takes them: entries, stored previews and full texts, by position. */
export interface SearchRecords {
  /** The index data set: what is indexed and shown of each record. */
  index: SearchEntry[];
  /** Preview text; empty where it is the first words of the content, which the engine cuts (`engine/preview.ts`). */
  preview: string[];
  /** Full content text (the phrase filter reads it; the index is built from it). */
  content: string[];
}

/** A locale's main data file as the browser reads it: its records, and what the parts need. */
export interface SearchData extends SearchRecords {
  options: SearchDataOptions;
  synonyms: string[][];
  /**
   * Every term of the index as the encoder writes it (lower case, accents removed), sorted: the fuzzy
   * fallback's candidates, from the words of the whole locale's table.
   */
  vocabulary: string[];
  referencePages: string[];
  parts: string[];
  /** Reads the parts' headings and texts. */
  table: WordTable;
}

/**
 * Chunks of a split locale's data, each compressed on its own (`deflate-raw`) and laid end to end in files read
 * by byte ranges (`split/chunks.ts`): a query reads the few chunks its keys are in, however many a site has.
 */
export interface ChunkIndex {
  /** The first key of each chunk (a word, a term, a pair key), sorted, written as `words` is. */
  firsts: string;
  /** The length of each chunk in bytes: base-64 numbers (`split/slots.ts`). */
  lengths: string;
  /** The first chunk of each file, in order. */
  files: number[];
}

/**
 * A large locale's search data split in parts (`split/`), so that a query downloads only what it needs: this
 * root file (`assets/search-<locale>-<hash>.json`), and files read by byte ranges: chunks of the index's whole
 * words by word range (`search-<locale>-<hash>-words-<n>.bin`), of the terms with records of their own
 * (`-terms-<n>.bin`), of short terms' tops and of stop words' heading parts, of pair keys, and the records' texts,
 * each compressed on its own (`-texts-<n>.bin`, `split/record-texts.ts`).
 */
export interface SplitSearchData {
  version: typeof SEARCH_DATA_VERSION;
  split: true;
  options: SearchDataOptions;
  synonyms: string[][];
  /** Places (in the locale's page order) of the pages of the API reference. */
  referencePages: number[];
  /**
   * A character a record, in page order: its depth (`0`-`9`), as a letter (`a`-`j`) for the first record of a
   * page. A record's id is its place here.
   */
  structure: string;
  /** How many records each run of the data holds, in order: the index adds a run's records by depth (`addOrder`). */
  runs: number[];
  /**
   * Every word of the index, sorted: the vocabulary (see {@link SearchData.vocabulary}), each word written as
   * the length it shares with the one before and the rest (`writeWords` of `split/word-list.ts`).
   */
  words: string;
  /** A character a word, a hexadecimal digit of the flags `WORD_FLAGS` (`split/word-list.ts`). */
  flags: string;
  /**
   * The terms of one or two characters with more records in a field than a word's ranking reads of them
   * (`isShortTerm`): each has its top, its first records, in a chunk of tops beside its chunk of terms. Sorted,
   * written as `words` is.
   */
  topTerms: string;
  /**
   * Where the files below are: each file's URL is this followed by its name (`partName` of `split/split-data.ts`:
   * `words-0.bin`, `terms-0.bin`, `tops-0.bin`, `headings-0.bin`, `texts-0.bin`, `pairs-0.bin`); one hash of all
   * the files is in it.
   */
  parts: string;
  /** The chunks of the words' records, by word range (each word's entry as `PackedTerms` holds it). */
  wordChunks: ChunkIndex;
  /**
   * The chunks of the terms with records of their own (`isStoredTerm`: those of one or two characters, and the
   * parts whose words are in more than two chunks of words), by term range.
   */
  termChunks: ChunkIndex;
  /** The chunks of the tops of `topTerms`. */
  topChunks: ChunkIndex;
  /**
   * The chunks of the stop words' heading parts (`HeadingPart` of `engine/word-scores.ts`; every stop word of three
   * letters or more that a record holds has one), as `PackedHeadingParts` holds them.
   */
  headingChunks: ChunkIndex;
  /** Per block of records' texts, the room of each of its records, in units (base-64 numbers, `split/slots.ts`). */
  textBlocks: string;
  /**
   * What the records' texts are compressed with (`textDictionary` of `split/record-texts.ts`): beginnings of records
   * spread over the locale, at most 16 KiB.
   */
  textDictionary: string;
  /** The files of the records' texts: the first block of each, in order. */
  textFiles: number[];
  /** The chunks of the records' pair keys (`split/pair-chunks.ts`), by key range. */
  pairChunks: ChunkIndex;
}

/**
 * Whole words, or terms with records of their own, with their records as the index holds them, by field
 * (`split/slots.ts`, record numbers in the order the index adds them). For a word, after the heading's slots,
 * the records whose heading has the word where the index passes over it; for a term, the records whose heading
 * it begins a word of (not the word itself), then those where it only ends one (`FIT`).
 */
/** Stop words' heading parts: each one's records by place (`split/slots.ts`, record ids), and its holders. */
export interface PackedHeadingParts {
  version: typeof SEARCH_DATA_VERSION;
  terms: string[];
  places: string[];
  /** Per term, how many records hold it: base-64 numbers (`writeVlq`). */
  holders: string;
}

export interface PackedTerms {
  version: typeof SEARCH_DATA_VERSION;
  terms: string[];
  title: string[];
  content: string[];
}
