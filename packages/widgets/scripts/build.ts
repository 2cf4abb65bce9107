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
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { buildLibrary } from '../../../scripts/build-library.ts';
import { writeManifest } from './manifest.ts';
import { PACKAGE_DIR, bundleConfig, bundledReact18 } from './vite-config.ts';

export const DIST_DIR = join(PACKAGE_DIR, 'dist');

/** The Vite configuration of widgets.js, widgets.css and chunks/. */
export const standaloneConfig = (outDir: string = DIST_DIR): InlineConfig =>
  bundleConfig({ input: { widgets: 'src/standalone.ts' }, outDir, emptyOutDir: false, alias: bundledReact18() });

export async function buildStandalone(outDir: string = DIST_DIR): Promise<void> {
  await build(standaloneConfig(outDir));
}

export async function buildPackage(): Promise<void> {
  await rm(DIST_DIR, { recursive: true, force: true });
  await buildStandalone();
  // The library: `tsc` with tsconfig.build.json into dist/lib, then the stylesheets beside the modules.
  await buildLibrary(PACKAGE_DIR);
  await writeManifest();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildPackage();
  console.log(`Built ${DIST_DIR} in ${Math.round(performance.now() - started)} ms`);
}
