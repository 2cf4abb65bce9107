/**
 * `npm run bench`: generates the 300- and 3,000-page corpora, builds them and the real site cold, weighs a
 * doc page of each, runs Lighthouse on the real site's pages and the 300-page corpus's doc page, times the dev
 * server (cold start, edit to update) on the real site and the 3,000-page corpus, prints every
 * figure beside its budget and writes them to `bench/results/latest.json`.
 * Exits 0 even when a figure is over budget (the table says OVER); non-zero when a build or a measurement fails.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFile } from '../../packages/cli/src/serve.ts';
import { apiBench } from './api-bench.ts';
import { generateCorpus } from './corpus.ts';
import { benchRoute, type CorpusOptions } from './corpus-plan.ts';
import { chromiumPath, chromiumVersion, lighthouseVersion, runLighthouse } from './lighthouse.ts';
import {
  type FormFactor,
  lighthouseRows,
  machineSpeedRows,
  type LighthouseMetrics,
  type LighthouseSummary,
  summarise,
  type TimedRun,
} from './lighthouse-metrics.ts';
import { relevanceBench, relevanceRows, SETS, type RelevanceResult } from './relevance/relevance-bench.ts';
import { BUDGETS, type Figure, formatTable, growthPercent, kib, verdictOf } from './report.ts';
import { type BuildRun, runBuild } from './run-build.ts';
import { devBench, devRows, type DevBenchResult } from './dev-bench.ts';
import { hostileBench, hostileRows, type HostileResult } from './hostile-bench.ts';
import { SEARCH_BUDGETS, searchBench, searchDataSize } from './search-bench.ts';
import { formatTransfer, searchTransferBench, TRANSFER_BUDGETS, type TransferResult } from './search-transfer-bench.ts';
import { type ServedSite, serveSite } from './serve-site.ts';
import { pageWeight, type PageWeight } from './weight.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORK_DIR = join(ROOT, 'bench/.corpus');
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json');

const SITE_HOME = '/';
const SITE_DOC = '/docs/getting-started/built-in-measurements';
const SITE_API = '/docs/apis/rest-api-reference/measurements';
/** The operation whose try-it panel the API reference figures open. */
const SITE_API_OPERATION = 'get-api-v2-measurements-pk';
/** The real site's OpenAPI export, which the validators read. */
const SITE_OPENAPI = '/docs/apis/rest-api-reference/openapi.json';
const SITE_LEGAL = '/legal';
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];
const LIGHTHOUSE_RUNS = 3;
const SMALL = 300;
const LARGE = 3000;
const HUGE = 10_000;
/** `--sizes`: only the builds, the weights and the search data sizes (no browser), in about a minute. */
const SIZES_ONLY = process.argv.includes('--sizes');

/** The corpora: both sidebar shapes at both sizes; the site-sidebar ones in random-word prose, a neutral corpus. */
const CORPORA = [
  { key: 'corpus-300', pages: SMALL, options: { sidebar: 'section', prose: 'atlas' }, label: '300-page corpus' },
  { key: 'corpus-3000', pages: LARGE, options: { sidebar: 'section', prose: 'atlas' }, label: '3,000-page corpus' },
  {
    key: 'flat-300',
    pages: SMALL,
    options: { sidebar: 'site', prose: 'random' },
    label: '300-page site-sidebar corpus',
  },
  {
    key: 'flat-3000',
    pages: LARGE,
    options: { sidebar: 'site', prose: 'random' },
    label: '3,000-page site-sidebar corpus',
  },
  // Only for what a search downloads at any size: not weighed or audited.
  { key: 'corpus-10000', pages: HUGE, options: { sidebar: 'section', prose: 'atlas' }, label: '10,000-page corpus' },
  {
    key: 'flat-10000',
    pages: HUGE,
    options: { sidebar: 'site', prose: 'random' },
    label: '10,000-page site-sidebar corpus',
  },
] as const satisfies readonly { key: string; pages: number; options: CorpusOptions; label: string }[];

interface Target {
  key: string;
  label: string;
  siteDir: string;
  outDir: string;
}

