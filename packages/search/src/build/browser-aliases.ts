import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** An alias of Vite's `resolve.alias`. */
export interface BrowserAlias {
  find: RegExp;
  replacement: string;
}

/**
 * What the browser's bundle should take in place of a dependency's default entry. FlexSearch's default
 * is its full build (workers, persistent indexes, the resolver: 17.5 KiB gzip); the engine needs an `Index`
 * with an `Encoder`, which its light build has (4.5 KiB). Tests and the bench in Node read the
 * full build, with the same index and the same answers. A bundler that uses the search engine in the
 * browser adds these to its aliases (the command's client bundle and its dev server do).
 */
export function browserAliases(): BrowserAlias[] {
  const require = createRequire(import.meta.url);
  // The package's CommonJS entry is in the folder of its builds.
  const builds = dirname(require.resolve('flexsearch'));
  return [{ find: /^flexsearch$/, replacement: join(builds, 'flexsearch.light.module.min.js') }];
}
