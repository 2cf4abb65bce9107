import { describe, expect, it } from 'vitest';
import { fenceInfo } from '../../src/markdown/code-blocks.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { spacedContainers } from '../../src/markdown/vitepress-syntax.ts';

const render = (source: string) =>
  renderMarkdown(source, { file: 'content/docs/page.md', relativePath: 'docs/page.md' });

describe('VitePress containers, written with a space', () => {
  it('are our containers, titled by the rest of the line; each line stays where it was', () => {
    const source = '::: tip Before you [start]\nText.\n:::\n\n```md\n::: tip In code\n```\n';
    const rewritten = spacedContainers(source);
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten).toContain(':::tip[Before you \\[start\\]]{from=vitepress}');
    expect(rewritten).toContain('::: tip In code');
  });

  it('render as custom blocks and disclosures; code groups and other containers show their content', async () => {
    const { html, warnings } = await render(
      [
        '::: warning Careful',
        'Text.',
        ':::',
        '',
        '::: details Click me',
        'Hidden.',
        ':::',
        '',
        '::: code-group',
        '```js [a.js]',
        'let a = 1',
        '```',
        ':::',
        '',
        '::: sandbox',
        'Shown.',
        ':::',
      ].join('\n'),
    );
    expect(html).toContain(
      '<div class="custom-block warning"><p class="custom-block-title">Careful</p><p>Text.</p></div>',
    );
    expect(html).toContain('<details class="custom-block details"><summary>Click me</summary><p>Hidden.</p></details>');
    expect(html).toContain(
      '<div class="code-group" data-island="code-group"><div class="language-js vp-code"><span class="lang">a.js</span>',
    );
    expect(html).toContain('<div class="sandbox"><p>Shown.</p></div>');
    expect(warnings).toEqual(['content/docs/page.md:15:1: container `::: sandbox` shown as its content']);
  });

  it('in our own syntax, an unknown container is still an error', async () => {
    await expect(render(':::sandbox\nText.\n:::\n')).rejects.toThrow('unknown container `:::sandbox`');
  });
});

describe('GitHub’s alerts', () => {
  it('are custom blocks titled as GitHub titles them; another blockquote stays one', async () => {
    const { html } = await render(
      '> [!WARNING]\n> Mind the *power*.\n\n> [!TIP]\n\n> Plain quote [!TIP]\n\n> [!OTHER]\n> Kept.\n',
    );
    expect(html).toContain(
      '<div class="custom-block warning">\n<p class="custom-block-title">WARNING</p>\n<p>Mind the <em>power</em>.</p>\n</div>',
    );
    expect(html).toContain('<div class="custom-block tip">\n<p class="custom-block-title">TIP</p>\n</div>');
    expect(html).toContain('<blockquote>\n<p>Plain quote [!TIP]</p>\n</blockquote>');
    expect(html).toContain('<blockquote>\n<p>[!OTHER]\nKept.</p>\n</blockquote>');
  });
});

describe('headings and the table of contents', () => {
  it('takes a heading’s {#custom-id}, and fills [[toc]] with the headings of levels 2 and 3', async () => {
    const { html, headings } = await render(
      '# Guide\n\n[[toc]]\n\n## Install *it* {#install}\n\n### On Linux\n\n#### Deeper\n\n## Use\n',
    );
    expect(headings.map((h) => h.id)).toEqual(['install', 'on-linux', 'deeper', 'use']);
    expect(html).toContain(
      '<nav class="table-of-contents" aria-label="Table of contents"><ul><li><a href="#install">Install it</a>' +
        '<ul><li><a href="#on-linux">On Linux</a></li></ul></li><li><a href="#use">Use</a></li></ul></nav>',
    );
    expect(html).toContain(
      '<h2 id="install" tabindex="-1">Install <em>it</em> <a class="header-anchor" href="#install"',
    );
  });
});

describe('fence info as VitePress writes it', () => {
  it.each([
    ['js{1,3-4}', '[config.js]', { lang: 'js', lines: [1, 3, 4], title: 'config.js' }],
    ['ts:line-numbers', '{2}', { lang: 'ts', lines: [2], title: undefined }],
    ['python', null, { lang: 'python', lines: [], title: undefined }],
    [null, null, { lang: 'text', lines: [], title: undefined }],
  ])('%s %s', (lang, meta, expected) => {
    const info = fenceInfo(lang, meta);
    expect({ ...info, lines: [...info.lines] }).toEqual(expected);
  });

  it('marks the highlighted lines, and shows the title in place of the language', async () => {
    const { html, warnings } = await render('```js{1,3} [config.js]\na\nb\nc\n```\n');
    expect(html).toContain('<span class="lang">config.js</span>');
    expect(html).toMatch(
      /<span class="line highlighted">a<\/span>\n<span class="line">b<\/span>\n<span class="line highlighted">c<\/span>/,
    );
    expect(warnings).toEqual([]);
  });
});

describe('custom heading ids with other delimiters', () => {
  it("are read with the site's delimiters, and only with them", async () => {
    const { html } = await renderMarkdown('## State tree %{#statetree}%\n\n## Other {#other}\n', {
      file: 'content/docs/page.md',
      relativePath: 'docs/page.md',
      headingIdDelimiters: ['%{', '}%'],
    });
    expect(html).toContain('<h2 id="statetree" tabindex="-1">State tree <a');
    expect(html).toContain('<h2 id="other-other" tabindex="-1">Other {#other} <a');
  });
});

describe('emoji shortcodes', () => {
  it('are the emoji, as VitePress shows them; times, code and unknown names stay as written', async () => {
    const { html } = await render('Done :tada: at 10:30:00, :not_an_emoji: and `:tada:`.\n');
    expect(html).toBe('<p>Done 🎉 at 10:30:00, :not_an_emoji: and <code>:tada:</code>.</p>');
  });
});

describe('code groups', () => {
  it('are written :::code-group too, the island that makes them tabs on the group', async () => {
    const { html, warnings } = await render(':::code-group\n```sh [npm]\nnpm i\n```\n```sh [pnpm]\npnpm i\n```\n:::\n');
    expect(html).toMatch(
      /^<div class="code-group" data-island="code-group"><div class="language-sh vp-code"><span class="lang">npm<\/span>/,
    );
    expect(html).toContain('<span class="lang">pnpm</span>');
    expect(warnings).toEqual([]);
  });
});
