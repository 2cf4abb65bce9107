import { describe, expect, it } from 'vitest';
import {
  byScoreThenLcp,
  type LighthouseMetrics,
  type LighthouseResultLike,
  lighthouseRows,
  machineSpeedRows,
  medianRun,
  readResult,
  summarise,
  type TimedRun,
} from '../src/lighthouse-metrics.ts';
import { compressible } from '../src/serve-site.ts';
import { formatTable, verdictOf } from '../src/report.ts';
// A real mobile result of Lighthouse 12.2.3 on the doc page, cut down to the fields around the ones read.
import mobileResult from './fixtures/lighthouse-mobile.json';

const metrics = (score: number, lcpMs = 1000, tbtMs = 0, cls = 0): LighthouseMetrics => ({
  score,
  fcpMs: 900,
  lcpMs,
  tbtMs,
  cls,
  speedIndexMs: 1100,
});
const ok = (
  score: number,
  lcpMs?: number,
  tbtMs?: number,
  benchmarkIndex: number | null = 1500,
  cls?: number,
): TimedRun => ({
  ok: true,
  metrics: metrics(score, lcpMs, tbtMs, cls),
  auditErrors: [],
  warnings: [],
  benchmarkIndex,
  seconds: 10,
});
const failed = (reason: string): TimedRun => ({ ok: false, reason, seconds: 120 });
const onMachine = (benchmarkIndex: number | null): TimedRun => ok(100, undefined, undefined, benchmarkIndex);

describe('readResult', () => {
  it('reads the score (0 to 100) and the metrics of a Lighthouse result', () => {
    const outcome = readResult(mobileResult);
    expect(outcome).toEqual({
      ok: true,
      metrics: {
        score: 63,
        fcpMs: 4043.3583,
        lcpMs: 4193.3583,
        tbtMs: 474,
        cls: 0,
        speedIndexMs: 4860.19982988269,
      },
      auditErrors: ['largest-contentful-paint-element', 'render-blocking-resources'],
      warnings: [],
      benchmarkIndex: 502.5,
    });
  });

  it('gives the runtime error of a result as the reason it has no figures', () => {
    const message = 'The page did not paint any content. (NO_FCP)';
    const noPaint: LighthouseResultLike = {
      runtimeError: { code: 'NO_FCP', message },
      categories: { performance: { score: null } },
      audits: { 'largest-contentful-paint': { scoreDisplayMode: 'error', errorMessage: message } },
    };
    expect(readResult(noPaint)).toEqual({ ok: false, reason: `Lighthouse NO_FCP: ${message}` });
  });

  it('names the missing metrics when a result has no score', () => {
    const partial: LighthouseResultLike = {
      categories: { performance: { score: null } },
      audits: {
        'first-contentful-paint': { numericValue: 800 },
        'largest-contentful-paint': { numericValue: 900 },
        'total-blocking-time': { scoreDisplayMode: 'error' },
        'cumulative-layout-shift': { numericValue: 0 },
        'speed-index': { numericValue: 900 },
      },
    };
    expect(readResult(partial)).toEqual({ ok: false, reason: 'no performance score (no total-blocking-time)' });
  });
});

describe('medianRun', () => {
  const byScore = (a: { score: number }, b: { score: number }): number => a.score - b.score;

  it('takes the run with the middle score, whatever the order', () => {
    const runs = [
      { score: 98, id: 'a' },
      { score: 91, id: 'b' },
      { score: 100, id: 'c' },
    ];
    expect(medianRun(runs, byScore)?.id).toBe('a');
  });

  it('takes the worse middle run of an even count, and keeps the order of equal runs', () => {
    expect(medianRun([100, 90], (a, b) => a - b)).toBe(90);
    const tied = [
      { score: 100, id: 'first' },
      { score: 100, id: 'second' },
      { score: 100, id: 'third' },
    ];
    expect(medianRun(tied, byScore)?.id).toBe('second');
    expect(medianRun([], byScore)).toBeUndefined();
  });

  it('orders equal scores by LCP, slower first, so the median of tied scores is the median LCP', () => {
    const runs = [metrics(100, 1436), metrics(100, 1451), metrics(100, 1394), metrics(99, 1200)];
    expect([...runs].sort(byScoreThenLcp).map((m) => m.lcpMs)).toEqual([1200, 1451, 1436, 1394]);
    expect(medianRun(runs.slice(0, 3), byScoreThenLcp)?.lcpMs).toBe(1436);
    expect(byScoreThenLcp({ ...metrics(100), lcpMs: null }, metrics(100))).toBeLessThan(0);
  });
});

