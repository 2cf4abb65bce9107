/**
 * Prepares what the packed packages are used by outside the repository:
 * - the outside apps, which use the widgets package the way another RIPE NCC site would: the widgets tarball
 *   installed with npm into a fresh copy of each React app (React 19, React 18.3) in a temporary folder and
 *   built with Vite, and unpacked where the "CDN" serves it to the page without React (`serve.ts` serves
 *   them; `tests/outside-*.spec.ts` use them);
 * - the outside site: a folder with only a `package.json`, into which every package a site needs is installed
 *   from its tarball (`tests/outside-site.spec.ts` runs `init`, `build`, `serve` and `dev` there).
 * Every package is packed by `npm pack`, which builds it (`scripts/pack-packages.ts`).
 * Run: `npm run build:outside` (the stand-ins' ports follow E2E_PORT).
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { packPackages } from '../../scripts/pack-packages.ts';
import { ACCESS_ORIGIN, LEGAL_HOST_PORT, OUTSIDE_CDN_PORT, SITE_PORT, STATIC_HOST_ORIGIN } from '../support/ports.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Where the apps are installed and built, per E2E_PORT. */
export const OUTSIDE_DIR = join(tmpdir(), `atlas-docs-outside-${SITE_PORT}`);
export const REACT_APPS = ['react-19', 'react-18'] as const;
export type ReactApp = (typeof REACT_APPS)[number];
export const appDir = (app: ReactApp | 'plain'): string => join(OUTSIDE_DIR, app);
/** The outside site's folder, and the command its install brings. */
export const OUTSIDE_SITE_DIR = join(OUTSIDE_DIR, 'site');
export const OUTSIDE_SITE_BIN = join(OUTSIDE_SITE_DIR, 'node_modules', '@atlas-docs', 'cli', 'bin', 'atlas-docs.js');
/** The tarballs, as packed. */
const PACKED_DIR = join(OUTSIDE_DIR, 'packed');
/** The unpacked package as the CDN serves it, and its path there. */
export const CDN_DIR = join(OUTSIDE_DIR, 'cdn');
export const CDN_PATH = '/npm/@atlas-docs/widgets';
export const CDN_ORIGIN = `https://localhost:${OUTSIDE_CDN_PORT}`;

/** The services the apps are built for: the stand-ins of the test run. */
const SERVICES = {
  ACCESS: ACCESS_ORIGIN,
  // A scenario prefix of the static-host stand-in whose list fails, so the switcher falls back.
  FAILING_STATIC_HOST: `${STATIC_HOST_ORIGIN}/500`,
  LEGAL_HOST: `http://127.0.0.1:${LEGAL_HOST_PORT}`,
};

/**
 * The environment of the commands run in the apps: without npm's variables of the workspace's own run, so
 * that everything resolves as in a project of its own.
 */
function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  return env;
}

/** Runs a command in `cwd` and returns its output; throws with the output when it fails. */
export async function runIn(cwd: string, command: string, args: string[], extra?: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      env: outsideEnv(extra),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { stdout, stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'];

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A folder with only a `package.json`, and every package a site needs installed from its tarball. */
async function prepareOutsideSite(tarballs: readonly string[]): Promise<void> {
  await mkdir(OUTSIDE_SITE_DIR, { recursive: true });
  const manifest = { name: 'outside-docs', private: true, type: 'module' };
  await writeFile(join(OUTSIDE_SITE_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await timed('site: npm install', () => runIn(OUTSIDE_SITE_DIR, 'npm', ['install', ...NPM_FLAGS, ...tarballs]));
}

async function prepareReactApp(app: ReactApp, tarball: string): Promise<void> {
  const dir = appDir(app);
  await cp(join(HERE, 'app'), dir, { recursive: true });
  await cp(join(HERE, app, 'package.json'), join(dir, 'package.json'));
  await timed(`${app}: npm install`, () => runIn(dir, 'npm', ['install', ...NPM_FLAGS, tarball]));
  const env = Object.fromEntries(Object.entries(SERVICES).map(([name, url]) => [`VITE_${name}_URL`, url]));
  await timed(`${app}: vite build`, () => runIn(dir, 'node', ['node_modules/vite/bin/vite.js', 'build'], env));
}

/** The page without React, and the package unpacked where the CDN serves it. */
async function preparePlainPage(tarball: string): Promise<void> {
  const cdnPackage = join(CDN_DIR, CDN_PATH);
  await mkdir(cdnPackage, { recursive: true });
  await runIn(cdnPackage, 'tar', ['-xzf', tarball, '--strip-components=1']);
  const dir = appDir('plain');
  await mkdir(dir, { recursive: true });
  let html = await readFile(join(HERE, 'plain', 'index.html'), 'utf8');
  for (const [name, url] of Object.entries({ ...SERVICES, CDN: `${CDN_ORIGIN}${CDN_PATH}` })) {
    html = html.replaceAll(`%${name}%`, url);
  }
  await writeFile(join(dir, 'index.html'), html);
  await cp(join(HERE, 'app', 'src', 'app.css'), join(dir, 'page.css'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await timed('outside apps, in all', async () => {
    await rm(OUTSIDE_DIR, { recursive: true, force: true });
    await mkdir(OUTSIDE_DIR, { recursive: true });
    const tarballs = await timed('npm pack, every package', () => packPackages(PACKED_DIR));
    const tarball = tarballs.find((file) => basename(file).startsWith('atlas-docs-widgets-'));
    if (!tarball) throw new Error('No tarball of the widgets package.');
    await preparePlainPage(tarball);
    for (const app of REACT_APPS) await prepareReactApp(app, tarball);
    await prepareOutsideSite(tarballs);
  });
}
