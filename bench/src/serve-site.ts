/**
 * Serves a built site for Lighthouse the way a static host does: the site's own server (clean URLs, the
 * 404 page) sending the global headers of the site's `_headers`, its content security policy among them,
 * behind a layer that gzips text as Netlify or Cloudflare Pages do. Without compression Lighthouse's
 * simulated mobile network would time the raw bytes, which no reader downloads.
 */
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHeadersFile } from '../../packages/cli/src/csp.ts';
import { serveStatic } from '../../packages/cli/src/serve.ts';

export interface ServedSite {
  /** `http://127.0.0.1:port`. */
  origin: string;
  /** The global headers of the site's `_headers` sent with every response; empty when it has none. */
  headers: Record<string, string>;
  close: () => Promise<void>;
}

interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Whether a response of this type is worth compressing: text, scripts, JSON, SVG, XML. */
export function compressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(contentType ?? '');
}

const portOf = (server: Server): number => (server.address() as AddressInfo).port;

function fetchUpstream(port: number, method: string, path: string, range?: string): Promise<Response> {
  return new Promise((done, fail) => {
    const headers = range ? { range } : {};
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const close = (server: Server): Promise<void> =>
  new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

/** Serves `outDir` on a free port of 127.0.0.1 until `close()`. */
export async function serveSite(outDir: string): Promise<ServedSite> {
  const headersText = await readFile(join(outDir, '_headers'), 'utf8').catch(() => '');
  const headers = parseHeadersFile(headersText);
  const upstream = await serveStatic(outDir, { port: 0, headers });
  // The site does not change while it is served: each compressed response is made once.
  const compressed = new Map<string, Promise<Response>>();
  const compress = async (path: string): Promise<Response> => {
    const response = await fetchUpstream(portOf(upstream), 'GET', path);
    if (!compressible(response.headers['content-type'])) return response;
    const body = gzipSync(response.body, { level: 9 });
    return { ...response, headers: { ...response.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }, body };
  };
  const front = createServer((req, res) => {
    const path = req.url ?? '/';
    // A range is of the bytes as stored (search texts, which are compressed already): sent as they are.
    const range = req.headers.range;
    const gzip = !range && req.method === 'GET' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let response = range ? undefined : compressed.get(path);
    if (gzip && !response) compressed.set(path, (response = compress(path)));
    (response ?? fetchUpstream(portOf(upstream), req.method ?? 'GET', path, range)).then(
      ({ status, headers: responseHeaders, body }) => {
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = responseHeaders;
        res.writeHead(status, { ...rest, 'content-length': body.byteLength }).end(req.method === 'HEAD' ? '' : body);
      },
      (error: unknown) => res.writeHead(502).end(String(error)),
    );
  });
  await new Promise<void>((done, fail) => {
    front.once('error', fail);
    front.listen(0, '127.0.0.1', done);
  });
  return {
    origin: `http://127.0.0.1:${portOf(front)}`,
    headers,
    close: async () => {
      await Promise.all([close(front), close(upstream)]);
    },
  };
}
