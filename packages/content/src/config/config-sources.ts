import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { SourceLocation } from '../content-error.ts';
import { escapeRegExp } from '../rules/escape-regexp.ts';

/** A source file of the configuration: `site.config.ts` or a local module it imports. */
export interface SourceText {
  /** Path relative to the site folder, as named in errors. */
  file: string;
  text: string;
}

export const CONFIG_FILE = 'site.config.ts';

/**
 * The config's source files of a site folder, to point errors at their lines: of `files` (the config and
 * the modules it imported, as the module runner that ran it lists them), those of the site folder itself,
 * not its installed packages nor the generator's own. `site.config.ts` comes first.
 */
export async function readConfigSources(siteDir: string, files: readonly string[]): Promise<SourceText[]> {
  const root = resolve(siteDir);
  const own = [...new Set(files.map((file) => resolve(root, file)))].filter((path) => {
    const inside = relative(root, path);
    return !inside.startsWith('..') && !isAbsolute(inside) && !inside.split(sep).includes('node_modules');
  });
  const sources = await Promise.all(
    own.map(async (path): Promise<SourceText | null> => {
      try {
        return { file: relative(root, path).split(sep).join('/'), text: await readFile(path, 'utf8') };
      } catch {
        return null;
      }
    }),
  );
  return sources
    .filter((source): source is SourceText => source !== null)
    .sort((a, b) => Number(b.file === CONFIG_FILE) - Number(a.file === CONFIG_FILE));
}

function locationAt(source: SourceText, index: number): SourceLocation {
  const before = source.text.slice(0, index);
  const line = before.split('\n').length;
  return { file: source.file, line, column: index - before.lastIndexOf('\n') };
}

/** Where a string literal with this value is written, in the first source that has it. */
export function findString(sources: readonly SourceText[], value: string): SourceLocation | undefined {
  const pattern = new RegExp(`(['"\`])${escapeRegExp(value)}\\1`);
  for (const source of sources) {
    const match = pattern.exec(source.text);
    if (match) return locationAt(source, match.index);
  }
  return undefined;
}

/** Where an object key is written (`key:` or `'key':`), in the first source that has it. */
export function findKey(sources: readonly SourceText[], key: string): SourceLocation | undefined {
  const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escapeRegExp(key)}\\2\\s*:`, 'm');
  for (const source of sources) {
    const match = pattern.exec(source.text);
    if (match) return locationAt(source, match.index + (match[1]?.length ?? 0));
  }
  return undefined;
}
