import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../test-summary.js', import.meta.url));

/** A Vitest JSON report (the fields the summary reads). */
const unit = (passed: number, failed = 0, extra: Record<string, unknown> = {}) => ({
  numTotalTestSuites: 3,
  numFailedTestSuites: 0,
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  success: failed === 0,
  testResults: [],
  ...extra,
});

/** A Playwright JSON report (the fields the summary reads). */
const browser = (expected: number, unexpected = 0, errors: unknown[] = []) => ({
  suites: [],
  errors,
  stats: { startTime: '2026-11-24T14:38:53.711Z', duration: 10.7, expected, skipped: 0, unexpected, flaky: 0 },
});

/** What Playwright 1.65 wrote when a web server's port was taken: a top-level error and no test at all. */
const PORT_IN_USE = browser(0, 0, [
  {
    message:
      'Error: http://127.0.0.1:5000/ is already used, make sure that nothing is running on the port/url or set reuseExistingServer:true in config.webServer.',
    stack: 'Error: http://127.0.0.1:5000/ is already used, …',
  },
]);

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Runs the script in a folder holding the given reports (null: no file, a string: that text). */
async function summary(reports: { unit: unknown; browser: unknown }): Promise<{ out: string; code: number }> {
  folder = await mkdtemp(join(tmpdir(), 'test-summary-'));
  const files = [
    ['.out/vitest.json', reports.unit],
    ['e2e/.out/results.json', reports.browser],
  ] as const;
  for (const [file, report] of files) {
    if (report === null) continue;
    await mkdir(join(folder, file, '..'), { recursive: true });
    await writeFile(join(folder, file), typeof report === 'string' ? report : JSON.stringify(report));
  }
  try {
    const { stdout } = await run(process.execPath, [SCRIPT], { cwd: folder });
    return { out: stdout, code: 0 };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== 'number') throw error;
    return { out: failed.stdout ?? '', code: failed.code };
  }
}

const closing = (out: string): string => out.trim().split('\n').at(-1) ?? '';

describe('scripts/test-summary.js', () => {
  it('adds up both runs and passes when every test passed', async () => {
    const { out, code } = await summary({ unit: unit(1700), browser: browser(153) });
    expect(out).toBe('unit: reported\nbrowser: reported\nTests: 1853 passed, 0 failed\n');
    expect(code).toBe(0);
  });

  it('counts failed tests of either run', async () => {
    const { out, code } = await summary({ unit: unit(1699, 1), browser: browser(150, 3) });
    expect(closing(out)).toBe('Tests: 1849 passed, 4 failed');
    expect(code).toBe(1);
  });

  it('counts a browser run that could not start (port in use) as failed', async () => {
    const { out, code } = await summary({ unit: unit(1853), browser: PORT_IN_USE });
    expect(out).toContain('browser: runner error: Error: http://127.0.0.1:5000/ is already used');
    expect(closing(out)).toBe('Tests: 1853 passed, 1 failed (counting the browser run as failed)');
    expect(code).toBe(1);
  });

  it('counts a browser run of zero tests as failed', async () => {
    const { out, code } = await summary({ unit: unit(1853), browser: browser(0) });
    expect(out).toContain('browser: no tests ran');
    expect(closing(out)).toBe('Tests: 1853 passed, 1 failed (counting the browser run as failed)');
    expect(code).toBe(1);
  });

  it('counts a missing or unreadable report as failed', async () => {
    const missing = await summary({ unit: unit(1853), browser: null });
    expect(missing.out).toContain('browser: no report');
    expect(closing(missing.out)).toBe('Tests: 1853 passed, 1 failed (counting the browser run as failed)');
    expect(missing.code).toBe(1);
    const broken = await summary({ unit: '{"numPassedTests": 12', browser: browser(153) });
    expect(broken.out).toContain('unit: no report');
    expect(closing(broken.out)).toBe('Tests: 153 passed, 1 failed (counting the unit run as failed)');
    expect(broken.code).toBe(1);
  });

  it('counts a unit test file that could not load as failed, even with no failed test', async () => {
    const { out, code } = await summary({
      unit: unit(1700, 0, { numFailedTestSuites: 1, success: false }),
      browser: browser(153),
    });
    expect(out).toContain('unit: 1 test file failed to run');
    expect(closing(out)).toBe('Tests: 1853 passed, 1 failed (counting the unit run as failed)');
    expect(code).toBe(1);
  });
});
