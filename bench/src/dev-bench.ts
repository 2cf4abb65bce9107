/**
 * The dev server's figures on a site folder: cold start to the first page, and edit-to-update latency, the
 * time from writing a page's markdown to the open page showing the new text (Chromium watching the page
 * every frame), for 20 edits. Edits go to a copy of the folder in a temporary directory.
 *
 *   npx tsx bench/src/dev-bench.ts <site-folder> <route> <file-relative-to-site>
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEV_CACHE_DIR } from '../../packages/cli/src/dev/vite-dev.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lighthouse.ts';
import type { Figure } from './report.ts';

const ATLAS_DOCS = fileURLToPath(new URL('../../packages/cli/bin/atlas-docs.js', import.meta.url));
/** Cold starts measured after the first, by default. */
const COLD_STARTS = 5;

/** The budgets of the dev server's figures. */
export const DEV_BUDGETS = {
  /** Edit-to-update latency on the real site, 95th percentile, ms. */
  editP95RealSiteMs: 500,
  /** Edit-to-update latency at 3,000 pages, 95th percentile, ms. */
  editP95LargeMs: 1000,
  /** From starting `atlas-docs dev` on the real site to its first page on screen, ms. */
  coldStartRealSiteMs: 3000,
} as const;

export interface DevBenchOptions {
  /** The site folder; it is read for the cold start and copied for the edits. */
  siteDir: string;
  /** The page that is opened and edited. */
  route: string;
  /** Its markdown file, relative to the site folder. */
  file: string;
  /** Edits measured. Default 20. */
  edits?: number;
  /** Cold starts measured after the first. Default {@link COLD_STARTS}. */
  coldStarts?: number;
  /**
   * The pause after each update before the next edit, ms, as an author reads what they wrote. Longer than the
   * dev server's search rebuild delay, so rebuilds run between the edits as they do while writing. Default 2,500.
   */
  pauseMs?: number;
  log?: (message: string) => void;
}

export interface DevBenchResult {
  /** The first start after install: Vite pre-bundles the browser's dependencies (its cache emptied first). */
  firstStartMs: number;
  /** Each later start, with that cache, as an author starts the server on another day. */
  coldStartsMs: number[];
  /** Their median. */
  coldStartMs: number;
  editMs: number[];
  medianMs: number;
  p95Ms: number;
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  if (!sorted.length) throw new Error('median of no values');
  return sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The nearest-rank percentile (`p` from 0 to 100): the 95th of 20 values is the 19th smallest. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) throw new Error('percentile of no values');
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

interface DevProcess {
  child: ChildProcess;
  url: Promise<string>;
  /** Resolves once the output has a line matching the pattern. */
  line: (pattern: RegExp) => Promise<void>;
  stop: () => Promise<void>;
}

