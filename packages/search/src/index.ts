/**
 * The search engine of the browser (spec 5.1): FlexSearch and the query strategy, without DOM or React.
 * The page reaches it through `@atlas-docs/search/client`, which loads it on the first search intent.
 */
export {
  SearchEngine,
  type EngineOptions,
  type Ranking,
  type RecordBatch,
  type Searcher,
  type SearchHit,
  type SearchResponse,
} from './engine/engine.ts';
export { parseQuery, clampQuery, type ParsedQuery } from './engine/query.ts';
export { groupOf, groupBy, HOME_GROUP, type Group } from './engine/groups.ts';
export { highlight, type Segment } from './engine/highlight.ts';
export * from './engine/constants.ts';
export { readSearchData, readSearchRecords, vocabularyOfTable } from './data.ts';
export { WordTable } from './packed/word-table.ts';
export { loadSearch } from './load-search.ts';
export { SLICE_MS, type LoadSearchOptions } from './engine-loading.ts';
export { loadSearch as loadSplitSearch } from './load-split-search.ts';
export type * from './types.ts';
export { SEARCH_DATA_VERSION } from './types.ts';
export { SplitSearchEngine, type SplitSearchOptions } from './split/split-engine.ts';
export { readSplitData, isSplitData } from './split/split-data.ts';
