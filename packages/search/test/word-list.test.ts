import { describe, expect, it } from 'vitest';
import { readWords, writeWords } from '../src/split/word-list.ts';

describe('writeWords and readWords (the root’s sorted words)', () => {
  const words = ['ping', 'pinged', 'pinging', 'probe', 'probes', 'trace', 'traceroute', 'zürich', 'zürichs'];

  it('write each word as what it shares with the one before and the rest, and read them back', () => {
    expect(writeWords(words)).toBe('0ping 4ed 4ing 1robe 5s 0trace 5route 0zürich 6s');
    expect(readWords(writeWords(words))).toEqual(words);
    expect(readWords(writeWords([]))).toEqual([]);
    expect(readWords(writeWords(['only']))).toEqual(['only']);
  });

  it('say at most 63 shared characters, and keep longer words whole', () => {
    const long = 'a'.repeat(100);
    const list = [long, `${long}b`, `${long}c`];
    expect(
      writeWords(list)
        .split(' ')
        .map((entry) => entry.length),
    ).toEqual([101, 39, 39]);
    expect(readWords(writeWords(list))).toEqual(list);
  });

  it('refuse a word that holds the separator, and an entry that is not one', () => {
    expect(() => writeWords(['two words'])).toThrow(/holds a space/);
    expect(() => readWords('0ping 9x')).toThrow(/"9x" in `words`/);
    expect(() => readWords('0ping !x')).toThrow(/"!x" in `words`/);
  });
});
