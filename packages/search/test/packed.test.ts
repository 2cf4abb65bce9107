import { describe, expect, it } from 'vitest';
import { seeded } from '../../../bench/src/random.ts';
import { vocabularyOf } from '../src/build/search-data.ts';
import { vocabularyOfTable } from '../src/data.ts';
import { PageWalk } from '../src/packed/derived.ts';
import { capacityOf, CODE_CHARS, codeWriter, type CodeShape, PrefixCode, shapeFor } from '../src/packed/prefix-code.ts';
import { isWordToken, textOf, tokensOf } from '../src/packed/tokens.ts';
import { WordTable, WordTableWriter } from '../src/packed/word-table.ts';
import type { SearchRecord } from '../src/types.ts';

/** Pieces that texts are made of: words, spaces, punctuation, and characters that are hard to split. */
const PIECES = [
  ...['probe', 'Probe', 'RTT', 'page_size', '10,000', '1234567', 'a1234', 'café', 'cafe\u0301', 'naïve'],
  ...['™', '½', '㎞', 'ﬁle', '´', '𝔘nicode', '😀', '日本語', 'ß', 'İstanbul'],
  ...[' ', ' ', ' ', '  ', '. ', ', ', '\n', '(', ')', '-', '/', '"', '\\', ' — ', '\u00a0'],
];

function randomText(next: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += PIECES[Math.floor(next() * PIECES.length)] ?? '';
  return text;
}

const TEXTS = (() => {
  const next = seeded(19);
  return Array.from({ length: 400 }, (_, i) => randomText(next, i % 40));
})();

describe('tokensOf', () => {
  it('splits a text into words and the runs between them, leaving out a single space between two words', () => {
    expect(tokensOf('Each probe, every 240 seconds.')).toEqual(['Each', 'probe', ', ', 'every', '240', 'seconds', '.']);
    expect(tokensOf(' two  spaces ')).toEqual([' ', 'two', '  ', 'spaces', ' ']);
    expect(tokensOf('')).toEqual([]);
  });

  it('counts a character that the encoder turns into letters as part of a word', () => {
    expect(tokensOf('Atlas™ data')).toEqual(['Atlas™', 'data']);
    expect(tokensOf('10 ㎞')).toEqual(['10', '㎞']);
  });

  it('gives back every text exactly', () => {
    for (const text of TEXTS) expect(textOf(tokensOf(text), (t) => t, isWordToken)).toBe(text);
  });
});

