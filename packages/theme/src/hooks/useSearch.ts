import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { SearchClient, SearchResponse, SearchSnapshot, SearchStatus } from '@atlas-docs/search/client';
import { searchClientFor } from '../components/search/search-client.ts';

/** `idle` until the first search intent; then the client's status. */
export type SearchState = SearchStatus | 'idle';

export interface Search {
  status: SearchState;
  query: string;
  setQuery: (query: string) => void;
  /**
   * The latest answer while the query is not empty. Until the engine has answered a new query it is the
   * answer to an earlier one, so the list does not flash empty between keystrokes.
   */
  response: SearchResponse | null;
  /** The first search intent (focus or hover of the button, or the shortcut): starts the engine and the data. */
  prepare: () => void;
}

const IDLE: SearchSnapshot = { status: 'loading', revision: 0 };
const subscribeNothing = (): (() => void) => () => {};

/**
 * The search of a locale, loaded lazily: nothing is fetched until `prepare()`. Each keystroke is
 * answered at once once the engine is there; while it is loading or still indexing, the query is asked
 * again whenever more records can be found.
 */
export function useSearch(dataUrl: string, root: string, split = false): Search {
  const [started, setStarted] = useState<{ url: string; client: SearchClient } | null>(null);
  // After a switch of locale the other locale's client waits for its own first intent.
  const client = started?.url === dataUrl ? started.client : null;
  const snapshot = useSyncExternalStore(
    client ? client.subscribe : subscribeNothing,
    () => client?.getSnapshot() ?? IDLE,
    () => IDLE,
  );
  const [query, setQueryState] = useState('');
  const [answer, setAnswer] = useState<SearchResponse | null>(null);

  const prepare = useCallback(() => {
    if (!client) setStarted({ url: dataUrl, client: searchClientFor(dataUrl, root, split) });
  }, [client, dataUrl, root, split]);

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      // Answered in the same event: one render per keystroke.
      const now = next.trim() ? client?.searchNow(next) : null;
      if (now) setAnswer(now);
    },
    [client],
  );

  const askAgain = useEffectEvent((current: SearchClient) => {
    if (!query.trim()) return () => {};
    let latest = true;
    void current.search(query).then((response) => {
      if (latest) setAnswer(response);
    });
    return () => {
      latest = false;
    };
  });
  // A new revision: the engine arrived, indexed more, or failed; the query on screen is asked again.
  useEffect(() => (client ? askAgain(client) : undefined), [client, snapshot.revision]);

  return {
    status: client ? snapshot.status : 'idle',
    query,
    setQuery,
    response: query.trim() ? answer : null,
    prepare,
  };
}
