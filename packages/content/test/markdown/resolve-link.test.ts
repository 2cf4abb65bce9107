import { describe, expect, it } from 'vitest';
import { resolveLink, safeDecode } from '../../src/markdown/resolve-link.ts';

describe('resolveLink', () => {
  it('leaves external links alone and marks web and mail links for a new tab', () => {
    expect(resolveLink('https://x.org/a.md', '/docs/a')).toEqual({
      href: 'https://x.org/a.md',
      newTab: true,
      target: null,
    });
    expect(resolveLink('mailto:a@b.c', '/docs/a')).toEqual({ href: 'mailto:a@b.c', newTab: true, target: null });
    expect(resolveLink('//cdn.x/y', '/docs/a')).toEqual({ href: '//cdn.x/y', newTab: true, target: null });
    expect(resolveLink('tel:+31205354444', '/docs/a')).toEqual({
      href: 'tel:+31205354444',
      newTab: false,
      target: null,
    });
  });

  it('rewrites relative .md links to routes, keeping query and hash', () => {
    expect(resolveLink('./x.md', '/docs/a')).toEqual({ href: '/docs/x', newTab: false, target: '/docs/x' });
    expect(resolveLink('../a/index.md#h', '/docs/b/c')).toEqual({
      href: '/docs/a/#h',
      newTab: false,
      target: '/docs/a/#h',
    });
    expect(resolveLink('x.md?v=1#h', '/docs/')).toEqual({ href: '/docs/x?v=1#h', newTab: false, target: '/docs/x#h' });
    expect(resolveLink('../../../../up.md', '/docs/a')).toEqual({ href: '/up', newTab: false, target: '/up' });
  });

  it('rewrites absolute .md links too', () => {
    expect(resolveLink('/docs/x.md', '/')).toEqual({ href: '/docs/x', newTab: false, target: '/docs/x' });
  });

  it('keeps absolute route links as written', () => {
    expect(resolveLink('/docs/x#h', '/nl/')).toEqual({ href: '/docs/x#h', newTab: false, target: '/docs/x#h' });
  });

  it('checks same-page hashes against the page itself', () => {
    expect(resolveLink('#usage', '/docs/a')).toEqual({ href: '#usage', newTab: false, target: '/docs/a#usage' });
  });

  it('keeps other relative links but checks where they lead', () => {
    expect(resolveLink('../files/probe%20v3.pdf', '/docs/a/b')).toEqual({
      href: '../files/probe%20v3.pdf',
      newTab: false,
      target: '/docs/files/probe%20v3.pdf',
    });
  });

  it('reads a link written with the linkBase as a link into the site', () => {
    expect(resolveLink('/docs/api#get', '/a', '/docs/')).toEqual({
      href: '/api#get',
      newTab: false,
      target: '/api#get',
    });
    expect(resolveLink('/docs/guide/start.md', '/a', '/docs/')).toEqual({
      href: '/guide/start',
      newTab: false,
      target: '/guide/start',
    });
    expect(resolveLink('/docsite/a', '/a', '/docs/').target).toBe('/docsite/a');
  });

  it('ignores empty links', () => {
    expect(resolveLink('', '/docs/a')).toEqual({ href: '', newTab: false, target: null });
  });
});

describe('safeDecode', () => {
  it('decodes escapes and leaves malformed ones', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('100%')).toBe('100%');
  });
});
