import { ALLOWED_CONTENT_HOSTS } from '../config.ts';

/**
 * Characters a browser ignores or strips when it parses a URL (C0 controls, space, tab, newline) and other
 * invisible spaces. They are removed before looking for a scheme, so that `java\tscript:` is seen as
 * `javascript:`, the way the browser would read it.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched here
const IGNORED = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Schemes allowed in `href`; `src` also refuses `mailto`. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const SOURCE_SCHEMES = new Set(['http', 'https']);

function compact(url: string): string {
  return url.replace(IGNORED, '');
}

/** The URL's scheme in lower case, or null for a relative URL. */
export function schemeOf(url: string): string | null {
  return SCHEME.exec(compact(url))?.[1]?.toLowerCase() ?? null;
}

/** Whether a link target (`href`) is relative or uses http, https or mailto. */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || LINK_SCHEMES.has(scheme);
}

/** Whether a resource address (`src`) is relative or uses http or https. */
export function isSafeSourceUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || SOURCE_SCHEMES.has(scheme);
}

/** Reduces an id or anchor to letters, digits, underscore, hyphen and dot (spec 5.2). */
export function reduceId(value: string): string {
  return value.replace(/[^A-Za-z0-9_.-]/g, '');
}

/** Reduces the fragment of a URL (`/page#a b` -> `/page#ab`); the rest is left as it is. */
export function reduceFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash + 1) + reduceId(url.slice(hash + 1));
}

/** Whether a host name (as `URL` normalises it) is an IPv4 or IPv6 literal. */
function isIpLiteral(hostname: string): boolean {
  return /^\[[0-9a-f:.]+\]$/i.test(hostname) || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** Whether a host name is on the allowed list: exact names, and `{ip}` for any IP literal. */
export function isAllowedHost(hostname: string, hosts: readonly string[] = ALLOWED_CONTENT_HOSTS): boolean {
  const name = hostname.toLowerCase();
  if (hosts.includes('{ip}') && isIpLiteral(name)) return true;
  return hosts.includes(name);
}

/** A base for resolving relative URLs where there is no page (in Node). */
const NO_PAGE = 'https://relative.invalid/';

/**
 * The absolute URL remote content may be fetched from, or null when the rule of spec 5.2 refuses it: the
 * URL must be relative (no scheme and no `//host`, resolved against `base`, by default the page) or use
 * http(s) on an allowed host.
 */
export function resolveContentUrl(
  url: string,
  base: string = globalThis.location?.href ?? NO_PAGE,
  hosts: readonly string[] = ALLOWED_CONTENT_HOSTS,
): URL | null {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  const text = compact(url);
  // Browsers read `\` as `/` in http(s) URLs, so `\\host` and `/\host` name a host as `//host` does.
  const relative = schemeOf(text) === null && !/^[\\/]{2}/.test(text);
  if (relative && resolved.origin === new URL(base).origin) return resolved;
  return isAllowedHost(resolved.hostname, hosts) ? resolved : null;
}
