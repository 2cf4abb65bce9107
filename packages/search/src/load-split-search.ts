import { fetcherOf, fetchJson, type LoadSearchOptions } from './engine-loading.ts';
import { readSplitData } from './split/split-data.ts';
import { SplitSearchEngine } from './split/split-engine.ts';

/**
 * Loads a locale's search data split in parts (`split/`): fetches and checks the root file and hands out an
 * engine at once (`onProgress(engine, true)`), which fetches the parts each query needs and reports again
 * whenever they arrive. Rejects when the root cannot be fetched or read (search is then unavailable); a part
 * that fails is logged, and the queries that need it answer with no results. A chunk of its own in the
 * browser, loaded in place of `load-search.ts` when the site data says the locale is split.
 */
export async function loadSearch(options: LoadSearchOptions): Promise<void> {
  const fetcher = fetcherOf(options);
  const data = readSplitData(await fetchJson(fetcher, options.url));
  const engine: SplitSearchEngine = new SplitSearchEngine(data, {
    url: options.url,
    root: options.root,
    fetch: fetcher,
    ...(options.ranking ? { ranking: options.ranking } : {}),
    onChange: () => options.onProgress(engine, true),
  });
  options.onProgress(engine, true);
}
