import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_DATA_ID } from '@atlas-docs/theme/constants';

/** Bytes as stored, and gzip-compressed at level 9 (what a well-configured host sends). */
export interface Size {
  raw: number;
  gzip: number;
}

export interface AssetsWeight extends Size {
  /** Site paths of the files counted, e.g. `/assets/entry-client-B4JzeQXy.js`. */
  files: string[];
}

/** What a browser downloads on a first visit of one page, before any interaction. */
export interface PageWeight {
  route: string;
  /** The HTML file, relative to the output folder. */
  file: string;
  /** The HTML document, inline theme script and hydration data included. */
  html: Size;
  /** Raw bytes of the inline hydration data (`__ATLAS_DATA__`), part of `html`. */
  hydrationBytes: number;
  /** Module scripts, module preloads and the static imports they pull in, recursively. */
  js: AssetsWeight;
  /** Linked stylesheets. */
  css: AssetsWeight;
  total: Size;
  /** References to other origins, not counted. */
  external: string[];
  /** Static import specifiers that name no file in the output (or are bare), not counted. */
  unresolved: string[];
}

/** The external resources an HTML document loads up front. */
export interface HtmlAssets {
  /** `src` of `<script type="module" src>`. */
  scripts: string[];
  /** `href` of `<link rel="modulepreload">`. */
  preloads: string[];
  /** `href` of `<link rel="stylesheet">`. */
  styles: string[];
}

const ORIGIN = 'https://site.invalid';

export function sizeOf(content: Uint8Array | string): Size {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of a start tag's inside (`rel="x" href=y async`), names lower-cased. */
export function tagAttributes(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of inside.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}

/** `import("…")` of a literal URL in an inline script: how a page may start its entry module after the first paint. */
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

/**
 * The scripts, module preloads and stylesheets an HTML document links, in document order; a module that an
 * inline script imports (a loader) counts as a script. Comments are skipped, and so are other inline script
 * bodies, so JSON or code inside them cannot look like a tag.
 */
export function htmlAssets(html: string): HtmlAssets {
  const assets: HtmlAssets = { scripts: [], preloads: [], styles: [] };
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi)) {
    if (m[3] === undefined) {
      const attributes = tagAttributes(m[1] ?? '');
      const src = attributes.get('src');
      const type = attributes.get('type')?.trim().toLowerCase();
      if (src && type === 'module') assets.scripts.push(src);
      else if (!src && (type === undefined || type === 'module' || type === 'text/javascript')) {
        for (const imported of (m[2] ?? '').matchAll(DYNAMIC_IMPORT)) assets.scripts.push(imported[2] ?? '');
      }
      continue;
    }
    const attributes = tagAttributes(m[3]);
    const href = attributes.get('href');
    if (!href) continue;
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) assets.preloads.push(href);
    if (rel.includes('stylesheet')) assets.styles.push(href);
  }
  return assets;
}

/** The text of the inline hydration data (`<script id="__ATLAS_DATA__">`), null when there is none. */
export function hydrationData(html: string): string | null {
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (tagAttributes(m[1] ?? '').get('id') === PAGE_DATA_ID) return m[2] ?? '';
  }
  return null;
}

/** The raw bytes of the inline hydration data, 0 when there is none. */
export const hydrationBytes = (html: string): number => Buffer.byteLength(hydrationData(html) ?? '');

const BINDINGS = String.raw`(?:\{[^}]*\}|\*\s*as\s+[\w$]+)`;
/** `import{a}from"x"`, `import a,{b}from"x"`, `import*as a from"x"`, `import"x"`, `export*from"x"`, `export{a}from"x"`. */
const STATIC_IMPORT = new RegExp(
  String.raw`(?<![\w$.])(?:import(?:\s*${BINDINGS}|\s+[\w$]+(?:\s*,\s*${BINDINGS})?)\s*from\s*|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*|import\s*)(["'])([^"'\n]+)\1`,
  'g',
);

