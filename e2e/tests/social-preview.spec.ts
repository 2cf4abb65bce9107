import { expect, test, type Page } from '../support/test.ts';

/** What link previews and crawlers read: Open Graph and Twitter card tags, robots.txt and the sitemap. */

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`);

test('a doc page tells link previews its title, description, URL, type and site', async ({ page }) => {
  await page.goto('/docs/probeinfo/probe-v3');
  const description = await meta(page, 'name="description"').getAttribute('content');
  expect(description).toBeTruthy();
  await expect(meta(page, 'property="og:title"')).toHaveAttribute('content', 'Probe v3');
  await expect(meta(page, 'property="og:description"')).toHaveAttribute('content', description ?? '');
  await expect(meta(page, 'property="og:url"')).toHaveAttribute(
    'content',
    'https://atlas.ripe.net/docs/probeinfo/probe-v3',
  );
  await expect(meta(page, 'property="og:type"')).toHaveAttribute('content', 'article');
  await expect(meta(page, 'property="og:site_name"')).toHaveAttribute('content', 'RIPE Atlas Docs');
  await expect(meta(page, 'name="twitter:card"')).toHaveAttribute('content', 'summary');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://atlas.ripe.net/docs/probeinfo/probe-v3',
  );
});

test('the home page is a website; the not-found page has no URL of its own', async ({ page }) => {
  await page.goto('/');
  await expect(meta(page, 'property="og:type"')).toHaveAttribute('content', 'website');
  await expect(meta(page, 'property="og:url"')).toHaveAttribute('content', 'https://atlas.ripe.net/');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(meta(page, 'property="og:title"')).toHaveAttribute('content', 'PAGE NOT FOUND');
  await expect(meta(page, 'property="og:url"')).toHaveCount(0);
});

test('robots.txt lets crawlers in and names the sitemap, which lists the pages at the public origin', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://atlas.ripe.net/sitemap.xml\n');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://atlas.ripe.net/docs/probeinfo/probe-v3</loc>');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs.length).toBeGreaterThan(40);
  expect(locs.every((loc) => loc.startsWith('https://atlas.ripe.net/'))).toBe(true);
  expect(locs.some((loc) => loc.endsWith('/404'))).toBe(false);
});
