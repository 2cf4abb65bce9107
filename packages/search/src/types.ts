/**
 * The contract between the build (which writes one search data file per locale) and the browser engine
 * (which reads it). Everything here is plain JSON.
 */

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
export const SEARCH_DATA_VERSION = 1;

/** Records of a data file. A record's id is its position in `index`, `preview` and `content`. */
export interface SearchRecords {
  version: typeof SEARCH_DATA_VERSION;
  /** The index data set: what is indexed and shown of each record, by id. */
  index: SearchEntry[];
  /**
   * Preview text by id; empty where the preview is the first words of the content, which the browser
   * cuts again the same way (`engine/preview.ts`): storing those twice would make the file a fifth larger.
   */
  preview: string[];
  /** Full content text by id (the phrase filter reads it; the index is built from it). */
  content: string[];
}

/**
 * A locale's search data file (`assets/search-<locale>-<hash>.json`): the first records, the options,
 * the synonyms and the vocabulary of the whole locale. A large site's further records are in `parts`
 * (`assets/search-<locale>-<n>-<hash>.json`, each a {@link SearchRecords}), so that the first answers
 * need not wait for all of them.
 */
export interface SearchData extends SearchRecords {
  options: SearchDataOptions;
  /** Groups of words that stand for each other, in both directions: `[['msm', 'measurement']]`. */
  synonyms: string[][];
  /**
   * Every term of the index as the encoder writes it (lower case, accents removed, repeated letters
   * folded), sorted. The fuzzy fallback compares query words with these.
   */
  vocabulary: string[];
  /**
   * Paths of the locale's pages of the API reference: for plain words the search lists the guides first,
   * for identifiers (`page_size`) the reference.
   */
  referencePages: string[];
  /** URLs of the data files with the locale's further records, in order; empty for most sites. */
  parts: string[];
}
