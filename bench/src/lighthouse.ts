/**
 * `runLighthouse(url, formFactor)`: the performance category of Lighthouse on one page, median of 3 runs,
 * with Debian's Chromium (`CHROMIUM_PATH` overrides). Mobile is Lighthouse's default (simulated throttling,
 * moto g power emulation); desktop is its desktop config. Each run launches its own Chrome with a fresh
 * profile, so no cache or storage carries over from one run to the next and a crash costs one run only.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  type FormFactor,
  type LighthouseSummary,
  readResult,
  type RunOutcome,
  summarise,
  type TimedRun,
} from './lighthouse-metrics.ts';

/** The flags of every Chromium the bench starts: no sandbox (containers), no GPU, nothing running beside the page. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Lighthouse's Chrome is started by chrome-launcher, which does not make it headless itself. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface LighthouseOptions {
  /** Runs per page and form factor; the figure is the run with the median score. Default 3. */
  runs?: number;
  /** Longest a run (Chrome start-up included) may take before it counts as failed. Default 120 s. */
  timeoutMs?: number;
  /** Default: `CHROMIUM_PATH`, else `/usr/bin/chromium`. */
  chromePath?: string;
  /** Called after each run, for progress. */
  onRun?: (run: TimedRun, index: number) => void;
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The installed Lighthouse's version. */
export async function lighthouseVersion(): Promise<string> {
  const file = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** `Chromium 131.0.6778.139 …` as the browser prints it; null when it does not start. */
export async function chromiumVersion(chromePath = chromiumPath()): Promise<string | null> {
  return promisify(execFile)(chromePath, ['--version'], { timeout: 30_000 }).then(
    ({ stdout }) => stdout.trim().split('\n')[0]?.trim() || null,
    () => null,
  );
}

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() || 'unknown error';

function kill(chrome: LaunchedChrome | undefined): void {
  try {
    chrome?.kill();
  } catch {
    // Already gone (it crashed): nothing to clean up.
  }
}

async function runOnce(url: string, formFactor: FormFactor, chromePath: string, timeoutMs: number): Promise<TimedRun> {
  const started = performance.now();
  let chrome: LaunchedChrome | undefined;
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = (async (): Promise<RunOutcome> => {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    // A Chrome that came up after the time-out is not used, and not left running.
    if (timedOut) kill(chrome);
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    return result ? readResult(result.lhr) : { ok: false, reason: 'Lighthouse returned no result' };
  })();
  const timeout = new Promise<RunOutcome>((done) => {
    timer = setTimeout(() => {
      timedOut = true;
      done({ ok: false, reason: `timed out after ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
  });
  let outcome: RunOutcome;
  try {
    outcome = await Promise.race([attempt, timeout]);
  } catch (error) {
    outcome = { ok: false, reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
    kill(chrome);
  }
  return { ...outcome, seconds: (performance.now() - started) / 1000 };
}

/** Runs Lighthouse `runs` times on `url`, one after the other; failed runs are reported, never thrown. */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  options: LighthouseOptions = {},
): Promise<LighthouseSummary> {
  const chromePath = options.chromePath ?? chromiumPath();
  const found = await access(chromePath, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!found) {
    return summarise(url, formFactor, [
      { ok: false, reason: `no Chromium at ${chromePath} (set CHROMIUM_PATH)`, seconds: 0 },
    ]);
  }
  const runs: TimedRun[] = [];
  for (let index = 0; index < (options.runs ?? 3); index++) {
    const run = await runOnce(url, formFactor, chromePath, options.timeoutMs ?? 120_000);
    runs.push(run);
    options.onRun?.(run, index);
  }
  return summarise(url, formFactor, runs);
}
