import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, InlineConfig } from 'vite';

/** The widgets package folder. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * React 18.3 for the standalone bundle (packages/react-18): the bundle's React is its own, not the page's,
 * and 18.3 is about 16 KiB gzip smaller than 19; the widgets support both (their peer range).
 */
export function bundledReact18(): AliasOptions {
  const modules = join(
    dirname(createRequire(import.meta.url).resolve('@atlas-docs/react-18/package.json')),
    'node_modules',
  );
  return [
    { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
    { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
  ];
}

export interface BundleOptions {
  /** Entry name -> file, relative to the package. */
  input: Record<string, string>;
  outDir: string;
  /** Modules left out of the bundle (React for the size measurements). */
  external?: (id: string) => boolean;
  /** Whether to empty `outDir` first; default true. */
  emptyOutDir?: boolean;
  /** Module aliases (React 18 for the standalone bundle). */
  alias?: AliasOptions;
}

/**
 * The Vite configuration of the widget bundles: ES modules for current browsers, minified, the entry as
 * `<name>.js`, all CSS as `widgets.css`, and lazy chunks (Mermaid) under chunks/. `base: './'` makes a chunk
 * load relative to widgets.js, wherever a site hosts it.
 */
export function bundleConfig({ input, outDir, external, emptyOutDir = true, alias }: BundleOptions): InlineConfig {
  return {
    configFile: false,
    root: PACKAGE_DIR,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    ...(alias ? { resolve: { alias } } : {}),
    build: {
      outDir,
      emptyOutDir,
      target: 'es2022',
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, `${PACKAGE_DIR}/${file}`])),
        preserveEntrySignatures: 'strict',
        ...(external ? { external } : {}),
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'widgets.css' : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
}
