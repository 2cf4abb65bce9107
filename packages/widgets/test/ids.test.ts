import { describe, expect, it } from 'vitest';
import { createIdScope, slugId, tidyId } from '../src/sanitize/ids.ts';

describe('ids of remote items', () => {
  it.each([
    ['privacy-statement', 'privacy-statement'],
    ['<', ''],
    ['<%', ''],
    ['});', ''],
    ['    }', ''],
    ['a b<c>', 'abc'],
    ['a--b', 'a-b'],
    ['-edge-', 'edge'],
    ['v1.2_x', 'v1.2_x'],
    ['"onmouseover="x', 'onmouseoverx'],
  ])('tidyId(%j) is %j', (input, id) => {
    expect(tidyId(input)).toBe(id);
  });

  it('keeps at most 128 characters of an id, without a hyphen at the cut', () => {
    expect(tidyId('a'.repeat(2_000_000))).toBe('a'.repeat(128));
    expect(tidyId(`${'a'.repeat(127)}-b`)).toBe('a'.repeat(127));
    expect(slugId('Title '.repeat(100_000))).toBe(`${'title-'.repeat(21)}ti`);
  });

  it('makes ids of titles', () => {
    expect(slugId('Terms & Conditions')).toBe('terms-conditions');
    expect(slugId('Über uns')).toBe('uber-uns');
    expect(slugId('!!!')).toBe('');
  });

  it('hands out unique ids: the wanted one, else the fallback, else a counted one', () => {
    const ids = createIdScope();
    expect(['a', 'a', '<', '<', '', 'a-2'].map((wanted, i) => ids(wanted, `item-${i % 2}`))).toEqual([
      'a',
      'a-2',
      'item-0',
      'item-1',
      'item-0-2',
      'a-2-2',
    ]);
    expect(ids(undefined, '<')).toBe('id');
    for (const id of ['a', 'a-2', 'item-0']) expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});
