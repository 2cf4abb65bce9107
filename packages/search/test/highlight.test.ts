import { describe, expect, it } from 'vitest';
import { createEncoder } from '../src/engine/encoder.ts';
import { highlight, highlightEncoder } from '../src/engine/highlight.ts';

const encoder = createEncoder();
const encode = (word: string): string[] => encoder.encode(word);
const marked = (text: string, terms: string[]): string =>
  highlight(text, terms, encode)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  it('marks the words a term starts or ends, as reverse tokenising matches them', () => {
    expect(marked('Probes measure the path', ['probe'])).toBe('[Probes] measure the path');
    expect(marked('Traceroute and route', ['route'])).toBe('[Traceroute] and [route]');
    expect(marked('Unrouted', ['route'])).toBe('Unrouted');
  });

  it('compares encoded words: case and accents do not matter', () => {
    expect(marked('CAFÉ latency', ['cafe', 'latency'])).toBe('[CAFÉ] [latency]');
  });

  it('marks a one-letter term only as a whole word', () => {
    expect(marked('a probe at a target', ['a'])).toBe('[a] probe at [a] target');
  });

  it('keeps every character, punctuation included, and merges neighbours', () => {
    const segments = highlight('Round-trip time (RTT).', ['round', 'trip'], encode);
    expect(segments.map((s) => s.text).join('')).toBe('Round-trip time (RTT).');
    expect(segments).toEqual([
      { text: 'Round', match: true },
      { text: '-', match: false },
      { text: 'trip', match: true },
      { text: ' time (RTT).', match: false },
    ]);
  });

  it('reads words as the encoder does, with a cheaper encoding of its own', () => {
    const fast = highlightEncoder();
    for (const word of ['Probes', 'CAFÉ', 'Ärger', 'IPv6', 'naïve']) {
      expect(fast(word)).toEqual(encode(word));
    }
    expect(highlight('Café', ['cafe'], fast)).toEqual([{ text: 'Café', match: true }]);
  });

  it('is one unmarked segment without terms', () => {
    expect(highlight('<b>not html</b>', [], encode)).toEqual([{ text: '<b>not html</b>', match: false }]);
    expect(highlight('', ['x'], encode)).toEqual([]);
  });
});
