import { describe, expect, it } from 'vitest';
import { RecordTable } from '../src/engine/record-table.ts';
import type { SearchEntry } from '../src/types.ts';

const entry = (link: string, title: string, parents: string[] = []): SearchEntry => ({
  title,
  parents,
  link,
  anchor: '',
});

describe('RecordTable', () => {
  const table = new RecordTable();
  table.setReferencePages(['/ref']);
  const records: [SearchEntry, string][] = [
    [entry('/a', 'A'), 'Page A.'],
    [entry('/a', 'One', ['A']), 'Section one says Page_Size.'],
    [entry('/a', 'Deep', ['A', 'One']), 'A deeper part.'],
    [entry('/a', 'Deeper', ['A', 'One', 'Deep']), 'Deepest.'],
    [entry('/a', 'Two', ['A']), 'Section two.'],
    [entry('/ref', 'Ref'), 'Reference.'],
    [entry('/ref', 'Op', ['Ref']), 'List my measurements, a page at a time.'],
  ];
  for (const [e, text] of records) table.push(e, '', text);

  it('knows the headings above each record, nearest first, and the records below each heading', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((id) => table.above(id))).toEqual([[], [0], [1, 0], [2, 1, 0], [0], [], [5]]);
    expect([0, 1, 2, 4, 5].map((id) => table.below(id))).toEqual([[1, 2, 3, 4], [2, 3], [3], [], [6]]);
    expect([0, 3, 4, 6].map((id) => table.pageTopOf(id))).toEqual([0, 0, 0, 5]);
  });

  it('knows the pages of the API reference and the words of each heading', () => {
    expect([0, 5, 6].map((id) => table.isReference(id))).toEqual([false, true, true]);
    expect(table.headingWords(1)).toEqual(['one']);
  });

  it('reads identifiers as written and phrases across punctuation, case aside', () => {
    expect(table.writes(1, 'page_size')).toBe(true);
    expect(table.writes(1, 'page size')).toBe(false);
    expect(table.says(6, ['list', 'my', 'measurements'])).toBe(true);
    expect(table.says(6, ['measurements', 'a', 'page'])).toBe(true);
    expect(table.says(6, ['my', 'list'])).toBe(false);
    // A phrase starts at the start of a word.
    expect(table.says(6, ['ist', 'my'])).toBe(false);
  });
});
