/**
 * Builds widgets.js and widgets.css into dist/ for pages without React: every `ripe-*` custom element with
 * React bundled in, and Mermaid as separate chunks loaded when a diagram needs them.
 * Run: `npm run build:widgets` (from the repository root).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PACKAGE_DIR, bundleConfig } from './vite-config.ts';

export const DIST_DIR = join(PACKAGE_DIR, 'dist');

export async function buildWidgets(outDir: string = DIST_DIR): Promise<void> {
  await build(bundleConfig({ input: { widgets: 'src/elements.ts' }, outDir }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildWidgets();
  console.log(`Built widgets.js and widgets.css into ${DIST_DIR} in ${Math.round(performance.now() - started)} ms`);
}
