import { readSearchData, readSearchRecords } from './data.ts';
import { SearchEngine } from './engine/engine.ts';
import { isSplitData } from './split/split-data.ts';
import { fetcherOf, fetchJson, type LoadSearchOptions, PROGRESS_MS, SLICE_MS } from './engine-loading.ts';

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
