import type { Searcher, SearchResponse } from '../engine/engine.ts';
import type { loadSearch } from '../load-search.ts';

/**
 * - `loading`: the engine and the data are on their way;
 * - `partial`: queries are answered from the records indexed so far;
 * - `ready`: every record is indexed;
 * - `failed`: the data could not be loaded; search is unavailable.
 */
export type SearchStatus = 'loading' | 'partial' | 'ready' | 'failed';

/** Loads the engine module; by default a dynamic import, so FlexSearch is a chunk of its own. */
export type EngineLoader = () => Promise<{ loadSearch: typeof loadSearch }>;

/** The engine of data split in parts (`SearchShellData.split`), a chunk of its own: a site in one file never loads it. */
export const splitEngineLoader: EngineLoader = () => import('../load-split-search.ts');

const emptyResponse = (query: string): SearchResponse => ({ query, groups: [], count: 0, complete: true });

/** What the view follows: the status, and a revision that grows whenever more records can be found. */
export interface SearchSnapshot {
  status: SearchStatus;
  revision: number;
}

/**
 * The page's handle on a locale's search: creating it loads FlexSearch and the data (the first search
 * intent); it tracks the status for the view and answers queries as promises, queries asked before
 * the engine is there being answered as soon as it is. Failures to load are logged (spec section 8)
 * and leave the status `failed`, where every answer is empty.
 */
export class SearchClient {
  private state: SearchSnapshot = { status: 'loading', revision: 0 };
  private engine: Searcher | null = null;
  private readonly listeners = new Set<() => void>();
  private waiting: { query: string; at: number; resolve: (response: SearchResponse) => void }[] = [];
  /** The query asked last and when it was first asked: keys typed while the engine loads count from then. */
  private asked: { query: string; at: number } | null = null;

  constructor(
    /** Absolute URL of the locale's search data file. */
    readonly url: string,
    root: string,
    loadEngine: EngineLoader = () => import('../load-search.ts'),
    fetchData: (url: string, init?: RequestInit) => Promise<Response> = (file, init) => fetch(file, init),
  ) {
    // The data file and the engine's chunk load side by side: neither waits for the other.
    const data = fetchData(url);
    // A failed request is reported where the engine reads it, not as an unhandled rejection here.
    data.catch(() => {});
    loadEngine()
      .then(({ loadSearch }) =>
        loadSearch({
          url,
          root,
          fetch: (file, init) => (file === url ? data : fetchData(file, init)),
          onProgress: (engine, complete) => {
            this.engine = engine;
            this.update(complete ? 'ready' : 'partial');
            this.answerWaiting();
          },
        }),
      )
      .catch((error: unknown) => this.fail(error));
  }

  get status(): SearchStatus {
    return this.state.status;
  }

  /** For `useSyncExternalStore`: the same object until the next change. */
  getSnapshot = (): SearchSnapshot => this.state;

  /** For `useSyncExternalStore`: called on every change of the snapshot. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The answer now, or null while the engine, or the parts of a split locale's data the query needs, are not
   * there yet (a keystroke's answer without a wait).
   */
  searchNow(query: string): SearchResponse | null {
    const at = this.askedAt(query);
    if (this.state.status === 'failed') return emptyResponse(query);
    return this.engine ? this.engine.search(query, at) : null;
  }

  /** The answer as soon as the engine can give one. */
  search(query: string): Promise<SearchResponse> {
    const now = this.searchNow(query);
    if (now) return Promise.resolve(now);
    const at = this.askedAt(query);
    return new Promise((resolve) => this.waiting.push({ query, at, resolve }));
  }

  /**
   * When the reader first asked this query, as it is asked again (the view asks the query on screen again once the
   * engine arrives): an engine that pauses before it fetches (split data) counts the pause from the keystroke, not
   * from the engine's arrival, which the query typed while the engine loaded has long outlasted.
   */
  private askedAt(query: string): number {
    if (this.asked?.query !== query) this.asked = { query, at: performance.now() };
    return this.asked.at;
  }

  /**
   * Answers the queries waiting for the engine or for parts of the data, the one asked last first (an engine
   * fetches for it, not for the keys typed on the way to it); those still waiting wait on.
   */
  private answerWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const asked of [...waiting].reverse()) {
      const response =
        this.state.status === 'failed' || !this.engine
          ? emptyResponse(asked.query)
          : this.engine.search(asked.query, asked.at);
      if (response) asked.resolve(response);
      else this.waiting.unshift(asked);
    }
  }

  private fail(error: unknown): void {
    console.error('Search initialisation failed:', error);
    this.update('failed');
    this.answerWaiting();
  }

  private update(status: SearchStatus): void {
    this.state = { status, revision: this.state.revision + 1 };
    for (const listener of this.listeners) listener();
  }
}
