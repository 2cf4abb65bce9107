/**
 * What a reader downloads to search, in Chromium against a built site served as a static host serves it
 * (gzip, HTTP/2): for each kind of query (a word, a prefix, two words, a quoted phrase, a typo), ten queries drawn
 * from the site's own words; the first of them typed into a cold page (the search data bytes transferred
 * from the search intent until its answer is whole, in how many requests and how many sequential round
 * trips, and the time to the first result, also under Chrome's "Slow 4G" throttling), the other nine
 * typed after it in the same page (the search data bytes each adds).
 *
 *   npx tsx bench/src/search-transfer-bench.ts <built-dir> [--no-throttle]
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { SearchEngine } from '@atlas-docs/search';
import { CHROMIUM_ARGS, chromiumPath } from './lighthouse.ts';
import { createRandom } from './random.ts';
import {
  coldSearch,
  distinctQueries,
  openPage,
  percentile,
  type QueryKind,
  queryMakers,
  readData,
  round,
  searchDataUrl,
  uiQuery,
} from './search-bench.ts';
import { kib } from './report.ts';
import { serveSite } from './serve-site.ts';

/** The kinds of query measured, as the issue names them (synonyms are a word of another kind here). */
export const TRANSFER_KINDS = ['word', 'phrase', 'prefix', 'typo', 'two words'] as const satisfies readonly QueryKind[];
/**
 * Measured beside them, outside the budgets' worst kind: a question typed as a sentence, two words of a section
 * among small words ("how do I stop the measurement"), as readers type them.
 */
export const SENTENCE_KIND = 'question' satisfies QueryKind;
export type TransferKind = (typeof TRANSFER_KINDS)[number] | typeof SENTENCE_KIND;
const QUERIES_PER_KIND = 10;

/** Chrome DevTools' "Slow 4G" preset: ~1.6 Mbps down, ~0.75 Mbps up (each times 0.9), 150 ms RTT times 3.75. */
export const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/** How long a cold query waits for its answer (`coldSearch`), in ms. */
const COLD_WAIT_MS = 120_000;

/** The budgets of the search at any size, at {@link TRANSFER_BUDGETS.pages} pages, both prose kinds. */
export const TRANSFER_BUDGETS = {
  pages: 10_000,
  /** Search data transferred for a first query, KiB (gzip, as sent). */
  firstQueryKib: 150,
  /** Sequential round trips of a first query's search data. */
  roundTrips: 3,
  /** New search data of each further query, KiB. */
  furtherQueryKib: 50,
  /** From the search intent to the first result, cold, under Slow 4G, ms. */
  slow4gFirstResultMs: 1500,
} as const;

/** One request for search data, as the page made it. */
export interface DataRequest {
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
  /** Bytes of the response body as transferred (compressed). */
  bytes: number;
}

/**
 * How many requests had to wait for another: a request is one round trip after the latest of the requests
 * that had finished before it started. Requests made side by side are one round trip.
 */
