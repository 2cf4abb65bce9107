import { describe, expect, it } from 'vitest';
import { DEV_BUDGETS, devRows, median, percentile } from '../src/dev-bench.ts';

describe('dev server figures', () => {
  it('takes the median and the nearest-rank 95th percentile of the edits', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    expect(median(twenty)).toBe(105);
    expect(median([3, 1, 2])).toBe(2);
    // The 19th smallest of 20: one edit in twenty may be slower.
    expect(percentile(twenty, 95)).toBe(190);
    expect(percentile([5], 95)).toBe(5);
    expect(() => percentile([], 95)).toThrow();
  });

  it('gives the real site its cold start and edit budgets, and the 3,000-page corpus its edit budget', () => {
    const coldStartsMs = [2300, 2000, 2100, 2500, 1900];
    const result = {
      firstStartMs: 4000,
      coldStartsMs,
      coldStartMs: median(coldStartsMs),
      editMs: [],
      medianMs: 60,
      p95Ms: 80,
    };
    const site = devRows('real site', result, false);
    expect(site.map((row) => [row.label, row.value, row.budget])).toEqual([
      ['Dev server, real site: cold start to first page, median of 5', 2100, DEV_BUDGETS.coldStartRealSiteMs],
      ["Dev server, real site: first start after install (Vite pre-bundles the browser's dependencies)", 4000, null],
      ['Dev server, real site: edit to update, median', 60, null],
      ['Dev server, real site: edit to update, p95', 80, DEV_BUDGETS.editP95RealSiteMs],
    ]);
    const large = devRows('3,000-page corpus', null, true, 'failed: no Chromium');
    expect(large.map((row) => row.budget)).toEqual([null, null, null, DEV_BUDGETS.editP95LargeMs]);
    expect(large.every((row) => row.value === null && row.note === 'failed: no Chromium')).toBe(true);
  });
});
