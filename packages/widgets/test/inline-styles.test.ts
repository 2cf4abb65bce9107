import { describe, expect, it } from 'vitest';
import { withoutInlineStyles } from '../src/sanitize/inline-styles.ts';

describe('withoutInlineStyles', () => {
  it.each([
    ['a style element with its content', '<p>a</p><style>p{color:red}</style><p>b</p>', '<p>a</p><p>b</p>'],
    ['an unclosed style element', '<p>a</p><STYLE media="x">p{}', '<p>a</p>'],
    ['double-quoted style attributes', '<div style="color:red" id="x">y</div>', '<div id="x">y</div>'],
    ['single-quoted and unquoted ones', "<p style='a:b'>1</p><p STYLE=a:b>2</p>", '<p>1</p><p>2</p>'],
    ['style attributes in SVG', '<svg><rect style = "fill:red"/></svg>', '<svg><rect/></svg>'],
  ])('removes %s', (_, html, expected) => {
    expect(withoutInlineStyles(html)).toBe(expected);
  });

  it('leaves text that mentions style, and other attributes, as they are', () => {
    const html = '<p title="style guide" data-style="x">Use style="bold" sparingly.</p>';
    expect(withoutInlineStyles(html)).toBe(html);
  });
});
