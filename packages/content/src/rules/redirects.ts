/** One old path and the route it moved to. */
export interface Redirect {
  /** The old path with a leading slash and no trailing slash, e.g. `/domainmon`. */
  from: string;
  to: string;
}

/** The redirect table of a config: old paths (with or without slashes) to new routes. */
export function redirectTable(redirects: Record<string, string> | undefined): Redirect[] {
  return Object.entries(redirects ?? {}).map(([from, to]) => ({
    from: `/${from.replace(/^\/+|\/+$/g, '')}`,
    to,
  }));
}

/** The redirect of a requested path, with or without its trailing slash, or undefined. */
export function matchRedirect(table: Redirect[], path: string): Redirect | undefined {
  const clean = path.replace(/[?#].*$/, '').replace(/\.html$/, '');
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return table.find((r) => r.from === trimmed);
}
