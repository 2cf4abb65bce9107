import type { Labels, SearchConfig, SearchLabels, SiteConfig } from '@atlas-docs/content/types';

/** The English texts of the search modal; the button's label defaults to the locale's `search` label. */
export const DEFAULT_SEARCH_LABELS: Omit<SearchLabels, 'buttonLabel'> = {
  placeholder: 'Search docs',
  hint: 'Use quotes for exact match',
  noResults: 'No results for “{query}”',
  results: '{count} results',
  loading: 'Loading search…',
  unavailable: 'Search is unavailable. Please try again later.',
  close: 'Close search',
};

const ROOT_LOCALE = 'root';

/** The texts of a search config, without its synonyms. */
function textsOf(config: SearchConfig | undefined): Partial<SearchLabels> {
  if (!config) return {};
  const { synonyms: _synonyms, split: _split, ...texts } = config;
  return texts;
}

/**
 * The search texts of a locale: the defaults, overridden for the root locale by the site's `search`,
 * then by the locale's own `search` (as with `labels`).
 */
export function searchLabels(config: SiteConfig, localeKey: string, labels: Labels): SearchLabels {
  return {
    buttonLabel: labels.search,
    ...DEFAULT_SEARCH_LABELS,
    ...textsOf(localeKey === ROOT_LOCALE ? config.search : undefined),
    ...textsOf(config.locales?.[localeKey]?.search),
  };
}

/** The synonyms of a locale: its own, else the site's. */
export function searchSynonyms(config: SiteConfig, localeKey: string): string[][] {
  return config.locales?.[localeKey]?.search?.synonyms ?? config.search?.synonyms ?? [];
}
