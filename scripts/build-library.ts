/**
 * Builds a workspace package's library for packing: `tsc` from `src/` into `dist/lib/`, one ES module per
 * source module with its declaration and source map, dependencies left as they are imported (the site's
 * install brings them), and every other file of `src/` (stylesheets) copied beside the modules that import it.
 * The package's `tsconfig.build.json` is used when it has one; else the workspace's settings with `src/` as
 * the root. `packed-manifest.ts prepack` then points the packed `exports` at these files.
 *
 * Run from a package's folder: `tsx ../../scripts/build-library.ts`.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = 'src';
const OUT = join('dist', 'lib');
const SCRIPT = /\.(?:ts|tsx|mts)$/;
const TEST = /\.test\.[^.]+$/;

/**
 * A relative import in a declaration file keeps the `.ts` or `.tsx` of the source where TypeScript wrote
 * the import itself (an inferred type); the modules beside it are `.js`.
 */
export const withJsSpecifiers = (declaration: string): string =>
  declaration.replace(/(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g, '$1$2.js$1');

/** Whether a file of `src/` is copied as it is: anything but modules, declarations and tests. */
export const isAsset = (file: string): boolean => !SCRIPT.test(file) && !TEST.test(file);

/** The compiler settings of a package's library build. */
function libraryConfig(packageDir: string): ts.ParsedCommandLine {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const own = join(packageDir, 'tsconfig.build.json');
  if (ts.sys.fileExists(own)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(own, {}, host);
    if (!parsed) throw new Error(`Cannot read ${own}.`);
    return parsed;
  }
  const workspace = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  const config = {
    extends: relative(packageDir, workspace).split('\\').join('/'),
    compilerOptions: {
      noEmit: false,
      rootDir: SOURCE,
      outDir: OUT,
      declaration: true,
      // The sources are not packed: the maps carry them.
      sourceMap: true,
      inlineSources: true,
      rewriteRelativeImportExtensions: true,
    },
    include: [SOURCE],
    exclude: ['**/*.test.*'],
  };
  return ts.parseJsonConfigFileContent(config, ts.sys, packageDir, undefined, join(packageDir, 'tsconfig.build.json'));
}

/** Builds `dist/lib` of the package in `packageDir`; throws the compiler's problems. */
export async function buildLibrary(packageDir: string): Promise<string> {
  const parsed = libraryConfig(packageDir);
  const outDir = parsed.options.outDir ?? join(packageDir, OUT);
  await rm(outDir, { recursive: true, force: true });
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const result = program.emit(undefined, (fileName, text, writeByteOrderMark) => {
    ts.sys.writeFile(fileName, fileName.endsWith('.d.ts') ? withJsSpecifiers(text) : text, writeByteOrderMark);
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => packageDir,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(diagnostics, host));
  }
  const sourceDir = join(packageDir, SOURCE);
  for (const file of await readdir(sourceDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !isAsset(file.name)) continue;
    const path = relative(sourceDir, join(file.parentPath, file.name));
    await cp(join(sourceDir, path), join(outDir, path));
  }
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outDir = await buildLibrary(process.cwd());
  console.log(`Built ${relative(process.cwd(), outDir)} in ${Math.round(performance.now() - started)} ms`);
}
