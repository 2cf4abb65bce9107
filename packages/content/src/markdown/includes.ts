/**
 * VitePress's file inclusions, done on a page's text before it is parsed: `<!--@include: ./part.md-->` puts
 * another markdown file in its place (a `#region` of it, or lines `{3,}`, `{,5}`, `{2,4}`), and a line
 * `<<< @/snippets/a.js` is a code block of that file (`#region`, highlighted lines, language and
 * `:line-numbers` in braces, a `[title]`; the file's name is the title otherwise). Paths are relative to the
 * including file, or to the content folder with `@/`. A file that cannot be read is a warning naming file and
 * line, and the page says so where the file would be.
 */
import { posix } from 'node:path';
import { escapeRegExp } from '../rules/escape-regexp.ts';
import { outsideFences } from './fences.ts';

/** Reads a file by its path relative to the content folder (`/`-separated, may start with `../`). */
export type IncludeReader = (relativePath: string) => Promise<string | undefined>;

export interface ExpandedText {
  text: string;
  /** The files included, relative to the content folder: a change to one changes this page. */
  files: string[];
  warnings: string[];
}

const INCLUDE = /<!--\s*@include:\s*(.*?)\s*-->/g;
const SNIPPET = /^(\s{0,3})<<<\s+(\S+?)(?:\{([^}]*)\})?(?:\s+\[([^\]]+)\])?\s*$/;
/** Inclusions inside inclusions, as deep as this. */
const MAX_DEPTH = 8;

/** Where an inclusion's path leads, relative to the content folder. */
export function includePath(written: string, fromFile: string): string {
  if (written.startsWith('@/')) return posix.normalize(written.slice(2));
  return posix.normalize(posix.join(posix.dirname(fromFile), written));
}

/** A path with its `#region` and `{lines}`: `./a.md#intro{2,}` -> path, region, range. */
export function splitTarget(target: string): { path: string; region?: string; range?: string } {
  const match = /^(.*?)(?:#([\w-]+))?(?:\{([^}]*)\})?$/.exec(target.trim());
  const [, path = target, region, range] = match ?? [];
  return { path, ...(region ? { region } : {}), ...(range !== undefined ? { range } : {}) };
}

/** The lines between `#region name` and `#endregion` (markers in any comment syntax); null when absent. */
export function regionOf(text: string, name: string): string | null {
  const lines = text.split('\n');
  const escaped = escapeRegExp(name);
  const start = lines.findIndex((line) => new RegExp(`#region\\s+${escaped}\\b`).test(line));
  if (start === -1) return null;
  const end = lines.findIndex(
    (line, index) => index > start && new RegExp(`#endregion(?:\\s+${escaped}\\b|\\s*(?:-->|\\*/)?\\s*$)`).test(line),
  );
  const inner = lines.slice(start + 1, end === -1 ? undefined : end);
  // A region's own markers may nest others: those are left out too.
  return inner.filter((line) => !/#(?:end)?region\b/.test(line)).join('\n');
}

/** Lines `{from,to}` of a text, 1-based and inclusive; either end may be left out. */
export function lineRange(text: string, range: string): string {
  const [from = '', to = ''] = range.split(',').map((part) => part.trim());
  const lines = text.split('\n');
  const start = from === '' ? 0 : Math.max(Number(from) - 1, 0);
  const end = to === '' ? lines.length : Number(to);
  return Number.isNaN(start) || Number.isNaN(end) ? text : lines.slice(start, end).join('\n');
}

/** A fence that no run of backticks in `code` closes. */
function fenceFor(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(longest + 1);
}

/** The fence info of a snippet: braces hold highlighted lines, a language and `:line-numbers`. */
function snippetInfo(path: string, braces: string | undefined, title: string | undefined): string {
  let lang = posix.extname(path).slice(1) || 'text';
  let lines = '';
  let numbers = '';
  for (const part of (braces ?? '').trim().split(/\s+/).filter(Boolean)) {
    if (/^[\d,\s-]+$/.test(part)) lines = `{${part}}`;
    else {
      const [name = '', flag] = part.split(':');
      if (name) lang = name;
      if (flag === 'line-numbers') numbers = ':line-numbers';
    }
  }
  return `${lang}${lines}${numbers} [${title ?? posix.basename(path)}]`;
}

interface Where {
  /** The file being expanded, relative to the content folder. */
  relativePath: string;
  /** As named in warnings (relative to the site folder). */
  file: string;
}

/** Expands the inclusions and snippets of a page's text (see the module's comment). */
export async function expandIncludes(text: string, where: Where, read: IncludeReader): Promise<ExpandedText> {
  const files = new Set<string>();
  const warnings: string[] = [];
  const missing = (at: string, path: string, why: string): string => {
    warnings.push(`${at}: ${why} "${path}"`);
    return `> ${why}: \`${path}\``;
  };
  const expand = async (source: string, from: Where, depth: number, chain: readonly string[]): Promise<string> => {
    if (!source.includes('@include:') && !source.includes('<<<')) return source;
    const lines = source.split('\n');
    const prose = outsideFences(lines);
    const out: string[] = [];
    for (const [index, line] of lines.entries()) {
      const at = `${from.file}:${index + 1}`;
      const snippet = prose[index] ? SNIPPET.exec(line) : null;
      if (snippet) {
        const [, indent = '', target = '', braces, title] = snippet;
        const { path, region } = splitTarget(target);
        const relativePath = includePath(path, from.relativePath);
        const code = await read(relativePath);
        if (code === undefined) {
          out.push(missing(at, path, 'code snippet file not found'));
          continue;
        }
        files.add(relativePath);
        const body = region === undefined ? code : regionOf(code, region);
        if (body === null) {
          out.push(missing(at, `${path}#${region}`, 'code snippet region not found'));
          continue;
        }
        const fence = fenceFor(body);
        out.push(`${indent}${fence}${snippetInfo(path, braces, title)}`, body.replace(/\n$/, ''), `${indent}${fence}`);
        continue;
      }
      if (!prose[index] || !line.includes('@include:')) {
        out.push(line);
        continue;
      }
      let expanded = line;
      for (const match of line.matchAll(INCLUDE)) {
        const { path, region, range } = splitTarget(match[1] ?? '');
        const relativePath = includePath(path, from.relativePath);
        let included: string | null | undefined = await read(relativePath);
        let replacement: string;
        if (included === undefined) replacement = missing(at, path, 'included file not found');
        else if (chain.includes(relativePath) || depth >= MAX_DEPTH) {
          replacement = missing(at, path, 'included file includes itself');
        } else {
          files.add(relativePath);
          if (region !== undefined) included = regionOf(included, region);
          if (included === null) replacement = missing(at, `${path}#${region}`, 'included region not found');
          else {
            const part = range === undefined ? included : lineRange(included, range);
            const base = {
              relativePath,
              file: posix.join(
                posix.dirname(from.file),
                posix.relative(posix.dirname(from.relativePath), relativePath),
              ),
            };
            replacement = await expand(part.replace(/\n$/, ''), base, depth + 1, [...chain, relativePath]);
          }
        }
        expanded = expanded.replace(match[0], () => replacement);
      }
      out.push(expanded);
    }
    return out.join('\n');
  };
  const expanded = await expand(text, where, 0, [where.relativePath]);
  return { text: expanded, files: [...files], warnings };
}
