import { useEffect, useState } from 'react';
import type { Site } from '../config.ts';
import { loadSites } from './sites.ts';

/** `idle` until the list is wanted, then `loading`, then the list or the built-in one. */
export type SitesState =
  { status: 'idle' | 'loading'; sites: readonly Site[] } | { status: 'loaded' | 'fallback'; sites: readonly Site[] };

/**
 * Loads the site list once per URL (see {@link loadSites}), from the moment `wanted` is first true: the
 * switcher asks when the reader shows intent (hover, focus, opening), so a page view alone makes no request
 * to the static host. Once wanted it stays loaded; the 2 s time-out runs from the request.
 */
export function useSites(url: string, timeoutMs?: number, wanted = true): SitesState {
  const [state, setState] = useState<SitesState>({ status: 'idle', sites: [] });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState({ status: 'loading', sites: [] });
    void loadSites(url, timeoutMs === undefined ? {} : { timeoutMs }).then(({ sites, fallback }) => {
      if (live) setState({ status: fallback ? 'fallback' : 'loaded', sites });
    });
    return () => {
      live = false;
    };
  }, [url, timeoutMs, wanted]);
  return state;
}
