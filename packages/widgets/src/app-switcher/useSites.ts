import { useEffect, useState } from 'react';
import type { Site } from '../config.ts';
import { loadSites } from './sites.ts';

export type SitesState =
  { status: 'loading'; sites: readonly Site[] } | { status: 'loaded' | 'fallback'; sites: readonly Site[] };

/** Loads the site list once per URL (see {@link loadSites}); the list is ready before the switcher opens. */
export function useSites(url: string, timeoutMs?: number): SitesState {
  const [state, setState] = useState<SitesState>({ status: 'loading', sites: [] });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', sites: [] });
    void loadSites(url, timeoutMs === undefined ? {} : { timeoutMs }).then(({ sites, fallback }) => {
      if (live) setState({ status: fallback ? 'fallback' : 'loaded', sites });
    });
    return () => {
      live = false;
    };
  }, [url, timeoutMs]);
  return state;
}
