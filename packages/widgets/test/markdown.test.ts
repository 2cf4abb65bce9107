import { describe, expect, it } from 'vitest';
import { descriptionToHtml, markdownToHtml } from '../src/markdown/node.ts';
import rehypeRaw from 'rehype-raw';
import { markdownPipeline } from '../src/markdown/render.ts';

describe('the markdown subset', () => {
  describe('given the constructs of spec 5.2', () => {
    it.each([
      ['# Overview', '<h1 id="overview">Overview</h1>'],
      ['## Terms & Conditions', '<h2 id="terms--conditions">Terms &amp; Conditions</h2>'],
      ['### Level three', '<h3 id="level-three">Level three</h3>'],
      ['**bold** and __bold__', '<p><strong>bold</strong> and <strong>bold</strong></p>'],
      ['*italic* and _italic_', '<p><em>italic</em> and <em>italic</em></p>'],
      ['[RIPE](https://www.ripe.net "home")', '<p><a href="https://www.ripe.net" title="home">RIPE</a></p>'],
      ['[mail](mailto:atlas@ripe.net)', '<p><a href="mailto:atlas@ripe.net">mail</a></p>'],
      ['> quoted', '<blockquote>\n<p>quoted</p>\n</blockquote>'],
      ['> first line\nsecond line', '<blockquote>\n<p>first line\nsecond line</p>\n</blockquote>'],
      ['one\n\ntwo', '<p>one</p>\n<p>two</p>'],
      ['***both***', '<p><em><strong>both</strong></em></p>'],
    ])('%j becomes %j', (markdown, html) => {
      expect(markdownToHtml(markdown)).toBe(html);
    });

    it('gives repeated headings distinct slugs', () => {
      expect(markdownToHtml('## A\n\n## A')).toBe('<h2 id="a">A</h2>\n<h2 id="a-1">A</h2>');
    });

    it('drops a heading id that would clobber a document property (DOMPurify)', () => {
      expect(markdownToHtml('## Cookie')).toBe('<h2>Cookie</h2>');
      expect(markdownToHtml('# Title')).toBe('<h1>Title</h1>');
    });
  });

  describe('given other constructs', () => {
    it.each([
      ['#### Deep', '<p>#### Deep</p>'],
      ['- one\n- two', '<p>- one\n- two</p>'],
      ['1. one', '<p>1. one</p>'],
      ['`code`', '<p>`code`</p>'],
      ['    indented', '<p>    indented</p>'],
      ['```\nfenced\n```', '<p>```\nfenced\n```</p>'],
      ['---', '<p>---</p>'],
      ['![alt](https://static.ripe.net/a.png)', '<p>![alt](https://static.ripe.net/a.png)</p>'],
      ['[ref][r]\n\n[r]: https://x', '<p>[ref][r]</p>\n<p>[r]: https://x</p>'],
      ['a  \nb', '<p>a\nb</p>'],
    ])('shows %j as text: %j', (markdown, html) => {
      expect(markdownToHtml(markdown)).toBe(html);
    });
  });

  describe('given hostile markdown', () => {
    it.each([
      ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
      ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
      ['a <b onclick="x">b</b>', '<p>a &lt;b onclick="x"&gt;b&lt;/b&gt;</p>'],
      ['[x](javascript:alert(1))', '<p><a>x</a></p>'],
      ['[x](JAVASCRIPT:alert(1))', '<p><a>x</a></p>'],
      ['[x](data:text/html,hi)', '<p><a>x</a></p>'],
      ['[x](vbscript:x)', '<p><a>x</a></p>'],
      ['<javascript:alert(1)>', '<p><a>javascript:alert(1)</a></p>'],
      ['# <img src=x onerror=alert(1)>', '<h1 id="img-srcx-onerroralert1">&lt;img src=x onerror=alert(1)&gt;</h1>'],
      [
        '> <iframe src="https://evil.example">',
        '<blockquote>\n<p>&lt;iframe src="https://evil.example"&gt;</p>\n</blockquote>',
      ],
    ])('%j is safe: %j', (markdown, html) => {
      expect(markdownToHtml(markdown)).toBe(html);
    });
  });
});

describe('the API description profile', () => {
  it.each([
    ['Use `page_size` to page.', '<p>Use <code>page_size</code> to page.</p>'],
    ['<p>Use `page_size`</p>', '<p>Use <code>page_size</code></p>'],
    ['<p>One<br>two</p>', '<p>One<br>two</p>'],
    ['A [link](/docs/) and <a href="javascript:alert(1)">x</a>', '<p>A <a href="/docs/">link</a> and <a>x</a></p>'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<pre><code>kept as code</code></pre>', '<code>kept as code</code>'],
  ])('%j becomes %j', (markdown, html) => {
    expect(descriptionToHtml(markdown)).toBe(html);
  });
});

describe('markdownPipeline, a profile', () => {
  it('turns a kind of markdown node into HTML by the profile’s handler', () => {
    const pipeline = markdownPipeline({
      handlers: { code: (_state, node: { value: string }) => ({ type: 'text', value: `[${node.value}]` }) },
    });
    expect(String(pipeline.processSync('```\nping\n```'))).toBe('[ping]');
  });

  it('writes the HTML with the profile’s options', () => {
    const markdown = '<a title="probe">x</a>';
    const plain = markdownPipeline({ html: true, rehype: [rehypeRaw] });
    const single = markdownPipeline({ html: true, rehype: [rehypeRaw], stringify: { quote: "'" } });
    expect(String(plain.processSync(markdown))).toBe('<p><a title="probe">x</a></p>');
    expect(String(single.processSync(markdown))).toBe("<p><a title='probe'>x</a></p>");
  });

  it('drops HTML written in the markdown unless the profile lets it through', () => {
    expect(String(markdownPipeline({}).processSync('<b>x</b> y'))).toBe('<p>x y</p>');
  });
});
