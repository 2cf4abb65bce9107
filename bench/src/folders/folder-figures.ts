/**
 * What the folders bench reads from a build of a folder brought from VitePress or VuePress: pure functions of
 * the build's log, the folder's files and the source framework's own output.
 */
import { outsideFences } from '../../../packages/content/src/markdown/fences.ts';

/** A link the build named broken (`brokenLinks: 'warn'`), as written in its warning. */
export interface BrokenLink {
  /** Where: `file:line:column`. */
  at: string;
  /** The link's target as the check read it: a route, maybe with `#anchor`. */
  url: string;
}

/** A feature the build left out or showed otherwise: a component, a container, a code language, an inclusion. */
export interface LeftOut {
  at: string;
  what: string;
}

const WARNING = /^\s*warning: (\S+?:\d+(?::\d+)?): (.*)$/;

/** The broken links and left-out features of a build's log. */
export function readBuildLog(lines: readonly string[]): { broken: BrokenLink[]; leftOut: LeftOut[] } {
  const broken: BrokenLink[] = [];
  const leftOut: LeftOut[] = [];
  for (const line of lines) {
    const match = WARNING.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const [, at, message] = match;
    const link = /^(?:link|sidebar link|nav link) "([^"]*)"/.exec(message);
    if (link?.[1] !== undefined && message.includes("(brokenLinks: 'warn')")) broken.push({ at, url: link[1] });
    else leftOut.push({ at, what: message.replace(/ \(what it holds is kept\)$/, '') });
  }
  return { broken, leftOut };
}

/** The kind of a left-out feature, to count them by kind: `<RestRepl>`, `::: sandbox`, `code language "dot"`. */
export function leftOutKind(what: string): string {
  const component = /^<([\w.-]+)> left out/.exec(what);
  if (component) return `<${component[1]}>`;
  const container = /^container `(::: [\w-]+)`/.exec(what);
  if (container?.[1]) return container[1];
  const language = /^unknown code language "([^"]+)"/.exec(what);
  if (language) return `code language "${language[1]}"`;
  return what.replace(/"[^"]*"/g, '"…"');
}

/** The pages of a built site and the ids on each, by route (`/guide/`, `/guide/intro`). */
export type BuiltPages = ReadonlyMap<string, ReadonlySet<string>>;

/** The route of an HTML file of a built site: `guide/index.html` -> `/guide/`, `guide/intro.html` -> `/guide/intro`. */
export function routeOfHtml(path: string): string {
  const route = `/${path.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

/** The ids of an HTML page's elements. */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)')/g))
    ids.add(decodeEntities(match[1] ?? match[2] ?? ''));
  return ids;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether the source framework's own build resolves a link this build named broken: its output has the page
 * (with or without a trailing slash or `.html`) and, for a `#anchor`, an element with that id. Such a link is a
 * false break; one it does not resolve either is broken in the folder as written.
 */
export function frameworkResolves(url: string, framework: BuiltPages): boolean {
  const cut = url.indexOf('#');
  const path = decoded(cut === -1 ? url : url.slice(0, cut)).replace(/\.html$/, '');
  const hash = cut === -1 ? '' : decoded(url.slice(cut + 1));
  const candidates = path.endsWith('/') ? [path, path.slice(0, -1) || '/'] : [path, `${path}/`];
  const ids = candidates.map((route) => framework.get(route)).find((found) => found !== undefined);
  if (ids === undefined) return false;
  return hash === '' || ids.has(hash);
}

const HEADING_LINE = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/**
 * The pages and ids a folder's source gives the framework, where its own build cannot be had: a page per
 * markdown file at the path VitePress serves it (`a/b.md` at `/a/b`, `a/index.md` and `a/README.md` at `/a/`), its
 * ids those of its headings (a `{#id}` of its own, else the heading's text without markup and HTML, made an
 * anchor by `slug`, numbered when repeated) and of `id="…"` in its HTML. An estimate: the framework's markdown
 * parser is not run.
 */
export function pagesFromSource(files: ReadonlyMap<string, string>, slug: (text: string) => string): BuiltPages {
  const pages = new Map<string, ReadonlySet<string>>();
  for (const [path, text] of files) {
    const route = `/${path.replace(/\.md$/, '')}`.replace(/(^|\/)(?:index|README)$/, '$1');
    const ids = new Set<string>();
    const lines = text.split('\n');
    const prose = outsideFences(lines);
    for (const [index, line] of lines.entries()) {
      if (!prose[index]) continue;
      for (const match of line.matchAll(/\sid=["']([^"']+)["']/g)) if (match[1]) ids.add(match[1]);
      const heading = HEADING_LINE.exec(line)?.[1];
      if (heading === undefined) continue;
      const own = /\{#([^}\s]+)\}\s*$/.exec(heading)?.[1];
      if (own) {
        ids.add(own);
        continue;
      }
      const plain = heading
        .replace(/<[^>]*>/g, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .trim();
      const base = slug(plain);
      let id = base;
      for (let n = 1; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
    }
    pages.set(route, ids);
  }
  return pages;
}
