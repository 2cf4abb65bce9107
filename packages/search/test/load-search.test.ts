import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchFiles } from '../src/build/search-data.ts';
import { splitRecords } from '../src/build/write.ts';
import type { Searcher } from '../src/engine/engine.ts';
import { loadSearch } from '../src/load-search.ts';
import { PAGES, corpusFile, corpusSource } from './fixtures/corpus.ts';
import { searchRecords } from '../src/build/records.ts';
import { buildSplitFiles, partFiles, rootOf } from '../src/split/build.ts';
import { loadSearch as loadSplitSearch } from '../src/load-split-search.ts';
import { readWords, writeWords } from '../src/split/word-list.ts';
import type { SplitSearchData } from '../src/types.ts';

const BASE = 'http://docs.test/assets/';

/**
 * A fetch serving these bodies by file name (a string or bytes sent as they are, whole: a host that ignores
 * ranges), 404 for anything else.
 */
function server(files: Record<string, unknown>): (url: string) => Promise<Response> {
  return (url) => {
    const name = url.slice(BASE.length);
    if (!(name in files)) return Promise.resolve(new Response('missing', { status: 404 }));
    const body = files[name];
    if (body instanceof Uint8Array) return Promise.resolve(new Response(body as Uint8Array<ArrayBuffer>));
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body)));
  };
}

/** The corpus in a main file and parts of about one page each. */
function splitCorpus(): Record<string, unknown> {
  const { main, parts } = buildSearchFiles(splitRecords(searchRecords(PAGES), 50), corpusSource());
  const files: Record<string, unknown> = { 'main.json': { ...main, parts: parts.map((_, i) => `part-${i}.json`) } };
  parts.forEach((part, i) => (files[`part-${i}.json`] = part));
  return files;
}

interface Progress {
  engine: Searcher;
  complete: boolean;
}

async function load(
  files: Record<string, unknown>,
  sliceMs?: number,
  loader: typeof loadSearch = loadSearch,
): Promise<Progress[]> {
  const progress: Progress[] = [];
  await loader({
    url: `${BASE}main.json`,
    ...(sliceMs === undefined ? {} : { sliceMs }),
    root: '/',
    fetch: server(files),
    onProgress: (engine, complete) => progress.push({ engine, complete }),
  });
  return progress;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadSearch', () => {
  it('indexes a file that fits one slice in one go and reports the engine complete', async () => {
    // An unbounded slice: how much fits in the default one depends on the machine's speed.
    const progress = await load({ 'main.json': corpusFile() }, Number.POSITIVE_INFINITY);
    expect(progress.map((p) => p.complete)).toEqual([true]);
    expect(progress[0]?.engine.search('traceroute')?.count).toBeGreaterThan(0);
  });

  it('yields to the page after each slice, answering from what is indexed so far', async () => {
    const complete: boolean[] = [];
    const answers: number[] = [];
    let engine: Searcher | null = null;
    // The clock stands still: one progress report while indexing, however long the machine takes.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    await loadSearch({
      url: `${BASE}main.json`,
      root: '/',
      fetch: server({ 'main.json': corpusFile() }),
      // A slice of 0 ms indexes one record.
      sliceMs: 0,
      onProgress: (e, done) => {
        engine = e;
        complete.push(done);
      },
      yieldToPage: () => {
        answers.push(engine?.search('options')?.count ?? -1);
        return Promise.resolve();
      },
    });
    expect(complete).toEqual([false, true]);
    // 12 records: a turn for the page after each of the first 11.
    expect(answers).toHaveLength(11);
    // "Options", an h2, is indexed after the 7 page tops.
    expect(answers.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(answers.at(-1)).toBe(1);
  });

  it('reports progress again while indexing goes on, at most every 50 ms', async () => {
    const reports: boolean[] = [];
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 15));
    await loadSearch({
      url: `${BASE}main.json`,
      root: '/',
      fetch: server({ 'main.json': corpusFile() }),
      onProgress: (_, complete) => reports.push(complete),
      yieldToPage: () => Promise.resolve(),
    });
    // Each record takes a slice (every clock reading is 15 ms later): 12 slices over about 0.5 s of clock.
    expect(reports.at(-1)).toBe(true);
    expect(reports.filter((complete) => !complete).length).toBeGreaterThan(2);
    expect(reports.filter((complete) => !complete).length).toBeLessThan(12);
  });

  it('hands out the engine after the first slice and loads every part', async () => {
    const progress = await load(splitCorpus());
    expect(progress.map((p) => p.complete)).toEqual([false, true]);
    const engine = progress[1]?.engine;
    // The last page is in the last part.
    expect(engine?.search('msm')?.groups[0]?.items[0]?.link).toBe('/docs/apis/measurement-ids');
  });

  it('rejects when the data cannot be fetched or read', async () => {
    await expect(load({})).rejects.toThrow(/404/);
    await expect(load({ 'main.json': 'not json' })).rejects.toThrow();
    await expect(load({ 'main.json': { version: 99 } })).rejects.toThrow(/version/);
  });

  it('logs a part that fails and answers from the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const files = splitCorpus();
    delete files['part-0.json'];
    const progress = await load(files);
    expect(progress.at(-1)?.complete).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('part-0.json'), expect.any(Error));
    expect(progress.at(-1)?.engine.search('msm')?.count).toBeGreaterThan(0);
  });
});

