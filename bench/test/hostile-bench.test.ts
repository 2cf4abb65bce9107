import { describe, expect, it } from 'vitest';
import { HOSTILE_TASK_BUDGET_MS, hostileRows } from '../src/hostile-bench.ts';
import { HOSTILE_INPUTS } from '../src/hostile-inputs.ts';
import { verdictOf } from '../src/report.ts';

describe('hostile inputs', () => {
  it('have unique keys, and files for the widget that reads them', () => {
    expect(new Set(HOSTILE_INPUTS.map((input) => input.key)).size).toBe(HOSTILE_INPUTS.length);
    const needs = { legal: 'config.json', apps: 'list.json', 'sign-in': 'user/profile' } as const;
    for (const input of HOSTILE_INPUTS) expect(Object.keys(input.files)).toContain(needs[input.widget]);
  });

  it('report the longest task beside the 200 ms budget, and an input never shown as over', () => {
    const rows = hostileRows([
      { key: 'a', label: 'A', longestTaskMs: 120, shownMs: 900, outcome: 'ready' },
      { key: 'b', label: 'B', longestTaskMs: null, shownMs: null, outcome: '' },
    ]);
    expect(rows.map((row) => [row.label, row.value, row.budget, verdictOf(row)])).toEqual([
      ['Longest task, A', 120, HOSTILE_TASK_BUDGET_MS, 'within'],
      ['Longest task, B', null, 200, 'not measured'],
    ]);
    expect(rows[1]?.note).toBe('never shown');
  });
});