interface Weighed {
  target: Target;
  route: string;
  label: string;
  doc: boolean;
  weight: PageWeight | null;
}

interface Audited {
  target: Target;
  route: string;
  label: string;
  /** By form factor; empty when the page was not audited, and `missing` says why. */
  summaries: Partial<Record<FormFactor, LighthouseSummary>>;
  missing?: string;
}

const log = (message: string): void => console.log(`[bench] ${message}`);
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const display = (path: string): string => relative(ROOT, path) || '.';
const round = (value: number | null): number | null => (value === null ? null : Number(value.toFixed(3)));

async function build(target: Target): Promise<BuildRun> {
  log(`building ${target.label} (${display(target.siteDir)} -> ${display(target.outDir)}), cold`);
  const run = await runBuild({
    root: ROOT,
    siteDir: target.siteDir,
    outDir: target.outDir,
    onLine: (line) => console.log(`    ${line}`),
  });
  const memory = run.peakRssMiB === null ? 'peak memory not measured' : `peak ${run.peakRssMiB.toFixed(0)} MiB`;
  const cpu = run.cpuSeconds === null ? '' : ` (${run.cpuSeconds.toFixed(1)} s CPU)`;
  if (run.ok) log(`built ${target.label} in ${run.seconds.toFixed(1)} s${cpu}, ${memory}`);
  else log(`FAILED: building ${target.label} exited with ${run.exitCode} after ${run.seconds.toFixed(1)} s`);
  return run;
}

const metricsLine = (m: LighthouseMetrics): string =>
  `score ${m.score}, LCP ${m.lcpMs?.toFixed(0) ?? '—'} ms, TBT ${m.tbtMs?.toFixed(0) ?? '—'} ms, CLS ${m.cls?.toFixed(3) ?? '—'}`;

function logRun(formFactor: FormFactor, label: string, run: TimedRun, index: number): void {
  const what = `lighthouse ${formFactor}, ${label}, run ${index + 1} of ${LIGHTHOUSE_RUNS}`;
  const time = `(${run.seconds.toFixed(1)} s)`;
  if (run.ok) log(`${what}: ${metricsLine(run.metrics)} ${time}`);
  else log(`FAILED: ${what}: ${run.reason} ${time}`);
}

/**
 * Lighthouse, mobile and desktop, on each page whose site was built and which exists in it. Each site is
 * served for the time of its pages only.
 */
async function audit(pages: Omit<Audited, 'summaries'>[], builds: Map<string, BuildRun>): Promise<Audited[]> {
  const audited: Audited[] = [];
  for (const target of new Set(pages.map((p) => p.target))) {
    const ofTarget = pages.filter((p) => p.target === target);
    if (!builds.get(target.key)?.ok) {
      audited.push(...ofTarget.map((p) => ({ ...p, summaries: {}, missing: 'not measured: build failed' })));
      continue;
    }
    let site: ServedSite;
    try {
      site = await serveSite(target.outDir);
    } catch (error) {
      const reason = `serving ${display(target.outDir)}: ${error instanceof Error ? error.message : String(error)}`;
      log(`FAILED: lighthouse: ${reason}`);
      const failedRun: TimedRun = { ok: false, reason, seconds: 0 };
      for (const page of ofTarget) {
        const summaries: Audited['summaries'] = {};
        for (const formFactor of FORM_FACTORS) summaries[formFactor] = summarise(page.route, formFactor, [failedRun]);
        audited.push({ ...page, summaries });
      }
      continue;
    }
    if (!site.headers['Content-Security-Policy']) log(`warning: ${display(target.outDir)} has no _headers policy`);
    try {
      for (const page of ofTarget) {
        if (!(await resolveFile(target.outDir, page.route))) {
          log(`lighthouse: ${page.label} (${page.route}) is not built yet`);
          audited.push({ ...page, summaries: {}, missing: 'not built yet' });
          continue;
        }
        const summaries: Audited['summaries'] = {};
        for (const formFactor of FORM_FACTORS) {
          summaries[formFactor] = await runLighthouse(`${site.origin}${page.route}`, formFactor, {
            runs: LIGHTHOUSE_RUNS,
            onRun: (run, index) => logRun(formFactor, page.label, run, index),
          });
        }
        audited.push({ ...page, summaries });
      }
    } finally {
      await site.close();
    }
  }
  return audited;
}

