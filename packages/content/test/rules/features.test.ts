import { describe, expect, it } from 'vitest';
import { featureGridClass } from '../../src/rules/features.ts';

describe('featureGridClass', () => {
  it.each([
    [0, ''],
    [1, ''],
    [2, 'grid-2'],
    [3, 'grid-3'],
    [4, 'grid-4'],
    [5, 'grid-4'],
    [6, 'grid-6'],
    [7, 'grid-4'],
    [8, 'grid-4'],
    [9, 'grid-6'],
  ])('%i cards -> "%s"', (count, expected) => {
    expect(featureGridClass(count)).toBe(expected);
  });
});
