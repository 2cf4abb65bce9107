import { describe, expect, it } from 'vitest';
import { Synonyms } from '../src/engine/synonyms.ts';

const encode = (word: string): string => word.toLowerCase();

describe('Synonyms', () => {
  const synonyms = new Synonyms(
    [
      ['msm', 'measurement'],
      ['rtt', 'latency', 'round trip'],
      ['msm', 'measurement id'],
    ],
    encode,
  );

  it('works from either side of a pair', () => {
    expect(synonyms.of('msm')).toEqual(['measurement', 'measurement id']);
    expect(synonyms.of('measurement')).toEqual(['msm']);
  });

  it('gives every other word of a group', () => {
    expect(synonyms.of('latency')).toEqual(['rtt', 'round trip']);
  });

  it('compares words as the encoder writes them', () => {
    expect(synonyms.of('RTT')).toEqual(['latency', 'round trip']);
  });

  it('gives nothing for a word without synonyms', () => {
    expect(synonyms.of('probe')).toEqual([]);
  });
});
