import type { CspDirective, SiteData } from '@atlas-docs/content/types';

/** Sources the site's plugins add to directives of the policy. */
export type CspSources = Partial<Record<CspDirective, string[]>>;

/**
 * The recommended content security policy of a built site: scripts only from the site itself plus the
 * hashed inline scripts (no-flash theme, banner), no 'unsafe-eval', no inline styles but the hashed inlined
 * stylesheet (no style attributes), and network access only to the remote services of the site config and,
 * with `analytics`, to Matomo (its script, and its tracking requests as images, beacons or fetches).
 */
export function contentSecurityPolicy(
  site: SiteData,
  scriptHashes: string[],
  styleHashes: string[] = [],
  added: CspSources = {},
): string {
  const { api, access, static: staticHost, icons } = site.services;
  const tracker = site.analytics ? [new URL(site.analytics.url).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...tracker]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", 'data:', icons, access, ...tracker]],
    ['connect-src', ["'self'", api, access, staticHost, ...tracker]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  for (const [name, sources] of Object.entries(added)) {
    const directive = directives.find(([known]) => known === name);
    if (directive) directive[1].push(...sources);
    else directives.push([name, ["'self'", ...sources]]);
  }
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Response headers for every path, in the `_headers` format that Netlify and Cloudflare Pages read. */
export function headersFile(csp: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}

/** The global (`/*`) headers of a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let global = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      global = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (global && match?.[1] && match[2] !== undefined) headers[match[1].trim()] = match[2].trim();
  }
  return headers;
}
