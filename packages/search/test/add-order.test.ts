import { describe, expect, it } from 'vitest';
import { addOrder } from '../src/engine/add-order.ts';

describe('addOrder', () => {
  it('adds page tops first, then h2 sections, then h3 sections, each in page order, numbered from the first id', () => {
    expect(addOrder([0, 1, 2, 1, 0, 2, 1], 10)).toEqual([10, 14, 11, 13, 16, 12, 15]);
  });

  it('is the order of a sort by depth, then id, on any run', () => {
    const depths = Array.from({ length: 500 }, (_, i) => (i * 7919) % 3);
    const sorted = depths.map((_, i) => i).sort((a, b) => (depths[a] ?? 0) - (depths[b] ?? 0) || a - b);
    expect(addOrder(depths)).toEqual(sorted);
    expect(addOrder([])).toEqual([]);
  });
});
