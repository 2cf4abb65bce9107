import { isExternal, routeOf } from '../rules/paths.ts';

export interface ResolvedLink {
  /** The `href` to write. */
  href: string;
  /** Opens in a new tab (`target="_blank" rel="noreferrer"`): http(s), mailto and protocol-relative links. */
  newTab: boolean;
  /** The site path (and `#hash`) to check, for internal links; null for others. */
  target: string | null;
}

const NEW_TAB = /^(?:https?:|mailto:|\/\/)/i;

/**
 * How a link in a page at `route` is written and checked. Relative `.md` links become route paths
 * (`./x.md` in `/docs/a` -> `/docs/x`, `../b/index.md#h` -> `/b/#h`); other internal links keep their href, but
 * for the `linkBase` they start with.
 */
export function resolveLink(href: string, route: string, linkBase?: string): ResolvedLink {
  if (isExternal(href)) return { href, newTab: NEW_TAB.test(href), target: null };
  // A link written with the path the site was once served under (`/docs/a` with `linkBase: '/docs/'`).
  if (linkBase && href.startsWith(linkBase)) return resolveLink(`/${href.slice(linkBase.length)}`, route);
  if (href === '') return { href, newTab: false, target: null };
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const hash = suffix.includes('#') ? suffix.slice(suffix.indexOf('#')) : '';
  // Resolved the way a browser resolves it from the page's URL.
  const resolved = path === '' ? route : new URL(path, `https://site.invalid${route}`).pathname;
  if (/\.md$/i.test(resolved)) {
    const pageRoute = routeOf(safeDecode(resolved).slice(1).replace(/\.md$/i, '.md'));
    return { href: `${pageRoute}${suffix}`, newTab: false, target: `${pageRoute}${hash}` };
  }
  return { href, newTab: false, target: `${path.startsWith('/') ? path : resolved}${hash}` };
}

/** `decodeURIComponent` that leaves malformed escapes alone. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
