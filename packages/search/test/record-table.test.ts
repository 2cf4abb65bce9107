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

  it('places records of any depths, a level skipped too, siblings under the same headings', () => {
    const split = new RecordTable(undefined, true);
    [0, 2, 1, 2, 2, 3, 1].forEach((depth) => split.place(depth, false, false));
    split.place(1, true, false);
    split.place(0, false, false);
    split.place(1, false, false);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => split.above(id))).toEqual([
      [],
      [0],
      [0],
      [2, 0],
      [2, 0],
      [4, 2, 0],
      [0],
      [],
      [],
      [8],
    ]);
    expect([0, 1, 2, 4, 7, 8].map((id) => split.below(id))).toEqual([[1, 2, 3, 4, 5, 6], [], [3, 4, 5], [5], [], [9]]);
    expect([5, 7, 9].map((id) => [split.pageTopOf(id), split.pageOf(id)])).toEqual([
      [0, '0'],
      [-1, '1'],
      [8, '1'],
    ]);
  });

  it('knows the pages of the API reference, and how well a term fits the words of each heading', () => {
    expect([0, 5, 6].map((id) => table.isReference(id))).toEqual([false, true, true]);
    expect(['one', 'on', 'ne', 'two'].map((term) => table.headingFit(term, 1))).toEqual([1, 0.9, 0.3, 0]);
    expect([0, 4, 5].map((id) => table.pageOf(id))).toEqual(['0', '0', '1']);
  });

  it('places records before their texts arrive, and says which were asked for without them', () => {
    const split = new RecordTable(undefined, true);
    [0, 1, 2, 1].forEach((depth, i) => split.place(depth, i === 0, false));
    split.place(0, true, true);
    expect([3, 4].map((id) => [split.above(id), split.pageOf(id), split.isReference(id)])).toEqual([
      [[0], '0', false],
      [[], '1', true],
    ]);
    expect(split.below(1)).toEqual([2]);
    expect([split.fullText(2), split.says(1, ['a', 'b']), split.get(4)]).toEqual(['', false, undefined]);
    expect(split.takeMissing().sort()).toEqual([1, 2, 4]);
    split.fill(2, entry('/a', 'Deep', ['A', 'One']), '', 'A deeper part.');
    expect([split.fullText(2), split.takeMissing()]).toEqual(['A deeper part.', []]);
    split.setFits('dee', new Map([[2, 0.9]]));
    expect([split.headingFit('dee', 2), split.headingFit('dee', 1), split.headingFit('deep', 2)]).toEqual([0.9, 0, 0]);
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
