/**
 * A stand-in for the provider's static host (https://static.ripe.net), over HTTPS as `localhost` with the
 * test run's certificate: serves the application switcher's site lists (production and pre-production
 * paths) with `Access-Control-Allow-Origin: *`, as a public static host sends them, and every other path
 * from a folder of pages (the widget demos, as the static host serves widgets.js and pages with it). Pages
 * from here are same-site with the account-service stand-in (https://localhost, another port), as
 * production pages on ripe.net are with access.ripe.net: Chromium's test contexts block third-party
 * cookies, so a signed-in session across sites could not be tested otherwise.
 *
 * How it misbehaves is chosen per request, by a path prefix, so that tests running side by side never collide:
 *   /<scenario>/dynamic/...   a scenario for this request (a widget's static host is then
 *                             `https://localhost:<port>/<scenario>`; the built site's requests are routed
 *                             there by `useStaticScenario`); without a prefix, ok.
 * Scenarios: ok, slow (answers after 3000 ms, over the 2000 ms time-out), 500, invalid (not JSON),
 * shape (JSON of the wrong shape), hostile (names with markup and URLs with other schemes), down (the
 * connection is cut without an answer), huge (a list of 10 MB), deep (arrays nested 100,000 deep).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { resolveFile } from '@atlas-docs/cli';
import { DEEP_SITE_LIST, hugeSiteList } from './hostile-sizes.ts';
import { serveHttps, type HttpsStandIn } from './https.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export const SCENARIOS = ['ok', 'slow', '500', 'invalid', 'shape', 'hostile', 'down', 'huge', 'deep'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The paths of the two lists (packages/widgets/src/config.ts SITES_LIST_PATHS). */
const LISTS: Record<string, string> = {
  '/dynamic/app-switcher/list.json': 'production',
  '/dynamic/app-switcher/pre-list.json': 'pre-production',
};

export const SLOW_MS = 3000;

/** The site lists: a few of the provider's sites and the local test sites, so one of them is current. */
export function siteList(list: string, localSites: readonly { name: string; url: string }[]) {
  const pre = list === 'pre-production';
  const host = (name: string) => (pre ? `https://${name}.prepdev.ripe.net/` : `https://${name}.ripe.net/`);
  return [
    { name: pre ? 'RIPE NCC (pre-production)' : 'RIPE NCC', url: pre ? host('www') : 'https://www.ripe.net/' },
    { name: 'RIPE Atlas', url: host('atlas') },
    { name: 'RIPEstat', url: host('stat') },
    { name: 'RIPE Labs', url: host('labs') },
    ...localSites,
  ];
}

export const HOSTILE_LIST = [
  { name: '<img src=x onerror="document.title=\'pwned\'">Evil', url: 'https://evil.example/' },
  { name: 'Script link', url: 'javascript:document.title="pwned"' },
  { name: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
  { name: 'Spaced\u0000\u0007 name', url: 'https://labs.ripe.net/' },
];

function answer(scenario: Scenario, list: string, localSites: readonly { name: string; url: string }[]) {
  switch (scenario) {
    case '500':
      return { status: 500, body: '{"error":"stand-in asked for a 500"}' };
    case 'invalid':
      return { status: 200, body: '{"sites": [' };
    case 'shape':
      return {
        status: 200,
        body: JSON.stringify({ sites: [{ title: 'RIPE Atlas', href: 'https://atlas.ripe.net/' }] }),
      };
    case 'hostile':
      return { status: 200, body: JSON.stringify(HOSTILE_LIST) };
    case 'huge':
      return { status: 200, body: hugeSiteList() };
    case 'deep':
      return { status: 200, body: DEEP_SITE_LIST };
    default:
      return { status: 200, body: JSON.stringify(siteList(list, localSites)) };
  }
}

const isScenario = (name: string | undefined): name is Scenario => SCENARIOS.includes(name as Scenario);

export type StaticHost = HttpsStandIn;

export async function startStaticHost(options: {
  port: number;
  localSites?: readonly { name: string; url: string }[];
  /** The folder of pages served beside the lists, found when first asked for (it may be built later). */
  pages?: () => string;
  /** Headers of those pages (their content security policy). */
  pageHeaders?: Record<string, string>;
}): Promise<StaticHost> {
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    const [, first, ...rest] = url.pathname.split('/');
    const prefixed = isScenario(first);
    const scenario: Scenario = prefixed ? first : 'ok';
    const path = prefixed ? `/${rest.join('/')}` : url.pathname;
    const list = LISTS[path];
    const file = !list && options.pages ? await resolveFile(options.pages(), url.pathname) : null;
    if (file) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { ...options.pageHeaders, 'Content-Type': type, 'Cache-Control': 'no-cache' });
      createReadStream(file).pipe(response);
      return;
    }
    if (!list || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (scenario === 'down') {
      request.socket.destroy();
      return;
    }
    if (scenario === 'slow') await delay(SLOW_MS);
    const { status, body } = answer(scenario, list, options.localSites ?? []);
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(body);
  };
  return serveHttps(options.port, handle);
}