/** A summary for the results file, metrics rounded. */
function summaryJson(summary: LighthouseSummary | undefined): unknown {
  if (!summary) return null;
  const metrics = (m: LighthouseMetrics): LighthouseMetrics => ({
    score: m.score,
    fcpMs: round(m.fcpMs),
    lcpMs: round(m.lcpMs),
    tbtMs: round(m.tbtMs),
    cls: round(m.cls),
    speedIndexMs: round(m.speedIndexMs),
  });
  // The origin's port changes with every run: the page's route says which page it is.
  const { url: _url, ...rest } = summary;
  return {
    ...rest,
    median: summary.median && metrics(summary.median),
    runs: summary.runs.map((run) => ({
      ...run,
      seconds: Number(run.seconds.toFixed(1)),
      ...(run.ok ? { metrics: metrics(run.metrics) } : {}),
    })),
  };
}

async function weigh(item: Omit<Weighed, 'weight'>, built: boolean): Promise<Weighed> {
  if (!built) return { ...item, weight: null };
  const weight = await pageWeight(item.target.outDir, item.route);
  const size = (bytes: number): string => `${kib(bytes).toFixed(1)} KiB`;
  log(
    `weighed ${item.label} (${item.route}): JS ${size(weight.js.gzip)}, CSS ${size(weight.css.gzip)}, ` +
      `HTML ${size(weight.html.gzip)}, total ${size(weight.total.gzip)} gzip (${size(weight.total.raw)} raw)`,
  );
  if (weight.external.length) log(`  not counted, other origins: ${weight.external.join(', ')}`);
  return { ...item, weight };
}

/** The growth of the weighed doc page's first-visit bytes from 300 to 3,000 pages, for one sidebar shape. */
interface Growth {
  shape: string;
  value: number | null;
}

interface Searched {
  target: Target;
  pages: number;
  /** The figures of {@link searchBench}; null when the site was not built or the measurement failed. */
  figures: Record<string, number> | null;
}

/**
 * The search figures of each site: data size, and unless `sizeOnly`, cold first results and query latency once
 * loaded.
 */
async function measureSearch(
  targets: { target: Target; pages: number; sizeOnly: boolean }[],
  builds: Map<string, BuildRun>,
) {
  const searched: Searched[] = [];
  for (const { target, pages, sizeOnly } of targets) {
    if (!builds.get(target.key)?.ok) {
      searched.push({ target, pages, figures: null });
      continue;
    }
    if (sizeOnly) {
      const figures = await searchDataSize(target.outDir, pages);
      log(
        `search, ${target.label}: data ${figures.dataKibGzip} KiB gzip (${figures.dataKibGzipPer100Pages} per 100 pages)`,
      );
      searched.push({ target, pages, figures });
      continue;
    }
    const t = performance.now();
    const figures = await searchBench({ builtDir: target.outDir, pages });
    log(
      `search, ${target.label}: data ${figures.dataKibGzip} KiB gzip (${figures.dataKibGzipPer100Pages} per 100 pages), ` +
        `first results ${figures.firstResultsMs} ms cold, queries p50 ${figures.queryP50Ms} ms, p95 ${figures.queryP95Ms} ms (${seconds(t)})`,
    );
    searched.push({ target, pages, figures });
  }
  return searched;
}

