import { describe, expect, it } from 'vitest';
import { isSignificant } from '../../packages/search/src/engine/query-words.ts';
import { createRandom } from '../src/random.ts';
import { type LoadedData, queryMakers } from '../src/search-bench.ts';
import { type DataRequest, SENTENCE_KIND, sequentialRoundTrips, SLOW_4G } from '../src/search-transfer-bench.ts';

const request = (start: number, end: number): DataRequest => ({ start, end, bytes: 1 });

describe('sequentialRoundTrips', () => {
  it('counts requests made side by side as one round trip', () => {
    expect(sequentialRoundTrips([request(0, 10), request(1, 12), request(2, 9)])).toBe(1);
  });

  it('counts a request that started after another finished as one more', () => {
    // The root, then two shards side by side, then the texts.
    const requests = [request(0, 10), request(11, 20), request(12, 25), request(26, 30)];
    expect(sequentialRoundTrips(requests)).toBe(3);
  });

  it('counts parts fetched one after the other as that many round trips, in any order given', () => {
    const chain = Array.from({ length: 16 }, (_, i) => request(i * 10, i * 10 + 9)).reverse();
    expect(sequentialRoundTrips(chain)).toBe(16);
  });

  it('is 0 without requests', () => {
    expect(sequentialRoundTrips([])).toBe(0);
  });
});

describe('SLOW_4G', () => {
  it("is Chrome DevTools' preset: 562.5 ms latency, 180,000 bytes/s down, 84,375 up", () => {
    expect(SLOW_4G).toEqual({ latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 });
  });
});

describe('the questions typed as sentences', () => {
  const content = 'Stopping a periodic measurement keeps its results and frees the probes it used for other work.';
  const data: LoadedData = {
    batches: [{ index: [], preview: [''], content: [content] }],
    options: { buttonLabel: 'Search', placeholder: 'Search' },
    synonyms: [],
    vocabulary: ['measurement', 'probes', 'results'],
    referencePages: [],
    split: false,
  };

  it('put two words of one section among small words that do not decide a match', () => {
    const ask = queryMakers(data, createRandom('questions'))[SENTENCE_KIND];
    const sectionWords = new Set(content.toLowerCase().split(/[^a-z]+/));
    for (let i = 0; i < 20; i++) {
      const words = ask().split(' ');
      const significant = words.filter((word) => isSignificant(word));
      expect(significant).toHaveLength(2);
      expect(significant.every((word) => sectionWords.has(word))).toBe(true);
      expect(words.length).toBeGreaterThan(significant.length + 1);
    }
  });
});
