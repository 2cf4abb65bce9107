/**
 * Route path rules shared by the build and the browser.
 * A page's route is its file path without `.md` and without the ordering prefixes of its names
 * (`03.Topic/07.Page.md` -> `/Topic/Page`); `index.md` (or `_index.md`, or VuePress's `README.md`) is its
 * folder's route with a trailing slash.
 */

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Whether a link leaves the site (has a scheme such as `https:` or `mailto:`, or is protocol-relative). */
export function isExternal(link: string): boolean {
  return EXTERNAL.test(link);
}

/**
 * The ordering prefix of a file or folder name (without `.md`): digits and `.`, `-` or `_` before a name that
 * does not start with a digit (`01.Intro`, `2-setup`, `10_faq`; not `2024-01-05-notes`, not `404`).
 */
const ORDER_PREFIX = /^(\d+)[._-](?=\D)/;

/** A name's ordering prefix as a number, and the name without it; `order` is undefined without one. */
export function splitOrderPrefix(name: string): { order: number | undefined; name: string } {
  const match = ORDER_PREFIX.exec(name);
  return match?.[1] === undefined
    ? { order: undefined, name }
    : { order: Number(match[1]), name: name.slice(match[0].length) };
}

function pathRoute(withoutExt: string): string {
  const index = /(?:^|\/)(?:_?index|README)$/.exec(withoutExt);
  if (index) return `/${withoutExt.slice(0, index.index)}${index.index > 0 ? '/' : ''}`;
  return `/${withoutExt}`;
}

/**
 * The route path of a markdown file path relative to the content folder: `docs/a/index.md` -> `/docs/a/`,
 * `03.Topic/07.Page.md` -> `/Topic/Page` (ordering prefixes order the sidebar and are left out, the rest of
 * each name kept as written). `_index.md` and `README.md` are indexes too, as `normalizePath` (and so the client router)
 * treats it.
 */
export function routeOf(relativePath: string): string {
  const segments = relativePath.replace(/\\/g, '/').replace(/\.md$/, '').split('/');
  return pathRoute(segments.map((segment) => splitOrderPrefix(segment).name).join('/'));
}

/** The route a file would have with its ordering prefixes kept: where links to it may still point. */
export function prefixedRouteOf(relativePath: string): string {
  return pathRoute(relativePath.replace(/\\/g, '/').replace(/\.md$/, ''));
}

/**
 * The canonical form of a path for comparison: no query or hash, no `.html` or `.md`, no trailing
 * `index`, `_index` or `README`, no trailing slash (except the root).
 */
export function normalizePath(path: string): string {
  const p = stripSuffixes(path);
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** A path without query, hash, `.html`/`.md` and a trailing `index`/`_index`/`README`, keeping a trailing slash. */
function stripSuffixes(path: string): string {
  let p = path.replace(/[?#].*$/, '');
  p = p.replace(/\.(?:html|md)$/, '');
  p = p.replace(/(^|\/)(?:_?index|README)$/, '/');
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * Whether `link` is the current page. With `asRegex`, `link` is an `activeMatch` pattern tested against the path.
 */
export function isActive(currentPath: string, link: string | undefined, asRegex = false): boolean {
  if (link === undefined) return false;
  if (asRegex) return new RegExp(link).test(stripSuffixes(currentPath));
  if (isExternal(link)) return false;
  return normalizePath(link) === normalizePath(currentPath);
}

/** The routes of a site's pages by their {@link normalizePath} form: `/docs/a` -> `/docs/a/` for `docs/a/index.md`. */
export type RouteIndex = ReadonlyMap<string, string>;

/** The route index of a list of page routes. */
export function routeIndexOf(routes: Iterable<string>): RouteIndex {
  return new Map([...routes].map((route): [string, string] => [normalizePath(route), route]));
}

/**
 * The link a page really has for an internal link written in a form that only matches it: a trailing slash
 * on a file page (`/docs/a/`), or `index`, `_index`, `.md` or `.html` (`/docs/sub/_index` -> `/docs/sub/`).
 * The link's query and hash are kept; external links and links to no page are returned as written.
 */
export function canonicalLink(link: string, routes: RouteIndex): string {
  if (isExternal(link)) return link;
  const cut = link.search(/[?#]/);
  const path = cut === -1 ? link : link.slice(0, cut);
  if (path === '' || !path.startsWith('/')) return link;
  const route = routes.get(normalizePath(path));
  return route === undefined ? link : `${route}${cut === -1 ? '' : link.slice(cut)}`;
}

/** Joins a base and a link: `joinPath('/docs/', 'a')` -> `/docs/a`. Absolute and external links are kept. */
export function joinPath(base: string | undefined, link: string): string {
  if (!base || link.startsWith('/') || isExternal(link)) return link;
  return `${base.replace(/\/+$/, '')}/${link.replace(/^\.?\//, '')}`;
}

/** The data file of a route: `/` -> `/_data/index.json`, `/docs/` -> `/_data/docs/index.json`, `/docs/a` -> `/_data/docs/a.json`. */
export function dataPathOf(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\.html$/, '');
  const file = clean.endsWith('/') ? `${clean}index` : clean;
  return `/_data${file}.json`;
}

/** The HTML file of a route, relative to the output folder: `/` -> `index.html`, `/docs/a` -> `docs/a.html`. */
export function htmlFileOf(route: string): string {
  const file = route.endsWith('/') ? `${route}index` : route;
  return `${file.slice(1)}.html`;
}
