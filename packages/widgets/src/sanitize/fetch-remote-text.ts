import { ALLOWED_CONTENT_HOSTS, ERROR_FAILED_TO_LOAD, ERROR_NOT_ALLOWED } from '../config.ts';
import { LimitError, readTextWithin } from '../remote-input/limits.ts';
import { isAllowedHost, resolveContentUrl } from './urls.ts';

export interface FetchRemoteTextOptions {
  /** Aborts the request after this many milliseconds. */
  timeoutMs: number;
  /** Gives up a body longer than this many bytes, with a `LimitError` ('It is larger than 2 MB.'). */
  maxBytes?: number;
  /** What relative URLs resolve against; the page's address by default. */
  base?: string;
  /** The allowed hosts; {@link ALLOWED_CONTENT_HOSTS} by default. */
  hosts?: readonly string[];
}

/**
 * Fetches remote content (a legal page, a markdown source) as text. Throws `Error('URL not from allowed
 * domain')` before any request when the URL breaks the host rule of spec 5.2, and `Error('Failed to load')`
 * on a network error, a non-2xx status or the time-out (spec section 8), and a `LimitError` for a body over
 * `maxBytes`, which is not read further. The text is not sanitised here.
 */
export async function fetchRemoteText(url: string, options: FetchRemoteTextOptions): Promise<string> {
  const target = resolveContentUrl(url, options.base, options.hosts ?? ALLOWED_CONTENT_HOSTS);
  if (!target) throw new Error(ERROR_NOT_ALLOWED);
  let response: Response;
  try {
    response = await fetch(target, { signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (cause) {
    throw new Error(ERROR_FAILED_TO_LOAD, { cause });
  }
  // A redirect may not lead off the list: the final address obeys the same rule as the first.
  if (response.redirected && !isAllowedFinalUrl(response.url, target, options.hosts ?? ALLOWED_CONTENT_HOSTS)) {
    throw new Error(ERROR_NOT_ALLOWED);
  }
  if (!response.ok) throw new Error(ERROR_FAILED_TO_LOAD, { cause: new Error(`HTTP ${response.status}`) });
  try {
    return options.maxBytes === undefined ? await response.text() : await readTextWithin(response, options.maxBytes);
  } catch (cause) {
    if (cause instanceof LimitError) throw cause;
    throw new Error(ERROR_FAILED_TO_LOAD, { cause });
  }
}

function isAllowedFinalUrl(url: string, first: URL, hosts: readonly string[]): boolean {
  const final = new URL(url);
  if (final.protocol !== 'http:' && final.protocol !== 'https:') return false;
  return final.origin === first.origin || isAllowedHost(final.hostname, hosts);
}
