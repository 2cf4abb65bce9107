import type { SearchEntry } from '../types.ts';
import { lowerPlain } from './highlight.ts';
import type { RankedRecords } from './ranked-strategy.ts';

/** The words of a text, lower case and without accents, as the encoder writes them (without its number groups). */
function wordsOf(text: string): string[] {
  return lowerPlain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Records whose lower-case text is kept for the identifier and phrase checks of the next queries. */
const LOWER_TEXTS_KEPT = 1000;

/** Whether a character code belongs to a word (letters and digits, any script). */
function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code > 127 && /[\p{L}\p{N}]/u.test(String.fromCharCode(code)))
  );
}

export interface StoredRecord {
  entry: SearchEntry;
  preview: string;
  /** Heading path, heading and content: what the phrase filter reads. */
  fullText: string;
}

/**
 * The engine's records by id, and how they relate: each record knows the records of the headings above it
 * (its page's top, and for an h3 the h2 too) and those below it, so that the ranking can tell that a page
 * title holds a word for each of its sections. Records of a page arrive together, in page order
 * (`pageRecords`), each with as many parents as headings above it.
 */
export class RecordTable implements RankedRecords {
  private readonly records: StoredRecord[] = [];
  private readonly tops: number[] = [];
  /** Per record: the records of the headings above it, nearest first (the page top last). */
  private readonly ancestors: number[][] = [];
  private readonly lowerText = new Map<number, string>();
  private readonly headings: string[][] = [];
  private referencePages: ReadonlySet<string> = new Set();
  /** Per record: 1 when it is on a page of the API reference. */
  private reference = new Uint8Array(0);
  /** The last record at each depth of the page being read: the headings above the next record. */
  private open: number[] = [];

  private readonly children: number[][] = [];

  get length(): number {
    return this.records.length;
  }

  get size(): number {
    return this.records.length;
  }

  below(id: number): readonly number[] {
    return this.children[id] ?? [];
  }

  setReferencePages(paths: readonly string[]): void {
    this.referencePages = new Set(paths);
  }

  private markReference(id: number, link: string): void {
    if (id >= this.reference.length) {
      const grown = new Uint8Array(Math.max(1024, this.reference.length * 2));
      grown.set(this.reference);
      this.reference = grown;
    }
    this.reference[id] = this.referencePages.has(link) ? 1 : 0;
  }

  push(entry: SearchEntry, preview: string, fullText: string): void {
    const id = this.records.length;
    this.records.push({ entry, preview, fullText });
    this.markReference(id, entry.link);
    this.headings.push(wordsOf(entry.title));
    const depth = entry.parents.length;
    if (this.records[this.open[0] ?? -1]?.entry.link !== entry.link) this.open = [];
    const above = this.open.slice(0, depth).filter((other) => other >= 0);
    this.open = [...this.open.slice(0, depth), ...Array<number>(Math.max(0, depth - this.open.length)).fill(-1), id];
    this.ancestors.push(above.reverse());
    this.tops.push(depth === 0 ? id : (this.open[0] ?? -1));
    this.children.push([]);
    for (const other of above) this.children[other]?.push(id);
  }

  get(id: number): StoredRecord | undefined {
    return this.records[id];
  }

  fullText(id: number): string {
    return this.records[id]?.fullText ?? '';
  }

  pageTopOf(id: number): number {
    return this.tops[id] ?? -1;
  }

  above(id: number): readonly number[] {
    return this.ancestors[id] ?? [];
  }

  pageOf(id: number): string {
    return this.records[id]?.entry.link ?? '';
  }

  isReference(id: number): boolean {
    return this.reference[id] === 1;
  }

  headingWords(id: number): readonly string[] {
    return this.headings[id] ?? [];
  }

  says(id: number, words: readonly string[]): boolean {
    const [first, ...rest] = words.flatMap(wordsOf);
    if (first === undefined) return false;
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

  private lower(id: number): string {
    let text = this.lowerText.get(id);
    if (text === undefined) {
      text = this.fullText(id).toLowerCase();
      // The oldest goes first: a query reads at most a hundred records' text.
      if (this.lowerText.size >= LOWER_TEXTS_KEPT) this.lowerText.delete(this.lowerText.keys().next().value ?? id);
      this.lowerText.set(id, text);
    }
    return text;
  }

  writes(id: number, identifier: string): boolean {
    return this.lower(id).includes(identifier.toLowerCase());
  }
}
