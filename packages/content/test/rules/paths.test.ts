import { describe, expect, it } from 'vitest';
import {
  canonicalLink,
  dataPathOf,
  htmlFileOf,
  isActive,
  isExternal,
  joinPath,
  normalizePath,
  prefixedRouteOf,
  routeIndexOf,
  routeOf,
  splitOrderPrefix,
} from '../../src/rules/paths.ts';

describe('ordering prefixes of names', () => {
  it.each([
    ['01.Intro', 1, 'Intro'],
    ['2-setup', 2, 'setup'],
    ['10_faq', 10, 'faq'],
    ['007.Bond', 7, 'Bond'],
  ])('%s is %s then %s', (name, order, rest) => {
    expect(splitOrderPrefix(name)).toEqual({ order, name: rest });
  });

  it.each(['2024-01-05-notes', '404', '3d-printing', 'v1.2', 'intro', '01'])('%s has none', (name) => {
    expect(splitOrderPrefix(name)).toEqual({ order: undefined, name });
  });

  it('leaves the routes, keeping the case and the rest of each name; the prefixed path is kept apart', () => {
    expect(routeOf('03.Some-Topic/07.A-Page.md')).toBe('/Some-Topic/A-Page');
    expect(routeOf('03.Some-Topic/index.md')).toBe('/Some-Topic/');
    expect(routeOf('guide/01-start/00_index.md')).toBe('/guide/start/');
    expect(routeOf('notes/2024-01-05-release.md')).toBe('/notes/2024-01-05-release');
    expect(routeOf('01.md')).toBe('/01');
    expect(routeOf('40_prototypes/README.md')).toBe('/prototypes/');
    expect(normalizePath('/prototypes/README.md')).toBe('/prototypes');
    expect(prefixedRouteOf('03.Some-Topic/07.A-Page.md')).toBe('/03.Some-Topic/07.A-Page');
    expect(prefixedRouteOf('03.Some-Topic/index.md')).toBe('/03.Some-Topic/');
  });
});

describe('routeOf', () => {
  it('drops .md and turns index files into folder routes', () => {
    expect(routeOf('index.md')).toBe('/');
    expect(routeOf('docs/index.md')).toBe('/docs/');
    expect(routeOf('docs/getting-started/built-in-measurements.md')).toBe(
      '/docs/getting-started/built-in-measurements',
    );
    expect(routeOf('nl/docs/a/index.md')).toBe('/nl/docs/a/');
  });

  it('treats _index.md as an index, like normalizePath does', () => {
    expect(routeOf('_index.md')).toBe('/');
    expect(routeOf('docs/_index.md')).toBe('/docs/');
  });

  it('keeps names that merely end in "index"', () => {
    expect(routeOf('docs/reindex.md')).toBe('/docs/reindex');
  });

  it('accepts Windows separators', () => {
    expect(routeOf('docs\\a\\b.md')).toBe('/docs/a/b');
  });
});

describe('normalizePath', () => {
  it('ignores a trailing slash, index, _index, .html, .md, query and hash', () => {
    expect(normalizePath('/docs/')).toBe('/docs');
    expect(normalizePath('/docs/index')).toBe('/docs');
    expect(normalizePath('/docs/_index')).toBe('/docs');
    expect(normalizePath('/docs/index.html')).toBe('/docs');
    expect(normalizePath('/docs/a.html?x=1#top')).toBe('/docs/a');
    expect(normalizePath('/docs/a.md')).toBe('/docs/a');
  });

  it('keeps the root and adds a leading slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('index.html')).toBe('/');
    expect(normalizePath('docs/a')).toBe('/docs/a');
  });
});

describe('isExternal', () => {
  it('is true for schemes and protocol-relative links', () => {
    expect(isExternal('https://atlas.ripe.net')).toBe(true);
    expect(isExternal('http://x')).toBe(true);
    expect(isExternal('mailto:atlas@ripe.net')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
  });

  it('is false for site paths', () => {
    expect(isExternal('/docs/')).toBe(false);
    expect(isExternal('./a.md')).toBe(false);
    expect(isExternal('#top')).toBe(false);
  });
});

describe('isActive', () => {
  it('matches ignoring a trailing slash, _index and .html', () => {
    expect(isActive('/docs/', '/docs')).toBe(true);
    expect(isActive('/docs/_index', '/docs/')).toBe(true);
    expect(isActive('/docs/a.html', '/docs/a')).toBe(true);
    expect(isActive('/docs/a', '/docs/b')).toBe(false);
  });

  it('never marks an external link or a missing link active', () => {
    expect(isActive('/docs/', 'https://example.com/docs/')).toBe(false);
    expect(isActive('/docs/', undefined)).toBe(false);
  });

  it('tests a pattern against the path when asked to', () => {
    expect(isActive('/docs/probes/x', '^/docs/', true)).toBe(true);
    expect(isActive('/api/', '^/docs/', true)).toBe(false);
  });
});

describe('joinPath', () => {
  it('joins a base and a relative link with one slash', () => {
    expect(joinPath('/docs/', 'a')).toBe('/docs/a');
    expect(joinPath('/docs', './a')).toBe('/docs/a');
    expect(joinPath('/', 'a')).toBe('/a');
  });

  it('keeps absolute and external links and links without base', () => {
    expect(joinPath('/docs/', '/api/')).toBe('/api/');
    expect(joinPath('/docs/', 'https://x.org')).toBe('https://x.org');
    expect(joinPath(undefined, 'a')).toBe('a');
  });
});

describe('dataPathOf and htmlFileOf', () => {
  it('map routes to their data and HTML files', () => {
    expect(dataPathOf('/')).toBe('/_data/index.json');
    expect(dataPathOf('/docs/')).toBe('/_data/docs/index.json');
    expect(dataPathOf('/docs/a#h')).toBe('/_data/docs/a.json');
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/docs/a')).toBe('docs/a.html');
    expect(htmlFileOf('/nl/404')).toBe('nl/404.html');
  });
});

describe('canonicalLink', () => {
  const routes = routeIndexOf(['/', '/docs/', '/docs/a', '/docs/sub/', '/404']);

  it('writes a link that only matches its page as the route the page has', () => {
    expect(canonicalLink('/docs/a/', routes)).toBe('/docs/a');
    expect(canonicalLink('/docs/sub/_index', routes)).toBe('/docs/sub/');
    expect(canonicalLink('/docs/sub', routes)).toBe('/docs/sub/');
    expect(canonicalLink('/docs/index', routes)).toBe('/docs/');
    expect(canonicalLink('/docs/a.md', routes)).toBe('/docs/a');
    expect(canonicalLink('/docs/a.html', routes)).toBe('/docs/a');
    expect(canonicalLink('/index', routes)).toBe('/');
  });

  it('keeps the query and the hash', () => {
    expect(canonicalLink('/docs/a/?x=1#power', routes)).toBe('/docs/a?x=1#power');
    expect(canonicalLink('/docs/sub/_index#top', routes)).toBe('/docs/sub/#top');
  });

  it('leaves routes, external, relative and unknown links as written', () => {
    expect(canonicalLink('/docs/a', routes)).toBe('/docs/a');
    expect(canonicalLink('https://atlas.ripe.net/docs/a/', routes)).toBe('https://atlas.ripe.net/docs/a/');
    expect(canonicalLink('a/', routes)).toBe('a/');
    expect(canonicalLink('#top', routes)).toBe('#top');
    expect(canonicalLink('/nowhere/', routes)).toBe('/nowhere/');
  });
});