function searchRows(searched: Searched[]): Figure[] {
  const rows: Figure[] = [];
  for (const { target, pages, figures } of searched) {
    const value = (key: string): number | null => figures?.[key] ?? null;
    const label = `Search, ${target.label}`;
    rows.push({
      label: `${label}: data per 100 pages, gzip`,
      value: value('dataKibGzipPer100Pages'),
      unit: 'KiB',
      // The real site's is reported: its API reference is most of it, and it has 48 pages, not hundreds.
      budget: target.key === 'site' ? null : SEARCH_BUDGETS.dataKibPer100Pages,
    });
    // Sites measured for their size only.
    if (figures && figures.queryP50Ms === undefined) continue;
    rows.push({
      label: `${label}: code loaded on the first intent, gzip`,
      value: value('codeKibGzip'),
      unit: 'KiB',
      budget: SEARCH_BUDGETS.codeKib,
    });
    rows.push({
      label: `${label}: first results, cold cache`,
      value: value('firstResultsMs'),
      unit: 'ms',
      budget: pages === SEARCH_BUDGETS.firstResultsMs.pages ? SEARCH_BUDGETS.firstResultsMs.ms : null,
    });
    rows.push({ label: `${label}: query p50`, value: value('queryP50Ms'), unit: 'ms', budget: null });
    const split = value('partsQueryP95Ms') !== null;
    rows.push({
      label: `${label}: query p95${split ? ', warm (data split in parts: its parts there)' : ''}`,
      value: value('queryP95Ms'),
      unit: 'ms',
      budget: pages === SEARCH_BUDGETS.queryP95Ms.pages ? SEARCH_BUDGETS.queryP95Ms.ms : null,
    });
    if (split) {
      rows.push({
        label: `${label}: query p95, asked first (data split in parts: with its downloads)`,
        value: value('partsQueryP95Ms'),
        unit: 'ms',
        budget: null,
      });
    }
  }
  return rows;
}

interface Transferred {
  target: Target;
  pages: number;
  result: TransferResult | null;
}

/** What a search downloads, per corpus: the worst kind of query's figures, budgeted at 10,000 pages. */
function transferRows(transfers: Transferred[]): Figure[] {
  return transfers.flatMap(({ target, pages, result }) => {
    const label = `Search transfer, ${target.label}`;
    const budget = (value: number): number | null => (pages === TRANSFER_BUDGETS.pages ? value : null);
    return [
      {
        label: `${label}: first query, search data gzip`,
        value: result?.firstQueryKib ?? null,
        unit: 'KiB',
        budget: budget(TRANSFER_BUDGETS.firstQueryKib),
      },
      {
        label: `${label}: first query, sequential round trips`,
        value: result?.roundTrips ?? null,
        unit: 'count',
        budget: budget(TRANSFER_BUDGETS.roundTrips),
      },
      {
        label: `${label}: further query, new search data gzip`,
        value: result?.furtherQueryKib ?? null,
        unit: 'KiB',
        budget: budget(TRANSFER_BUDGETS.furtherQueryKib),
      },
      { label: `${label}: first result, cold`, value: result?.firstResultMs ?? null, unit: 'ms', budget: null },
      {
        label: `${label}: first result, cold, Slow 4G`,
        value: result?.slow4gFirstResultMs ?? null,
        unit: 'ms',
        budget: budget(TRANSFER_BUDGETS.slow4gFirstResultMs),
      },
      {
        label: `${label}: a question typed as a sentence, first query, search data gzip`,
        value: result?.sentences?.first.kib ?? null,
        unit: 'KiB',
        budget: null,
      },
      {
        label: `${label}: a question typed as a sentence, further query, new search data gzip`,
        value: result?.sentences ? Math.max(0, ...result.sentences.furtherKib) : null,
        unit: 'KiB',
        budget: null,
      },
    ] satisfies Figure[];
  });
}

