import type { CspDirective, SiteData } from '@atlas-docs/content/types';

/** Sources the site's plugins add to directives of the policy. */
export type CspSources = Partial<Record<CspDirective, string[]>>;

/**
 * The recommended content security policy of a built site: scripts only from the site itself plus the
 * hashed inline scripts (no-flash theme, top region), no 'unsafe-eval', no inline styles but the hashed
 * inlined stylesheet (no style attributes), images from the site's icon service, and network access only to
 * the sources the site's plugins name (an API, an account service, an analytics tracker).
 */
export function contentSecurityPolicy(
  site: SiteData,
  scriptHashes: string[],
  styleHashes: string[] = [],
  added: CspSources = {},
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", 'data:', site.iconService]],
    ['connect-src', ["'self'"]],
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
