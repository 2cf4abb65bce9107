import { describe, expect, it } from 'vitest';
import type { PageData } from '@atlas-docs/content/types';
import { robotsTxt, sitemapXml, socialPreviewTags } from '../src/crawlers.ts';

const ORIGIN = 'https://atlas.ripe.net';

/** What the crawler files read of a page. */
function page(path: string, layout: PageData['layout'], extra: Partial<PageData> = {}) {
  return {
    path,
    title: 'Probe v3',
    description: 'The third generation of probes & how to host one.',
    layout,
    lastUpdated: null,
    ...extra,
  };
}

describe('socialPreviewTags', () => {
  it('gives a doc page its title, description, URL, type, site name and a summary card', () => {
    expect(
      socialPreviewTags(page('/docs/probeinfo/probe-v3', 'doc'), { siteName: 'RIPE Atlas Docs', origin: ORIGIN }),
    ).toEqual([
      '<meta property="og:title" content="Probe v3">',
      '<meta property="og:description" content="The third generation of probes &amp; how to host one.">',
      '<meta property="og:url" content="https://atlas.ripe.net/docs/probeinfo/probe-v3">',
      '<meta property="og:type" content="article">',
      '<meta property="og:site_name" content="RIPE Atlas Docs">',
      '<meta name="twitter:card" content="summary">',
    ]);
  });

  it('calls the home page a website, and gives a not-found page no URL of its own', () => {
    const options = { siteName: 'RIPE Atlas Docs', origin: ORIGIN };
    expect(socialPreviewTags(page('/', 'home'), options)).toContain('<meta property="og:type" content="website">');
    const notFound = socialPreviewTags(page('/404', '404'), options);
    expect(notFound.some((tag) => tag.includes('og:url'))).toBe(false);
  });

  it('escapes what it writes', () => {
    const tags = socialPreviewTags(page('/a', 'doc', { title: '"Quotes" <b>' }), { siteName: 'S', origin: ORIGIN });
    expect(tags[0]).toBe('<meta property="og:title" content="&quot;Quotes&quot; &lt;b&gt;">');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists every page but the not-found pages at the origin, with the last commit time', () => {
    const xml = sitemapXml(
      [page('/', 'home'), page('/404', '404'), page('/docs/a', 'doc', { lastUpdated: Date.UTC(2026, 10, 24) })],
      ORIGIN,
    );
    expect(xml).toContain('<url><loc>https://atlas.ripe.net/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://atlas.ripe.net/docs/a</loc><lastmod>2026-11-24T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).not.toContain('/404');
  });

  it('lets every crawler in and names the sitemap by its full URL', () => {
    expect(robotsTxt(ORIGIN)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://atlas.ripe.net/sitemap.xml\n');
  });
});