function figures(
  builds: Map<string, BuildRun>,
  weighed: Weighed[],
  growth: Growth[],
  audited: Audited[],
  searched: Searched[],
): Figure[] {
  const list: Figure[] = [];
  const buildOf = (key: string): BuildRun | undefined => builds.get(key);
  const okSeconds = (run: BuildRun | undefined): number | null => (run?.ok ? run.seconds : null);
  const site = buildOf('site');
  for (const corpus of CORPORA) {
    const budget = corpus.pages === SMALL ? BUDGETS.build300Seconds : null;
    list.push({ label: `Build, ${corpus.label}`, value: okSeconds(buildOf(corpus.key)), unit: 's', budget });
  }
  const sitePages = site?.pages ? ` (${site.pages} pages)` : '';
  list.push({ label: `Build, real site${sitePages}`, value: okSeconds(site), unit: 's', budget: null });
  const builtTargets = [...CORPORA.map((c) => [c.key, c.label] as const), ['site', 'real site'] as const];
  for (const [key, label] of builtTargets) {
    const run = buildOf(key);
    list.push({
      label: `CPU time, build of ${label}`,
      value: run?.ok ? run.cpuSeconds : null,
      unit: 's',
      budget: null,
    });
  }
  for (const [key, label] of builtTargets) {
    list.push({
      label: `Peak memory, build of ${label}`,
      value: buildOf(key)?.peakRssMiB ?? null,
      unit: 'MiB',
      budget: null,
    });
  }
  for (const w of weighed) {
    const gzip = (pick: (p: PageWeight) => number): number | null => (w.weight ? kib(pick(w.weight)) : null);
    list.push({
      label: `${w.label}: JS, gzip`,
      value: gzip((p) => p.js.gzip),
      unit: 'KiB',
      budget: w.doc ? BUDGETS.docJsKib : null,
    });
    list.push({
      label: `${w.label}: total first visit, gzip`,
      value: gzip((p) => p.total.gzip),
      unit: 'KiB',
      budget: w.doc ? BUDGETS.docTotalKib : null,
    });
    list.push({ label: `${w.label}: CSS, gzip`, value: gzip((p) => p.css.gzip), unit: 'KiB', budget: null });
    list.push({ label: `${w.label}: HTML, gzip`, value: gzip((p) => p.html.gzip), unit: 'KiB', budget: null });
  }
  for (const { shape, value } of growth) {
    list.push({
      label: `Doc page growth, 300 -> 3,000 pages, ${shape}`,
      value,
      unit: '%',
      budget: BUDGETS.growthPercent,
    });
  }
  list.push(...searchRows(searched));
  for (const page of audited) {
    for (const formFactor of FORM_FACTORS) {
      const summary = page.summaries[formFactor];
      list.push(...lighthouseRows(page.label, formFactor, summary ?? { missing: page.missing ?? 'not measured' }));
    }
  }
  list.push(...machineSpeedRows(audited.flatMap((page) => Object.values(page.summaries))));
  return list;
}

/** The real site for the tools that read docs: the size of `llms.txt` and `llms-full.txt` (no budget; reported). */
async function markdownRows(outDir: string): Promise<Figure[]> {
  const size = async (file: string): Promise<number | null> =>
    readFile(join(outDir, file)).then(
      (bytes) => kib(bytes.length),
      () => null,
    );
  return [
    { label: 'Real site, llms.txt', value: await size('llms.txt'), unit: 'KiB', budget: null },
    { label: 'Real site, llms-full.txt', value: await size('llms-full.txt'), unit: 'KiB', budget: null },
  ];
}

interface DevMeasured {
  target: Target;
  large: boolean;
  result: DevBenchResult | null;
  note?: string;
}

/** The dev server on each site folder: cold start to the first page, and 20 edits of one page. */
async function measureDev(sites: { target: Target; route: string; file: string; large: boolean }[]) {
  const measured: DevMeasured[] = [];
  for (const { target, route, file, large } of sites) {
    const t = performance.now();
    log(`dev server, ${target.label}: cold start, then 20 edits of ${file}`);
    try {
      const result = await devBench({ siteDir: target.siteDir, route, file, log: (m) => log(`  ${m}`) });
      log(
        `dev server, ${target.label}: first start ${result.firstStartMs.toFixed(0)} ms, cold start ` +
          `${result.coldStartMs.toFixed(0)} ms (median), edit to update median ` +
          `${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms (${seconds(t)})`,
      );
      measured.push({ target, large, result });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`FAILED: dev server, ${target.label}: ${reason}`);
      measured.push({ target, large, result: null, note: `failed: ${reason.split('\n')[0] ?? ''}` });
    }
  }
  return measured;
}

