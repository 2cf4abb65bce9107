import type { SearchEntry } from '../types.ts';
import { createEncoder } from './encoder.ts';
import type { RankedRecords } from './ranked-strategy.ts';
import { remember } from './remember.ts';
import { fitIn } from './word-scores.ts';
import { isWordCode, phrasePairKeys, saidPairKeys, saidWords, type WordPairs } from './word-pairs.ts';

/** Records whose lower-case text is kept for the identifier and phrase checks of the next queries. */
const LOWER_TEXTS_KEPT = 1000;

export interface StoredRecord {
  entry: SearchEntry;
  preview: string;
  /** Heading path, heading and content: what the phrase filter reads. */
  fullText: string;
}

/** The list of no records (and of no terms): shared, never changed. */
const NO_RECORDS: readonly never[] = Object.freeze([]);

/**
 * The engine's records by id, and how they relate: each record knows the records of the headings above it
 * (its page's top, and for an h3 the h2 too) and those below it, so that the ranking can tell that a page
 * title holds a word for each of its sections.
 *
 * Records are placed in page order, each with its depth (the number of headings above it): with its text at
 * once (`push`, a data file in one piece), or first placed and given their texts when those arrive (`place`
 * then `fill`, a split data file), when a record asked for before is noted (`takeMissing`).
 */
export class RecordTable implements RankedRecords {
  private readonly records: (StoredRecord | undefined)[] = [];
  private readonly tops: number[] = [];
  private readonly pages: number[] = [];
  /** Per record: the records of the headings above it, nearest first (the page top last). */
  private readonly ancestors: (readonly number[])[] = [];
  private readonly children: (number[] | undefined)[] = [];
  private readonly lowerText = new Map<number, string>();
  /** Per record: its heading's terms as the encoder writes them. */
  private readonly headings: (readonly string[])[] = [];
  /** Of a split locale: per term, how well it fits each heading holding it (`FIT`), as its records arrive. */
  private readonly fits: Map<string, ReadonlyMap<number, number>> | null;
  private referencePages: ReadonlySet<string> = new Set();
  /** Per record: 1 when it is on a page of the API reference. */
  private reference = new Uint8Array(0);
  /** The last record at each depth of the page being read: the headings above the next record. */
  private readonly open: number[] = [];
  /** Per depth: the headings above a record placed at it now (`ancestors`), while they stay the same. */
  private readonly aboveAt: (readonly number[] | undefined)[] = [];
  private lastLink: string | null = null;
  private missing = new Set<number>();
  private pairs: WordPairs | null = null;

  /** `split`: the records are placed first and their texts come later (`place`, `fill`, `setFits`). */
  constructor(
    private readonly encode: (text: string) => string[] = (text) => createEncoder().encode(text),
    split = false,
  ) {
    this.fits = split ? new Map() : null;
  }

  get length(): number {
    return this.records.length;
  }

  get size(): number {
    return this.records.length;
  }

  below(id: number): readonly number[] {
    return this.children[id] ?? NO_RECORDS;
  }

  setReferencePages(paths: readonly string[]): void {
    this.referencePages = new Set(paths);
  }

  private markReference(id: number, reference: boolean): void {
    if (id >= this.reference.length) {
      const grown = new Uint8Array(Math.max(1024, this.reference.length * 2));
      grown.set(this.reference);
      this.reference = grown;
    }
    this.reference[id] = reference ? 1 : 0;
  }

  /**
   * Places the next record, of this depth, first of a new page or not; returns its id. Cheap, as a split locale
   * places every record of the site before its first query: siblings share their list of headings above.
   */
  place(depth: number, newPage: boolean, reference: boolean): number {
    const id = this.records.length;
    this.records.push(undefined);
    this.headings.push(NO_RECORDS);
    this.children.push(undefined);
    if (newPage) {
      this.open.length = 0;
      this.aboveAt.length = 0;
    }
    this.pages.push(newPage || id === 0 ? (this.pages.at(-1) ?? -1) + 1 : (this.pages.at(-1) ?? 0));
    this.markReference(id, reference);
    const open = this.open;
    if (open.length > depth) open.length = depth;
    let above = this.aboveAt[depth];
    if (!above) {
      above = open.filter((other) => other >= 0).reverse();
      this.aboveAt[depth] = above;
    }
    while (open.length < depth) open.push(-1);
    open.push(id);
    // A record deeper than this one now has it above.
    if (this.aboveAt.length > depth + 1) this.aboveAt.length = depth + 1;
    this.ancestors.push(above);
    this.tops.push(depth === 0 ? id : (open[0] ?? -1));
    for (const other of above) (this.children[other] ??= []).push(id);
    return id;
  }

