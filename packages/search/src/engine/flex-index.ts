import { Document, type Encoder } from 'flexsearch';
import { mergeIds, type TermIndex } from './strategy.ts';

type IndexedRecord = { id: number; title: string; content: string };

/** Field order of the merged results: a heading that matches ranks above text that matches. */
const FIELDS = ['title', 'content'] as const;

/**
 * The FlexSearch Document index of spec section 7: reverse tokenising (a term matches the start or
 * the end of a word), resolution 9, a cache of 100 queries, fields title and content.
 */
export class FlexIndex implements TermIndex {
  private readonly document: Document<IndexedRecord>;
  /** The query cache is used once the index is complete: until then a cached answer could be stale. */
  private cached = false;

  constructor(encoder: Encoder) {
    this.document = new Document<IndexedRecord>({
      tokenize: 'reverse',
      resolution: 9,
      cache: 100,
      encoder,
      document: { id: 'id', index: [...FIELDS] },
    });
  }

  add(id: number, title: string, content: string): void {
    this.document.add({ id, title, content });
  }

  /** Called once every record is in: answers may be cached from now on. */
  seal(): void {
    this.cached = true;
  }

  find(query: string, limit: number, suggest: boolean): number[] {
    const options = { limit, suggest };
    const fields = this.cached ? this.document.searchCache(query, options) : this.document.search(query, options);
    const byField = FIELDS.map((name) =>
      (fields.find((f) => f.field === name)?.result ?? []).filter((id): id is number => typeof id === 'number'),
    );
    return mergeIds(byField, limit);
  }
}
