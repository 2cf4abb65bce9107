/**
 * A local stand-in for the provider's static host as the legal page uses it: a real HTTP server on
 * 127.0.0.1 with CORS, so cross-origin fetches, failures and delays really happen. Beside it runs a second
 * server, the "foreign" host: it is reached through a name that is not on the allowed-host list
 * (`foreign.localhost`, which browsers resolve to 127.0.0.1), so the widget must never ask it for anything;
 * it records every request it gets, and the tests read that record at `/_requests`.
 *
 * Static host paths:
 *   /dynamic/legal-pages/{appname}-pages.json   default sources (ripe, empty, hostile, hostile-ids; `broken`: not
 *                                                JSON; `huge`, 10 MB; `deep`, sub-sections 5,000 deep;
 *                                                `many`, 1,500 sections)
 *   /configs/{name}.json                         configurations (`broken.json`: not JSON; `deep-markdown.json`,
 *                                                `deep-html.json`: content nested 10,000 and 100,000 deep;
 *                                                `over-budget.json`: ten texts of 1.5 MB, 15 MB in all)
 *   /content/{file}                              content (`slow.md` arrives after {@link SLOW_MS};
 *                                                `large-{1-10}.html`, 1.5 MB each in one `<div>`)
 *   /status/{code}                               answers with that status
 *
 * Run `tsx e2e/stand-ins/legal-host.ts` for the ports of e2e/support/ports.ts, as the browser tests do.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LEGAL_FOREIGN_PORT, LEGAL_HOST_PORT } from '../support/ports.ts';
import {
  DEEP_HTML,
  DEEP_MARKDOWN,
  deepLegalPages,
  hugeLegalPages,
  largePolicy,
  manyLegalPages,
} from './hostile-sizes.ts';
import { CONFIGS, CONTENT, HOSTILE_HTML, PAGES } from './legal-fixtures.ts';

/** How long `/content/slow.md` takes. */
export const SLOW_MS = 1500;

export interface LegalHost {
  /** The static host's origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** The foreign host's origin, under a name that is not allowed: `http://foreign.localhost:<port>`. */
  foreignUrl: string;
  /** Paths the foreign host was asked for, oldest first. */
  readonly foreignRequests: readonly string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  });
  res.end(body);
}

const TYPES: Record<string, string> = { html: 'text/html', md: 'text/markdown', json: 'application/json' };

function staticHost(origins: { static: string; foreign: string }) {
  const fill = (value: unknown): string =>
    JSON.stringify(value).replaceAll('{static}', origins.static).replaceAll('{foreign}', origins.foreign);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', origins.static).pathname;
    const pages = /^\/dynamic\/legal-pages\/([^/]+)-pages\.json$/.exec(path)?.[1];
    const config = /^\/configs\/([^/]+)$/.exec(path)?.[1];
    const content = /^\/content\/([^/]+)$/.exec(path)?.[1];
    const status = /^\/status\/(\d{3})$/.exec(path)?.[1];
    if (pages === 'broken' || config === 'broken.json') return send(res, 200, TYPES.json!, '{"sections": [');
    const hostile = HOSTILE[path];
    if (hostile !== undefined)
      return send(res, 200, hostile.type, hostile.body().replaceAll('{static}', origins.static));
    if (pages !== undefined && PAGES[pages] !== undefined) return send(res, 200, TYPES.json!, fill(PAGES[pages]));
    if (config !== undefined && CONFIGS[config] !== undefined)
      return send(res, 200, TYPES.json!, fill(CONFIGS[config]));
    if (content !== undefined && CONTENT[content] !== undefined) {
      const type = TYPES[content.split('.').pop() ?? ''] ?? 'text/plain';
      const delay = content === 'slow.md' ? SLOW_MS : 0;
      setTimeout(() => send(res, 200, type, CONTENT[content]!), delay);
      return;
    }
    if (status !== undefined) return send(res, Number(status), 'text/plain', `status ${status}`);
    send(res, 404, 'text/plain', 'not found');
  };
}

/** The numbers of the large policies of `over-budget.json`. */
const LARGE = Array.from({ length: 10 }, (_, i) => i + 1);

/** Sources of hostile size and depth (hostile-sizes.ts), each as a default source, a configuration or content. */
const HOSTILE: Record<string, { type: string; body: () => string }> = {
  '/dynamic/legal-pages/huge-pages.json': { type: TYPES.json!, body: () => JSON.stringify(hugeLegalPages()) },
  '/dynamic/legal-pages/deep-pages.json': { type: TYPES.json!, body: deepLegalPages },
  '/dynamic/legal-pages/many-pages.json': { type: TYPES.json!, body: () => JSON.stringify(manyLegalPages()) },
  '/configs/deep-markdown.json': {
    type: TYPES.json!,
    body: () =>
      JSON.stringify({
        sections: [
          { id: 'deep-md', title: 'Deep Markdown', open: true, content: DEEP_MARKDOWN },
          { id: 'deep-md-source', title: 'Deep Markdown Source', mdSource: '{static}/content/deep.md' },
          { id: 'after', title: 'After Markdown', content: '<p>Shown after the deep markdown.</p>' },
        ],
      }),
  },
  '/configs/deep-html.json': {
    type: TYPES.json!,
    body: () =>
      JSON.stringify({
        sections: [
          { id: 'deep-html', title: 'Deep HTML', open: true, localOverride: '{static}/content/deep.html' },
          { id: 'after', title: 'After HTML', content: '<p>Shown after the deep HTML.</p>' },
        ],
      }),
  },
  '/configs/over-budget.json': {
    type: TYPES.json!,
    body: () =>
      JSON.stringify({
        sections: [
          ...LARGE.map((n) => ({
            id: `large-${n}`,
            title: `Large Policy ${n}`,
            localOverride: `{static}/content/large-${n}.html`,
          })),
          { id: 'after', title: 'After Large', content: '<p>Inline content is not fetched.</p>' },
        ],
      }),
  },
  ...Object.fromEntries(
    LARGE.map((n) => [`/content/large-${n}.html`, { type: TYPES.html!, body: () => largePolicy(n) }]),
  ),
  '/content/deep.md': { type: TYPES.md!, body: () => DEEP_MARKDOWN },
  '/content/deep.html': { type: TYPES.html!, body: () => DEEP_HTML },
};

function foreignHost(requests: string[]) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.url === '/_requests') return send(res, 200, TYPES.json!, JSON.stringify(requests));
    requests.push(req.url ?? '/');
    send(res, 200, 'text/html', HOSTILE_HTML);
  };
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
}

/** Starts both servers; port 0 picks free ports (unit tests), the browser tests use fixed ones. */
export async function startLegalHost(ports: { port?: number; foreignPort?: number } = {}): Promise<LegalHost> {
  const foreignRequests: string[] = [];
  const foreign = createServer(foreignHost(foreignRequests));
  const foreignPort = await listen(foreign, ports.foreignPort ?? 0);
  const origins = { static: '', foreign: `http://foreign.localhost:${foreignPort}` };
  const main = createServer(staticHost(origins));
  origins.static = `http://127.0.0.1:${await listen(main, ports.port ?? 0)}`;
  return {
    url: origins.static,
    foreignUrl: origins.foreign,
    foreignRequests,
    close: async () => {
      for (const server of [main, foreign]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const host = await startLegalHost({ port: LEGAL_HOST_PORT, foreignPort: LEGAL_FOREIGN_PORT });
  console.log(`Legal static host on ${host.url}, foreign host on ${host.foreignUrl}`);
}
