/**
 * Search benchmarks of a built site: the size of its search data, the time from the first keystroke to
 * the first results with a cold cache, and the latency of 200 mixed queries once everything is loaded
 * (in the page, as the reader sees it, and in the engine alone). See `packages/search/README.md`.
 *
 *   npx tsx bench/src/search-bench.ts <built-dir> <pages>
 */
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, inflateRawSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveStatic } from '@atlas-docs/cli';
import type { SiteData } from '@atlas-docs/content/types';
import {
  isSplitData,
  readSplitData,
  SearchEngine,
  readSearchData,
  readSearchRecords,
  type SearchDataOptions,
  type SearchRecords,
} from '@atlas-docs/search';
import { isSignificant } from '../../packages/search/src/engine/query-words.ts';
import { compressedText, readRecordText, TextLayout, UNIT } from '../../packages/search/src/split/record-texts.ts';
import { readVlq } from '../../packages/search/src/split/slots.ts';
import { partName } from '../../packages/search/src/split/split-data.ts';
import { readWords } from '../../packages/search/src/split/word-list.ts';
import { CHROMIUM_ARGS, chromiumPath } from './lighthouse.ts';
import { createRandom, type Random } from './random.ts';
import { hydrationData } from './weight.ts';

export interface SearchBenchOptions {
  /** A built site (`dist/`, or a corpus build). */
  builtDir: string;
  /** Its number of pages, for the per-100-pages figure. */
  pages: number;
  /** Where the site is served; default: a static server of `builtDir` started here. */
  baseUrl?: string;
  /** Cold loads measured; the figure is their median. Default 5. */
  coldRuns?: number;
}

/** The budgets of the search figures, and the site size each applies at. */
export const SEARCH_BUDGETS = {
  /** The scripts the first search intent loads (FlexSearch and the engine), KiB gzip. */
  codeKib: 25,
  /** All search data files, KiB gzip per 100 pages. */
  dataKibPer100Pages: 100,
  /** Cold cache, from the Ctrl+K keystroke to the first result on screen, at 300 pages, ms. */
  firstResultsMs: { pages: 300, ms: 300 },
  /** 95th percentile of 200 mixed queries once loaded, at 3,000 pages, ms. */
  queryP95Ms: { pages: 3000, ms: 15 },
} as const;

const QUERIES = 200;

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** A figure to `digits` decimals, as the results file keeps it. */
export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** The root locale's search data URL, read from the hydration data of the built home page. */
export async function searchDataUrl(builtDir: string): Promise<string> {
  const html = await readFile(join(builtDir, 'index.html'), 'utf8');
  const json = hydrationData(html);
  if (!json) throw new Error(`${builtDir}/index.html has no hydration data`);
  const { site } = JSON.parse(json) as { site: SiteData };
  const url = site.search?.root?.data;
  if (!url) throw new Error(`${builtDir} was built without search data`);
  return url;
}

export interface LoadedData {
  batches: SearchRecords[];
  options: SearchDataOptions;
  synonyms: string[][];
  vocabulary: string[];
  referencePages: string[];
  /** Whether the data is split in parts (a query fetches what it needs) rather than one file. */
  split: boolean;
}

/** Every record of split data, read from its texts files: one batch per run, as the one file would hold them. */
async function readSplit(builtDir: string, json: unknown): Promise<LoadedData> {
  const root = readSplitData(json);
  const records = root.structure.length;
  const layout = new TextLayout(
    readVlq(root.textBlocks).map((units) => units * UNIT),
    root.textFiles,
    records,
  );
  const files = await Promise.all(
    root.textFiles.map((_, n) => readFile(join(builtDir, `${root.parts}${partName('texts-', n)}`))),
  );
  const all: SearchRecords = { index: [], preview: [], content: [] };
  const dictionary = Buffer.from(root.textDictionary, 'utf8');
  for (let id = 0; id < records; id++) {
    const place = layout.placeOf(id);
    const bytes = place ? files[place.file]?.subarray(place.start, place.end) : undefined;
    if (!bytes) throw new Error(`record ${id} is in no texts file`);
    const [link, title, anchor, parents, preview, content] = readRecordText(
      JSON.parse(inflateRawSync(compressedText(bytes), { dictionary }).toString('utf8')),
    );
    all.index.push({ link, title, anchor, parents });
    all.preview.push(preview);
    all.content.push(content);
  }
  const batches: SearchRecords[] = [];
  let first = 0;
  for (const run of root.runs) {
    const slice = <T>(list: T[]): T[] => list.slice(first, first + run);
    batches.push({ index: slice(all.index), preview: slice(all.preview), content: slice(all.content) });
    first += run;
  }
  const pageLinks = all.index.filter((_, id) => root.structure.charAt(id) >= 'a').map((entry) => entry.link);
  return {
    batches,
    options: root.options,
    synonyms: root.synonyms,
    vocabulary: readWords(root.words),
    referencePages: root.referencePages.map((page) => pageLinks[page] ?? ''),
    split: true,
  };
}

