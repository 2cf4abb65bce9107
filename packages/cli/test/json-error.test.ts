import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from '../src/json-error.ts';

describe('jsonErrorAt', () => {
  it('is null for valid JSON, as JSON.parse agrees', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, "x\\n\\u00e9", true, false, null]} ', '"s"', '0']) {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(jsonErrorAt(text)).toBeNull();
    }
  });

  it('points at the first character that is not JSON', () => {
    expect(jsonErrorAt('{\n  "x": ,\n  "a": 1\n}')).toEqual({ line: 2, column: 8 });
    expect(jsonErrorAt('{"a": 1,}')).toEqual({ line: 1, column: 9 });
    expect(jsonErrorAt('[1 2]')).toEqual({ line: 1, column: 4 });
    expect(jsonErrorAt('{"a": tru}')).toEqual({ line: 1, column: 10 });
    expect(jsonErrorAt('{"a": 1')).toEqual({ line: 1, column: 8 });
    expect(jsonErrorAt('{"a": "b\nc"}')).toEqual({ line: 1, column: 9 });
    expect(jsonErrorAt('{} x')).toEqual({ line: 1, column: 4 });
    expect(jsonErrorAt('{"a": 01}')).toEqual({ line: 1, column: 8 });
  });
});
