import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '../config.ts';

export type ConsentValue = 'accepted' | 'rejected';

/** The consent stored in a `document.cookie` string, or null when there is none (or not a known value). */
export function parseConsent(cookies: string): ConsentValue | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== CONSENT_COOKIE) continue;
    const value = rest.join('=').trim();
    if (value === 'accepted' || value === 'rejected') return value;
  }
  return null;
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The Domain attribute that shares the cookie across the provider's sites: the registrable parent of the
 * host (`atlas.ripe.net` -> `.ripe.net`). None for localhost, IP literals and single-label hosts, where a
 * Domain attribute would make the browser refuse the cookie. The parent is taken as the last two labels;
 * a host under a two-label public suffix (`x.co.uk`) is caught by {@link writeConsent}, which then retries
 * without a Domain.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(host) || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

export interface CookieTarget {
  hostname: string;
  /** Whether the page is served over https: then the cookie is Secure. */
  secure: boolean;
}

/** The `document.cookie` assignment that stores a consent for one year (spec 9). */
export function consentCookie(value: ConsentValue, { hostname, secure }: CookieTarget, domain = true): string {
  const parts = [`${CONSENT_COOKIE}=${value}`, `Max-Age=${CONSENT_MAX_AGE}`, 'Path=/'];
  const shared = domain ? cookieDomain(hostname) : undefined;
  if (shared) parts.push(`Domain=${shared}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const listeners = new Set<() => void>();

/** The consent stored in this page's cookies. */
export function readConsent(): ConsentValue | null {
  return parseConsent(document.cookie);
}

/** Stores a consent; falls back to a host-only cookie when the browser refuses the shared one. */
export function writeConsent(value: ConsentValue): void {
  const target = { hostname: location.hostname, secure: location.protocol === 'https:' };
  document.cookie = consentCookie(value, target);
  if (readConsent() !== value) document.cookie = consentCookie(value, target, false);
  for (const listener of listeners) listener();
}

/** Subscribes to consents stored by this page (cookies have no change event everywhere). */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
