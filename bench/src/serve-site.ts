/**
 * Serves a built site for Lighthouse the way a static host does: the site's own server (clean URLs, the
 * 404 page) sending the global headers of the site's `_headers`, its content security policy among them,
 * behind a layer that gzips text as Netlify or Cloudflare Pages do. Without compression Lighthouse's
 * simulated mobile network would time the raw bytes, which no reader downloads.
 */
import { readFile } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2SecureServer,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHeadersFile } from '../../packages/cli/src/csp.ts';
import { serveStatic } from '../../packages/cli/src/serve.ts';
import { testCertificate } from '../../e2e/support/certificate.ts';

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

const portOf = (server: Server | Http2SecureServer): number => (server.address() as AddressInfo).port;

/** Headers of one connection, which HTTP/2 has no place for. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

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

const close = (server: Server | Http2SecureServer): Promise<void> =>
  new Promise((done) => {
    server.close(() => done());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

export interface ServeSiteOptions {
  /**
   * HTTPS with HTTP/2, as static hosts serve sites (the browser makes many requests side by side on one
   * connection), with the test certificate of `e2e/support/certificate.ts`; the browser must ignore its
   * errors. Default HTTP/1.1.
   */
  http2?: boolean;
}

/** Serves `outDir` on a free port of 127.0.0.1 until `close()`. */
export async function serveSite(outDir: string, options: ServeSiteOptions = {}): Promise<ServedSite> {
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
  const handle = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): void => {
    const path = req.url ?? '/';
    // A range is of the bytes as stored (search texts, which are compressed already): sent as they are.
    const range = req.headers.range;
    const gzip = !range && req.method === 'GET' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let response = range ? undefined : compressed.get(path);
    if (gzip && !response) compressed.set(path, (response = compress(path)));
    (response ?? fetchUpstream(portOf(upstream), req.method ?? 'GET', path, range)).then(
      ({ status, headers: responseHeaders, body }) => {
        const kept = Object.entries(responseHeaders).filter(
          ([name]) => name !== 'content-length' && !HOP_BY_HOP.has(name),
        );
        res.writeHead(status, { ...Object.fromEntries(kept), 'content-length': body.byteLength });
        res.end(req.method === 'HEAD' ? '' : body);
      },
      (error: unknown) => {
        res.writeHead(502);
        res.end(String(error));
      },
    );
  };
  const certificate = options.http2 ? testCertificate() : null;
  const front = certificate
    ? createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, handle)
    : createServer(handle);
  await new Promise<void>((done, fail) => {
    front.once('error', fail);
    front.listen(0, '127.0.0.1', done);
  });
  return {
    origin: `${options.http2 ? 'https' : 'http'}://127.0.0.1:${portOf(front)}`,
    headers,
    close: async () => {
      await Promise.all([close(front), close(upstream)]);
    },
  };
}
