import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';

const render = (source: string) =>
  renderMarkdown(source, { file: 'content/docs/page.md', relativePath: 'docs/page.md' });

describe('raw HTML as folders from other generators write it', () => {
  it('renders HTML and SVG elements, and custom elements, as HTML', async () => {
    const { html, warnings } = await render(
      'A line<br>break, <kbd>Ctrl</kbd>, <BR> and <svg viewBox="0 0 1 1"><circle r="1"/></svg>.\n\n<ripe-banner></ripe-banner>\n',
    );
    expect(html).toContain(
      'A line<br>break, <kbd>Ctrl</kbd>, <br> and <svg viewBox="0 0 1 1"><circle r="1"></circle></svg>.',
    );
    expect(html).toContain('<ripe-banner></ripe-banner>');
    expect(warnings).toEqual([]);
  });

  it('shows an angle-bracketed word that is no element as the text it is, inline and alone on a line', async () => {
    const { html, warnings } = await render('The <attribute> of an object, then <value>.\n\n<errormessage>\n');
    expect(html).toContain('<p>The &#x3C;attribute> of an object, then &#x3C;value>.</p>');
    expect(html).toContain('<p>&#x3C;errormessage></p>');
    expect(warnings).toEqual([]);
  });

  it('leaves out a component it does not have, keeping what it holds, with one warning at its line', async () => {
    const { html, warnings } = await render(
      '# Search\n\n<Search></Search>\n\nText <ZoomImage src="/a.png">the caption</ZoomImage> after.\n',
    );
    expect(html).not.toMatch(/<search|zoomimage/i);
    expect(html).toContain('<p>Text the caption after.</p>');
    expect(warnings).toEqual([
      'content/docs/page.md:3:1: <Search> left out: no such component here (what it holds is kept)',
      'content/docs/page.md:5:6: <ZoomImage> left out: no such component here (what it holds is kept)',
    ]);
  });

  it('renders VitePress’s Badge, with its text as an attribute or inside it', async () => {
    const { html, warnings } = await render(
      'Released <Badge type="tip" text="v2.6" /> and <Badge type="danger">gone</Badge> <Badge text="x<y"/>\n',
    );
    expect(html).toContain(
      'Released <span class="badge tip">v2.6</span> and <span class="badge danger">gone</span> <span class="badge info">x&#x3C;y</span>',
    );
    expect(warnings).toEqual([]);
  });

  it("leaves a badge's attribute text out of a heading's anchor, as VitePress does; text inside it stays in", async () => {
    const { html } = await render(
      '## `useData` <Badge type="info" text="composable" />\n\n## Beta <Badge>new</Badge>\n',
    );
    expect(html).toContain(
      '<h2 id="usedata" tabindex="-1"><code>useData</code> <span class="badge info">composable</span>',
    );
    expect(html).toContain('<h2 id="beta-new" tabindex="-1">');
    expect(html).not.toContain('data-badge-text');
  });

  it('leaves code alone', async () => {
    const { html } = await render('`<attribute>` and\n\n```\n<Search></Search>\n```\n');
    expect(html).toContain('<code>&#x3C;attribute></code>');
    expect(html).toContain('&#x3C;Search>&#x3C;/Search>');
  });
});
