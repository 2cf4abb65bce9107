import { describe, expect, it } from 'vitest';
import {
  activeHeadingIndex,
  buildOutline,
  DEFAULT_OUTLINE_LEVEL,
  resolveOutlineLevels,
} from '../../src/rules/outline.ts';
import type { Heading } from '../../src/types.ts';

describe('resolveOutlineLevels', () => {
  it('defaults to level 2 only', () => {
    expect(DEFAULT_OUTLINE_LEVEL).toBe(2);
    expect(resolveOutlineLevels(undefined)).toEqual([2, 2]);
  });

  it('turns a number into a single level and deep into 2 to 6', () => {
    expect(resolveOutlineLevels(3)).toEqual([3, 3]);
    expect(resolveOutlineLevels('deep')).toEqual([2, 6]);
  });

  it('keeps a range, putting it in order', () => {
    expect(resolveOutlineLevels([2, 4])).toEqual([2, 4]);
    expect(resolveOutlineLevels([4, 2])).toEqual([2, 4]);
  });

  it('hides the outline for false', () => {
    expect(resolveOutlineLevels(false)).toBe(false);
  });
});

describe('buildOutline', () => {
  const headings: Heading[] = [
    { level: 2, id: 'a', text: 'A' },
    { level: 3, id: 'a1', text: 'A1' },
    { level: 4, id: 'a1x', text: 'A1x' },
    { level: 3, id: 'a2', text: 'A2' },
    { level: 2, id: 'b', text: 'B' },
    { level: 4, id: 'b-deep', text: 'B deep' },
  ];

  it('nests headings under the nearest shallower one', () => {
    const outline = buildOutline(headings, [2, 6]);
    expect(outline.map((n) => n.id)).toEqual(['a', 'b']);
    expect(outline[0]?.children.map((n) => n.id)).toEqual(['a1', 'a2']);
    expect(outline[0]?.children[0]?.children.map((n) => n.id)).toEqual(['a1x']);
    expect(outline[1]?.children.map((n) => n.id)).toEqual(['b-deep']);
  });

  it('leaves out levels outside the range', () => {
    expect(buildOutline(headings, [2, 2]).map((n) => [n.id, n.children.length])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    const threes = buildOutline(headings, [3, 3]);
    expect(threes.map((n) => n.id)).toEqual(['a1', 'a2']);
  });

  it('is empty when the outline is hidden', () => {
    expect(buildOutline(headings, false)).toEqual([]);
  });
});

describe('activeHeadingIndex', () => {
  const tops = [100, 500, 900];

  it('is the last heading that has passed the offset', () => {
    expect(activeHeadingIndex(tops, 0, 134, false)).toBe(0);
    expect(activeHeadingIndex(tops, 400, 134, false)).toBe(1);
    expect(activeHeadingIndex(tops, 2000, 134, false)).toBe(2);
  });

  it('is -1 before the first heading or without headings', () => {
    expect(activeHeadingIndex(tops, 0, 50, false)).toBe(-1);
    expect(activeHeadingIndex([], 0, 50, true)).toBe(-1);
  });

  it('is the last heading at the bottom of the page', () => {
    expect(activeHeadingIndex(tops, 10, 50, true)).toBe(2);
  });
});