export function sequentialRoundTrips(requests: readonly DataRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, i) => {
    let before = 0;
    for (let j = 0; j < i; j++)
      if ((sorted[j]?.end ?? Infinity) <= request.start) before = Math.max(before, depth[j] ?? 0);
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

export interface KindTransfer {
  kind: TransferKind;
  queries: string[];
  /**
   * The first query, cold: search data KiB, requests, sequential round trips (under Slow 4G, when measured), first
   * result and whole answer, ms.
   */
  first: { kib: number; requests: number; roundTrips: number; firstResultMs: number; completeMs: number };
  /** The first query, cold, under Slow 4G: ms to the first result. */
  slow4gFirstResultMs: number | null;
  /** KiB of new search data of each further query. */
  furtherKib: number[];
}

export interface TransferResult {
  kinds: KindTransfer[];
  /** The questions typed as sentences ({@link SENTENCE_KIND}); not among the kinds the worst figures read. */
  sentences: KindTransfer | null;
  /** The worst kind's figures: what the budgets read. */
  firstQueryKib: number;
  roundTrips: number;
  furtherQueryKib: number;
  firstResultMs: number;
  slow4gFirstResultMs: number | null;
}

/** The search data files: one file, its parts, or split data (its root, files of terms, ranges of its texts). */
const DATA_FILE = /\/assets\/search-[^/]*\.(json|bin)$/;

/** Records the search data requests a page makes from now on. */
function recordDataRequests(page: Page): { requests: DataRequest[]; stop: () => void } {
  const requests: DataRequest[] = [];
  const onFinished = (request: Request): void => {
    if (!DATA_FILE.test(new URL(request.url()).pathname)) return;
    const timing = request.timing();
    void request.sizes().then((sizes) =>
      requests.push({
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
        bytes: sizes.responseBodySize,
      }),
    );
  };
  page.on('requestfinished', onFinished);
  return { requests, stop: () => page.off('requestfinished', onFinished) };
}

const dataKib = (requests: readonly DataRequest[]): number => kib(requests.reduce((sum, r) => sum + r.bytes, 0));

/** Lets the sizes of the last finished requests arrive. */
const settle = (page: Page): Promise<void> => page.waitForTimeout(200);

/** A query typed into the open modal (`uiQuery`); resolves when its answer is shown and the index is whole. */
async function typeQuery(page: Page, query: string): Promise<void> {
  await uiQuery(page, query);
  await page.locator(`dialog[data-state="ready"][data-query="${CSS_ESCAPE(query)}"]`).waitFor({ timeout: 120_000 });
}

/** A value inside a double-quoted CSS attribute selector. */
const CSS_ESCAPE = (value: string): string => value.replace(/["\\]/g, '\\$&');

async function measureKind(browser: Browser, origin: string, kind: TransferKind, queries: string[], throttle: boolean) {
  const [first = '', ...further] = queries;
  const page = await openPage(browser, `${origin}/`);
  let cold: KindTransfer['first'];
  const furtherKib: number[] = [];
  try {
    const recorded = recordDataRequests(page);
    const { firstMs, completeMs } = await coldSearch(page, first);
    await settle(page);
    cold = {
      kib: round(dataKib(recorded.requests), 1),
      requests: recorded.requests.length,
      roundTrips: sequentialRoundTrips(recorded.requests),
      firstResultMs: Math.round(firstMs),
      completeMs: Math.round(completeMs),
    };
    recorded.stop();
    for (const query of further) {
      const next = recordDataRequests(page);
      await typeQuery(page, query);
      await settle(page);
      next.stop();
      furtherKib.push(round(dataKib(next.requests), 1));
    }
  } finally {
    await page.context().close();
  }
  let slow4gFirstResultMs: number | null = null;
  if (throttle) {
    const throttled = await openPage(browser, `${origin}/`);
    try {
      const cdp = await throttled.context().newCDPSession(throttled);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      const recorded = recordDataRequests(throttled);
      slow4gFirstResultMs = Math.round((await coldSearch(throttled, first)).firstMs);
      await settle(throttled);
      // Counted where a round trip takes 562.5 ms: unthrottled, a batch of requests made at once is sent over a few
      // milliseconds, and one whose answer comes back that soon makes a later one of the batch look sequential.
      cold.roundTrips = sequentialRoundTrips(recorded.requests);
    } catch (error) {
      // No answer within the wait: the wait is what the figure says (over any budget), not a broken bench.
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      slow4gFirstResultMs = COLD_WAIT_MS;
      console.log(`[search transfer] ${kind}: "${first}" under Slow 4G had no answer after ${COLD_WAIT_MS} ms`);
    } finally {
      await throttled.context().close();
    }
  }
  return { kind, queries, first: cold, slow4gFirstResultMs, furtherKib };
}

/** Measures a built site's search transfer; see the module comment. */
export async function searchTransferBench(
  builtDir: string,
  options: { throttle?: boolean } = {},
): Promise<TransferResult> {
  const data = await readData(builtDir, await searchDataUrl(builtDir));
  const random = createRandom('search-transfer');
  const makers = queryMakers(data, random);
  // Queries with an answer: a phrase the spec's first 50 'or' hits miss has none, and would time nothing.
  const engine = new SearchEngine({ ...data, root: '/' });
  for (const batch of data.batches) engine.append(batch);
  engine.seal();
  engine.indexAll();
  const answered = (query: string): boolean => engine.search(query).count > 0;
  // As static hosts serve a site: HTTP/2, many requests side by side on one connection.
  const site = await serveSite(builtDir, { http2: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const kinds: KindTransfer[] = [];
  let sentences: KindTransfer | null = null;
  const measure = (kind: TransferKind): Promise<KindTransfer> => {
    const queries = distinctQueries([makers[kind]], random, QUERIES_PER_KIND * 3)
      .filter(answered)
      .slice(0, QUERIES_PER_KIND);
    return measureKind(browser, site.origin, kind, queries, options.throttle ?? true);
  };
  try {
    for (const kind of TRANSFER_KINDS) kinds.push(await measure(kind));
    sentences = await measure(SENTENCE_KIND);
  } finally {
    await browser.close();
    await site.close();
  }
  const worst = (values: number[]): number => Math.max(0, ...values);
  const slow = kinds.flatMap((k) => (k.slow4gFirstResultMs === null ? [] : [k.slow4gFirstResultMs]));
  return {
    kinds,
    sentences,
    firstQueryKib: worst(kinds.map((k) => k.first.kib)),
    roundTrips: worst(kinds.map((k) => k.first.roundTrips)),
    furtherQueryKib: worst(kinds.flatMap((k) => k.furtherKib)),
    firstResultMs: percentile(
      kinds.map((k) => k.first.firstResultMs),
      50,
    ),
    slow4gFirstResultMs: slow.length ? worst(slow) : null,
  };
}

/** One line per kind, for the log. */
export function formatTransfer(result: TransferResult): string[] {
  return [...result.kinds, ...(result.sentences ? [result.sentences] : [])].map(
    (k) =>
      `${k.kind.padEnd(10)} first query ${k.first.kib} KiB in ${k.first.requests} requests, ` +
      `${k.first.roundTrips} round trips, first result ${k.first.firstResultMs} ms` +
      (k.slow4gFirstResultMs === null ? '' : ` (Slow 4G ${k.slow4gFirstResultMs} ms)`) +
      `; further queries up to ${Math.max(0, ...k.furtherKib)} KiB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [builtDir] = process.argv.slice(2);
  if (!builtDir) {
    console.error('Usage: npx tsx bench/src/search-transfer-bench.ts <built-dir> [--no-throttle]');
    process.exit(1);
  }
  const result = await searchTransferBench(builtDir, { throttle: !process.argv.includes('--no-throttle') });
  console.log(formatTransfer(result).join('\n'));
  const { kinds: _kinds, sentences: _sentences, ...worst } = result;
  console.log(worst);
}
