import { describe, expect, it } from 'vitest';
import type { EmitPage, EmitSite } from '@atlas-docs/content/types';
import { llms, llmsFullTxt, llmsTxt, markdownLink, markdownPath, pageMarkdownFiles } from '../src/index.ts';
import { parseLlmsTxt } from './parse-llms-txt.ts';

function page(path: string, title: string, extra: Partial<EmitPage> = {}): EmitPage {
  return {
    path,
    title,
    description: 'The site.',
    layout: 'doc',
    locale: 'root',
    sidebar: null,
    markdown: (linkOf) => `# ${title}\n\nSee [home](${linkOf('/')}).\n`,
    ...extra,
  };
}

const sidebar = [
  { text: 'Intro', link: '/docs/' },
  {
    text: 'Guide',
    items: [
      { text: 'Start', link: '/docs/start' },
      { text: 'Deep', link: '/docs/deep#part' },
    ],
  },
  { text: 'Reference', items: [{ text: 'API', link: '/docs/api/' }] },
];

const site: EmitSite = {
  config: { title: 'Docs', description: 'The site.' },
  origin: 'https://docs.example.net',
  pages: [
    page('/', 'Home', { layout: 'home' }),
    page('/about', 'About', { description: 'Who we are.' }),
    page('/docs/', 'Intro', { sidebar }),
    page('/docs/api/', 'API', { sidebar, description: 'Every call.' }),
    page('/docs/deep', 'Deep', { sidebar }),
    page('/docs/start', 'Start', { sidebar, description: 'The first\nsteps.' }),
    page('/nl/docs/', 'Intro (nl)', { locale: 'nl', sidebar }),
  ],
  files: [
    { path: '/openapi.json', text: '{}', title: 'The API (OpenAPI 3.1)', description: 'Every call as JSON.' },
    { path: '/try-it/a.json', text: '{}' },
  ],
};

describe('llms()', () => {
  it('gives each page its markdown path and the tools their routes', () => {
    expect(markdownPath('/docs/measurements/ping')).toBe('/docs/measurements/ping.md');
    expect(markdownPath('/docs/getting-started/')).toBe('/docs/getting-started.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownLink('/docs/a#part')).toBe('/docs/a.md#part');
  });

  it('lists the sidebar groups as sections, links before a group in its section, files, and the rest as optional', () => {
    const parsed = parseLlmsTxt(llmsTxt(site, 'Read the guide first.'));
    expect(parsed.title).toBe('Docs');
    expect(parsed.summary).toBe('The site.');
    expect(parsed.details).toBe('Read the guide first.');
    expect(parsed.sections).toEqual([
      {
        title: 'Guide',
        links: [
          { name: 'Intro', url: 'https://docs.example.net/docs.md', notes: undefined },
          { name: 'Start', url: 'https://docs.example.net/docs/start.md', notes: 'The first steps.' },
          { name: 'Deep', url: 'https://docs.example.net/docs/deep.md', notes: undefined },
        ],
      },
      {
        title: 'Reference',
        links: [{ name: 'API', url: 'https://docs.example.net/docs/api.md', notes: 'Every call.' }],
      },
      {
        title: 'Files',
        links: [
          { name: 'The API (OpenAPI 3.1)', url: 'https://docs.example.net/openapi.json', notes: 'Every call as JSON.' },
        ],
      },
      { title: 'Optional', links: [{ name: 'About', url: 'https://docs.example.net/about.md', notes: 'Who we are.' }] },
    ]);
  });

  it('puts every page of the root locale but the home page in llms-full.txt, in sidebar order, links to markdown', () => {
    const full = llmsFullTxt(site);
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles).toEqual(['Docs', 'Intro', 'Start', 'Deep', 'API', 'About']);
    expect(full).toContain('See [home](https://docs.example.net/index.md).');
    expect(full).toContain('Source: https://docs.example.net/docs/start\n');
  });

  it('writes a markdown file for each page, and names its alternate', () => {
    expect(pageMarkdownFiles(site).map((file) => file.path)).toEqual([
      '/index.md',
      '/about.md',
      '/docs.md',
      '/docs/api.md',
      '/docs/deep.md',
      '/docs/start.md',
      '/nl/docs.md',
    ]);
    const plugin = llms({ full: false });
    expect(plugin.alternates?.({ path: '/docs/', layout: 'doc' })).toEqual([
      { type: 'text/markdown', href: '/docs.md' },
    ]);
    expect(plugin.alternates?.({ path: '/404', layout: '404' })).toEqual([]);
  });

  it('refuses options that are not options', () => {
    expect(() => llms({ fulltext: true } as never)).toThrow(/fulltext/);
  });
});
