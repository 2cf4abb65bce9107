import { describe, expect, it } from 'vitest';
import { mapLimit } from '../../src/site/map-limit.ts';

describe('mapLimit', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('returns failures instead of stopping at the first', async () => {
    const results = await mapLimit(['a', 'b', 'c'], 2, (s) =>
      s === 'b' ? Promise.reject(new Error('bad b')) : Promise.resolve(s.toUpperCase()),
    );
    expect(results[0]).toEqual({ status: 'fulfilled', value: 'A' });
    expect(results[1]?.status).toBe('rejected');
    expect(results[2]).toEqual({ status: 'fulfilled', value: 'C' });
  });

  it('handles no items', async () => {
    expect(await mapLimit([], 8, () => Promise.resolve(1))).toEqual([]);
  });
});
