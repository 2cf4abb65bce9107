#!/usr/bin/env node
// Prints one closing line for the whole test run, 'N passed, N failed', from the Vitest and Playwright
// JSON reports, so CI can read the counts of both runners at once.
import { readFileSync } from 'node:fs';

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const unit = read('.out/vitest.json');
const e2e = read('e2e/.out/results.json');
let passed = 0;
let failed = 0;
let skipped = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
console.log(`unit: ${unit ? 'reported' : 'no report'}; browser: ${e2e ? 'reported' : 'no report'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = unit && e2e && failed === 0 ? 0 : 1;
