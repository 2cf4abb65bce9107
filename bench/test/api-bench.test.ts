import { describe, expect, it } from 'vitest';
import { apiFigures, API_BUDGETS, type ApiBenchResult } from '../src/api-bench.ts';
import { verdictOf } from '../src/report.ts';

const result: ApiBenchResult = {
  shellJs: ['/assets/entry.js'],
  firstVisitJs: ['/assets/island.js'],
  panelJs: ['/assets/mount-try-it.js'],
  gzip: { shell: 80 * 1024, firstVisit: 1024, panel: 4 * 1024 },
  html: { raw: 400 * 1024, gzip: 40 * 1024 },
  validators: [
    { validator: '@apidevtools/swagger-parser', errors: [], warnings: [] },
    { validator: '@readme/openapi-parser', errors: [], warnings: [] },
    { validator: 'Spectral (spectral:oas)', errors: [], warnings: ['info-contact', 'path-keys-no-trailing-slash'] },
    { validator: 'Redocly (recommended)', errors: ['security-defined'], warnings: [] },
  ],
};

describe('apiFigures', () => {
  it('puts the first visit and the panel together against the budget beyond the shell', () => {
    const total = apiFigures(result).find((f) => f.label.includes('beyond the shell in total'));
    expect(total).toMatchObject({ value: 5, unit: 'KiB', budget: API_BUDGETS.beyondShellJsKib });
    expect(total && verdictOf(total)).toBe('within');
    const over = apiFigures({ ...result, gzip: { ...result.gzip, panel: 40 * 1024 } }).find((f) =>
      f.label.includes('in total'),
    );
    expect(over && verdictOf(over)).toBe('OVER');
  });

  it('reports the measurements page HTML', () => {
    const figures = apiFigures(result);
    expect(figures.find((f) => f.label === 'Measurements reference page: HTML, raw')?.value).toBe(400);
    expect(figures.find((f) => f.label === 'Measurements reference page: HTML, gzip')?.value).toBe(40);
  });

  it('prints each validator’s errors against a budget of none, and its warnings', () => {
    const figures = apiFigures(result);
    const spectral = figures.filter((f) => f.label.startsWith('OpenAPI export, Spectral'));
    expect(spectral.map((f) => [f.label, f.value, f.budget])).toEqual([
      ['OpenAPI export, Spectral (spectral:oas): errors', 0, 0],
      ['OpenAPI export, Spectral (spectral:oas): warnings', 2, null],
    ]);
    const redocly = figures.find((f) => f.label === 'OpenAPI export, Redocly (recommended): errors');
    expect(redocly && verdictOf(redocly)).toBe('OVER');
  });

  it('says why when nothing could be measured', () => {
    const figures = apiFigures(null, 'failed: no Chromium');
    expect(figures.every((f) => f.value === null && f.note === 'failed: no Chromium')).toBe(true);
    expect(verdictOf(figures[2] ?? { label: '', value: 1, unit: 'KiB', budget: null })).toBe('not measured');
  });
});
