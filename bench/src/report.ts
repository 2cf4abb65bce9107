/** Budgets, verdicts and the printed table: pure functions of the measured figures. */

/**
 * `%` is a change (signed); `share` a part of a whole in percent; `points` a difference of two shares; `score` a Lighthouse score (0 to 100);
 * `unitless` a ratio such as Cumulative Layout Shift; `count` a whole number such as Lighthouse's
 * `benchmarkIndex`.
 */
export type Unit = 's' | 'ms' | 'KiB' | 'MiB' | '%' | 'share' | 'points' | 'score' | 'unitless' | 'count';

export interface Figure {
  label: string;
  /** null when it could not be measured. */
  value: number | null;
  unit: Unit;
  /** The limit, or null when the figure has no budget. */
  budget: number | null;
  /** `max` (default): the value may not exceed the budget; `min`: it must reach it, as a score must. */
  limit?: 'max' | 'min';
  /** Printed in place of a null value: why it is missing (`not built yet`, `failed: …`). */
  note?: string;
}

export type Verdict = 'within' | 'OVER' | 'not measured' | '';

/** The budgets of `bench/README.md`. */
export const BUDGETS = {
  /** Cold build of the 300-page corpus, seconds. */
  build300Seconds: 15,
  /** JavaScript of a doc page's first visit, KiB gzip: less than a comparable VitePress page (61 KiB), React included. */
  docJsKib: 70,
  /** All bytes of a doc page's first visit (HTML, JS, CSS), KiB gzip. */
  docTotalKib: 130,
  /** Growth of the same doc page from the 300- to the 3,000-page corpus, percent of its total gzip bytes. */
  growthPercent: 5,
  /** Lighthouse mobile performance score of every page it runs on: 100, nothing less. */
  lighthouseMobileScore: 100,
  /** Lighthouse mobile Total Blocking Time, ms. */
  lighthouseMobileTbtMs: 50,
  /** Lighthouse mobile Largest Contentful Paint, ms. */
  lighthouseMobileLcpMs: 1200,
  /** Cumulative Layout Shift of every page Lighthouse runs on, mobile and desktop: nothing moves. */
  cls: 0,
} as const;

export function kib(bytes: number): number {
  return bytes / 1024;
}

/** How much `after` grew over `before`, in percent (negative when it shrank). */
export function growthPercent(before: number, after: number): number {
  if (before <= 0) throw new Error('growthPercent needs a positive baseline.');
  return ((after - before) / before) * 100;
}

export function verdictOf(figure: Figure): Verdict {
  if (figure.budget === null) return '';
  if (figure.value === null) return 'not measured';
  const within = figure.limit === 'min' ? figure.value >= figure.budget : figure.value <= figure.budget;
  return within ? 'within' : 'OVER';
}

const DECIMALS: Record<Unit, number> = {
  s: 1,
  ms: 0,
  KiB: 1,
  MiB: 0,
  '%': 2,
  share: 1,
  points: 1,
  score: 0,
  unitless: 3,
  count: 0,
};
const SUFFIX: Record<Unit, string> = {
  s: ' s',
  ms: ' ms',
  KiB: ' KiB',
  MiB: ' MiB',
  '%': ' %',
  share: ' %',
  points: ' points',
  score: '',
  unitless: '',
  count: '',
};
/** Longest note printed in the table; the results file has it whole. */
const NOTE_WIDTH = 60;

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  const sign = unit === '%' && value >= 0 ? '+' : '';
  return `${sign}${value.toFixed(DECIMALS[unit])}${SUFFIX[unit]}`;
}

export function formatBudget(figure: Figure): string {
  if (figure.budget === null) return '—';
  return `${figure.limit === 'min' ? '≥' : '≤'} ${figure.budget}${SUFFIX[figure.unit]}`;
}

function formatCell(figure: Figure): string {
  if (figure.value !== null || !figure.note) return formatValue(figure.value, figure.unit);
  return figure.note.length > NOTE_WIDTH ? `${figure.note.slice(0, NOTE_WIDTH - 1)}…` : figure.note;
}

/** A Markdown table of the figures beside their budgets: readable in a terminal and pasteable into the bench README. */
export function formatTable(figures: Figure[]): string {
  const rows = [
    ['Figure', 'Value', 'Budget', 'Verdict'],
    ...figures.map((f) => [f.label, formatCell(f), formatBudget(f), verdictOf(f) || '—']),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (cells: string[]): string =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(Math.max(w - 1, 1))}:`)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}
