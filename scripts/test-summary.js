#!/usr/bin/env node
// Prints one closing line for the whole test run, 'N passed, N failed', from the Vitest and Playwright
// JSON reports, so CI can read the counts of both runners at once. A run that did not happen is a failure
// too: a missing or unreadable report, a runner error (a test file that could not load, a web server that
// could not start) and a run of zero tests each count as one failed, with the reason printed above the line.
import { readFileSync } from 'node:fs';

const UNIT_REPORT = '.out/vitest.json';
const BROWSER_REPORT = 'e2e/.out/results.json';

/** A JSON report, or null when it is missing or not JSON. */
function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const count = (value) => (Number.isInteger(value) && value > 0 ? value : 0);

/** The counts of a Vitest JSON report, and what went wrong with the run itself. */
function unitCounts(report) {
  if (!report || typeof report !== 'object') return { passed: 0, failed: 0, skipped: 0, problems: ['no report'] };
  const problems = [];
  const suites = count(report.numFailedTestSuites);
  if (suites > 0) problems.push(`${suites} test file${suites === 1 ? '' : 's'} failed to run`);
  if (count(report.numTotalTests) === 0) problems.push('no tests ran');
  if (report.success === false && problems.length === 0 && count(report.numFailedTests) === 0) {
    problems.push('the run did not succeed');
  }
  return {
    passed: count(report.numPassedTests),
    failed: count(report.numFailedTests),
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
    problems,
  };
}

/** The counts of a Playwright JSON report, and what went wrong with the run itself. */
function browserCounts(report) {
  if (!report || typeof report !== 'object' || !report.stats) {
    return { passed: 0, failed: 0, skipped: 0, problems: ['no report'] };
  }
  const { stats } = report;
  const problems = [];
  const errors = Array.isArray(report.errors) ? report.errors : [];
  for (const error of errors) {
    const message = String(error?.message ?? error?.value ?? 'unknown error').split('\n')[0];
    problems.push(`runner error: ${message}`);
  }
  const passed = count(stats.expected) + count(stats.flaky);
  const failed = count(stats.unexpected);
  if (passed + failed === 0) problems.push('no tests ran');
  return { passed, failed, skipped: count(stats.skipped), problems };
}

/** The closing lines of a run, and whether it passed: every test passed and both runs really happened. */
function summarise(unitReport, browserReport) {
  const runs = [
    ['unit', unitCounts(unitReport)],
    ['browser', browserCounts(browserReport)],
  ];
  const lines = runs.map(([name, run]) => `${name}: ${run.problems.length ? run.problems.join('; ') : 'reported'}`);
  // Each run with a problem counts as one failure, so the closing line never reads '0 failed' for it.
  const broken = runs.filter(([, run]) => run.problems.length > 0).map(([name]) => `${name} run`);
  const passed = runs.reduce((sum, [, run]) => sum + run.passed, 0);
  const failed = runs.reduce((sum, [, run]) => sum + run.failed, 0) + broken.length;
  const skipped = runs.reduce((sum, [, run]) => sum + run.skipped, 0);
  const because = broken.length ? ` (counting the ${broken.join(' and the ')} as failed)` : '';
  lines.push(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${because}`);
  return { lines, ok: failed === 0 };
}

const { lines, ok } = summarise(read(UNIT_REPORT), read(BROWSER_REPORT));
for (const line of lines) console.log(line);
process.exitCode = ok ? 0 : 1;
