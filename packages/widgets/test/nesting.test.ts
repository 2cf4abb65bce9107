import { describe, expect, it } from 'vitest';
import { structureHtml } from '../src/sanitize/nesting.ts';

const flat = (html: string, maxDepth: number) =>
  structureHtml(html, { maxDepth })
    .slices.map((slice) => slice.text)
    .join('');
/** One slice of `html` with nothing open around it. */
const whole = (html: string) => [{ text: html, open: '', close: '' }];

describe('structureHtml', () => {
  it('leaves HTML within the depth as it is', () => {
    const html = '<h2 id="a">A</h2><p>Text with <b>bold</b> and <a href="/x">a link</a>.</p><ul><li>1</li></ul>';
    expect(structureHtml(html, { maxDepth: 8 })).toEqual({ slices: whole(html), flattened: false, capped: false });
  });

  it('leaves out start and end tags deeper than the limit, keeping their text at that depth', () => {
    expect(structureHtml('<div><div><div><div>x</div></div></div></div><p>y</p>', { maxDepth: 2 })).toEqual({
      slices: whole('<div><div>x</div></div><p>y</p>'),
      flattened: true,
      capped: false,
    });
  });

  it('handles 100,000 nested elements in one linear pass', () => {
    const html = '<p>a</p>' + '<div>'.repeat(100_000) + 'inner' + '</div>'.repeat(100_000) + '<p>b</p>';
    const result = flat(html, 64);
    expect(result).toBe('<p>a</p>' + '<div>'.repeat(64) + 'inner' + '</div>'.repeat(64) + '<p>b</p>');
  });

  it('counts void elements, self-closing SVG, implied end tags and table bodies as a parser does', () => {
    const html =
      '<ul><li>a<li>b<li>c</ul><p>1<p>2<div>3</div><table><tr><td>x<td>y<tr><td>z</table>' +
      '<img src="/a.png"><br><svg><circle r="1"/><path d="M0"/></svg><dl><dt>t<dd>d</dl>';
    expect(structureHtml(html, { maxDepth: 4 })).toEqual({ slices: whole(html), flattened: false, capped: false });
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

  it('cuts slices between top-level elements, and before a child inside a block container', () => {
    const html = '<p>one</p><div class="a"><p>two</p><p>three</p></div><p>four</p>';
    expect(structureHtml(html, { maxDepth: 8, sliceLength: 5 }).slices).toEqual([
      { text: '<p>one</p>', open: '', close: '' },
      { text: '<div class="a"><p>two</p>', open: '', close: '</div>' },
      { text: '<p>three</p></div>', open: '<div class="a">', close: '' },
      { text: '<p>four</p>', open: '', close: '' },
    ]);
  });

  it('re-opens the table body a row implies, and closes an implied row or item before the cut', () => {
    const slices = structureHtml('<table><tr><td>a<tr><td>b</table><ul><li>x<li>y</ul>', {
      maxDepth: 8,
      sliceLength: 1,
    }).slices;
    expect(slices.map((slice) => [slice.open, slice.text])).toEqual([
      ['', '<table><tr><td>a'],
      ['<table><tbody>', '<tr><td>b</table>'],
      ['', '<ul><li>x'],
      ['<ul>', '<li>y</ul>'],
    ]);
  });

  it('cuts inside a formatting element only when a slice grows four times as long without another cut', () => {
    const html = `<b>${'<i>x</i>'.repeat(10)}</b>`;
    const texts = (sliceLength: number) =>
      structureHtml(html, { maxDepth: 8, sliceLength }).slices.map((slice) => slice.open + slice.text);
    expect(texts(8)).toEqual([
      `<b>${'<i>x</i>'.repeat(4)}`,
      `<b>${'<i>x</i>'.repeat(4)}`,
      `<b>${'<i>x</i>'.repeat(2)}</b>`,
    ]);
  });

  it('never cuts inside SVG, or inside elements with attributes beyond the length of a cut', () => {
    const svg = `<svg>${'<circle r="1"/>'.repeat(20)}</svg>`;
    expect(structureHtml(svg, { maxDepth: 8, sliceLength: 10 }).slices).toHaveLength(1);
    const wide = `<div title="${'x'.repeat(3000)}">${'<p>x</p>'.repeat(20)}</div>`;
    expect(structureHtml(wide, { maxDepth: 8, sliceLength: 10 }).slices).toHaveLength(1);
  });

  it('keeps the first elements, leaving out the tags of the rest and keeping their text', () => {
    const result = structureHtml(`<ul>${'<li><a href="/x">x</a></li>'.repeat(10)}</ul>`, {
      maxDepth: 8,
      maxElements: 5,
    });
    expect(result.capped).toBe(true);
    expect(result.flattened).toBe(false);
    expect(result.slices[0]?.text).toBe(
      `<ul><li><a href="/x">x</a></li><li><a href="/x">x</a></li>${'x'.repeat(8)}</ul>`,
    );
  });

  it('keeps the first attributes of a tag, leaving out the rest as one part', () => {
    const html = `<p id="a" class="b"${' x'.repeat(1000)}>text</p>`;
    expect(flat(html, 8)).toBe(html);
    expect(structureHtml(html, { maxDepth: 8, maxAttributes: 3 }).slices[0]?.text).toBe(
      '<p id="a" class="b" x>text</p>',
    );
  });

  it('reads attribute values holding > and quotes as a tokenizer does', () => {
    const html = '<div title="a > <div>"><div class=\'x\'>y</div></div>';
    expect(structureHtml(html, { maxDepth: 2 })).toEqual({ slices: whole(html), flattened: false, capped: false });
  });
});
