import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types by file extension. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Extra response headers, e.g. a content security policy. */
  headers?: Record<string, string>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * The file a URL path maps to, the way static hosts with clean URLs do: the file itself, `path.html`,
 * or `path/index.html`. Null when none exists or the path leaves the root.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, `${target}.html`, join(target, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

/** The 404 page of the locale a path is in (`/nl/x` -> `nl/404.html`), else the root one. */
async function notFoundFile(root: string, urlPath: string): Promise<string | null> {
  const first = urlPath.split('/')[1];
  if (first) {
    const localized = join(root, first, '404.html');
    if (await isFile(localized)) return localized;
  }
  const rootPage = join(root, '404.html');
  return (await isFile(rootPage)) ? rootPage : null;
}

/**
 * The bytes a `Range` header asks of a file of `size` bytes, as static hosts read it: one range (`bytes=a-b`,
 * `bytes=a-`, `bytes=-n`); null for no header, several ranges or another unit (the file is sent whole), and
 * `unsatisfiable` for a range outside the file.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  const start = from ? Number(from) : Math.max(0, size - Number(to));
  const end = from && to ? Math.min(Number(to), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** Serves a built site: clean URLs, and the 404 page with status 404 for unknown paths. */
export function serveStatic(dir: string, options: ServeOptions = {}): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let file = await resolveFile(root, url.pathname);
      let status = 200;
      if (!file) {
        file = await notFoundFile(root, url.pathname);
        status = 404;
      }
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const immutable = url.pathname.startsWith('/assets/');
      const headers = {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      };
      const { size } = await stat(file);
      // A range of a file found (search data read a record at a time); a 404 page is sent whole.
      const range = status === 200 ? byteRange(req.headers.range, size) : null;
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
        return;
      }
      if (range) {
        res.writeHead(206, {
          ...headers,
          'content-range': `bytes ${range.start}-${range.end}/${size}`,
          'content-length': range.end - range.start + 1,
        });
      } else res.writeHead(status, { ...headers, 'content-length': size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file, range ?? {}).pipe(res);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => resolveServer(server));
  });
}
