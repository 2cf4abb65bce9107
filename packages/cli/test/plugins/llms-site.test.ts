// The real site through the build's own steps (config, plugins, pages, emit): each page as markdown, llms.txt
// and llms-full.txt as the llms() plugin makes them, and the API reference's islands in markdown.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigModule, loadSite, siteOrigin } from '@atlas-docs/content';
import type { GeneratedFile } from '@atlas-docs/content/types';
import { sitemapXml } from '../../src/crawlers.ts';
import { emitFiles, loadPlugins, pageAlternates, sitePlugins } from '../../src/plugins/plugin-host.ts';
import { parseLlmsTxt } from '../../../llms/test/parse-llms-txt.ts';

const SITE = fileURLToPath(new URL('../../../../site/', import.meta.url));

let emitted: Map<string, string>;
let added: GeneratedFile[];
let sitemap: string;
let origin: string;
let titles: Map<string, string>;

beforeAll(async () => {
  const config = await loadConfigModule(SITE);
  const { plugins, islands } = sitePlugins(config.config);
  const content = await loadPlugins(SITE, config.config, plugins);
  const site = await loadSite(SITE, {
    config,
    islands,
    islandHtml: content.islandHtml,
    islandMarkdown: content.islandMarkdown,
    alternates: pageAlternates(plugins),
    generatedFiles: content.files.map((file) => file.path),
  });
  origin = siteOrigin(site.config);
  added = content.files;
  const pages = await site.emitPages(origin);
  const files = await emitFiles(plugins, { config: site.config, origin, pages, files: added }, new Set());
  emitted = new Map(files.map((file) => [file.path, file.text]));
  sitemap = sitemapXml(site.pages, origin);
  titles = new Map(site.pages.map((page) => [origin + page.path, page.title]));
}, 60_000);

describe('the real site for the tools that read docs', () => {
  it('has a markdown file beginning with its title for every page of the sitemap', () => {
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const path = url.slice(origin.length).replace(/\/+$/, '') || '/index';
      const markdown = emitted.get(`${path}.md`);
      expect(markdown, url).toBeDefined();
      expect(markdown?.split('\n')[0], url).toBe(`# ${titles.get(url) ?? ''}`);
    }
  });

  it('writes llms.txt in the llmstxt.org format, every link to a file the site has', () => {
    const parsed = parseLlmsTxt(emitted.get('/llms.txt') ?? '');
    expect(parsed.title).toBe('RIPE Atlas Docs');
    expect(parsed.summary).toMatch(/^Documentation of RIPE Atlas/);
    const links = parsed.sections.flatMap((section) => section.links);
    expect(parsed.sections.map((section) => section.title)).toContain('Measurements');
    for (const { url } of links) {
      const path = url.slice(origin.length);
      expect(emitted.has(path) || added.some((file) => file.path === path), url).toBe(true);
    }
    expect(links.some((link) => link.url.endsWith('/openapi.json'))).toBe(true);
  });

  it('puts every operation and parameter of the API export in its resource page’s markdown', () => {
    const exported = added.find((file) => file.path.endsWith('/openapi.json'));
    const openapi = JSON.parse(exported?.text ?? '{}') as {
      paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>>;
    };
    let operations = 0;
    for (const [path, item] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.tags) continue;
        operations++;
        const markdown = emitted.get(`/docs/apis/rest-api-reference/${operation.tags[0] ?? ''}.md`) ?? '';
        expect(markdown, path).toContain(`\`${method.toUpperCase()} ${path}\``);
        for (const parameter of operation.parameters ?? [])
          expect(markdown, `${path} ${parameter.name}`).toContain(`\`${parameter.name}\``);
      }
    }
    expect(operations).toBeGreaterThan(40);
  });

  it('writes llms-full.txt with every page of the sidebars', () => {
    const full = emitted.get('/llms-full.txt') ?? '';
    expect(full).toContain('# Ping\n');
    expect(full).toContain('Source: https://atlas.ripe.net/docs/measurements/ping\n');
    expect(full).not.toContain(':::');
  });
});
