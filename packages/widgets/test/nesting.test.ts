import { describe, expect, it } from 'vitest';
import { structureHtml } from '../src/sanitize/nesting.ts';

const flat = (html: string, maxDepth: number) => structureHtml(html, { maxDepth }).slices.join('');

describe('structureHtml', () => {
  it('leaves HTML within the depth as it is', () => {
    const html = '<h2 id="a">A</h2><p>Text with <b>bold</b> and <a href="/x">a link</a>.</p><ul><li>1</li></ul>';
    expect(structureHtml(html, { maxDepth: 8 })).toEqual({ slices: [html], flattened: false });
  });

  it('leaves out start and end tags deeper than the limit, keeping their text at that depth', () => {
    expect(structureHtml('<div><div><div><div>x</div></div></div></div><p>y</p>', { maxDepth: 2 })).toEqual({
      slices: ['<div><div>x</div></div><p>y</p>'],
      flattened: true,
    });
  });

  it('handles 100,000 nested elements in one linear pass', () => {
    const html = '<p>a</p>' + '<div>'.repeat(100_000) + 'inner' + '</div>'.repeat(100_000) + '<p>b</p>';
    const result = flat(html, 64);
    expect(result).toBe('<p>a</p>' + '<div>'.repeat(64) + 'inner' + '</div>'.repeat(64) + '<p>b</p>');
  });

  it('counts void elements, self-closing SVG and implied end tags as a parser does', () => {
    const html =
      '<ul><li>a<li>b<li>c</ul><p>1<p>2<div>3</div><table><tr><td>x<td>y<tr><td>z</table>' +
      '<img src="/a.png"><br><svg><circle r="1"/><path d="M0"/></svg><dl><dt>t<dd>d</dl>';
    expect(structureHtml(html, { maxDepth: 3 })).toEqual({ slices: [html], flattened: false });
  });

  it('leaves out comments, doctypes and elements whose text is not markup; keeps SVG titles', () => {
    expect(
      flat(
        '<!doctype html><!-- a <div> --><p>x</p><script>"<div>"</script><style>p{}</style><textarea><b></textarea>' +
          '<title>t</title><svg><title>Icon</title></svg><!--><!--->y<?php x ?>',
        8,
      ),
    ).toBe('<p>x</p><svg><title>Icon</title></svg>y');
  });

  it('ignores end tags of elements that are not open', () => {
    expect(flat('</span></div><div><div>x</span></div></div>', 1)).toBe('</span></div><div>x</span></div>');
  });

  it('drops a tag the text ends inside, as a parser does', () => {
    expect(flat('<p>x</p><a href="/never-closed', 8)).toBe('<p>x</p>');
  });

  it('cuts slices between top-level elements only', () => {
    const html = '<p>one</p><div><p>two</p><p>three</p></div><p>four</p>';
    expect(structureHtml(html, { maxDepth: 8, sliceLength: 5 }).slices).toEqual([
      '<p>one</p>',
      '<div><p>two</p><p>three</p></div>',
      '<p>four</p>',
    ]);
  });

  it('reads attribute values holding > and quotes as a tokenizer does', () => {
    const html = '<div title="a > <div>"><div class=\'x\'>y</div></div>';
    expect(structureHtml(html, { maxDepth: 2 })).toEqual({ slices: [html], flattened: false });
  });
});
