/**
 * Packs every package a site installs (`npm pack` in each, which builds it) into one folder, so that another
 * site can install them before they are on a registry: `npm install <folder>/*.tgz`.
 *
 * Run: `npm run pack:packages -- <folder>` (default `packed/`); prints each tarball's path.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The packages a site installs: the command, the core it runs, and the plugins. */
export const SITE_PACKAGES = [
  'cli',
  'content',
  'search',
  'theme',
  'widgets',
  'api-reference',
  'ripe-ncc',
  'llms',
] as const;

const PACKAGES_DIR = fileURLToPath(new URL('../packages/', import.meta.url));

/**
 * The environment of `npm pack`: without the variables of an npm run it is called from, which would point
 * the package's own scripts at the workspace's root.
 */
function packEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
  return env;
}

/** Packs one package into `destination`; returns the tarball's path. */
export async function packPackage(name: string, destination: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: join(PACKAGES_DIR, name),
    env: packEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string }[];
  if (!packed) throw new Error(`npm pack made no tarball of ${name}.`);
  return join(destination, packed.filename);
}

/** Packs the site's packages into `destination`, one at a time (each build uses both cores). */
export async function packPackages(destination: string): Promise<string[]> {
  await mkdir(destination, { recursive: true });
  const tarballs: string[] = [];
  for (const name of SITE_PACKAGES) tarballs.push(await packPackage(name, destination));
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const tarball of await packPackages(resolve(process.argv[2] ?? 'packed'))) console.log(tarball);
}
