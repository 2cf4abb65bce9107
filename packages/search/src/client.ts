/**
 * The page's side of search: small and free of FlexSearch, so that the shell bundle stays light; it
 * loads the engine (`load-search.ts`, FlexSearch included) as a chunk of its own on the first search intent.
 */
export {
  SearchClient,
  splitEngineLoader,
  type SearchSnapshot,
  type SearchStatus,
  type EngineLoader,
} from './client/search-client.ts';
export type { SearchHit, SearchResponse } from './engine/engine.ts';
export type { Group } from './engine/groups.ts';
export type { Segment } from './engine/highlight.ts';
export { MAX_QUERY_LENGTH } from './engine/constants.ts';
