import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../src/rules/tabs.ts';

describe('tabAfterKey', () => {
  it('moves to the next and previous tab around the ends, to the first and the last', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys, and a list without tabs', () => {
    expect(tabAfterKey('Enter', 1, 3)).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeUndefined();
    expect(tabAfterKey('Home', 0, 0)).toBeUndefined();
  });
});
