import { describe, expect, it } from 'vitest';
import { createEncoder } from '../src/engine/encoder.ts';
import { isIdentifier, isSignificant, queryWords, requiredWords } from '../src/engine/query-words.ts';

const encoder = createEncoder();
const words = (...texts: string[]) => queryWords(texts, (text) => encoder.encode(text));

describe('isIdentifier', () => {
  it('knows code by underscores, dots, slashes, braces and camel case', () => {
    for (const code of ['page_size', '/api/v2/probes/', 'ripe.atlas.sagan', '{pk}', 'AtlasSource', 'msm_id']) {
      expect(isIdentifier(code)).toBe(true);
    }
  });

  it('reads hyphenated and plain words as prose', () => {
    for (const prose of ['one-off', 'Wi-Fi', 'built-in', 'Probe', 'IPv6', 'API'])
      expect(isIdentifier(prose)).toBe(false);
  });
});

describe('isSignificant', () => {
  it('is false for words of one or two letters and for stop words', () => {
    expect(['a', 'v3', 'ip', 'how', 'does', 'the', 'my'].map(isSignificant)).toEqual(Array(7).fill(false));
    expect(['ping', 'cost', 'off', 'down', '403'].map(isSignificant)).toEqual(Array(5).fill(true));
  });
});

describe('queryWords and requiredWords', () => {
  it('encode each word and require only the significant ones', () => {
    const query = words('how', 'much', 'does', 'a', 'ping', 'cost');
    expect(query.map((w) => w.terms)).toEqual([['how'], ['much'], ['does'], ['a'], ['ping'], ['cost']]);
    expect(requiredWords(query).map((w) => w.text)).toEqual(['much', 'ping', 'cost']);
  });

  it('require every word of a query of only short or common words, so that it still works', () => {
    expect(requiredWords(words('how', 'to')).map((w) => w.text)).toEqual(['how', 'to']);
    expect(requiredWords(words('ip')).map((w) => w.text)).toEqual(['ip']);
  });

  it('keep the terms of an identifier together in one word', () => {
    const [size] = words('page_size');
    expect(size).toMatchObject({ text: 'page_size', terms: ['page', 'size'], significant: true, identifier: true });
  });

  it('leave out what encodes to nothing', () => {
    expect(words('…', 'ping')).toHaveLength(1);
  });
});