  /** Gives a placed record its entry and texts. */
  fill(id: number, entry: SearchEntry, preview: string, fullText: string): void {
    if (id < 0 || id >= this.records.length) return;
    this.records[id] = { entry, preview, fullText };
    this.headings[id] = [...new Set(this.encode(entry.title))];
  }

  /** Places a record and gives it its texts at once. */
  push(entry: SearchEntry, preview: string, fullText: string): void {
    const newPage = entry.link !== this.lastLink;
    this.lastLink = entry.link;
    this.fill(this.place(entry.parents.length, newPage, this.referencePages.has(entry.link)), entry, preview, fullText);
  }

  /** Of a split locale: how well a term fits the headings that hold it, by record (`FIT`). */
  setFits(term: string, fits: ReadonlyMap<number, number>): void {
    this.fits?.set(term, fits);
  }

  /** The records asked for without their texts since the last call. */
  takeMissing(): number[] {
    const missing = [...this.missing];
    this.missing = new Set();
    return missing;
  }

  get(id: number): StoredRecord | undefined {
    const record = this.records[id];
    if (!record && id >= 0 && id < this.records.length) this.missing.add(id);
    return record;
  }

  fullText(id: number): string {
    return this.get(id)?.fullText ?? '';
  }

  /** Whether the record's texts are there (a split locale's arrive as queries need them); asks for nothing. */
  hasText(id: number): boolean {
    return this.records[id] !== undefined;
  }

  pageTopOf(id: number): number {
    return this.tops[id] ?? -1;
  }

  above(id: number): readonly number[] {
    return this.ancestors[id] ?? NO_RECORDS;
  }

  pageOf(id: number): string {
    return String(this.pages[id] ?? -1);
  }

  isReference(id: number): boolean {
    return this.reference[id] === 1;
  }

  headingFit(term: string, id: number): number {
    return this.fits ? (this.fits.get(term)?.get(id) ?? 0) : fitIn(term, this.headings[id] ?? []);
  }

  says(id: number, words: readonly string[]): boolean {
    const said = saidWords(words);
    const [first, ...rest] = said;
    if (first === undefined) return false;
    if (!this.mayHold(id, saidPairKeys(said))) return false;
    const text = this.lower(id);
    for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
      if (at > 0 && isWordCode(text.charCodeAt(at - 1))) continue;
      let end = at + first.length;
      const follows = rest.every((word) => {
        const start = end;
        while (end < text.length && !isWordCode(text.charCodeAt(end))) end++;
        if (end === start || !text.startsWith(word, end)) return false;
        end += word.length;
        return true;
      });
      if (follows) return true;
    }
    return false;
  }

  /**
   * Whether the record's text may write this phrase (case aside): false when it lacks one of the phrase's pair
   * keys (`word-pairs.ts`), known without its text where the locale has them.
   */
  mayWrite(id: number, phrase: string): boolean {
    return this.mayHold(id, phrasePairKeys(phrase));
  }

  /** Of a split locale: which records hold which pair keys, as they arrive. */
  setPairs(pairs: WordPairs): void {
    this.pairs = pairs;
  }

  /** False when the record is known to lack one of these pair keys, or while that is not known yet. */
  private mayHold(id: number, keys: readonly string[]): boolean {
    return !this.pairs || keys.length === 0 || this.pairs.holdsAll(id, keys) === true;
  }

  private lower(id: number): string {
    let text = this.lowerText.get(id);
    if (text === undefined) {
      const record = this.get(id);
      if (!record) return '';
      text = record.fullText.toLowerCase();
      // A query reads at most a hundred records' text.
      remember(this.lowerText, id, text, LOWER_TEXTS_KEPT);
    }
    return text;
  }

  writes(id: number, identifier: string): boolean {
    return this.lower(id).includes(identifier.toLowerCase());
  }
}
