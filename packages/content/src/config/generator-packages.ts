import { fileURLToPath } from 'node:url';
import type { Plugin as VitePlugin } from 'vite';

/** A module of this package: packages resolved from here are those installed with the generator. */
const ANCHOR = fileURLToPath(import.meta.url);

/** A package specifier (`react`, `@atlas-docs/ripe-ncc/island`), not a path or a virtual module. */
const isBare = (id: string): boolean => /^(?:@[\w.-]+\/)?[\w.-]+(?:\/|$)/.test(id) && !id.startsWith('virtual:');

/**
 * Packages a site's modules import (the generator's own, such as `@atlas-docs/api-reference`, and React for a
 * plugin's components): from the site folder when it has them installed, else those installed with the
 * generator, so that a site folder needs no `node_modules` of its own. A Vite plugin, for the config's module
 * runner and the browser bundle alike.
 */
export function generatorPackages(): VitePlugin {
  return {
    name: 'atlas-docs:generator-packages',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!isBare(id) || importer === undefined || importer === ANCHOR) return null;
      const found = await this.resolve(id, importer, { ...options, skipSelf: true });
      return found ?? this.resolve(id, ANCHOR, { ...options, skipSelf: true });
    },
  };
}
