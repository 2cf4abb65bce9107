import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError } from '../content-error.ts';
import type { SiteConfig } from '../types.ts';
import { CONFIG_FILE, findKey, findString, readConfigSources, type SourceText } from './config-sources.ts';
import { validateConfig, type ConfigLocator } from './validate-config.ts';

/** A locator over the config sources that falls back to naming `site.config.ts` without a line. */
export function configLocator(sources: readonly SourceText[]): ConfigLocator {
  return {
    key: (name) => findKey(sources, name) ?? { file: CONFIG_FILE },
    string: (value) => findString(sources, value) ?? { file: CONFIG_FILE },
  };
}

/**
 * Imports `site.config.ts` of a site folder (the build runs under tsx, so TypeScript imports work) and
 * validates it. Throws a {@link ContentError} naming the file and line of each problem.
 */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const path = join(siteDir, CONFIG_FILE);
  try {
    await access(path);
  } catch {
    throw new ContentError({ file: CONFIG_FILE }, `no ${CONFIG_FILE} in ${siteDir}`);
  }
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError({ file: CONFIG_FILE }, `cannot load the configuration: ${reason}`);
  }
  const sources = await readConfigSources(siteDir);
  return validateConfig(module.default, configLocator(sources));
}