/** A built site's search data (in one file or split), as records by run, and what else the engine needs. */
export async function readData(builtDir: string, url: string): Promise<LoadedData> {
  const read = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(builtDir, path), 'utf8'));
  const json = await read(url);
  if (isSplitData(json)) return readSplit(builtDir, json);
  const main = readSearchData(json);
  const parts = await Promise.all(main.parts.map(async (part) => readSearchRecords(await read(part), main.table)));
  return {
    batches: [main, ...parts],
    options: main.options,
    synonyms: main.synonyms,
    vocabulary: main.vocabulary,
    referencePages: main.referencePages,
    split: false,
  };
}

/** The kinds of query a reader types, each drawn (seeded) from the site's own words. */
export const QUERY_KINDS = ['word', 'prefix', 'two words', 'phrase', 'typo', 'synonym', 'question'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** A maker of each kind of query over a site's search data, drawing from `random`. */
export function queryMakers(data: LoadedData, random: Random): Record<QueryKind, () => string> {
  const words = data.vocabulary.filter((w) => /^[a-z]{4,}$/.test(w));
  const contents = data.batches.flatMap((b) => b.content).filter((c) => c.split(' ').length > 8);
  if (!words.length || !contents.length) throw new Error('the search data has too little text to query');
  const synonyms = data.synonyms.flat();
  const sectionWords = (): string[] =>
    random
      .pick(contents)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3);
  return {
    word: () => random.pick(words),
    prefix: () => random.pick(words).slice(0, random.int(3, 5)),
    'two words': () => random.sample(sectionWords(), 2).join(' '),
    phrase: () => {
      const text = random.pick(contents).split(' ');
      const at = random.int(0, text.length - 3);
      return `"${text.slice(at, at + random.int(2, 3)).join(' ')}"`;
    },
    typo: () => {
      const word = random.pick(words.filter((w) => w.length > 5));
      const at = random.int(1, word.length - 2);
      return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
    },
    synonym: () => (synonyms.length ? random.pick(synonyms) : random.pick(words)),
    question: () => {
      const deciding = sectionWords().filter(isSignificant);
      const [first = random.pick(words), second = random.pick(words)] = random.sample(deciding, 2);
      return random.pick(QUESTIONS)(first, second);
    },
  };
}

/** How a reader types a question as a sentence: two words of a section among the small words around them. */
const QUESTIONS: readonly ((first: string, second: string) => string)[] = [
  (a, b) => `how do I ${a} the ${b}`,
  (a, b) => `what is the ${a} of a ${b}`,
  (a, b) => `why does my ${a} have no ${b}`,
  (a, b) => `can I ${a} it with ${b}`,
];

