/**
 * Builds the package into dist/:
 *
 *   dist/lib/**            the library: one ES module per source module with its `.d.ts` and source maps,
 *                          React, React DOM and every dependency left to the app (package.json `exports`),
 *                          and the CSS files beside the modules that import them;
 *   dist/widgets.js, .css  the standalone bundle for pages without React: every `ripe-*` element with React
 *   dist/chunks/           bundled in, and the chunks it loads (relative to widgets.js) when a page needs them;
 *   custom-elements.json   the Custom Elements Manifest, generated from the elements' source.
 *
 * Run: `npm run build:widgets` (from the repository root); `npm pack` in this folder runs it first.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build, type InlineConfig } from 'vite';
import { writeManifest } from './manifest.ts';
import { PACKAGE_DIR, bundleConfig, bundledReact18 } from './vite-config.ts';

export const DIST_DIR = join(PACKAGE_DIR, 'dist');
const SRC_DIR = join(PACKAGE_DIR, 'src');

/** The Vite configuration of widgets.js, widgets.css and chunks/. */
export const standaloneConfig = (outDir: string = DIST_DIR): InlineConfig =>
  bundleConfig({ input: { widgets: 'src/standalone.ts' }, outDir, emptyOutDir: false, alias: bundledReact18() });

export async function buildStandalone(outDir: string = DIST_DIR): Promise<void> {
  await build(standaloneConfig(outDir));
}

/**
 * A relative import in a declaration file keeps the `.ts` or `.tsx` of the source where TypeScript wrote
 * the import itself (an inferred type); the modules beside it are `.js`.
 */
export const withJsSpecifiers = (declaration: string): string =>
  declaration.replace(/(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g, '$1$2.js$1');

/** The library: `tsc` with tsconfig.build.json into dist/lib, then the stylesheets beside the modules. */
export async function buildLibrary(): Promise<void> {
  const configFile = join(PACKAGE_DIR, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${configFile}.`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const result = program.emit(undefined, (fileName, text, writeByteOrderMark) => {
    ts.sys.writeFile(fileName, fileName.endsWith('.d.ts') ? withJsSpecifiers(text) : text, writeByteOrderMark);
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => PACKAGE_DIR,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(diagnostics, host));
  }
  const outDir = parsed.options.outDir ?? join(DIST_DIR, 'lib');
  for (const file of await readdir(SRC_DIR, { recursive: true })) {
    if (file.endsWith('.css')) await cp(join(SRC_DIR, file), join(outDir, file));
  }
}

export async function buildPackage(): Promise<void> {
  await rm(DIST_DIR, { recursive: true, force: true });
  await buildStandalone();
  await buildLibrary();
  await writeManifest();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildPackage();
  console.log(`Built ${DIST_DIR} in ${Math.round(performance.now() - started)} ms`);
}