describe('summarise', () => {
  it('reports the metrics of the median run, not the median of each metric', () => {
    const summary = summarise('http://x/', 'mobile', [ok(97, 1300, 10), ok(100, 900, 0), ok(99, 1500, 60)]);
    expect(summary.median).toEqual(metrics(99, 1500, 60));
    expect(summary.medianRun).toBe(2);
    expect(summary.failure).toBeNull();
    const tied = summarise('http://x/', 'mobile', [ok(100, 1436, 9), ok(100, 1394, 37), ok(100, 1460, 40)]);
    expect(tied.medianRun).toBe(0);
  });

  it('leaves failed runs out, and gives their reasons when every run failed', () => {
    const some = summarise('http://x/', 'mobile', [failed('timed out after 120 s'), ok(96), ok(100)]);
    expect(some.median?.score).toBe(96);
    expect(some.medianRun).toBe(1);
    const none = summarise('http://x/', 'desktop', [failed('a'), failed('b'), failed('a')]);
    expect(none.median).toBeNull();
    expect(none.failure).toBe('a; b');
  });
});

describe('lighthouseRows', () => {
  const verdicts = (rows: ReturnType<typeof lighthouseRows>): string[] => rows.map((r) => verdictOf(r) || '—');

  it('gives mobile score, LCP, TBT and CLS their budgets: a score is within only at 100, a CLS only at 0', () => {
    const at = (score: number, lcpMs: number, tbtMs: number, cls: number): string[] =>
      verdicts(lighthouseRows('Doc', 'mobile', summarise('u', 'mobile', [ok(score, lcpMs, tbtMs, 1500, cls)])));
    expect(at(100, 1200, 50, 0)).toEqual(['within', 'within', 'within', 'within']);
    expect(at(99, 1201, 51, 0.001)).toEqual(['OVER', 'OVER', 'OVER', 'OVER']);
  });

  it('gives desktop figures no budget but CLS, which is 0 on every form factor', () => {
    const rows = lighthouseRows('Doc', 'desktop', summarise('u', 'desktop', [ok(60, 5000, 900, 1500, 0.34)]));
    expect(rows.map((r) => r.budget)).toEqual([null, null, null, 0]);
    expect(verdicts(rows)).toEqual(['—', '—', '—', 'OVER']);
    expect(rows.map((r) => r.label)).toEqual([
      'Doc: Lighthouse desktop score',
      'Doc: Lighthouse desktop LCP',
      'Doc: Lighthouse desktop TBT',
      'Doc: Lighthouse desktop CLS',
    ]);
  });

  it('says how many runs the figures rest on when some failed', () => {
    const rows = lighthouseRows('Doc', 'mobile', summarise('u', 'mobile', [ok(100), failed('crash'), ok(100)]));
    expect(rows[0]?.label).toBe('Doc: Lighthouse mobile score (2 of 3 runs)');
    expect(rows[0]?.note).toBeUndefined();
  });

  it('prints why a page has no figures: failed runs, or a page not built yet', () => {
    const crashed = lighthouseRows('Doc', 'mobile', summarise('u', 'mobile', [failed('Chromium crashed')]));
    const absent = lighthouseRows('Legal', 'mobile', { missing: 'not built yet' });
    expect(verdicts(crashed)).toEqual(['not measured', 'not measured', 'not measured', 'not measured']);
    const lines = formatTable([...crashed, ...absent]).split('\n');
    expect(lines[2]).toMatch(
      /^\| Doc: Lighthouse mobile score +\| failed: Chromium crashed \| +≥ 100 \| not measured \|$/,
    );
    expect(lines[3]).toMatch(/\| failed: Chromium crashed \| +≤ 1200 ms \| not measured \|$/);
    expect(lines[6]).toMatch(/^\| Legal: Lighthouse mobile score +\| +not built yet \| +≥ 100 \| not measured \|$/);
  });
});

describe('machineSpeedRows', () => {
  it('gives the median and the lowest benchmarkIndex of every run that has one, without a budget', () => {
    const rows = machineSpeedRows([
      summarise('/', 'mobile', [onMachine(3900), onMachine(1050), failed('crash')]),
      summarise('/doc', 'desktop', [onMachine(2200), onMachine(null), onMachine(1800)]),
    ]);
    expect(rows).toEqual([
      {
        label: 'Lighthouse machine speed (benchmarkIndex), median of 4 runs',
        value: 1800,
        unit: 'count',
        budget: null,
      },
      {
        label: 'Lighthouse machine speed (benchmarkIndex), lowest of 4 runs',
        value: 1050,
        unit: 'count',
        budget: null,
      },
    ]);
    expect(formatTable(rows).split('\n')[2]).toMatch(/\| +1800 \| +— \| +— \|$/);
  });

  it('has no value when no run measured the machine', () => {
    expect(machineSpeedRows([summarise('/', 'mobile', [failed('crash')])]).map((r) => r.value)).toEqual([null, null]);
  });
});

describe('compressible', () => {
  it('compresses text, scripts, JSON and SVG, not images or fonts', () => {
    expect(compressible('text/html; charset=utf-8')).toBe(true);
    expect(compressible('text/javascript; charset=utf-8')).toBe(true);
    expect(compressible('application/json; charset=utf-8')).toBe(true);
    expect(compressible('image/svg+xml')).toBe(true);
    expect(compressible('image/png')).toBe(false);
    expect(compressible('font/woff2')).toBe(false);
    expect(compressible(undefined)).toBe(false);
  });
});
