import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlAssets,
  htmlFileOf,
  hydrationBytes,
  pageWeight,
  resolveSitePath,
  sizeOf,
  staticImports,
  tagAttributes,
} from '../src/weight.ts';

/** The shape the generator writes (packages/cli/src/html.ts). */
const DOCUMENT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Ping · RIPE Atlas Docs</title>
<script>(()=>{const s=localStorage.getItem('x');if(s)document.write('<link rel="stylesheet" href="/inline.css">')})()</script>
<link rel="stylesheet" href="/assets/entry-client-B0oO0ygr.css">
<link rel="stylesheet" href="/assets/code-1a2b3c4d.css">
<link rel="modulepreload" href="/assets/react-Cx1.js">
<script type="module" src="/assets/entry-client-B4JzeQXy.js"></script>
<link rel="canonical" href="https://atlas.ripe.net/docs/ping">
</head>
<body>
<div id="app"><main><p>Use <code>&lt;script src="/x.js"&gt;</code> to load it.</p></main></div>
<!-- <script type="module" src="/commented.js"></script> -->
<script id="__ATLAS_DATA__" type="application/json">{"page":{"html":"\\u003cscript type=\\"module\\" src=\\"/fake.js\\">"}}</script>
</body>
</html>
`;

describe('htmlAssets', () => {
  it('finds the module scripts, module preloads and stylesheets the generator links, in order', () => {
    expect(htmlAssets(DOCUMENT)).toEqual({
      scripts: ['/assets/entry-client-B4JzeQXy.js'],
      preloads: ['/assets/react-Cx1.js'],
      styles: ['/assets/entry-client-B0oO0ygr.css', '/assets/code-1a2b3c4d.css'],
    });
  });

  it('ignores classic scripts, inline scripts, comments and other link relations', () => {
    const html = `<script src="/classic.js"></script><script type="module">import "/inline.js"</script>
      <!-- <link rel="stylesheet" href="/old.css"> --><link rel="icon" href="/favicon.svg"><link rel="preload" href="/font.woff2">`;
    expect(htmlAssets(html)).toEqual({ scripts: [], preloads: [], styles: [] });
  });

  it('counts the module an inline loader imports after the first paint as a script', () => {
    const html = `<style>.a{color:red}</style><script>(()=>{const go=()=>import("/assets/entry-client-X1.js");go()})()</script>
      <script id="__ATLAS_DATA__" type="application/json">{"a":"import(\\"/fake.js\\")"}</script>`;
    expect(htmlAssets(html)).toEqual({ scripts: ['/assets/entry-client-X1.js'], preloads: [], styles: [] });
  });

  it('reads attributes in any order, quoted either way or unquoted, with entities and several rel tokens', () => {
    const html = `<SCRIPT src='/a.js?v=1&amp;w=2' type=module defer></SCRIPT><link href=/b.css rel="alternate stylesheet">
      <link href="/c.js" rel="modulepreload" crossorigin>`;
    expect(htmlAssets(html)).toEqual({ scripts: ['/a.js?v=1&w=2'], preloads: ['/c.js'], styles: ['/b.css'] });
  });
});

describe('tagAttributes', () => {
  it('keeps the first of repeated attributes and lower-cases names', () => {
    expect(tagAttributes(' REL="a" rel="b" async').get('rel')).toBe('a');
    expect(tagAttributes(' REL="a" rel="b" async').get('async')).toBe('');
  });
});

describe('hydrationBytes', () => {
  it('counts the bytes of the inline page data only', () => {
    const json = '{"page":{"title":"Zürich"}}';
    expect(
      hydrationBytes(`<script>x</script><script id="__ATLAS_DATA__" type="application/json">${json}</script>`),
    ).toBe(Buffer.byteLength(json));
    expect(hydrationBytes('<p>no data</p>')).toBe(0);
  });
});

describe('staticImports', () => {
  it('finds the imports of bundler output, after a preamble and in every binding form', () => {
    const chunk =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy-D.js"])))=>i.map(i=>d[i]);\n' +
      'import{t as e}from"./shared-4D.js";import"./side.js";import React,{useState as u}from"./react.js";' +
      'import*as n from \'./ns.js\';import d from "./default.js";export*from"./all.js";export{x as y}from"./some.js";' +
      'globalThis.side=1;';
    expect(staticImports(chunk)).toEqual([
      './shared-4D.js',
      './side.js',
      './react.js',
      './ns.js',
      './default.js',
      './all.js',
      './some.js',
    ]);
  });

  it('leaves out dynamic imports, import.meta, exports without a source and look-alike identifiers', () => {
    const chunk =
      'o(()=>import(`./lazy-DNLYsjXo.js`).then(e=>e.lazy()),[]);const u=import.meta.url;x.import("./m.js");' +
      'const important="./no.js";export{a as b};';
    expect(staticImports(chunk)).toEqual([]);
  });

  it('lists each specifier once', () => {
    expect(staticImports('import"./a.js";import{b}from"./a.js";')).toEqual(['./a.js']);
  });
});

describe('resolveSitePath', () => {
  it('resolves a reference from a page route or from a file', () => {
    expect(resolveSitePath('/assets/a.js', '/docs/x')).toBe('/assets/a.js');
    expect(resolveSitePath('assets/a.js?v=1#h', '/docs/guide/')).toBe('/docs/guide/assets/a.js');
    expect(resolveSitePath('./b.js', '/assets/a.js', { module: true })).toBe('/assets/b.js');
    expect(resolveSitePath('../c%20d.js', '/assets/x/a.js', { module: true })).toBe('/assets/c d.js');
  });

  it('gives null for other origins and for bare module specifiers', () => {
    expect(resolveSitePath('https://cdn.example/a.js', '/')).toBeNull();
    expect(resolveSitePath('//cdn.example/a.js', '/')).toBeNull();
    expect(resolveSitePath('react', '/assets/a.js', { module: true })).toBeNull();
  });
});

describe('htmlFileOf', () => {
  it('maps routes to files the way the generator writes them', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/docs/')).toBe('docs/index.html');
    expect(htmlFileOf('/docs/a/b')).toBe('docs/a/b.html');
    expect(htmlFileOf('/docs/a/b#x')).toBe('docs/a/b.html');
  });
});

describe('sizeOf', () => {
  it('measures raw bytes and gzip at level 9', () => {
    const text = 'probe anchor traceroute '.repeat(200);
    expect(sizeOf(text)).toEqual({ raw: text.length, gzip: gzipSync(text, { level: 9 }).byteLength });
    expect(sizeOf('ü').raw).toBe(2);
  });
});

describe('pageWeight', () => {
  let outDir = '';
  const files: Record<string, string> = {
    'docs/page.html': DOCUMENT.replace(
      '<link rel="modulepreload" href="/assets/react-Cx1.js">',
      [
        '<link rel="modulepreload" href="/assets/react-Cx1.js">',
        '<link rel="modulepreload" href="/assets/shared.js">',
        '<link rel="stylesheet" href="https://fonts.example/f.css">',
      ].join('\n'),
    ),
    'assets/entry-client-B4JzeQXy.js':
      'import{a}from"./react-Cx1.js";import"./shared.js";const s=`import x from "y"`;import(`./lazy.js`);',
    'assets/react-Cx1.js': 'import{c}from"./shared.js";export{c as a};',
    'assets/shared.js': 'import"./deep/leaf.js";import"./missing.js";export const c=1;',
    'assets/deep/leaf.js': 'globalThis.leaf=1;',
    'assets/lazy.js': 'export const lazy=1;'.repeat(100),
    'assets/entry-client-B0oO0ygr.css': '.ad-sidebar{color:red}',
    'assets/code-1a2b3c4d.css': '.shiki{color:blue}',
    'docs/broken.html': '<script type="module" src="/assets/gone.js"></script>',
  };

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'bench-weight-'));
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), content);
    }
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('counts the HTML, each linked or statically imported script once, and the stylesheets', async () => {
    const weight = await pageWeight(outDir, '/docs/page');
    expect(weight.file).toBe('docs/page.html');
    expect(weight.js.files).toEqual([
      '/assets/entry-client-B4JzeQXy.js',
      '/assets/react-Cx1.js',
      '/assets/shared.js',
      '/assets/deep/leaf.js',
    ]);
    expect(weight.css.files).toEqual(['/assets/entry-client-B0oO0ygr.css', '/assets/code-1a2b3c4d.css']);
    expect(weight.external).toEqual(['https://fonts.example/f.css']);
    expect(weight.unresolved).toEqual(['y', '/assets/missing.js']);

    const sum = (names: string[]): number => names.reduce((n, f) => n + sizeOf(files[f] ?? '').gzip, 0);
    const jsGzip = sum([
      'assets/entry-client-B4JzeQXy.js',
      'assets/react-Cx1.js',
      'assets/shared.js',
      'assets/deep/leaf.js',
    ]);
    expect(weight.js.gzip).toBe(jsGzip);
    expect(weight.html).toEqual(sizeOf(files['docs/page.html'] ?? ''));
    expect(weight.total.gzip).toBe(weight.html.gzip + weight.js.gzip + weight.css.gzip);
    expect(weight.total.raw).toBe(weight.html.raw + weight.js.raw + weight.css.raw);
    expect(weight.hydrationBytes).toBeGreaterThan(0);
  });

  it('fails on a missing page and on a missing file the HTML links', async () => {
    await expect(pageWeight(outDir, '/docs/nothing')).rejects.toThrow(/No page at \/docs\/nothing/);
    await expect(pageWeight(outDir, '/docs/broken')).rejects.toThrow(/gone\.js/);
  });
});
