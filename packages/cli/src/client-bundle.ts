import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { generatorPackages } from '@atlas-docs/content';
import { browserAliases } from '@atlas-docs/search/build';
import type { Plugin } from '@atlas-docs/content/types';
import type { PageAssets } from './html.ts';
import { pluginModules } from './plugins/vite-plugin.ts';

const require = createRequire(import.meta.url);
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Bundles the shell for the browser with Vite into `outDir/assets`, and returns the files every page
 * links. The bundle does not depend on the content, so its size does not grow with the site.
 */
export async function bundleClient(
  outDir: string,
  site: { siteDir: string; plugins: readonly Plugin[] },
): Promise<PageAssets> {
  const entry = require.resolve('@atlas-docs/theme/client');
  const root = dirname(entry);
  await build({
    configFile: false,
    root,
    base: '/',
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [generatorPackages(), pluginModules(() => Promise.resolve(site))],
    resolve: { alias: browserAliases() },
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      manifest: true,
      target: 'es2022',
      cssCodeSplit: true,
      // Mermaid's chunks pass Vite's 500 kB warning, but load only once a page draws a diagram; what every
      // page loads is weighed by the bench against its budget instead.
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        input: entry,
        // React in a chunk of its own, so that the browser evaluates it in a task before the shell's.
        output: { codeSplitting: { groups: [{ name: 'react', test: REACT_MODULES }] } },
      },
    },
  });
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const main = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!main) throw new Error('The client bundle has no entry chunk.');
  return {
    scripts: [`/${main.file}`],
    styles: (main.css ?? []).map((file) => `/${file}`),
    preloads: staticImportsOf(manifest, main).map((chunk) => `/${chunk.file}`),
  };
}

/** The chunks a chunk imports statically, directly or through others, in the order the browser evaluates them. */
function staticImportsOf(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk): ManifestChunk[] {
  const order: ManifestChunk[] = [];
  const visit = (current: ManifestChunk): void => {
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (!imported || order.includes(imported)) continue;
      visit(imported);
      order.push(imported);
    }
  };
  visit(chunk);
  return order;
}
