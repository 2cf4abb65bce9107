import type { Page, Request } from '@playwright/test';
import { MATOMO_PORT } from './ports.ts';

/** The Matomo stand-in's origin (stand-ins/matomo.ts), the widgets fixture site's `analytics.url`. */
export const MATOMO_ORIGIN = `http://127.0.0.1:${MATOMO_PORT}`;

declare global {
  interface Window {
    /** What the Matomo stand-in's tracker applied, oldest first. */
    __matomoStandIn?: { commands: string[] };
  }
}

/** The `_paq` commands the tracker on the page applied; none while it is not loaded. */
export function trackerCommands(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__matomoStandIn?.commands ?? []);
}

/** Records every request the page makes to Matomo from now on, script and tracking requests alike. */
export function recordTrackerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${MATOMO_ORIGIN}/`)) requests.push(request);
  });
  return requests;
}

/** The page views among recorded requests, as their query parameters. */
export function pageViews(requests: readonly Request[]): URLSearchParams[] {
  return requests
    .map((request) => new URL(request.url()))
    .filter((url) => url.pathname === '/matomo.php')
    .map((url) => url.searchParams);
}
