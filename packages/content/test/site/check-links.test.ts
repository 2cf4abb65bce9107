import { describe, expect, it } from 'vitest';
import { linkProblem, pageLinkProblem, type LinkTargets } from '../../src/site/check-links.ts';
import { navLinks, sidebarLinks } from '../../src/site/config-links.ts';

const targets: LinkTargets = {
  pages: new Map([
    ['/', new Set<string>()],
    ['/docs', new Set(['setup', 'über-uns'])],
    ['/docs/a', new Set(['x'])],
  ]),
  publicFiles: new Set(['/files/probe v3.pdf', '/robots.txt']),
  redirects: [{ from: '/old', to: '/docs/' }],
};

describe('linkProblem', () => {
  it('accepts pages in any spelling of their route', () => {
    for (const url of ['/', '/docs/', '/docs', '/docs/index.html', '/docs/a.html', '/docs/a?x=1']) {
      expect(linkProblem(url, targets)).toBeNull();
    }
  });

  it('checks a hash against the ids of the page, decoded', () => {
    expect(linkProblem('/docs/#setup', targets)).toBeNull();
    expect(linkProblem('/docs/#%C3%BCber-uns', targets)).toBeNull();
    expect(linkProblem('/docs/a#y', targets)).toBe('link "/docs/a#y": no heading or element with id "y" on /docs/a');
  });

  it('accepts public files and redirect sources', () => {
    expect(linkProblem('/files/probe%20v3.pdf', targets)).toBeNull();
    expect(linkProblem('/robots.txt', targets)).toBeNull();
    expect(linkProblem('/old/', targets)).toBeNull();
  });

  it('rejects anything else', () => {
    expect(linkProblem('/docs/b', targets)).toBe('link "/docs/b" matches no page, public file or redirect');
    expect(linkProblem('/files/other.pdf', targets)).toBe(
      'link "/files/other.pdf" matches no page, public file or redirect',
    );
  });
});

describe('pageLinkProblem', () => {
  it('accepts only pages', () => {
    expect(pageLinkProblem('/docs/a', targets, 'sidebar')).toBeNull();
    expect(pageLinkProblem('/robots.txt', targets, 'nav')).toBe('nav link "/robots.txt" is not a page of the site');
  });
});

describe('config links', () => {
  it('lists sidebar links with bases applied, as written and resolved, without external ones', () => {
    expect(
      sidebarLinks({
        '/docs/': [{ text: 'A', link: '/docs/a' }],
        '/guide/': {
          base: '/guide/',
          items: [{ text: 'B', link: 'b', items: [{ text: 'C', base: '/c/', link: 'c' }] }],
        },
        '/ext/': [{ text: 'X', link: 'https://x.org' }],
      }),
    ).toEqual([
      { written: '/docs/a', link: '/docs/a' },
      { written: 'b', link: '/guide/b' },
      { written: 'c', link: '/c/c' },
    ]);
    expect(sidebarLinks(undefined)).toEqual([]);
  });

  it('lists nav links, flyouts included, without external ones', () => {
    expect(
      navLinks([
        { text: 'Docs', link: '/docs/' },
        {
          text: 'More',
          items: [
            { text: 'Legal', link: '/legal' },
            { text: 'GitHub', link: 'https://github.com' },
          ],
        },
      ]),
    ).toEqual([
      { written: '/docs/', link: '/docs/' },
      { written: '/legal', link: '/legal' },
    ]);
  });
});
