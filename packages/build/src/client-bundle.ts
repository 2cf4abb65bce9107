import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import type { PageAssets } from './html.ts';

const require = createRequire(import.meta.url);

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
export async function bundleClient(outDir: string): Promise<PageAssets> {
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
    build: {
      outDir,
      emptyOutDir: false,
      assetsDir: 'assets',
      manifest: true,
      target: 'es2022',
      cssCodeSplit: true,
      rolldownOptions: { input: entry },
    },
  });
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const main = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!main) throw new Error('The client bundle has no entry chunk.');
  const preloads = (main.imports ?? []).map((key) => manifest[key]?.file).filter((f): f is string => !!f);
  return {
    scripts: [`/${main.file}`],
    styles: (main.css ?? []).map((file) => `/${file}`),
    preloads: preloads.map((file) => `/${file}`),
  };
}
