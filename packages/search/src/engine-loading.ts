/**
 * What both loaders of a locale's engine take (`load-search.ts` for one file, `load-split-search.ts` for split data),
 * and how they fetch. Both import it, so the bundle puts it, the engine and FlexSearch in one chunk they share
 * (`engine-loading-*.js`), and a split locale loads none of the one-file loader's code.
 */
import type { Ranking, Searcher } from './engine/engine.ts';

/** Longest indexing slice: the page (a keystroke, a query) waits at most about this long. */
export const SLICE_MS = 8;
/** While indexing, how often the page hears that more records can be found (and asks again). */
export const PROGRESS_MS = 50;

/** How a loader fetches: `fetch`, or a stand-in of the same shape. */
export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

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
  fetch?: Fetcher;
  /** Length of an indexing slice. Default {@link SLICE_MS}. */
  sliceMs?: number;
  /** Gives the page a turn between slices. Default: a message-channel task, which timers' throttling does not slow. */
  yieldToPage?: () => Promise<void>;
  /** How results are ordered; default the reader's ranking (`spec` is for measuring against spec 5.1 alone). */
  ranking?: Ranking;
}

export const fetcherOf = (options: Pick<LoadSearchOptions, 'fetch'>): Fetcher =>
  options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));

export async function fetchJson(fetcher: Fetcher, url: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
