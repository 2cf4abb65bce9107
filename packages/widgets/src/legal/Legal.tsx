import { useEffect, useState, useSyncExternalStore } from 'react';
import { DEFAULT_STATIC_HOST, LEGAL_TEXTS, SHORT_NAME } from '../config.ts';
import { LegalAccordion } from './LegalAccordion.tsx';
import type { LegalSection } from './model.ts';
import { useLegalSections } from './useLegalSections.ts';

export interface LegalProps {
  /** The application whose pages the default source holds; default the provider's short name, 'ripe'. */
  appname?: string | undefined;
  /** Sections given directly; they take precedence over `configUrl` and the default source. */
  sections?: readonly LegalSection[] | undefined;
  /** Section ids in display order; the others follow by their numeric order. */
  order?: readonly string[] | undefined;
  /** A configuration file (JSON with a sections array and an optional order); before the default source. */
  configUrl?: string | undefined;
  /** Origin of the static host of the default source; default `https://static.ripe.net`. */
  staticHost?: string | undefined;
}

const subscribeToNothing = (): (() => void) => () => {};

/**
 * Whether the loading line may show: in the server's HTML at once; in the browser a frame after the status
 * region is in the page, since a screen reader announces a change of a live region, not a region that
 * arrives with its text.
 */
function useLoadingLine(): boolean {
  const server = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return server || shown;
}

/**
 * The legal information page of spec 2.4: heading, introduction and the policies in an accordion, from
 * the first source given (sections, a configuration file, the static host). Deep links open a section,
 * sub-section and anchor; collapsed text stays findable with the browser's find-in-page.
 */
export function Legal({ appname, sections, order, configUrl, staticHost }: LegalProps) {
  const state = useLegalSections({
    appname: appname || SHORT_NAME,
    sections,
    order,
    configUrl,
    staticHost: staticHost || DEFAULT_STATIC_HOST,
  });
  const loadingLine = useLoadingLine();
  return (
    <div className="ad-legal">
      <h1 className="ad-legal__heading">{LEGAL_TEXTS.heading}</h1>
      <p className="ad-legal__intro">{LEGAL_TEXTS.intro}</p>
      {state.status === 'loading' || state.sections.length === 0 ? (
        // One status region for the loading line and then 'no data': both are announced.
        <p className="ad-legal__status" role="status">
          {state.status === 'loading' ? (loadingLine ? LEGAL_TEXTS.loading : '') : LEGAL_TEXTS.empty}
        </p>
      ) : (
        // A new load starts a new accordion: its open panels and deep link come from the new sections.
        <LegalAccordion key={state.load} sections={state.sections} />
      )}
      {state.status === 'ready' &&
        state.notes.map((note) => (
          <p key={note} className="ad-legal__status ad-legal__limit">
            {note}
          </p>
        ))}
    </div>
  );
}
