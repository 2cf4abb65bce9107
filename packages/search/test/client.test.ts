import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearch as loadSplitSearch } from '../src/load-split-search.ts';
import { SearchClient, splitEngineLoader, type EngineLoader } from '../src/client/search-client.ts';
import type { LoadSearchOptions } from '../src/engine-loading.ts';
import { corpusEngine } from './fixtures/corpus.ts';

/** A session whose loading the test drives: `progress` hands out the engine, `fail` rejects. */
function fakeEngine() {
  let options: LoadSearchOptions | null = null;
  let reject: (error: Error) => void = () => {};
  const loader: EngineLoader = () =>
    Promise.resolve({
      loadSearch: (o: LoadSearchOptions) => {
        options = o;
        return new Promise<void>((_, r) => (reject = r));
      },
    });
  return {
    loader,
    progress: (complete: boolean) => options?.onProgress(corpusEngine(), complete),
    fail: (error: Error) => reject(error),
    options: () => options,
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const noFetch = (): Promise<Response> => Promise.resolve(new Response('{}'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SearchClient', () => {
  it('loads the session with its URL and root, and reports status changes', async () => {
    const session = fakeEngine();
    const client = new SearchClient('http://docs.test/s.json', '/nl/', session.loader, noFetch);
    const seen: string[] = [];
    client.subscribe(() => seen.push(client.status));
    expect(client.status).toBe('loading');
    await tick();
    expect(session.options()).toMatchObject({ url: 'http://docs.test/s.json', root: '/nl/' });
    session.progress(false);
    session.progress(true);
    expect(seen).toEqual(['partial', 'ready']);
  });

  it('asks an engine that arrives late the query typed last first, with the time each was asked', async () => {
    const session = fakeEngine();
    const client = new SearchClient('http://docs.test/s.json', '/', session.loader, noFetch);
    const before = performance.now();
    void client.search('p');
    void client.search('pr');
    void client.search('pro');
    const asked: [string, number | undefined][] = [];
    const searcher = {
      search: (query: string, at?: number) => (asked.push([query, at]), null),
      answer: () => new Promise<never>(() => {}),
    };
    await tick();
    session.options()?.onProgress(searcher, false);
    expect(asked.map(([query]) => query)).toEqual(['pro', 'pr', 'p']);
    const times = asked.map(([, at]) => at ?? Number.NaN);
    expect(times.every((at) => at >= before && at <= performance.now())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('tells an engine that arrives after the query was typed when it was typed, each time it is asked again', async () => {
    const session = fakeEngine();
    const client = new SearchClient('u', '/', session.loader, noFetch);
    expect(client.searchNow('probe')).toBeNull();
    const typed = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asked: [string, number | undefined][] = [];
    const searcher = {
      search: (query: string, at?: number) => (asked.push([query, at]), null),
      answer: () => new Promise<never>(() => {}),
    };
    session.options()?.onProgress(searcher, true);
    // The view asks the query on screen again when the engine arrives, and at each report after it.
    void client.search('probe');
    void client.search('probe');
    const arrived = performance.now();
    expect(asked.map(([query]) => query)).toEqual(['probe', 'probe']);
    for (const [, at] of asked) expect(at).toBeLessThanOrEqual(typed);
    expect(arrived - (asked[0]?.[1] ?? arrived)).toBeGreaterThanOrEqual(15);
    client.searchNow('probes');
    expect(asked.at(-1)?.[1]).toBeGreaterThanOrEqual(arrived);
  });

  it('fetches the data file at once, beside the engine, and hands that response to the engine', async () => {
    const fetched: string[] = [];
    const response = Promise.resolve(new Response('{}'));
    const fetchData = (url: string): Promise<Response> => {
      fetched.push(url);
      return url === 'http://docs.test/s.json' ? response : Promise.resolve(new Response('part'));
    };
    const session = fakeEngine();
    new SearchClient('http://docs.test/s.json', '/', session.loader, fetchData);
    expect(fetched).toEqual(['http://docs.test/s.json']);
    await tick();
    const load = session.options()?.fetch;
    expect(load?.('http://docs.test/s.json')).toBe(response);
    await load?.('http://docs.test/part.json');
    expect(fetched).toEqual(['http://docs.test/s.json', 'http://docs.test/part.json']);
  });

  it('grows its revision with every report of progress, for the view to ask again', async () => {
    const session = fakeEngine();
    const client = new SearchClient('u', '/', session.loader, noFetch);
    const first = client.getSnapshot();
    expect(first).toEqual({ status: 'loading', revision: 0 });
    expect(client.getSnapshot()).toBe(first);
    await tick();
    session.progress(false);
    session.progress(false);
    expect(client.getSnapshot()).toEqual({ status: 'partial', revision: 2 });
    session.progress(true);
    expect(client.getSnapshot()).toEqual({ status: 'ready', revision: 3 });
  });

  it('answers at once when the engine is there, and says when it is not', async () => {
    const session = fakeEngine();
    const client = new SearchClient('u', '/', session.loader, noFetch);
    expect(client.searchNow('ping')).toBeNull();
    await tick();
    session.progress(true);
    expect(client.searchNow('ping')?.count).toBeGreaterThan(0);
  });

  it('answers a query asked before the engine is there as soon as it is', async () => {
    const session = fakeEngine();
    const client = new SearchClient('u', '/', session.loader, noFetch);
    const answer = client.search('traceroute');
    await tick();
    session.progress(false);
    expect((await answer).count).toBeGreaterThan(0);
    expect((await client.search('ping')).count).toBeGreaterThan(0);
  });

  it('logs a failure to load, says failed, and answers everything with nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = fakeEngine();
    const client = new SearchClient('u', '/', session.loader, noFetch);
    const pending = client.search('probe');
    await tick();
    session.fail(new Error('500'));
    await tick();
    expect(client.status).toBe('failed');
    expect(error).toHaveBeenCalledWith('Search initialisation failed:', expect.any(Error));
    expect(await pending).toMatchObject({ query: 'probe', count: 0 });
    expect(await client.search('ping')).toMatchObject({ count: 0 });
    expect(client.searchNow('ping')).toMatchObject({ count: 0 });
  });

  it('fails the same way when the engine module cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new SearchClient('u', '/', () => Promise.reject(new Error('chunk missing')), noFetch);
    await tick();
    expect(client.status).toBe('failed');
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('the engine of split data', () => {
  it('is a chunk of its own, which reads split roots', async () => {
    const { loadSearch } = await splitEngineLoader();
    expect(loadSearch).toBe(loadSplitSearch);
  });
});