async function writeResults(results: unknown): Promise<void> {
  await mkdir(dirname(RESULTS_FILE), { recursive: true });
  const temporary = `${RESULTS_FILE}.tmp`;
  await writeFile(temporary, `${JSON.stringify(results, null, 2)}\n`);
  await rename(temporary, RESULTS_FILE);
}

async function main(): Promise<number> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  // Timings are only comparable on an otherwise idle machine: say so when it is not.
  if (loadAtStart > availableParallelism()) {
    log(
      `the machine is busy (load average ${loadAtStart.toFixed(1)} on ${availableParallelism()} cores): timings will be high`,
    );
  }
  let failed = false;
  const corpusRoute = benchRoute();

  const targets: Target[] = [];
  for (const { key, pages, options, label } of CORPORA) {
    const t = performance.now();
    const corpus = await generateCorpus(join(WORK_DIR, `pages-${key}`), pages, options);
    if (!corpus.routes.includes(corpusRoute)) throw new Error(`The ${label} has no page ${corpusRoute}.`);
    log(
      `generated the ${label} (${corpus.sections} sections, ${options.sidebar} sidebar, ${options.prose} prose) ` +
        `in ${display(corpus.dir)} in ${seconds(t)}`,
    );
    targets.push({ key, label, siteDir: corpus.dir, outDir: join(WORK_DIR, `dist-${key}`) });
  }
  targets.push({ key: 'site', label: 'real site', siteDir: join(ROOT, 'site'), outDir: join(WORK_DIR, 'dist-site') });

  const builds = new Map<string, BuildRun>();
  for (const target of targets) {
    const run = await build(target);
    builds.set(target.key, run);
    if (!run.ok) {
      failed = true;
      for (const line of run.outputTail.slice(-15)) log(`  | ${line}`);
    }
  }

  const targetOf = (key: string): Target => {
    const target = targets.find((t) => t.key === key);
    if (!target) throw new Error(`unreachable: no target ${key}`);
    return target;
  };
  const [small, large, flatSmall, flatLarge, site] = ['corpus-300', 'corpus-3000', 'flat-300', 'flat-3000', 'site'].map(
    targetOf,
  ) as [Target, Target, Target, Target, Target];
  const pages: Omit<Weighed, 'weight'>[] = [
    { target: site, route: SITE_HOME, label: 'Real site, home page', doc: false },
    { target: site, route: SITE_DOC, label: 'Real site, doc page', doc: true },
    { target: site, route: SITE_API, label: 'Real site, API reference page', doc: false },
    ...[small, large, flatSmall, flatLarge].map((target) => ({
      target,
      route: corpusRoute,
      label: `${target.label}, doc page`,
      doc: true,
    })),
  ];
  const weighed: Weighed[] = [];
  for (const page of pages) {
    try {
      weighed.push(await weigh(page, builds.get(page.target.key)?.ok ?? false));
    } catch (error) {
      failed = true;
      log(`FAILED: weighing ${page.label} (${page.route}): ${error instanceof Error ? error.message : String(error)}`);
      weighed.push({ ...page, weight: null });
    }
  }

  const api =
    builds.get(site.key)?.ok && !SIZES_ONLY
      ? await apiBench(
          { outDir: site.outDir, route: SITE_API, operationId: SITE_API_OPERATION, openapi: SITE_OPENAPI },
          log,
        )
      : null;
  if (api?.failed) failed = true;

  // The same corpus page in both corpora, found by its site rather than by its place in the list.
  const corpusTotal = (target: Target): number | undefined =>
    weighed.find((w) => w.target === target && w.route === corpusRoute)?.weight?.total.gzip;
  const growthOf = (shape: string, from: Target, to: Target): Growth => {
    const before = corpusTotal(from);
    const after = corpusTotal(to);
    return { shape, value: before && after ? growthPercent(before, after) : null };
  };
  const growth = [growthOf('section sidebars', small, large), growthOf('site sidebar', flatSmall, flatLarge)];
  for (const g of growth) log(`growth of the doc page, ${g.shape}: ${g.value?.toFixed(2) ?? '—'} %`);
  const lighthouseStarted = performance.now();
  const versions = { lighthouse: await lighthouseVersion(), chromium: await chromiumVersion() };
  log(
    `lighthouse ${versions.lighthouse} with ${versions.chromium ?? `no Chromium at ${chromiumPath()}`}, ` +
      `median of ${LIGHTHOUSE_RUNS} runs, a fresh Chrome each`,
  );
  const audited = SIZES_ONLY
    ? []
    : await audit(
        [
          { target: site, route: SITE_HOME, label: 'Real site, home page' },
          { target: site, route: SITE_DOC, label: 'Real site, doc page' },
          { target: site, route: SITE_API, label: 'Real site, API reference page' },
          { target: site, route: SITE_LEGAL, label: 'Real site, legal page' },
          // Both sidebar shapes at both sizes: the layout must not shift, whatever the sidebar's size.
          ...[small, large, flatSmall, flatLarge].map((target) => ({
            target,
            route: corpusRoute,
            label: `${target.label}, doc page`,
          })),
        ],
        builds,
      );
  if (audited.some((a) => Object.values(a.summaries).some((s) => s.failure !== null))) failed = true;
  const lighthouseSeconds = (performance.now() - lighthouseStarted) / 1000;
  log(`lighthouse done in ${lighthouseSeconds.toFixed(1)} s`);

  let searched: Searched[] = [];
  try {
    searched = await measureSearch(
      [
        { target: small, pages: SMALL, sizeOnly: SIZES_ONLY },
        { target: large, pages: LARGE, sizeOnly: SIZES_ONLY },
        { target: flatSmall, pages: SMALL, sizeOnly: true },
        { target: flatLarge, pages: LARGE, sizeOnly: true },
        { target: site, pages: builds.get(site.key)?.pages ?? 0, sizeOnly: true },
      ],
      builds,
    );
  } catch (error) {
    failed = true;
    log(`FAILED: search: ${error instanceof Error ? error.message : String(error)}`);
  }

  let relevance: Awaited<ReturnType<typeof relevanceBench>> | null = null;
  if (builds.get(site.key)?.ok && !SIZES_ONLY) {
    try {
      relevance = await relevanceBench(site.outDir);
      const line = (r: RelevanceResult): string =>
        `hit@1 ${r.figures.hitAt1.toFixed(1)} %, hit@3 ${r.figures.hitAt3.toFixed(1)} %, MRR ${r.figures.mrr.toFixed(3)}`;
      for (const set of SETS) {
        log(
          `search relevance, real site, ${set}: ${line(relevance.reader[set])} (spec 5.1 alone: ${line(relevance.spec[set])})`,
        );
      }
    } catch (error) {
      failed = true;
      log(`FAILED: search relevance: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const transfers: Transferred[] = [];
  if (!SIZES_ONLY) {
    for (const key of ['corpus-300', 'flat-300', 'corpus-3000', 'flat-3000', 'corpus-10000', 'flat-10000']) {
      const target = targetOf(key);
      const pages = CORPORA.find((c) => c.key === key)?.pages ?? 0;
      if (!builds.get(key)?.ok) {
        transfers.push({ target, pages, result: null });
        continue;
      }
      const t = performance.now();
      try {
        const result = await searchTransferBench(target.outDir);
        for (const line of formatTransfer(result)) log(`search transfer, ${target.label}: ${line}`);
        log(`search transfer, ${target.label}: done in ${seconds(t)}`);
        transfers.push({ target, pages, result });
      } catch (error) {
        failed = true;
        log(`FAILED: search transfer, ${target.label}: ${error instanceof Error ? error.message : String(error)}`);
        transfers.push({ target, pages, result: null });
      }
    }
  }

  const dev = SIZES_ONLY
    ? []
    : await measureDev([
        { target: site, route: SITE_DOC, file: `content${SITE_DOC}.md`, large: false },
        { target: large, route: corpusRoute, file: `content${corpusRoute}.md`, large: true },
      ]);
  if (dev.some((d) => d.result === null)) failed = true;

  // Hostile remote input in the widgets (the widgets are built by the site's build above).
  let hostile: HostileResult[] = [];
  if (!SIZES_ONLY) {
    try {
      const t = performance.now();
      hostile = await hostileBench(log);
      log(`hostile inputs done in ${seconds(t)}`);
    } catch (error) {
      failed = true;
      log(`FAILED: hostile inputs: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const table = [
    ...figures(builds, weighed, growth, audited, searched),
    ...(builds.get(site.key)?.ok ? await markdownRows(site.outDir) : []),
    ...relevanceRows(relevance),
    ...transferRows(transfers),
    ...(api?.figures ?? []),
    ...dev.flatMap((d) => devRows(d.target.label, d.result, d.large, d.note)),
    ...hostileRows(hostile),
  ];
  console.log(`\n${formatTable(table)}\n`);

  if (SIZES_ONLY) {
    log(`sizes only (--sizes): ${display(RESULTS_FILE)} not written; finished in ${seconds(started)}`);
    return failed ? 1 : 0;
  }
  await writeResults({
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: availableParallelism(),
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      loadAverage: { start: round(loadAtStart), end: round(loadavg()[0] ?? 0) },
    },
    budgets: BUDGETS,
    figures: table.map((f) => ({ ...f, value: round(f.value), verdict: verdictOf(f) || null })),
    builds: Object.fromEntries(
      targets.map((t) => {
        const run = builds.get(t.key);
        return [
          t.key,
          {
            siteDir: display(t.siteDir),
            ok: run?.ok ?? false,
            seconds: run ? Number(run.seconds.toFixed(2)) : null,
            pages: run?.pages ?? null,
            cpuSeconds: round(run?.cpuSeconds ?? null),
            peakRssMiB: run?.peakRssMiB === null || !run ? null : Math.round(run.peakRssMiB),
            usageSource: run?.usageSource ?? null,
          },
        ];
      }),
    ),
    apiReference: api?.result ?? null,
    pages: weighed.map((w) => ({ site: w.target.key, label: w.label, route: w.route, weight: w.weight })),
    growthPercent: growth.map((g) => ({ shape: g.shape, percent: round(g.value) })),
    search: searched.map((s) => ({ site: s.target.key, pages: s.pages, figures: s.figures })),
    relevance,
    searchTransfer: transfers.map((t) => ({ site: t.target.key, pages: t.pages, result: t.result })),
    dev: dev.map((d) => ({
      site: d.target.key,
      firstStartMs: round(d.result?.firstStartMs ?? null),
      coldStartMs: round(d.result?.coldStartMs ?? null),
      coldStartsMs: d.result?.coldStartsMs.map((ms) => Math.round(ms)) ?? null,
      editMs: d.result?.editMs.map((ms) => Math.round(ms)) ?? null,
      medianMs: round(d.result?.medianMs ?? null),
      p95Ms: round(d.result?.p95Ms ?? null),
    })),
    hostile,
    lighthouse: {
      version: versions.lighthouse,
      chromium: versions.chromium,
      runs: LIGHTHOUSE_RUNS,
      method:
        'performance category; mobile: Lighthouse defaults, desktop: its desktop config; a fresh Chrome per run; ' +
        'the site served with its _headers and gzip; figure = the run with the median score',
      seconds: Number(lighthouseSeconds.toFixed(1)),
      pages: audited.map((a) => ({
        site: a.target.key,
        label: a.label,
        route: a.route,
        missing: a.missing ?? null,
        mobile: summaryJson(a.summaries.mobile),
        desktop: summaryJson(a.summaries.desktop),
      })),
    },
  });
  log(`wrote ${display(RESULTS_FILE)}; finished in ${seconds(started)}`);
  const over = table.filter((f) => verdictOf(f) === 'OVER').map((f) => f.label);
  if (over.length) log(`over budget: ${over.join('; ')}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
