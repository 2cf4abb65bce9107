/**
 * Lighthouse figures as the bench reads and reports them: the metrics of one result, the run with the
 * median score, and the table rows with their budgets. Pure functions; `lighthouse.ts` runs Lighthouse.
 */
import { BUDGETS, type Figure } from './report.ts';

export type FormFactor = 'mobile' | 'desktop';

/** The part of a Lighthouse result (`LH.Result`) that the bench reads. */
export interface LighthouseResultLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; scoreDisplayMode?: string; errorMessage?: string } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
}

export interface LighthouseMetrics {
  /** Performance score, 0 to 100 (Lighthouse rounds it to a whole number). */
  score: number;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
}

export type RunOutcome =
  | {
      ok: true;
      metrics: LighthouseMetrics;
      /** Audits that could not run (their ids); the score does not depend on most of them. */
      auditErrors: string[];
      warnings: string[];
      /** Lighthouse's measure of the machine's speed; low when the machine is slow or busy. */
      benchmarkIndex: number | null;
    }
  | { ok: false; reason: string };

/** One run, timed. */
export type TimedRun = RunOutcome & { seconds: number };

export interface LighthouseSummary {
  url: string;
  formFactor: FormFactor;
  /** The metrics of the run with the median score; null when every run failed. */
  median: LighthouseMetrics | null;
  /** Index in `runs` of that run. */
  medianRun: number | null;
  /** Why every run failed; null when one succeeded. */
  failure: string | null;
  runs: TimedRun[];
}

/** The metric audits of the performance category, by the name the bench gives them. */
const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

/** The performance metrics of a Lighthouse result, or why it has none (a runtime error, no score). */
export function readResult(lhr: LighthouseResultLike): RunOutcome {
  if (lhr.runtimeError)
    return { ok: false, reason: `Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    const broken = Object.values(AUDITS).filter((id) => lhr.audits[id]?.numericValue === undefined);
    return { ok: false, reason: `no performance score${broken.length ? ` (no ${broken.join(', ')})` : ''}` };
  }
  const numeric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  return {
    ok: true,
    metrics: {
      score: Math.round(score * 100),
      fcpMs: numeric(AUDITS.fcpMs),
      lcpMs: numeric(AUDITS.lcpMs),
      tbtMs: numeric(AUDITS.tbtMs),
      cls: numeric(AUDITS.cls),
      speedIndexMs: numeric(AUDITS.speedIndexMs),
    },
    auditErrors: Object.entries(lhr.audits)
      .filter(([, audit]) => audit?.scoreDisplayMode === 'error')
      .map(([id]) => id)
      .sort(),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * The median run in the order `worseFirst`: the middle one of an odd count, the worse of the two middle
 * ones of an even count (so a failed run never flatters the figure). Runs that compare equal keep their order.
 */
export function medianRun<T>(runs: readonly T[], worseFirst: (a: T, b: T) => number): T | undefined {
  const sorted = [...runs].sort(worseFirst);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lower score first; among equal scores (often all 100) the slower LCP first, so that the median run by
 * score is then also the median by LCP.
 */
export function byScoreThenLcp(a: LighthouseMetrics, b: LighthouseMetrics): number {
  return a.score - b.score || (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity) || 0;
}

/** The median of the runs that succeeded; the distinct reasons when none did. */
export function summarise(url: string, formFactor: FormFactor, runs: TimedRun[]): LighthouseSummary {
  const succeeded = runs.flatMap((run) => (run.ok ? [run] : []));
  const median = medianRun(succeeded, (a, b) => byScoreThenLcp(a.metrics, b.metrics));
  const reasons = [...new Set(runs.flatMap((run) => (run.ok ? [] : [run.reason])))];
  return {
    url,
    formFactor,
    median: median?.metrics ?? null,
    medianRun: median ? runs.indexOf(median) : null,
    failure: median ? null : reasons.join('; ') || 'no run',
    runs,
  };
}

/**
 * The table rows of one page and form factor: score, LCP, TBT and CLS. Mobile score, LCP and TBT have
 * budgets; desktop figures and CLS have none. `missing` says why a page has no
 * summary (`not built yet`); a summary whose runs all failed gives `failed: reason` rows.
 */
export function lighthouseRows(
  page: string,
  formFactor: FormFactor,
  outcome: LighthouseSummary | { missing: string },
): Figure[] {
  const mobile = formFactor === 'mobile';
  const summary = 'missing' in outcome ? null : outcome;
  const note =
    'missing' in outcome ? outcome.missing : outcome.failure === null ? undefined : `failed: ${outcome.failure}`;
  const total = summary?.runs.length ?? 0;
  const succeeded = summary?.runs.filter((run) => run.ok).length ?? 0;
  const partial = summary?.median && succeeded < total ? ` (${succeeded} of ${total} runs)` : '';
  const row = (
    name: string,
    value: number | null,
    unit: Figure['unit'],
    budget: number | null,
    limit: 'min' | 'max' = 'max',
  ): Figure => ({
    label: `${page}: Lighthouse ${formFactor} ${name}${partial}`,
    value,
    unit,
    budget,
    ...(budget !== null && limit === 'min' ? { limit } : {}),
    ...(note === undefined ? {} : { note }),
  });
  const m = summary?.median ?? null;
  return [
    row('score', m?.score ?? null, 'score', mobile ? BUDGETS.lighthouseMobileScore : null, 'min'),
    row('LCP', m?.lcpMs ?? null, 'ms', mobile ? BUDGETS.lighthouseMobileLcpMs : null),
    row('TBT', m?.tbtMs ?? null, 'ms', mobile ? BUDGETS.lighthouseMobileTbtMs : null),
    row('CLS', m?.cls ?? null, 'unitless', BUDGETS.cls),
  ];
}

/**
 * The machine's speed as Lighthouse measured it before each run (`benchmarkIndex`): the median and the lowest of
 * all runs. TBT is the page's real main-thread time multiplied by Lighthouse, so it reads only beside these:
 * a run on a slow or busy machine (a low index) counts the same tasks as longer.
 */
export function machineSpeedRows(summaries: readonly LighthouseSummary[]): Figure[] {
  const indices = summaries
    .flatMap((summary) =>
      summary.runs.flatMap((run) => (run.ok && run.benchmarkIndex !== null ? [run.benchmarkIndex] : [])),
    )
    .sort((a, b) => a - b);
  const row = (name: string, value: number | null): Figure => ({
    label: `Lighthouse machine speed (benchmarkIndex), ${name} of ${indices.length} runs`,
    value,
    unit: 'count',
    budget: null,
  });
  return [row('median', medianRun(indices, (a, b) => a - b) ?? null), row('lowest', indices[0] ?? null)];
}
