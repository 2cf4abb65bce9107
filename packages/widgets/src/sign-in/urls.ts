import { DEFAULT_ACCESS_HOST, SIGN_IN_TEXTS } from '../config.ts';
import { schemeOf } from '../sanitize/urls.ts';

/** A link of the signed-in menu (spec 3: url, title, divider, active). */
export interface SignInMenuItem {
  url?: string;
  title?: string;
  /** A separator line instead of a link. */
  divider?: boolean;
  /** The link of the current page. */
  active?: boolean;
}

/** A custom link of the signed-in menu, as the `userlinks` input gives it. */
export interface UserLink {
  title: string;
  url: string;
}

export interface SignInUrlOptions {
  /** The account service; forced to https; default `https://access.ripe.net`. */
  accessUrl?: string | undefined;
  loginUrl?: string | undefined;
  logoutUrl?: string | undefined;
  /** Where logging out returns to; default the current page. */
  logoutRedirectUrl?: string | undefined;
  /** The picture URL; `{uuid}` in it is replaced; default `{accessurl}/picture/{uuid}`. */
  pictureUrl?: string | undefined;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * A host and port without a scheme (`localhost:5622`, `access.example:8443/x`): the part before ':' is a host.
 * `http:8080` stays a scheme, as browsers read it (`http://8080/`).
 */
const HOST_AND_PORT = /^(?!https?:)[a-z][a-z0-9+.-]*:\d+(?:[/?#\\]|$)/i;

/**
 * An URL with its scheme forced to https: `http://x`, `//x` and `x` all become `https://x`. A host and port
 * written without a scheme keep their host: `localhost:5622/access/` is `https://localhost:5622/access/`.
 */
export function forceHttps(url: string): string {
  const trimmed = url.trim();
  const rest = HOST_AND_PORT.test(trimmed) ? trimmed : trimmed.replace(SCHEME, '');
  // Browsers read `\` as `/` before the host of an http(s) URL.
  return `https://${rest.replace(/^[\\/]*/, '')}`;
}

/** The account service's base URL: https, no trailing slash. */
export function accessBase(accessUrl: string | undefined): string {
  return trimSlash(forceHttps(accessUrl || DEFAULT_ACCESS_HOST));
}

const withOriginal = (url: string, original: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}originalUrl=${encodeURIComponent(original)}`;

/** `{loginurl or accessurl}/?originalUrl={current page}`. */
export function loginHref(options: SignInUrlOptions, currentUrl: string): string {
  const base = options.loginUrl ? trimSlash(options.loginUrl) : accessBase(options.accessUrl);
  return withOriginal(`${base}/`, currentUrl);
}

/** `{logouturl or accessurl/logout}?originalUrl={redirect URL or current page}`. */
export function logoutHref(options: SignInUrlOptions, currentUrl: string): string {
  const base = options.logoutUrl || `${accessBase(options.accessUrl)}/logout`;
  return withOriginal(base, options.logoutRedirectUrl || currentUrl);
}

export const profileHref = (options: SignInUrlOptions): string => `${accessBase(options.accessUrl)}/profile`;
export const profileApiUrl = (options: SignInUrlOptions): string => `${accessBase(options.accessUrl)}/user/profile`;

export function pictureHref(options: SignInUrlOptions, uuid: string): string {
  const id = encodeURIComponent(uuid);
  return options.pictureUrl
    ? options.pictureUrl.replace('{uuid}', id)
    : `${accessBase(options.accessUrl)}/picture/${id}`;
}

/** Whether a link may be shown: relative, http or https. */
function isShowable(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || scheme === 'http' || scheme === 'https';
}

/** Whether a link points at the current page (same origin and path). */
function isActive(url: string, currentUrl: string): boolean {
  try {
    const link = new URL(url, currentUrl);
    const here = new URL(currentUrl);
    return link.origin === here.origin && link.pathname === here.pathname;
  } catch {
    return false;
  }
}

/**
 * The signed-in menu: the profile link, the user links (unsafe ones left out), a divider, Logout. The link
 * of the current page is active.
 */
export function signInMenu(
  options: SignInUrlOptions,
  userLinks: readonly UserLink[],
  currentUrl: string,
): SignInMenuItem[] {
  const links: SignInMenuItem[] = [
    { title: SIGN_IN_TEXTS.profile, url: profileHref(options) },
    ...userLinks.filter((link) => link.title.trim() && isShowable(link.url)),
  ].map((item) => ({ ...item, active: isActive(item.url ?? '', currentUrl) }));
  return [...links, { divider: true }, { title: SIGN_IN_TEXTS.logout, url: logoutHref(options, currentUrl) }];
}

/** Parses the `userlinks` attribute: a JSON array of `{ title, url }`; anything else gives no links. */
export function parseUserLinks(json: string | undefined): UserLink[] {
  if (!json) return [];
  try {
    const data: unknown = JSON.parse(json);
    if (!Array.isArray(data)) return [];
    return data.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { title, url } = entry as Record<string, unknown>;
      return typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [];
    });
  } catch {
    return [];
  }
}
