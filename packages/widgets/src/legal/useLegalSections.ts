import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadLegal, type LoadLegalOptions } from './load-sections.ts';
import type { ResolvedSection } from './model.ts';

/** `load` counts the loads, so a view can start afresh with each new set of sections. */
export type LegalSectionsState =
  { status: 'loading' } | { status: 'ready'; sections: ResolvedSection[]; notes: string[]; load: number };

/**
 * Loads the sections from the first source given (see {@link loadLegal}) and again when an input
 * changes in value (not merely in identity, as arrays rebuilt on each render would).
 */
export function useLegalSections(options: LoadLegalOptions): LegalSectionsState {
  const [state, setState] = useState<LegalSectionsState>({ status: 'loading' });
  const latest = useRef(options);
  const loads = useRef(0);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { appname, sections, order, configUrl, staticHost } = options;
  const key = JSON.stringify({ appname, sections, order, configUrl, staticHost });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void loadLegal(latest.current).then(({ sections, notes }) => {
      loads.current += 1;
      // The sections can be many: as a transition, their first render yields to the browser as it goes.
      if (current) startTransition(() => setState({ status: 'ready', sections, notes, load: loads.current }));
    });
    return () => {
      current = false;
    };
  }, [key]);

  return state;
}
