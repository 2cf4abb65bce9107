import {
  APP_SWITCHER_TIMEOUT_MS,
  FALLBACK_SITES,
  LOG_SITES_FAILED,
  LOG_SITES_TIMEOUT,
  REMOTE_LIMITS,
  SITES_LIST_PATHS,
  type Site,
  type SitesList,
} from '../config.ts';
import { parseJsonWithin, readTextWithin } from '../remote-input/limits.ts';
import { deadline } from '../remote-input/deadline.ts';
import { schemeOf } from '../sanitize/urls.ts';

/** Longest site name shown; a longer one is cut. */
const MAX_NAME = 80;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The URL of a site list on a static host (`https://static.ripe.net` + the list's path). */
export function sitesListUrl(staticHost: string, list: SitesList = 'production'): string {
  return `${staticHost.replace(/\/+$/, '')}${SITES_LIST_PATHS[list]}`;
}

/** A site name as plain text: no control characters, whitespace collapsed, at most 80 characters. */
export function cleanSiteName(name: string): string {
  return name.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/** An absolute http(s) URL, normalised, or null. */
export function cleanSiteUrl(url: string): string | null {
  const scheme = schemeOf(url);
  if (scheme !== 'http' && scheme !== 'https') return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sites of a list as the static host sends it: an array of `{ name, url }`, of which the first 100 are
 * read. Entries with a name or URL that cannot be shown safely are left out. Throws when the list is not that
 * shape or nothing is left.
 */
export function parseSites(data: unknown): Site[] {
  if (!Array.isArray(data)) throw new TypeError('The site list is not an array.');
  const sites: Site[] = [];
  // A switcher is for a few sites; the first ones of a longer list are shown.
  for (const entry of data.slice(0, REMOTE_LIMITS.sites)) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.url !== 'string') {
      throw new TypeError('A site list entry is not { name, url }.');
    }
    const name = cleanSiteName(entry.name);
    const url = cleanSiteUrl(entry.url);
    if (name && url) sites.push({ name, url });
  }
  if (sites.length === 0) throw new TypeError('The site list has no usable site.');
  return sites;
}

export interface LoadSitesOptions {
  timeoutMs?: number;
  /** Where the two log lines of spec 8 go; default `console.warn`. */
  log?: (...data: unknown[]) => void;
  fetch?: typeof fetch;
}

export interface LoadedSites {
  sites: readonly Site[];
  /** Whether the built-in list is used. */
  fallback: boolean;
}

/**
 * Loads a site list: after `timeoutMs` (2000) the request is aborted, logged as 'Fetch aborted due to
 * timeout', and the built-in list used; any other failure (status, JSON, shape, a list over 256 KB or nested
 * deeper than 8 levels) is logged as 'Failed to fetch sites. Using fallback:' with the error. Never rejects.
 */
export async function loadSites(url: string, options: LoadSitesOptions = {}): Promise<LoadedSites> {
  const { timeoutMs = APP_SWITCHER_TIMEOUT_MS, log = console.warn, fetch: fetchFn = fetch } = options;
  const time = deadline(timeoutMs);
  try {
    const response = await fetchFn(url, { signal: time.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await readTextWithin(response, REMOTE_LIMITS.sitesBytes);
    const sites = parseSites(parseJsonWithin(text, REMOTE_LIMITS.sitesJsonDepth));
    return { sites, fallback: false };
  } catch (error) {
    if (time.passed) log(LOG_SITES_TIMEOUT);
    else log(LOG_SITES_FAILED, error);
    return { sites: FALLBACK_SITES, fallback: true };
  } finally {
    time.clear();
  }
}

/** Whether a site is the current one: the same origin as the page. */
export function isCurrentSite(site: Site, currentUrl: string): boolean {
  try {
    return new URL(site.url).origin === new URL(currentUrl).origin;
  } catch {
    return false;
  }
}
