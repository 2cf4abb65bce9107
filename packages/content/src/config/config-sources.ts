import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { SourceLocation } from '../content-error.ts';

/** A source file of the configuration: `site.config.ts` or a local module it imports. */
export interface SourceText {
  /** Path relative to the site folder, as named in errors. */
  file: string;
  text: string;
}

export const CONFIG_FILE = 'site.config.ts';

const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative module paths a source imports (`./navigation.ts`, `../shared/nav`). */
export function localImports(text: string): string[] {
  return [...text.matchAll(LOCAL_IMPORT)].map((m) => m[1]).filter((s): s is string => s !== undefined);
}

async function readFirst(paths: string[]): Promise<{ path: string; text: string } | undefined> {
  for (const path of paths) {
    try {
      return { path, text: await readFile(path, 'utf8') };
    } catch {
      // Try the next candidate extension.
    }
  }
  return undefined;
}

/** `site.config.ts` and every local module it imports, directly or not, to point errors at their lines. */
export async function readConfigSources(siteDir: string): Promise<SourceText[]> {
  const sources: SourceText[] = [];
  const seen = new Set<string>();
  const queue = [join(siteDir, CONFIG_FILE)];
  while (queue.length) {
    const next = queue.shift();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    const found = await readFirst([next, `${next}.ts`, join(next, 'index.ts')]);
    if (!found) continue;
    sources.push({ file: relative(siteDir, found.path).split('\\').join('/'), text: found.text });
    for (const spec of localImports(found.text)) queue.push(join(dirname(found.path), spec.replace(/\.js$/, '.ts')));
  }
  return sources;
}

function locationAt(source: SourceText, index: number): SourceLocation {
  const before = source.text.slice(0, index);
  const line = before.split('\n').length;
  return { file: source.file, line, column: index - before.lastIndexOf('\n') };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