/** `count` distinct queries, each made by one of `makers` picked at random. */
export function distinctQueries(makers: readonly (() => string)[], random: Random, count: number): string[] {
  const queries = new Set<string>();
  for (let i = 0; queries.size < count && i < count * 20; i++) {
    const query = random.pick(makers)().slice(0, 64).trim();
    if (query.replace(/"/g, '').trim()) queries.add(query);
  }
  return [...queries];
}

/**
 * 200 distinct queries of every kind the strategy knows, drawn (seeded) from the site's own words:
 * single words (twice as often as the rest), prefixes, two words of one section, quoted phrases, typos and
 * synonyms.
 */
export function mixedQueries(data: LoadedData, count = QUERIES): string[] {
  const random = createRandom('search-bench');
  const m = queryMakers(data, random);
  return distinctQueries([m.word, m.word, m.prefix, m['two words'], m.phrase, m.typo, m.synonym], random, count);
}

/** Query latency of the engine alone (no page): what the strategy and FlexSearch cost. */
function engineLatency(data: LoadedData, queries: readonly string[]): { indexMs: number; times: number[] } {
  const started = performance.now();
  const engine = new SearchEngine({
    synonyms: data.synonyms,
    vocabulary: data.vocabulary,
    referencePages: data.referencePages,
    root: '/',
  });
  for (const batch of data.batches) engine.append(batch);
  engine.seal();
  engine.indexAll();
  const indexMs = performance.now() - started;
  const times = queries.map((query) => {
    const start = performance.now();
    engine.search(query);
    return performance.now() - start;
  });
  return { indexMs, times };
}

export async function openPage(browser: Browser, url: string): Promise<Page> {
  // A new context has an empty cache: every load is cold.
  // A site served over HTTPS in the bench has a certificate of its own (`serveSite`'s `http2`).
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: url.startsWith('https:'),
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.ad-layout[data-transitions="on"]').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * From the Ctrl+K keystroke to the first result on screen, and to the whole index, timed in the page;
 * the query is typed as soon as the modal's input has the focus, as fast as keys go. `until: 'first'` returns
 * at the first result (`completeMs` is then NaN unless the index was complete by then).
 */
export async function coldSearch(
  page: Page,
  query: string,
  until: 'ready' | 'first' = 'ready',
): Promise<{ firstMs: number; completeMs: number }> {
  await page.evaluate(() => {
    const state = { start: 0, first: 0, complete: 0 };
    Object.assign(window, { __searchBench: state });
    window.addEventListener('keydown', (event) => {
      if (!state.start && (event.ctrlKey || event.metaKey)) state.start = performance.now();
    });
    const observer = new MutationObserver(() => {
      if (!state.first && document.querySelector('dialog [role="option"]')) state.first = performance.now();
      if (!state.complete && document.querySelector('dialog[data-state="ready"]')) state.complete = performance.now();
      if (state.first && state.complete) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const focused = page.evaluate(
    () =>
      // No function is named in here: the bench's compiler would wrap it in a helper the page lacks.
      new Promise<void>((resolve) => {
        const input = 'dialog [role="combobox"]';
        if (document.activeElement?.matches(input)) return resolve();
        const listening = new AbortController();
        const options = { signal: listening.signal };
        document.addEventListener(
          'focusin',
          (event) => {
            if (!(event.target instanceof Element && event.target.matches(input))) return;
            listening.abort();
            resolve();
          },
          options,
        );
      }),
  );
  await page.keyboard.press('Control+K');
  // Typed once the modal's input has the focus, as by a reader who waits for the box (keys typed before are kept
  // too). Waited for in the page: a locator's wait polls, at times 500 ms apart, which the time would count.
  await focused;
  await page.keyboard.type(query);
  const ready = until === 'ready' ? '[data-state="ready"]' : '';
  await page.locator(`dialog${ready} [role="option"]`).first().waitFor({ timeout: 120_000 });
  const state = await page.evaluate(
    () => (window as unknown as { __searchBench: { start: number; first: number; complete: number } }).__searchBench,
  );
  return { firstMs: state.first - state.start, completeMs: state.complete ? state.complete - state.start : Number.NaN };
}

/** One query typed into the open modal: from the input event to its results in the DOM. */
export function uiQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (q) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('dialog [role="combobox"]');
        const dialog = input?.closest('dialog');
        if (!input || !dialog) throw new Error('the search modal is not open');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (dialog.dataset.query !== q) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(dialog, { attributes: true, attributeFilter: ['data-query'] });
        // The prototype's setter, as typing does: React ignores a value set on the element itself.
        Reflect.set(HTMLInputElement.prototype, 'value', q, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

/**
 * The size of a built site's search data, in KiB as a host sends it, in all and per 100 pages: every
 * `assets/search-*` file, its JSON gzipped, the files of split data read by ranges (chunks and texts, each
 * compressed on its own) as they are. Of split data it is what the host stores, not what a reader downloads (the
 * search transfer bench measures that).
 */
export async function searchDataSize(builtDir: string, pages: number): Promise<Record<string, number>> {
  const files = (await readdir(join(builtDir, 'assets'))).filter((f) => /^search-.*\.(json|bin)$/.test(f));
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = await readFile(join(builtDir, 'assets', file));
    gzipBytes += file.endsWith('.bin') ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return {
    pages,
    dataFiles: files.length,
    dataKibGzip: round(gzipBytes / 1024, 1),
    dataKibGzipPer100Pages: round((gzipBytes / 1024 / pages) * 100, 1),
  };
}

/** Measures a built site's search; see the module comment. Figures are in KiB and milliseconds. */
export async function searchBench(opts: SearchBenchOptions): Promise<Record<string, number>> {
  const url = await searchDataUrl(opts.builtDir);
  const data = await readData(opts.builtDir, url);
  const size = await searchDataSize(opts.builtDir, opts.pages);
  const queries = mixedQueries(data);
  const engine = engineLatency(data, queries);
  // A word of a page title from the middle of the site: the first query of a reader.
  const middle = data.batches[0]?.index[Math.floor((data.batches[0]?.index.length ?? 0) / 2)];
  const firstQuery = middle?.title.split(' ').find((w) => w.length > 3) ?? queries[0] ?? 'probe';

  const server = opts.baseUrl ? null : await serveStatic(opts.builtDir, { port: 0 });
  const base = opts.baseUrl ?? `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const cold: { firstMs: number; completeMs: number }[] = [];
    let warm: Page | null = null;
    // The scripts the search intent loads: the search code, which nothing loads before.
    const onIntent = new Set<string>();
    for (let run = 0; run < (opts.coldRuns ?? 5); run++) {
      const page = await openPage(browser, `${base}/`);
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === 'script') onIntent.add(path);
      });
      cold.push(await coldSearch(page, firstQuery));
      if (warm) await warm.context().close();
      warm = page;
    }
    const ui: number[] = [];
    if (warm) for (const query of queries) ui.push(await uiQuery(warm, query));
    // Split data: each query fetches its parts the first time it is asked (after the 100 ms pause); asked again,
    // its parts are there: the query's own time, "warm" as the budget of the search at any size reads it.
    const again: number[] = [];
    if (warm && data.split) for (const query of queries) again.push(await uiQuery(warm, query));
    let codeBytes = 0;
    for (const path of onIntent) codeBytes += gzipSync(await readFile(join(opts.builtDir, path)), { level: 9 }).length;
    return {
      codeKibGzip: round(codeBytes / 1024, 1),
      codeFiles: onIntent.size,
      ...size,
      records: data.batches.reduce((n, b) => n + b.index.length, 0),
      firstResultsMs: round(
        percentile(
          cold.map((c) => c.firstMs),
          50,
        ),
        0,
      ),
      firstResultsMaxMs: round(Math.max(...cold.map((c) => c.firstMs)), 0),
      completeIndexMs: round(
        percentile(
          cold.map((c) => c.completeMs),
          50,
        ),
        0,
      ),
      queryP50Ms: round(percentile(data.split ? again : ui, 50)),
      queryP95Ms: round(percentile(data.split ? again : ui, 95)),
      ...(data.split ? { partsQueryP95Ms: round(percentile(ui, 95)) } : {}),
      engineQueryP50Ms: round(percentile(engine.times, 50)),
      engineQueryP95Ms: round(percentile(engine.times, 95)),
      engineIndexMs: round(engine.indexMs, 0),
    };
  } finally {
    await browser.close();
    server?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [builtDir, pages] = process.argv.slice(2);
  if (!builtDir || !pages) {
    console.error('Usage: npx tsx bench/src/search-bench.ts <built-dir> <pages>');
    process.exit(1);
  }
  console.log(await searchBench({ builtDir, pages: Number(pages) }));
}
