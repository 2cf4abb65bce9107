/**
 * Serves the widget demo pages with the built widgets.js and widgets.css, as `npm run widgets` and the
 * browser tests do: pages/ and packages/widgets/dist/ are copied into one folder (under the system's
 * temporary folder) and served with the static server of @atlas-docs/cli on http://localhost:4175
 * (`WIDGETS_PORT` moves it; so does `E2E_PORT`, as for the other test servers). Build first:
 * `npm run build:widgets`, or use `npm run widgets`, which does both.
 */
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@atlas-docs/cli';
import { ACCESS_ORIGIN, LEGAL_HOST_PORT, STATIC_HOST_ORIGIN, WIDGETS_PORT } from '../support/ports.ts';

const PAGES_DIR = fileURLToPath(new URL('./pages', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../../packages/widgets/dist', import.meta.url));

/**
 * The docs site's content security policy, with the stand-ins as its remote hosts: the demo pages prove
 * that the widgets need no inline script or style attribute and reach only the hosts they are given.
 * `scriptHosts`: where else scripts and stylesheets come from (a CDN).
 */
export function hostPageCsp(scriptHosts: readonly string[] = []): string {
  const more = scriptHosts.map((host) => ` ${host}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${more}`,
    `style-src 'self'${more}`,
    `img-src 'self' data: ${ACCESS_ORIGIN}`,
    `connect-src 'self' ${STATIC_HOST_ORIGIN} ${ACCESS_ORIGIN} http://127.0.0.1:${LEGAL_HOST_PORT}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const DEMO_CSP = hostPageCsp();

/** The folder the demos of a port are staged in. */
export const demoDir = (port: number): string => join(tmpdir(), `atlas-docs-widgets-demo-${port}`);

/** Copies the demo pages and the built files into one folder and returns it. */
export async function stageDemo(port: number): Promise<string> {
  const built = await stat(join(DIST_DIR, 'widgets.js')).catch(() => null);
  if (!built) throw new Error(`${DIST_DIR}/widgets.js is missing: run \`npm run build:widgets\` first.`);
  const dir = demoDir(port);
  await rm(dir, { recursive: true, force: true });
  await cp(DIST_DIR, dir, { recursive: true });
  await cp(PAGES_DIR, dir, { recursive: true });
  // The pages name the stand-ins by placeholder, as their ports follow E2E_PORT.
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.html')) continue;
    const file = join(dir, name);
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html
        .replaceAll('%STATIC_HOST%', STATIC_HOST_ORIGIN)
        .replaceAll('%ACCESS%', ACCESS_ORIGIN)
        .replaceAll('%LEGAL_HOST%', `http://127.0.0.1:${LEGAL_HOST_PORT}`),
    );
  }
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.WIDGETS_PORT ?? WIDGETS_PORT);
  const dir = await stageDemo(port);
  await serveStatic(dir, { port, headers: { 'content-security-policy': DEMO_CSP } });
  console.log(`Serving the widget demos on http://localhost:${port}/`);
}
