import { safeDecode } from '../markdown/resolve-link.ts';
import { normalizePath } from '../rules/paths.ts';
import { matchRedirect, type Redirect } from '../rules/redirects.ts';

/** What internal links may point at. */
export interface LinkTargets {
  /** Page routes (normalised with `normalizePath`) and the ids on each page. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Files of the public folder, as `/path/to/file.pdf`. */
  publicFiles: ReadonlySet<string>;
  redirects: Redirect[];
}

function split(url: string): { path: string; hash: string } {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  return { path: withoutHash.replace(/\?.*$/, ''), hash: hashAt === -1 ? '' : url.slice(hashAt + 1) };
}

/**
 * Why an internal link in the markdown is broken, or null when it resolves: to a page (and, with a
 * `#hash`, to an id on it), a public file, or an old path that redirects.
 */
export function linkProblem(url: string, targets: LinkTargets): string | null {
  const { path, hash } = split(url);
  const anchors = targets.pages.get(normalizePath(safeDecode(path)));
  if (anchors) {
    if (hash && !anchors.has(safeDecode(hash)))
      return `link "${url}": no heading or element with id "${safeDecode(hash)}" on ${path}`;
    return null;
  }
  if (targets.publicFiles.has(safeDecode(path))) return null;
  if (matchRedirect(targets.redirects, path)) return null;
  return `link "${url}" matches no page, public file or redirect`;
}

/** Why a sidebar or nav link is broken (it must be a page of the site), or null. */
export function pageLinkProblem(url: string, targets: LinkTargets, where: string): string | null {
  const { path } = split(url);
  if (targets.pages.has(normalizePath(safeDecode(path)))) return null;
  return `${where} link "${url}" is not a page of the site`;
}
