import type { SearchLabels } from '@atlas-docs/content/types';
import type { SearchResponse } from '@atlas-docs/search/client';
import type { SearchState } from '../../hooks/useSearch.ts';
import { fill } from './format.ts';

interface SearchStatusProps {
  hintId: string;
  labels: SearchLabels;
  status: SearchState;
  query: string;
  response: SearchResponse | null;
}

/** What the modal says besides the results: the hint, loading, unavailable, no results, or (for screen readers) the count. */
export function SearchStatus({ hintId, labels, status, query, response }: SearchStatusProps) {
  const empty = !query.trim();
  let message = '';
  if (status === 'failed') message = labels.unavailable;
  else if (empty) message = '';
  // An index still growing may find more: until it is complete, no results means "wait".
  else if (!response || (response.count === 0 && !response.complete)) message = labels.loading;
  else if (response.count === 0) message = fill(labels.noResults, { query: response.query });
  else message = fill(labels.results, { count: response.count });
  const onlyAnnounced = status !== 'failed' && !!response && response.count > 0;
  return (
    <>
      <p id={hintId} className="ad-search__hint" hidden={!empty || status === 'failed'}>
        {labels.hint}
      </p>
      <p
        role="status"
        className={onlyAnnounced ? 'ad-visually-hidden' : 'ad-search__status'}
        data-state={status === 'failed' ? 'failed' : undefined}
      >
        {message}
      </p>
    </>
  );
}