/**
 * The specifiers of a JS module's static imports and re-exports (`import{a}from"./x.js"`, `import"./y.js"`,
 * `export*from"./z.js"`); dynamic `import()` and `import.meta` are left out, as they load nothing up front.
 * A pattern, not a parser: bundler output may put code before its imports (Vite's `__vite__mapDeps`), and a
 * string that merely looks like an import is harmless because callers count only specifiers naming real files.
 */
export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(STATIC_IMPORT)) {
    const specifier = m[2];
    if (specifier && !specifiers.includes(specifier)) specifiers.push(specifier);
  }
  return specifiers;
}

/**
 * The site path a reference resolves to from the page or file at `base` (a site path), without query or
 * hash; null for another origin. Bare module specifiers (`react`) are not paths and give null too.
 */
export function resolveSitePath(ref: string, base: string, { module = false } = {}): string | null {
  if (module && !/^(?:\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(ref)) return null;
  const url = new URL(ref, `${ORIGIN}${base}`);
  if (url.origin !== ORIGIN) return null;
  return decodeURIComponent(url.pathname);
}

/** The HTML file of a route, as a static host maps it: `/` -> `index.html`, `/a/` -> `a/index.html`, `/a/b` -> `a/b.html`. */
export function htmlFileOf(route: string): string {
  const path = route.replace(/[?#].*$/, '');
  if (path.endsWith('.html')) return path.slice(1);
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

function total(sizes: Size[]): Size {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

async function readAsset(outDir: string, path: string, referrer: string): Promise<Buffer> {
  try {
    return await readFile(join(outDir, path));
  } catch {
    throw new Error(`${referrer} references ${path}, which is not in ${outDir}.`);
  }
}

/**
 * The first-visit weight of the page at `route` in the built site `outDir`: its HTML, every module script
 * and module preload it links with their static imports (recursively, each file once), and its stylesheets.
 * Throws when the page or a file its HTML links is missing.
 */
export async function pageWeight(outDir: string, route: string): Promise<PageWeight> {
  const file = htmlFileOf(route);
  const html = await readFile(join(outDir, file)).catch(() => {
    throw new Error(`No page at ${route}: ${join(outDir, file)} does not exist.`);
  });
  const text = html.toString('utf8');
  const links = htmlAssets(text);
  const external: string[] = [];
  const unresolved: string[] = [];
  const fromHtml = (refs: string[]): string[] =>
    refs.flatMap((ref) => {
      const path = resolveSitePath(ref, route);
      if (path === null) external.push(ref);
      return path === null ? [] : [path];
    });

  const js = new Map<string, Size>();
  // Files the HTML links must exist; a specifier found in a script is counted only when it names a file.
  const queue = fromHtml([...links.scripts, ...links.preloads]).map((path) => ({
    path,
    referrer: file,
    fromScript: false,
  }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (js.has(next.path)) continue;
    const bytes = next.fromScript
      ? await readFile(join(outDir, next.path)).catch(() => null)
      : await readAsset(outDir, next.path, next.referrer);
    if (!bytes) {
      unresolved.push(next.path);
      continue;
    }
    js.set(next.path, sizeOf(bytes));
    for (const specifier of staticImports(bytes.toString('utf8'))) {
      const path = resolveSitePath(specifier, next.path, { module: true });
      if (path === null) unresolved.push(specifier);
      else queue.push({ path, referrer: next.path, fromScript: true });
    }
  }

  const css = new Map<string, Size>();
  for (const path of fromHtml(links.styles)) {
    if (!css.has(path)) css.set(path, sizeOf(await readAsset(outDir, path, file)));
  }

  const htmlSize = sizeOf(html);
  const jsSize = total([...js.values()]);
  const cssSize = total([...css.values()]);
  return {
    route,
    file,
    html: htmlSize,
    hydrationBytes: hydrationBytes(text),
    js: { ...jsSize, files: [...js.keys()] },
    css: { ...cssSize, files: [...css.keys()] },
    total: total([htmlSize, jsSize, cssSize]),
    external,
    unresolved: [...new Set(unresolved)],
  };
}