describe('loadSearch (split) of a split locale', () => {
  /** The corpus split in small files, by name, the root as `main.json`. */
  async function splitFiles(): Promise<Record<string, unknown>> {
    const split = await buildSplitFiles([searchRecords(PAGES)], corpusSource(), {
      chunkChars: 300,
      fileBytes: 2_000,
    });
    const files: Record<string, unknown> = { 'main.json': rootOf(split, '') };
    for (const [name, body] of partFiles(split)) files[name] = body;
    return files;
  }

  it('hands out the engine at once; a query waits for its parts, and is answered when they arrive', async () => {
    const progress = await load(await splitFiles(), undefined, loadSplitSearch);
    expect(progress.map((p) => p.complete)).toEqual([true]);
    const engine = progress[0]?.engine;
    expect(engine?.search('msm')).toBeNull();
    await vi.waitFor(() => expect(progress.length).toBeGreaterThan(1));
    const answer = await engine?.answer('msm');
    expect(answer?.groups[0]?.items[0]?.link).toBe('/docs/apis/measurement-ids');
    expect(engine?.search('msm')?.count).toBe(answer?.count);
  });

  it('rejects a root that is not whole', async () => {
    const files = await splitFiles();
    files['main.json'] = { ...(files['main.json'] as object), structure: 'a1x' };
    await expect(load(files, undefined, loadSplitSearch)).rejects.toThrow(/structure/);
  });

  it('rejects a root whose lists of files are not in the order they are looked up in', async () => {
    const files = await splitFiles();
    const root = files['main.json'] as SplitSearchData;
    const broken: [keyof SplitSearchData, unknown][] = [
      ['wordChunks', { ...root.wordChunks, firsts: writeWords([...readWords(root.wordChunks.firsts)].reverse()) }],
      ['termChunks', { ...root.termChunks, firsts: writeWords(['ing', 'ets']) }],
      ['termChunks', { ...root.termChunks, lengths: '' }],
      ['pairChunks', { ...root.pairChunks, files: [0, 0] }],
      ['topTerms', writeWords(['in', 'a'])],
      ['topChunks', 7],
      ['textFiles', root.textFiles.slice(1)],
      ['textFiles', [0, 0]],
      ['parts', 3],
    ];
    for (const [key, value] of broken) {
      files['main.json'] = { ...root, [key]: value };
      await expect(load(files, undefined, loadSplitSearch)).rejects.toThrow(`\`${key}\``);
    }
  });

  it('is refused by the engine of data in one file, which the page loads for an unsplit locale', async () => {
    await expect(load(await splitFiles())).rejects.toThrow(/split in parts/);
  });
});
