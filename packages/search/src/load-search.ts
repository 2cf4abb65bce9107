import { readSearchData, readSearchRecords } from './data.ts';
import { type Ranking, SearchEngine, type Searcher } from './engine/engine.ts';
import { isSplitData } from './split/split-data.ts';

/** Longest indexing slice: the page (a keystroke, a query) waits at most about this long. */
export const SLICE_MS = 8;
/** While indexing, how often the page hears that more records can be found (and asks again). */
export const PROGRESS_MS = 50;

export interface LoadSearchOptions {
  /** Absolute URL of the locale's search data file. */
  url: string;
  /** Root path of the locale, for group names. */
  root: string;
  /**
   * Called with the engine once the first slice of records is indexed (`complete: false`: queries are
   * answered from what is indexed so far), again every {@link PROGRESS_MS} while more are indexed, and
   * when every record is (`complete: true`). For a split locale: at once (`complete: true`), and again
   * whenever parts that queries asked for arrive.
   */
  onProgress: (engine: Searcher, complete: boolean) => void;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** Length of an indexing slice. Default {@link SLICE_MS}. */
  sliceMs?: number;
  /** Gives the page a turn between slices. Default: a message-channel task, which timers' throttling does not slow. */
  yieldToPage?: () => Promise<void>;
  /** How results are ordered; default the reader's ranking (`spec` is for measuring against spec 5.1 alone). */
  ranking?: Ranking;
}

function yieldWithMessageChannel(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export const fetcherOf = (options: Pick<LoadSearchOptions, 'fetch'>): Fetcher =>
  options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));

export async function fetchJson(fetcher: Fetcher, url: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Loads a locale's search: fetches the data file, then indexes its records in slices of
 * {@link SLICE_MS}, yielding to the page between slices, while further parts load one after the other.
 * Rejects when the data file cannot be fetched or read (search is then unavailable); a part that fails
 * is logged and left out, as the rest still answers. Data split in parts is `load-split-search.ts`'s,
 * a chunk of its own, so that a site in one file does not load its code.
 */
export async function loadSearch(options: LoadSearchOptions): Promise<void> {
  const fetcher = fetcherOf(options);
  const yieldToPage = options.yieldToPage ?? yieldWithMessageChannel;
  const json = await fetchJson(fetcher, options.url);
  if (isSplitData(json)) throw new Error('search data split in parts: the page should load the split engine');
  const data = readSearchData(json);
  const engine = new SearchEngine({
    synonyms: data.synonyms,
    vocabulary: data.vocabulary,
    referencePages: data.referencePages,
    root: options.root,
    ...(options.ranking ? { ranking: options.ranking } : {}),
  });
  engine.append(data);

  let wake: (() => void) | null = null;
  const arrived = (): void => {
    wake?.();
    wake = null;
  };
  void (async () => {
    for (const part of data.parts) {
      try {
        engine.append(readSearchRecords(await fetchJson(fetcher, new URL(part, options.url).href), data.table));
      } catch (error) {
        console.error(`Search data ${part} could not be loaded:`, error);
      }
      arrived();
    }
    engine.seal();
    arrived();
  })();

  let reported = Number.NEGATIVE_INFINITY;
  while (!engine.complete) {
    engine.indexSome(options.sliceMs ?? SLICE_MS);
    if (!engine.complete && performance.now() - reported >= PROGRESS_MS) {
      reported = performance.now();
      options.onProgress(engine, false);
    }
    if (engine.pending > 0) await yieldToPage();
    else if (!engine.complete) await new Promise<void>((resolve) => (wake = resolve));
  }
  options.onProgress(engine, true);
}
