import { describe, expect, it } from 'vitest';
import { type Figure, formatTable, formatValue, growthPercent, verdictOf } from '../src/report.ts';
import { parseBuiltPages, parseUsage } from '../src/run-build.ts';

describe('verdictOf', () => {
  it('says within up to and at the budget, OVER above it, and nothing without a budget', () => {
    const figure = (value: number | null, budget: number | null): Figure => ({ label: 'x', value, unit: 's', budget });
    expect(verdictOf(figure(15, 15))).toBe('within');
    expect(verdictOf(figure(15.01, 15))).toBe('OVER');
    expect(verdictOf(figure(3, null))).toBe('');
    expect(verdictOf(figure(null, 15))).toBe('not measured');
  });

  it('says within at and above a minimum budget, as for a score, and OVER below it', () => {
    const score = (value: number): Figure => ({ label: 'x', value, unit: 'score', budget: 100, limit: 'min' });
    expect(verdictOf(score(100))).toBe('within');
    expect(verdictOf(score(99))).toBe('OVER');
  });
});

describe('growthPercent', () => {
  it('is the relative change in percent, negative when the page shrank', () => {
    expect(growthPercent(100, 105)).toBeCloseTo(5);
    expect(growthPercent(200, 190)).toBeCloseTo(-5);
    expect(() => growthPercent(0, 1)).toThrow();
  });
});

describe('formatTable', () => {
  it('prints every figure beside its budget and verdict as an aligned Markdown table', () => {
    const table = formatTable([
      { label: 'Build, 300-page corpus', value: 16.04, unit: 's', budget: 15 },
      { label: 'Doc page: JS, gzip', value: 72.25, unit: 'KiB', budget: 100 },
      { label: 'Peak memory', value: null, unit: 'MiB', budget: null },
      { label: 'Growth', value: 0.5, unit: '%', budget: 5 },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(6);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\| Build, 300-page corpus +\| +16\.0 s \| +≤ 15 s \| +OVER \|$/);
    expect(lines[3]).toMatch(/72\.3 KiB \| +≤ 100 KiB \| +within \|$/);
    expect(lines[4]).toMatch(/\| +— \| +— \| +— \|$/);
    expect(lines[5]).toMatch(/\+0\.50 % \| +≤ 5 % \| +within \|$/);
  });

  it('formats values by unit', () => {
    expect(formatValue(1234.5, 'MiB')).toBe('1235 MiB');
    expect(formatValue(-1.234, '%')).toBe('-1.23 %');
    expect(formatValue(1459.38, 'ms')).toBe('1459 ms');
    expect(formatValue(99, 'score')).toBe('99');
    expect(formatValue(0.0312, 'unitless')).toBe('0.031');
  });
});

describe('build output parsing', () => {
  it('reads peak memory and CPU time from time -v or from the wrapper', () => {
    const time =
      '\tUser time (seconds): 55.64\n\tSystem time (seconds): 6.37\n\tMaximum resident set size (kbytes): 245284\n';
    expect(parseUsage(time).maxRssKib).toBe(245284);
    expect(parseUsage(time).cpuSeconds).toBeCloseTo(62.01);
    expect(parseUsage('built\natlas-bench usage: max-rss-kib=1000 cpu-ms=2500\n')).toEqual({
      maxRssKib: 1000,
      cpuSeconds: 2.5,
    });
    expect(parseUsage('built 3 pages')).toEqual({ maxRssKib: null, cpuSeconds: null });
  });

  it('reads the page count from the build log', () => {
    expect(parseBuiltPages('content: 40 pages in 1.0 s\nbuilt 40 pages and 9 redirects into dist in 3.1 s')).toBe(40);
    expect(parseBuiltPages('Build failed')).toBeNull();
  });
});
