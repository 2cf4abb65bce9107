/**
 * Serves the widget demo pages with the built widgets.js and widgets.css, as `npm run widgets` and the
 * browser tests do: pages/ and packages/widgets/dist/ are copied into one folder (under the system's
 * temporary folder) and served with the static server of @atlas-docs/build on http://localhost:4175
 * (`WIDGETS_PORT` moves it; so does `E2E_PORT`, as for the other test servers). Build first:
 * `npm run build:widgets`, or use `npm run widgets`, which does both.
 */
import { cp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@atlas-docs/build';
import { LEGAL_HOST_PORT, WIDGETS_PORT } from '../support/ports.ts';

const PAGES_DIR = fileURLToPath(new URL('./pages', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../../packages/widgets/dist', import.meta.url));

/**
 * The docs site's content security policy, with the static-host stand-in of the legal page as its only
 * remote host: the demo pages prove that the widgets need no inline script or style attribute.
 */
export const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  `connect-src 'self' http://127.0.0.1:${LEGAL_HOST_PORT}`,
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Copies the demo pages and the built files into one folder and returns it. */
export async function stageDemo(port: number): Promise<string> {
  const built = await stat(join(DIST_DIR, 'widgets.js')).catch(() => null);
  if (!built) throw new Error(`${DIST_DIR}/widgets.js is missing: run \`npm run build:widgets\` first.`);
  const dir = join(tmpdir(), `atlas-docs-widgets-demo-${port}`);
  await rm(dir, { recursive: true, force: true });
  await cp(DIST_DIR, dir, { recursive: true });
  await cp(PAGES_DIR, dir, { recursive: true });
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.WIDGETS_PORT ?? WIDGETS_PORT);
  const dir = await stageDemo(port);
  await serveStatic(dir, { port, headers: { 'content-security-policy': DEMO_CSP } });
  console.log(`Serving the widget demos on http://localhost:${port}/`);
}