function startDev(siteDir: string): DevProcess {
  const child = spawn(process.execPath, [ATLAS_DOCS, 'dev', siteDir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const line = (pattern: RegExp): Promise<void> =>
    new Promise((done, fail) => {
      const check = (): void => {
        if (pattern.test(output)) {
          watchers.delete(check);
          done();
        }
      };
      watchers.add(check);
      check();
      void exited.then(() => fail(new Error(`atlas-docs dev exited before ${String(pattern)}:\n${output}`)));
    });
  const url = line(/serving .* on (http:\/\/\S+)/).then(
    () => /serving .* on (http:\/\/\S+?)\/? /.exec(output)?.[1] ?? '',
  );
  return {
    child,
    url,
    line,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** Opens a page of the dev server once it answers, and the time at which its content was on screen. */
async function firstPage(page: Page, dev: DevProcess, route: string): Promise<number> {
  const url = await dev.url;
  await page.goto(`${url.replace('localhost', '127.0.0.1')}${route}`, { waitUntil: 'commit' });
  await page.locator('.ad-content').first().waitFor({ state: 'visible' });
  return performance.now();
}

async function coldStart(browser: Browser, siteDir: string, route: string): Promise<number> {
  const page = await browser.newPage();
  const started = performance.now();
  const dev = startDev(siteDir);
  try {
    return (await firstPage(page, dev, route)) - started;
  } finally {
    await page.close();
    await dev.stop();
  }
}

async function edits(browser: Browser, options: DevBenchOptions): Promise<number[]> {
  const log = options.log ?? (() => {});
  const copy = join(await mkdtemp(join(tmpdir(), 'atlas-dev-bench-')), 'site');
  await cp(options.siteDir, copy, { recursive: true });
  const dev = startDev(copy);
  const page = await browser.newPage();
  try {
    await firstPage(page, dev, options.route);
    // Measured on a warm server: every page rendered and the search data built, as after a minute of work.
    await dev.line(/search data of \d+ pages/);
    await page.locator('.ad-layout[data-transitions="on"]').waitFor();
    await page.locator('#ad-dev-overlay-root').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { benchMarker: 1 }));
    const path = join(copy, options.file);
    const original = await readFile(path, 'utf8');
    const times: number[] = [];
    for (let n = 1; n <= (options.edits ?? 20); n++) {
      const token = `Bench edit ${n}, ${Date.now().toString(36)}`;
      const started = performance.now();
      await writeFile(path, `${original}\n\n${token}\n`);
      await page.waitForFunction(
        (text) => document.querySelector('.ad-content')?.textContent.includes(text) ?? false,
        token,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(performance.now() - started);
      log(`edit ${n}: ${times.at(-1)?.toFixed(0)} ms`);
      await new Promise((done) => setTimeout(done, options.pauseMs ?? 2500));
    }
    if ((await page.evaluate(() => (window as { benchMarker?: number }).benchMarker)) !== 1)
      throw new Error('the page was loaded again during the edits: updates must come without a reload');
    return times;
  } finally {
    await page.close();
    await dev.stop();
    await rm(join(copy, '..'), { recursive: true, force: true });
  }
}

/** The table rows of one site's dev figures; `large` picks the 3,000-page budgets. */
export function devRows(label: string, result: DevBenchResult | null, large: boolean, note?: string): Figure[] {
  const value = (pick: (r: DevBenchResult) => number): number | null => (result ? pick(result) : null);
  const missing = note === undefined ? {} : { note };
  return [
    {
      label: `Dev server, ${label}: cold start to first page, median of ${result?.coldStartsMs.length ?? COLD_STARTS}`,
      value: value((r) => r.coldStartMs),
      unit: 'ms',
      budget: large ? null : DEV_BUDGETS.coldStartRealSiteMs,
      ...missing,
    },
    {
      label: `Dev server, ${label}: first start after install (Vite pre-bundles the browser's dependencies)`,
      value: value((r) => r.firstStartMs),
      unit: 'ms',
      budget: null,
      ...missing,
    },
    {
      label: `Dev server, ${label}: edit to update, median`,
      value: value((r) => r.medianMs),
      unit: 'ms',
      budget: null,
      ...missing,
    },
    {
      label: `Dev server, ${label}: edit to update, p95`,
      value: value((r) => r.p95Ms),
      unit: 'ms',
      budget: large ? DEV_BUDGETS.editP95LargeMs : DEV_BUDGETS.editP95RealSiteMs,
      ...missing,
    },
  ];
}

/** Cold start on the folder itself, then the edits on a copy of it. */
export async function devBench(options: DevBenchOptions): Promise<DevBenchResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await rm(DEV_CACHE_DIR, { recursive: true, force: true });
    const firstStartMs = await coldStart(browser, options.siteDir, options.route);
    options.log?.(`first start after install: ${firstStartMs.toFixed(0)} ms`);
    const coldStartsMs: number[] = [];
    for (let n = 0; n < (options.coldStarts ?? COLD_STARTS); n++) {
      const ms = await coldStart(browser, options.siteDir, options.route);
      coldStartsMs.push(ms);
      options.log?.(`cold start to the first page: ${ms.toFixed(0)} ms`);
    }
    const editMs = await edits(browser, options);
    return {
      firstStartMs,
      coldStartsMs,
      coldStartMs: median(coldStartsMs),
      editMs,
      medianMs: median(editMs),
      p95Ms: percentile(editMs, 95),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [siteDir, route, file] = process.argv.slice(2);
  if (!siteDir || !route || !file) {
    console.error('usage: npx tsx bench/src/dev-bench.ts <site-folder> <route> <file-relative-to-site>');
    process.exitCode = 1;
  } else {
    const result = await devBench({ siteDir: resolve(siteDir), route, file, log: (m) => console.log(`[dev] ${m}`) });
    console.log(
      `first start ${result.firstStartMs.toFixed(0)} ms, cold start ${result.coldStartMs.toFixed(0)} ms; edit to update: median ${result.medianMs.toFixed(0)} ms, ` +
        `p95 ${result.p95Ms.toFixed(0)} ms`,
    );
  }
}
