/**
 * What a data file leaves out of a record because the browser can work it out from the records before it
 * on its page: the headings above it (its parents) and its anchor. The writer and the reader walk a page's
 * records the same way, so a record needs its own value written only where the rule would be wrong.
 */
import { PageSlugs } from '@atlas-docs/content/slug';

/**
 * How a record's depth is written (one character a record): a digit for a heading, whose anchor is its
 * slug; a letter (`a` for depth 0, `b` for 1, …) for a row of a table, whose anchor is that of the record
 * above it, two hyphens and its title (`model-probe--id`). A page top's anchor is empty.
 */
export const MAX_DEPTH = 9;
const ROW = 'a'.charCodeAt(0);

export const depthChar = (depth: number, row: boolean): string =>
  row ? String.fromCharCode(ROW + depth) : String(depth);

/** The depth, and whether the record is a row, of a depth character; null for any other character. */
export function readDepthChar(char: string): { depth: number; row: boolean } | null {
  if (char >= '0' && char <= '9') return { depth: Number(char), row: false };
  const code = char.charCodeAt(0);
  if (code >= ROW && code <= ROW + MAX_DEPTH) return { depth: code - ROW, row: true };
  return null;
}

/** What the rules give for the next record of a page. */
export interface Derived {
  parents: string[];
  /** The anchor of a heading: its slug, made unique on its page as the content pipeline's slugs make it. */
  headingAnchor: string;
  /** The anchor of a row: the anchor of the record above it, two hyphens, its title. */
  rowAnchor: string;
}

/** Walks one page's records in order, knowing the headings above the next one. */
export class PageWalk {
  private readonly titles: string[] = [];
  private readonly anchors: string[] = [];
  private readonly slugs = new PageSlugs();

  /** The rules' values for a record of this depth and title, the next on the page. */
  derive(depth: number, title: string): Derived {
    const parents = this.titles.slice(0, depth);
    return {
      parents: parents.length === depth ? parents : [],
      headingAnchor: depth === 0 ? '' : this.slugs.peek(title),
      rowAnchor: depth === 0 ? '' : `${this.anchors[depth - 1] ?? ''}--${title}`,
    };
  }

  /** Takes the record in: it is above the next ones; a heading's slug is taken, as the slugger takes it. */
  take(depth: number, title: string, anchor: string, row: boolean): void {
    this.titles.length = depth;
    this.anchors.length = depth;
    this.titles.push(title);
    this.anchors.push(anchor);
    if (!row) this.slugs.take(title);
  }
}
