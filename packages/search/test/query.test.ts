import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../src/engine/constants.ts';
import { clampQuery, parseQuery } from '../src/engine/query.ts';

describe('parseQuery', () => {
  it('reads one word, several words, and nothing', () => {
    expect(parseQuery('probe')).toEqual({ kind: 'word', word: 'probe' });
    expect(parseQuery('  ping   options ')).toEqual({ kind: 'words', words: ['ping', 'options'] });
    expect(parseQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseQuery('')).toEqual({ kind: 'empty' });
  });

  it('reads a quoted query as one phrase, quotes stripped', () => {
    expect(parseQuery('"round-trip time"')).toEqual({ kind: 'phrase', phrase: 'round-trip time' });
    expect(parseQuery('"probe')).toEqual({ kind: 'phrase', phrase: 'probe' });
    expect(parseQuery('the "built-in" measurements')).toEqual({ kind: 'phrase', phrase: 'the built-in measurements' });
  });

  it('takes the typographic quotes of phone keyboards as quotes', () => {
    expect(parseQuery('“round trip”')).toEqual({ kind: 'phrase', phrase: 'round trip' });
    expect(parseQuery('„round trip“')).toEqual({ kind: 'phrase', phrase: 'round trip' });
  });

  it('is empty when the quotes hold nothing', () => {
    expect(parseQuery('""')).toEqual({ kind: 'empty' });
    expect(parseQuery('" "')).toEqual({ kind: 'empty' });
  });

  it(`reads at most ${MAX_QUERY_LENGTH} characters`, () => {
    const long = `${'a'.repeat(60)} bcdefgh`;
    expect(clampQuery(long)).toHaveLength(64);
    expect(parseQuery(long)).toEqual({ kind: 'words', words: ['a'.repeat(60), 'bcd'] });
    expect(clampQuery('short')).toBe('short');
  });
});
