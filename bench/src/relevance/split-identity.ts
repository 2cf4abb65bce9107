/**
 * Whether a site's search answers the same from its data split in parts as from its data in one file: the
 * built site's one-file data is read back into records, split as the build splits a large site (chunks of a
 * few words, so that every query reads several), and served from memory to the split engine.
 */
import { type Ranking, readSplitData, type Searcher, type SearchResponse, SplitSearchEngine } from '@atlas-docs/search';
import { buildSplitFiles } from '@atlas-docs/search/build';
import type { SearchRecord } from '@atlas-docs/search';
import { memoryHost } from '../../../packages/search/test/fixtures/split-host.ts';
import { shownPreview } from '../../../packages/search/src/engine/preview.ts';
import { readData, searchDataUrl } from '../search-bench.ts';

/** Small chunks: the split is tried harder than a real site's would be. */
const SIZES = { chunkChars: 2_000, fileBytes: 20_000 };

/** A split engine over the same records as the built site's one-file data, its files served from memory. */
export async function splitEngineOf(builtDir: string, ranking: Ranking): Promise<Searcher> {
  const data = await readData(builtDir, await searchDataUrl(builtDir));
  const runs: SearchRecord[][] = data.batches.map((batch) =>
    batch.index.map((entry, i) => {
      const content = batch.content[i] ?? '';
      return { ...entry, content, preview: shownPreview(batch.preview[i] ?? '', content) };
    }),
  );
  const files = await buildSplitFiles(
    runs,
    { options: data.options, synonyms: data.synonyms, referencePages: data.referencePages },
    SIZES,
  );
  const host = memoryHost(files);
  return new SplitSearchEngine(readSplitData(host.root), {
    url: 'http://site.invalid/assets/root.json',
    root: '/',
    ranking,
    fetch: host.fetch,
    onChange: () => {},
  });
}

/** What a reader sees of an answer: each group's name and its results' links, titles and previews. */
export const shownAnswer = (response: SearchResponse): string =>
  JSON.stringify(
    response.groups.map((group) => [group.name, group.items.map((hit) => [hit.link, hit.title, hit.preview])]),
  );

/** How many of the queries the two engines answer the same. */
export async function sameAnswers(one: Searcher, split: Searcher, queries: readonly string[]): Promise<number> {
  let same = 0;
  for (const query of queries) {
    if (shownAnswer(await one.answer(query)) === shownAnswer(await split.answer(query))) same++;
  }
  return same;
}
