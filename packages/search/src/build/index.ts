/** Build time: search records from page HTML, and each locale's search data files. */
export {
  pageRecords,
  pageSections,
  RenderedSections,
  searchRecords,
  plainText,
  isReferencePage,
  type PageSection,
} from './records.ts';
export { previewOf, storedPreview, PREVIEW_LENGTH } from '../engine/preview.ts';
export {
  buildSearchData,
  buildSearchFiles,
  normalizeSynonyms,
  vocabularyOf,
  type SearchDataSource,
  type SearchFiles,
} from './search-data.ts';
export { browserAliases, type BrowserAlias } from './browser-aliases.ts';
export { DEFAULT_SEARCH_LABELS, searchLabels, searchSynonyms } from './options.ts';
export { writeSearchData, splitRecords, PART_SIZE, type SearchSite, type WriteSearchOptions } from './write.ts';
export { buildSplitFiles, SPLIT_SIZES, type SplitFiles, type SplitSizes } from '../split/build.ts';
