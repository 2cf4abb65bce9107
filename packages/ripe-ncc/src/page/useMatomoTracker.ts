import { useEffect, useRef } from 'react';
import { matomoQueue } from '@atlas-docs/widgets/cookie-consent';
import { pageViewCommands, trackerScriptUrl, trackerSetup, type MatomoSettings } from './matomo-commands.ts';

/** Adds the tracker's script once per document. */
function loadTracker(settings: MatomoSettings): void {
  const src = trackerScriptUrl(settings);
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const queue = matomoQueue();
  for (const command of trackerSetup(settings)) queue.push(command);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Matomo for a reader who chose 'All Cookies': nothing of it loads before (no script, no request, no
 * cookie), then the tracker starts with consent required, and each page the reader sees is a page view,
 * the current one first. `page` is the page's path and title; a client-side navigation changes it.
 */
export function useMatomoTracker(
  settings: MatomoSettings | undefined,
  consented: boolean,
  page: { path: string; title: string },
): void {
  const lastUrl = useRef<string | undefined>(undefined);
  const { path, title } = page;
  useEffect(() => {
    if (!settings || !consented) return;
    loadTracker(settings);
    // The router has already moved the address to the new page when it renders it.
    const url = window.location.href;
    if (url === lastUrl.current) return;
    for (const command of pageViewCommands({ url, title, referrer: lastUrl.current })) matomoQueue().push(command);
    lastUrl.current = url;
  }, [settings, consented, path, title]);
}
