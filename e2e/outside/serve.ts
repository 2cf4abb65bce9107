/**
 * Serves the outside apps prepared by prepare.ts, each on its own HTTPS origin (support/ports.ts) with a host
 * page's content security policy: the React 19 and React 18.3 apps' builds, the page without React, and
 * the "CDN" that serves the unpacked package to it (with CORS, as public CDNs do, since widgets.js is a
 * module script). Started by playwright.config.ts: `npx tsx e2e/outside/serve.ts`.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  OUTSIDE_CDN_PORT,
  OUTSIDE_PLAIN_PORT,
  OUTSIDE_REACT_18_PORT,
  OUTSIDE_REACT_19_PORT,
} from '../support/ports.ts';
import { startStaticHost } from '../stand-ins/static-host.ts';
import { hostPageCsp } from '../widgets/serve.ts';
import { appDir, CDN_DIR, CDN_ORIGIN } from './prepare.ts';

const csp = (scriptHosts?: string[]) => ({ 'Content-Security-Policy': hostPageCsp(scriptHosts) });

const sites = [
  { port: OUTSIDE_REACT_19_PORT, dir: join(appDir('react-19'), 'dist'), headers: csp() },
  { port: OUTSIDE_REACT_18_PORT, dir: join(appDir('react-18'), 'dist'), headers: csp() },
  { port: OUTSIDE_PLAIN_PORT, dir: appDir('plain'), headers: csp([CDN_ORIGIN]) },
  { port: OUTSIDE_CDN_PORT, dir: CDN_DIR, headers: { 'Access-Control-Allow-Origin': '*' } },
];

for (const { dir } of sites) {
  // The other browser tests run without the outside apps; tests/outside.spec.ts says what is missing.
  if (!(await stat(dir).catch(() => null))) console.warn(`${dir} is missing: run \`npm run build:outside\` first.`);
}
for (const { port, dir, headers } of sites) await startStaticHost({ port, pages: () => dir, pageHeaders: headers });
console.log(`Serving the outside apps on https://localhost:${OUTSIDE_REACT_19_PORT} to ${OUTSIDE_CDN_PORT}`);
