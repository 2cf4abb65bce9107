/** Budgets, verdicts and the printed table: pure functions of the measured figures. */

export type Unit = 's' | 'KiB' | 'MiB' | '%';

export interface Figure {
  label: string;
  /** null when it could not be measured. */
  value: number | null;
  unit: Unit;
  /** The upper limit, or null when the figure has no budget. */
  budget: number | null;
}

export type Verdict = 'within' | 'OVER' | 'not measured' | '';

/** The budgets of `bench/README.md`. */
export const BUDGETS = {
  /** Cold build of the 300-page corpus, seconds. */
  build300Seconds: 15,
  /** JavaScript of a doc page's first visit, KiB gzip. */
  docJsKib: 100,
  /** All bytes of a doc page's first visit (HTML, JS, CSS), KiB gzip. */
  docTotalKib: 130,
  /** Growth of the same doc page from the 300- to the 3,000-page corpus, percent of its total gzip bytes. */
  growthPercent: 5,
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
  return figure.value <= figure.budget ? 'within' : 'OVER';
}

const DECIMALS: Record<Unit, number> = { s: 1, KiB: 1, MiB: 0, '%': 2 };

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  return unit === '%'
    ? `${value >= 0 ? '+' : ''}${value.toFixed(DECIMALS[unit])} %`
    : `${value.toFixed(DECIMALS[unit])} ${unit}`;
}

/** A Markdown table of the figures beside their budgets: readable in a terminal and pasteable into the README. */
export function formatTable(figures: Figure[]): string {
  const rows = [
    ['Figure', 'Value', 'Budget', 'Verdict'],
    ...figures.map((f) => [
      f.label,
      formatValue(f.value, f.unit),
      f.budget === null ? '—' : `≤ ${f.unit === '%' ? `${f.budget} %` : `${f.budget} ${f.unit}`}`,
      verdictOf(f) || '—',
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (cells: string[]): string =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(Math.max(w - 1, 1))}:`)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}
