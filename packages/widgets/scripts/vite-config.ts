import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/** The widgets package folder. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface BundleOptions {
  /** Entry name -> file, relative to the package. */
  input: Record<string, string>;
  outDir: string;
  /** Modules left out of the bundle (React for the size measurements). */
  external?: (id: string) => boolean;
}

/**
 * The Vite configuration of the widget bundles: ES modules for current browsers, minified, the entry as
 * `<name>.js`, all CSS as `widgets.css`, and lazy chunks (Mermaid) under chunks/. `base: './'` makes a chunk
 * load relative to widgets.js, wherever a site hosts it.
 */
export function bundleConfig({ input, outDir, external }: BundleOptions): InlineConfig {
  return {
    configFile: false,
    root: PACKAGE_DIR,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir,
      emptyOutDir: true,
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
