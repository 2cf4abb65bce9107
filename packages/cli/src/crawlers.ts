import type { PageData } from '@atlas-docs/content/types';
import { escapeHtml } from '@atlas-docs/content';

/**
 * What search engines and link previews read: the sitemap and robots.txt of a site, and the social-preview
 * meta tags of a page. Pure functions of the page data and the site's public origin.
 */

/** `sitemap.xml`: every page but the not-found pages, at the site's origin, with its last commit time. */
export function sitemapXml(
  pages: readonly Pick<PageData, 'path' | 'layout' | 'lastUpdated'>[],
  origin: string,
): string {
  const urls = pages
    .filter((p) => p.layout !== '404')
    .map((p) => {
      const lastmod = p.lastUpdated ? `<lastmod>${new Date(p.lastUpdated).toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeHtml(origin + p.path)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: every crawler may read every page, and the sitemap is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface SocialPreview {
  /** The site's name in the page's locale. */
  siteName: string;
  /** The site's public origin, without a trailing slash. */
  origin: string;
}

/**
 * The Open Graph and Twitter card tags of a page, what a chat or social site shows for a shared link:
 * title, description, URL (not for a not-found page, which has no address of its own), type and site name.
 * There is no preview image, so the card is the `summary` kind.
 */
export function socialPreviewTags(
  page: Pick<PageData, 'path' | 'title' | 'description' | 'layout'>,
  { siteName, origin }: SocialPreview,
): string[] {
  const tag = (property: string, content: string): string =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    tag('og:title', page.title),
    ...(page.description ? [tag('og:description', page.description)] : []),
    ...(page.layout === '404' ? [] : [tag('og:url', origin + page.path)]),
    tag('og:type', page.layout === 'home' ? 'website' : 'article'),
    tag('og:site_name', siteName),
    `<meta name="twitter:card" content="summary">`,
  ];
}
