import { describe, expect, it } from 'vitest';
import {
  frameworkResolves,
  idsOf,
  leftOutKind,
  pagesFromSource,
  readBuildLog,
  routeOfHtml,
} from '../src/folders/folder-figures.ts';

describe("a folder build's log", () => {
  it('gives the broken links and, apart from them, the features left out', () => {
    const { broken, leftOut } = readBuildLog([
      'content: 12 pages in 1.2 s',
      `warning: a.md:3:5: link "/b#c": no heading or element with id "c" on /b (brokenLinks: 'warn')`,
      `warning: site.config.ts:9:13: nav link "/x" is not a page of the site (brokenLinks: 'warn')`,
      'warning: a.md:9:1: <RestRepl> left out: no such component here (what it holds is kept)',
      'warning: b.md:4:1: unknown code language "dot", shown as plain text',
      'warning: b.md:8:1: container `::: sandbox` shown as its content',
    ]);
    expect(broken).toEqual([
      { at: 'a.md:3:5', url: '/b#c' },
      { at: 'site.config.ts:9:13', url: '/x' },
    ]);
    expect(leftOut.map(({ what }) => leftOutKind(what))).toEqual(['<RestRepl>', 'code language "dot"', '::: sandbox']);
  });
});

describe("the source framework's output", () => {
  const pages = new Map([
    ['/guide/', new Set(['intro'])],
    ['/guide/setup', new Set(['Shared-Getters', 'état'])],
  ]);

  it('reads routes and ids from its HTML files', () => {
    expect(routeOfHtml('guide/index.html')).toBe('/guide/');
    expect(routeOfHtml('guide/setup.html')).toBe('/guide/setup');
    expect(routeOfHtml('index.html')).toBe('/');
    expect(idsOf('<h2 id="a&amp;b">x</h2><div id=\'c\'></div><p data-id="no">')).toEqual(new Set(['a&b', 'c']));
  });

  it('resolves a link when it has the page and, for an anchor, the id', () => {
    expect(frameworkResolves('/guide/setup#Shared-Getters', pages)).toBe(true);
    expect(frameworkResolves('/guide/setup#%C3%A9tat', pages)).toBe(true);
    expect(frameworkResolves('/guide#intro', pages)).toBe(true);
    expect(frameworkResolves('/guide/setup.html', pages)).toBe(true);
    expect(frameworkResolves('/guide/setup#shared-getters', pages)).toBe(false);
    expect(frameworkResolves('/guide/other', pages)).toBe(false);
  });
});

describe('what the source gives the framework, where its build cannot be had', () => {
  it('a page per file at its path, the ids of its headings (own, or made and numbered) and of its HTML', () => {
    const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');
    const pages = pagesFromSource(
      new Map([
        ['guide/README.md', '# Guide\n\n## Setup <Badge text="new"/>\n\n## Setup\n'],
        ['guide/api.md', '## Calls {#the-calls}\n\n```md\n## Not a heading\n```\n\n<a id="old"></a>\n'],
      ]),
      slug,
    );
    expect(pages.get('/guide/')).toEqual(new Set(['guide', 'setup', 'setup-1']));
    expect(pages.get('/guide/api')).toEqual(new Set(['the-calls', 'old']));
  });
});
