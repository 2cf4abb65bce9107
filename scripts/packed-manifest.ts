/**
 * One way to resolve the workspace packages: their `exports` name their TypeScript source, which every tool
 * of the workspace reads as it is (Vite, Vitest, TypeScript, and Node through the command's loader), with
 * nothing built first. A packed package is what a site installs, so it names its built files instead:
 * `npm pack` runs `prepack`, which builds the package (`build-library.ts`) and then rewrites the `exports` of
 * its package.json (and the workspace packages it depends on, named with `*`, to their packed version), and
 * `postpack`, which puts the workspace's package.json back.
 *
 * Run from a package's folder: `tsx ../../scripts/packed-manifest.ts prepack|postpack`.
 */
import { copyFile, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Exports = Record<string, string | Record<string, string>>;

/** Where a package's source is, and where its build writes the modules, declarations and stylesheets. */
export interface Layout {
  source: string;
  built: string;
}

export const DEFAULT_LAYOUT: Layout = { source: './src/', built: './dist/lib/' };

const SCRIPT = /\.tsx?$/;

/**
 * The `exports` of the packed package: an entry that names a source module names its declaration and its
 * built module instead; one that names another source file (a stylesheet) names its copy among the built
 * files; any other entry (built files already, package.json) stays as it is.
 */
export function packedExports(exports: Exports, layout: Layout = DEFAULT_LAYOUT): Exports {
  const packed: Exports = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target !== 'string') {
      if (Object.values(target).some((file) => file.startsWith(layout.source))) {
        throw new Error(`exports["${subpath}"]: name the source file alone; packing derives the built ones.`);
      }
      packed[subpath] = target;
    } else if (!target.startsWith(layout.source)) {
      packed[subpath] = target;
    } else {
      const built = layout.built + target.slice(layout.source.length);
      if (SCRIPT.test(built)) {
        const module = built.replace(SCRIPT, '.js');
        packed[subpath] = { types: built.replace(SCRIPT, '.d.ts'), import: module, default: module };
      } else {
        packed[subpath] = built;
      }
    }
  }
  return packed;
}

/** The workspace's own packages, which name each other with `*` inside the workspace. */
const WORKSPACE_SCOPE = '@atlas-docs/';

/**
 * The dependencies of the packed package: a workspace package named with `*` is named at the version the
 * workspace has of it (`versions`), so an install from the registry gets a set that fits.
 */
export function packedDependencies(
  dependencies: Record<string, string>,
  versions: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => {
      if (!name.startsWith(WORKSPACE_SCOPE) || range !== '*') return [name, range];
      const version = versions[name];
      if (!version) throw new Error(`${name} is not a package of the workspace.`);
      return [name, `^${version}`];
    }),
  );
}

/** The version of every package of the workspace, by name. */
async function workspaceVersions(): Promise<Record<string, string>> {
  const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));
  const versions: Record<string, string> = {};
  for (const entry of await readdir(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const text = await readFile(join(packagesDir, entry.name, MANIFEST), 'utf8').catch(() => null);
    if (text === null) continue;
    const { name, version } = JSON.parse(text) as { name?: string; version?: string };
    if (name && version) versions[name] = version;
  }
  return versions;
}

interface Manifest {
  exports?: Exports;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const MANIFEST = 'package.json';
const WORKSPACE_COPY = 'package.json.workspace';

async function prepack(): Promise<void> {
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;
  if (!manifest.exports) throw new Error(`${MANIFEST} has no exports.`);
  const versions = await workspaceVersions();
  await copyFile(MANIFEST, WORKSPACE_COPY);
  manifest.exports = packedExports(manifest.exports);
  for (const field of ['dependencies', 'peerDependencies'] as const) {
    const dependencies = manifest[field];
    if (dependencies) manifest[field] = packedDependencies(dependencies, versions);
  }
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

const postpack = (): Promise<void> => rename(WORKSPACE_COPY, MANIFEST);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'prepack') await prepack();
  else if (step === 'postpack') await postpack();
  else {
    console.error('usage: packed-manifest.ts prepack|postpack');
    process.exitCode = 2;
  }
}
