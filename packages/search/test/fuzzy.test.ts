import { describe, expect, it } from 'vitest';
import { editDistance, fuzzyTerms, maxDistance } from '../src/engine/fuzzy.ts';

describe('maxDistance', () => {
  it('is floor(length * fuzziness), at least 1', () => {
    expect(maxDistance(4, 0.2)).toBe(1);
    expect(maxDistance(9, 0.2)).toBe(1);
    expect(maxDistance(10, 0.2)).toBe(2);
    expect(maxDistance(9, 0.3)).toBe(2);
    expect(maxDistance(10, 0.3)).toBe(3);
    expect(maxDistance(3, 0.3)).toBe(1);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(editDistance('latency', 'latency', 2)).toBe(0);
    expect(editDistance('latancy', 'latency', 2)).toBe(1);
    expect(editDistance('tracerout', 'traceroute', 2)).toBe(1);
    expect(editDistance('probe', 'prob', 2)).toBe(1);
    expect(editDistance('mesurment', 'measurement', 3)).toBe(2);
  });

  it('stops at limit + 1 once the distance must exceed the limit', () => {
    expect(editDistance('ping', 'traceroute', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('fuzzyTerms', () => {
  const vocabulary = ['latency', 'measurement', 'measurements', 'probe', 'probes', 'traceroute'];

  it('finds the terms within max(1, floor(n * fuzziness)) edits, nearest first', () => {
    expect(fuzzyTerms('probs', vocabulary, 0.2)).toEqual(['probe', 'probes']);
    expect(fuzzyTerms('latancy', vocabulary, 0.2)).toEqual(['latency']);
  });

  it('finds more at 0.3 than at 0.2', () => {
    expect(fuzzyTerms('mesurment', vocabulary, 0.2)).toEqual([]);
    expect(fuzzyTerms('mesurment', vocabulary, 0.3)).toEqual(['measurement']);
  });
});