describe('prefix codes', () => {
  const shapes: CodeShape[] = [
    [64, 0, 0, 0],
    [10, 54, 0, 0],
    [0, 1, 0, 63],
    [27, 36, 1, 0],
    [0, 0, 0, 64],
  ];

  it('read back every id they write, in any shape', () => {
    for (const shape of shapes) {
      const codeOf = codeWriter(shape);
      const ids = [...Array(300).keys()].map((i) => Math.floor((i * 7919) % Math.min(capacityOf(shape), 300_000)));
      const read: number[] = [];
      new PrefixCode(shape).read(ids.map(codeOf).join(''), (id) => read.push(id));
      expect(read).toEqual(ids);
    }
  });

  it('write each length with its own first characters, from 64 safe characters', () => {
    const codeOf = codeWriter([10, 54, 0, 0]);
    expect(codeOf(0)).toBe('0');
    expect(codeOf(9)).toBe('9');
    expect(codeOf(10)).toBe('A0');
    expect(codeOf(10 + 64)).toBe('B0');
    expect(() => codeOf(10 + 54 * 64)).toThrow(/no code/);
    expect(CODE_CHARS).toHaveLength(64);
    expect(CODE_CHARS).not.toMatch(/["\\ ]/);
  });

  it('take the shape that writes the uses in the fewest characters', () => {
    // A few words used far more than the rest: one character for them.
    const zipf = Array.from({ length: 3000 }, (_, i) => Math.round(100_000 / (i + 1)));
    const length = (shape: CodeShape, uses: number[]): number => {
      const codeOf = codeWriter(shape);
      return uses.reduce((sum, use, id) => sum + use * codeOf(id).length, 0);
    };
    const best = shapeFor(zipf);
    expect(capacityOf(best)).toBeGreaterThanOrEqual(3000);
    // No other shape that can code them all, of 300 drawn, writes fewer.
    const next = seeded(7);
    let tried = 0;
    while (tried < 300) {
      const [one, two, three] = [0, 0, 0].map(() => Math.floor(next() * 22)) as [number, number, number];
      const other: CodeShape = [one, two, three, 64 - one - two - three];
      if (capacityOf(other) < zipf.length) continue;
      tried++;
      expect(length(best, zipf)).toBeLessThanOrEqual(length(other, zipf));
    }
    // As many uses each: every entry in two characters, none in one (one would push others to three).
    expect(shapeFor(Array<number>(4096).fill(1))).toEqual([0, 64, 0, 0]);
  });

  it('refuse a shape that is not four counts summing to 64, and characters that are not codes', () => {
    expect(() => new PrefixCode([1, 2, 3, 4])).toThrow(/sum to 64/);
    expect(() => new PrefixCode([64, 0, 0, 0]).read('a"', () => {})).toThrow(/code character at 1/);
    expect(() => new PrefixCode([0, 64, 0, 0]).read('A', () => {})).toThrow(/code character at 1/);
  });
});

describe('word tables', () => {
  it('read back every text from its codes', () => {
    const writer = new WordTableWriter(TEXTS);
    const table = new WordTable(JSON.parse(JSON.stringify(writer.data)) as typeof writer.data);
    expect(table.textsOf(writer.codesOfAll(TEXTS), TEXTS.length)).toEqual(TEXTS);
    expect(table.textsOf(writer.codesOfAll([]), 0)).toEqual([]);
    expect(table.textsOf(writer.codesOfAll(['']), 1)).toEqual(['']);
  });

  it('put the most used tokens first, with the shortest codes', () => {
    const writer = new WordTableWriter(['a probe and a probe and a target', 'a probe']);
    expect(writer.data.words.slice(0, 2)).toEqual(['a', 'probe']);
    expect(writer.codesOf('a probe')).toHaveLength(2);
  });

  it('give the vocabulary that encoding the whole texts gives, with hard characters too', () => {
    const records: SearchRecord[] = TEXTS.map((content, i) => ({
      title: TEXTS[(i * 31) % TEXTS.length] ?? '',
      content,
      preview: '',
      link: '/x',
      anchor: '',
      parents: [],
    }));
    const writer = new WordTableWriter(records.flatMap((r) => [r.title, r.content]));
    expect(vocabularyOfTable(new WordTable(writer.data))).toEqual(vocabularyOf(records));
  });
});

describe('PageWalk', () => {
  it("makes a heading's anchor as the content pipeline's slugs do, and takes it only with the record", () => {
    const walk = new PageWalk();
    walk.take(0, 'Ping', '', false);
    const anchors = ['Results', 'Options', 'Results', 'Results-1', 'Wat is een “probe”?'].map((title) => {
      const { headingAnchor } = walk.derive(1, title);
      // Asking again before the record is taken gives the same anchor.
      expect(walk.derive(1, title).headingAnchor).toBe(headingAnchor);
      walk.take(1, title, headingAnchor, false);
      return headingAnchor;
    });
    expect(anchors).toEqual(['results', 'options', 'results-1', 'results-1-1', 'wat-is-een-probe']);
  });

  it('knows the headings above the next record, and the anchor a row of a table gets', () => {
    const walk = new PageWalk();
    walk.take(0, 'Probes', '', false);
    walk.take(1, 'Models', 'models', false);
    walk.take(2, 'Probe', 'model-probe', false);
    expect(walk.derive(3, 'id')).toMatchObject({
      parents: ['Probes', 'Models', 'Probe'],
      rowAnchor: 'model-probe--id',
    });
    walk.take(3, 'id', 'model-probe--id', true);
    // A row is no heading: the next row of the same table is below the same heading.
    expect(walk.derive(3, 'status')).toMatchObject({ rowAnchor: 'model-probe--status' });
    walk.take(1, 'Errors', 'errors', false);
    expect(walk.derive(2, 'Codes').parents).toEqual(['Probes', 'Errors']);
    expect(walk.derive(4, 'Deep').parents).toEqual([]);
  });
});
