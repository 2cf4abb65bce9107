import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content-error.ts';
import { parseFrontMatter, vuepressHome } from '../../src/markdown/front-matter.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';

const FILE = 'content/docs/a.md';

/** The error of rendering a page whose front matter has these lines. */
async function frontMatterError(...lines: string[]): Promise<ContentError> {
  const source = ['---', ...lines, '---', '', '# Title', ''].join('\n');
  const error: unknown = await renderMarkdown(source, { file: FILE }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ContentError)) throw new Error('expected a ContentError');
  return error;
}

describe('front matter validation', () => {
  it('accepts every known key in its documented shapes', () => {
    const yaml = [
      'title: Probes',
      'description: All about probes',
      'layout: home',
      'outline: [2, 3]',
      'sidebar: false',
      'prev: false',
      'next: { text: API, link: /docs/api/ }',
      'editLink: false',
      'lastUpdated: true',
      'hero:',
      '  name: RIPE Atlas',
      '  text: Internet measurements',
      '  tagline: From thousands of probes',
      '  actions:',
      '    - { text: Start, link: /docs/, theme: brand }',
      '    - { text: API, link: /api/, theme: alt }',
      'features:',
      '  - { title: Probes, details: Hardware, icon: "🛰", link: /docs/probes/, linkText: Read }',
      '  - title: Anchors',
    ].join('\n');
    const { meta } = parseFrontMatter(yaml, 2, FILE);
    expect(meta).toEqual({
      title: 'Probes',
      description: 'All about probes',
      layout: 'home',
      outline: [2, 3],
      sidebar: false,
      prev: false,
      next: { text: 'API', link: '/docs/api/' },
      editLink: false,
      lastUpdated: true,
      hero: {
        name: 'RIPE Atlas',
        text: 'Internet measurements',
        tagline: 'From thousands of probes',
        actions: [
          { text: 'Start', link: '/docs/', theme: 'brand' },
          { text: 'API', link: '/api/', theme: 'alt' },
        ],
      },
      features: [
        { title: 'Probes', details: 'Hardware', icon: '🛰', link: '/docs/probes/', linkText: 'Read' },
        { title: 'Anchors' },
      ],
    });
  });

  it.each([[3], ['deep'], [false], [[4, 2]]])('accepts outline %j', (outline) => {
    expect(parseFrontMatter(`outline: ${JSON.stringify(outline)}`, 2, FILE).meta.outline).toEqual(outline);
  });

  it('accepts a string pager override', () => {
    expect(parseFrontMatter('prev: Back to the start', 2, FILE).meta.prev).toBe('Back to the start');
  });

  it('keeps unknown keys in the data without failing', () => {
    expect(parseFrontMatter('tags: [x]\norder: 3', 2, FILE).data).toEqual({ tags: ['x'], order: 3 });
  });
});

describe('front matter errors name the markdown line', () => {
  it('reports a YAML syntax error at its line in the markdown file', async () => {
    const error = await frontMatterError('title: Fine', 'description: "unterminated');
    expect(error.file).toBe(FILE);
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^content\/docs\/a\.md:3:\d+: front matter is not valid YAML: /);
  });

  it('reports a bad indentation error on the right line', async () => {
    const error = await frontMatterError('title: A', 'hero:', '  name: X', ' text: Y', 'layout: home');
    expect(error.message).toMatch(/^content\/docs\/a\.md:5:\d+: front matter is not valid YAML/);
  });

  it('reports a duplicate key', async () => {
    const error = await frontMatterError('title: A', 'layout: doc', 'title: B');
    expect(error.line).toBe(4);
  });

  it('reports a front matter that is not a mapping', async () => {
    const error = await frontMatterError('- a', '- b');
    expect(error.message).toBe(`${FILE}:2:1: front matter must be a mapping of keys to values`);
  });

  it.each([
    [['layout: doc', 'title: 42'], 3, '`title` must be a string'],
    [['description: [a]'], 2, '`description` must be a string'],
    [['title: A', 'layout: wide'], 3, '`layout` must be one of home, doc, page, custom'],
    [['layout: 404'], 2, '`layout` must be one of home, doc, page, custom'],
    [['outline: 7'], 2, "`outline` must be a heading level 1-6, a range [from, to], 'deep' or false"],
    [['outline: [1, 2, 3]'], 2, "`outline` must be a heading level 1-6, a range [from, to], 'deep' or false"],
    [['outline: true'], 2, "`outline` must be a heading level 1-6, a range [from, to], 'deep' or false"],
    [['sidebar: "no"'], 2, "`sidebar` must be true, false or 'auto'"],
    [['editLink: 0'], 2, '`editLink` must be true or false'],
    [['lastUpdated: yes'], 2, '`lastUpdated` must be true, false or a date'],
    [['lastUpdated: -5'], 2, '`lastUpdated` must be true, false or a date'],
    [['next: [a, b]'], 2, '`next` must be true, false, a text, or { text, link }'],
    [['prev: 3'], 2, '`prev` must be true, false, a text, or { text, link }'],
    [['hero: Big'], 2, '`hero` must be a mapping with name, text, tagline and actions'],
    [['hero:', '  name: [x]'], 3, '`hero.name` must be a string'],
    [['hero:', '  actions: Go'], 3, '`hero.actions` must be a list'],
    [
      ['hero:', '  actions:', '    - text: A', '      link: /a', '    - text: B', '      link: 5'],
      7,
      '`hero.actions.1.link` must be a string',
    ],
    [
      ['hero:', '  actions:', '    - { text: A, link: /a, theme: [red] }'],
      4,
      '`hero.actions.0.theme` must be a string',
    ],
    [['features: many'], 2, '`features` must be a list of cards'],
    [['features:', '  - details: no title'], 3, '`features.0.title` must be a string'],
    [['features:', '  - title: A', '  - title: B', '    linkText: 3'], 5, '`features.1.linkText` must be a string'],
  ])('%j -> line %i: %s', async (lines, line, reason) => {
    const error = await frontMatterError(...lines);
    expect(error.reason).toBe(`front matter ${reason}`);
    expect(error.line).toBe(line);
    expect(error.message.startsWith(`${FILE}:${line}:`)).toBe(true);
  });

  it('counts lines from where the front matter starts', () => {
    const error = (() => {
      try {
        parseFrontMatter('a: 1\ntitle: 5', 10, FILE);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe(`${FILE}:11:1: front matter \`title\` must be a string`);
  });
});

describe("VuePress's home page", () => {
  it('is the home layout, its hero from heroText, tagline and the action', () => {
    expect(
      vuepressHome({ home: true, heroText: 'VuePress', tagline: 'Docs', actionText: 'Start', actionLink: '/guide/' }),
    ).toMatchObject({
      layout: 'home',
      hero: { name: 'VuePress', tagline: 'Docs', actions: [{ text: 'Start', link: '/guide/' }] },
    });
    expect(vuepressHome({ home: true, layout: 'page' })).toEqual({ home: true, layout: 'page' });
    expect(vuepressHome({ title: 'A' })).toEqual({ title: 'A' });
  });
});
