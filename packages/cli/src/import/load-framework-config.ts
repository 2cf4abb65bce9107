/**
 * Runs a VitePress or VuePress site's own config file and gives back what it exports, without the framework
 * or its plugins installed: esbuild bundles the config with its local modules (TypeScript or JavaScript,
 * ES modules or CommonJS), and every module that cannot be resolved here, or is not code (`.vue`, styles,
 * images), is a stand-in (`stub-module.ts`). Modules installed beside the site run as they are.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { exists } from '../files.ts';
import { STUB_CORE, importedNames, stubModuleSource } from './stub-module.ts';

export type Framework = 'vitepress' | 'vuepress';

const CONFIG_NAMES = ['mts', 'ts', 'mjs', 'js', 'cjs'].flatMap((ext) => [`config.${ext}`, `config/index.${ext}`]);
const NOT_CODE = /\.(?:vue|css|scss|sass|less|styl(?:us)?|svg|png|jpe?g|gif|webp|woff2?)(?:\?.*)?$/i;
const STUB_NAMESPACE = 'atlas-docs-stub';
const CONFIG_NAMESPACE = 'atlas-docs-framework-config';
const STUB_CORE_PATH = '\0atlas-docs-stub-core';

/** What a stand-in module is made of: the specifier, and the names imported (null for a `require()`). */
interface StandIn {
  name: string;
  names: string[] | null;
}

/** The framework's config folder in a site folder: `.vitepress` or `.vuepress`. */
export function configFolderOf(framework: Framework): string {
  return framework === 'vitepress' ? '.vitepress' : '.vuepress';
}

/** The config file of the framework in `siteDir` (its `.vitepress/config.*` or `.vuepress/config.*`), or null. */
export async function findFrameworkConfig(siteDir: string, framework: Framework): Promise<string | null> {
  for (const name of CONFIG_NAMES) {
    const file = join(siteDir, configFolderOf(framework), name);
    if (await exists(file)) return file;
  }
  return null;
}

const loaderOf = (path: string): 'ts' | 'js' => (/\.[cm]?ts$/.test(path) ? 'ts' : 'js');

/** A module's source with its own `__dirname` and `__filename` (the bundle gives each module's names a scope). */
function withPlace(path: string, source: string): string {
  // A module that names them itself (`const __dirname = dirname(fileURLToPath(import.meta.url))`) keeps its own.
  if (!/\b__(?:dirname|filename)\b/.test(source) || /\b(?:const|let|var)\s+__(?:dirname|filename)\b/.test(source)) {
    return source;
  }
  return `var __dirname = ${JSON.stringify(dirname(path))}, __filename = ${JSON.stringify(path)};\n${source}`;
}

/** Every module that cannot be loaded here becomes a stand-in, named for what was imported. */
const standIns = (stubbed: Set<string>): Plugin => ({
  name: 'stand-ins',
  setup(bundler) {
    // The config file is read for what it is written as (a VuePress config.js is CommonJS), whatever the
    // `type` of the package.json above it.
    bundler.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'entry-point' ? { path: resolve(args.path), namespace: CONFIG_NAMESPACE } : undefined,
    );
    bundler.onLoad({ filter: /.*/, namespace: CONFIG_NAMESPACE }, async (args) => ({
      contents: withPlace(args.path, await readFile(args.path, 'utf8')),
      loader: loaderOf(args.path),
      resolveDir: dirname(args.path),
    }));
    // The config's own modules know where they are: `__dirname` is each one's folder, as Node gives it.
    bundler.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) =>
      args.path.includes('/node_modules/')
        ? undefined
        : { contents: withPlace(args.path, await readFile(args.path, 'utf8')), loader: loaderOf(args.path) },
    );
    bundler.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === STUB_NAMESPACE) return undefined;
      if (args.path === STUB_CORE_PATH) return { path: STUB_CORE_PATH, namespace: STUB_NAMESPACE };
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (!NOT_CODE.test(args.path)) {
        const found = await bundler.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: STUB_NAMESPACE,
        });
        if (found.errors.length === 0) {
          // A package installed beside the site runs from there, as the framework would run it.
          return found.path.includes('/node_modules/') ? { path: args.path, external: true } : found;
        }
      }
      stubbed.add(args.path);
      const names = args.kind === 'require-call' ? null : importedNames(readFileSync(args.importer, 'utf8'), args.path);
      const standIn: StandIn = { name: args.path, names };
      // One module per specifier and way of importing it, whatever the importer.
      return {
        path: `${args.path}#${names === null ? 'require' : names.join(',')}`,
        namespace: STUB_NAMESPACE,
        pluginData: standIn,
      };
    });
    bundler.onLoad({ filter: /.*/, namespace: STUB_NAMESPACE }, (args) => {
      if (args.path === STUB_CORE_PATH) return { contents: STUB_CORE, loader: 'js' };
      const { name, names } = args.pluginData as StandIn;
      return { contents: stubModuleSource(name, STUB_CORE_PATH, names), loader: 'js' };
    });
  },
});

export interface FrameworkConfig {
  /** What the config exports (a config function called, a promise awaited). */
  config: unknown;
  /** The modules it imports that were stand-ins here, as written in the import. */
  standIns: string[];
  /** The config as it ran, bundled with its local modules. */
  moduleText: string;
}

/**
 * Runs the config file and gives back its export. The bundle is written beside the config for the moment it
 * runs, so that `import.meta.url`, `__dirname` and installed packages resolve as they would for the framework.
 */
export async function loadFrameworkConfig(file: string): Promise<FrameworkConfig> {
  const stubbed = new Set<string>();
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [standIns(stubbed)],
    banner: {
      js: [
        "import { createRequire as __atlasRequire } from 'node:module';",
        'const require = __atlasRequire(import.meta.url);',
      ].join('\n'),
    },
  });
  const bundled = join(dirname(file), `.${basename(file)}.atlas-docs-${process.pid}.mjs`);
  const moduleText = result.outputFiles[0]?.text ?? '';
  await writeFile(bundled, moduleText);
  try {
    const module = (await import(pathToFileURL(bundled).href)) as { default?: unknown };
    const exported = module.default;
    const config: unknown =
      typeof exported === 'function' ? await (exported as (context: object) => unknown)({}) : await exported;
    return { config, standIns: [...stubbed].sort(), moduleText };
  } finally {
    await rm(bundled, { force: true });
  }
}
