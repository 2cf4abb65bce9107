import { describe, expect, it } from 'vitest';
import { withoutInlineCode } from '../src/sanitize/inline-code.ts';

describe('withoutInlineCode', () => {
  it.each([
    ['a style element with its content', '<p>a</p><style>p{color:red}</style><p>b</p>', '<p>a</p><p>b</p>'],
    ['an unclosed style element', '<p>a</p><STYLE media="x">p{}', '<p>a</p>'],
    ['double-quoted style attributes', '<div style="color:red" id="x">y</div>', '<div id="x">y</div>'],
    ['single-quoted and unquoted ones', "<p style='a:b'>1</p><p STYLE=a:b>2</p>", '<p>1</p><p>2</p>'],
    ['style attributes in SVG', '<svg><rect style = "fill:red"/></svg>', '<svg><rect/></svg>'],
    ['event handlers', '<img src="x" onerror="p()" alt="a"><svg ONLOAD=p()></svg>', '<img src="x" alt="a"><svg></svg>'],
    ['a handler after a slash', '<img/onerror=p() src=x>', '<img src=x>'],
    ['a handler right after a quoted value', '<img src="x"onerror="p()">', '<img src="x">'],
    ['a handler without a value', '<details open ontoggle>t</details>', '<details open>t</details>'],
    ['a handler after a quoted > ', '<a title="a > b" onclick="p()">t</a>', '<a title="a > b">t</a>'],
    ['a style element closed by an end tag with a space', '<style>p{}</style >x', 'x'],
    ['an unclosed style element whose end tag never ends', '<style>p{}</style x', ''],
  ])('removes %s', (_, html, expected) => {
    expect(withoutInlineCode(html)).toBe(expected);
  });

  it('leaves text that mentions styles or handlers, and other attributes, as they are', () => {
    const html =
      '<p title="style guide" data-style="x">Use style="bold" sparingly, not onclick="x".</p>' +
      '<a title="x onclick=y" href="/one">one</a><span data-onload="1">s</span>';
    expect(withoutInlineCode(html)).toBe(html);
  });

  it('leaves the text inside a quoted value as it is, even when it reads like a tag', () => {
    const html = `<a title='x"><img src=x onerror=p()>'>t</a><p title="<b style=x>">u</p>`;
    expect(withoutInlineCode(html)).toBe(html);
  });

  it('leaves a tag the text ends inside as it is: a parser drops it', () => {
    expect(withoutInlineCode('<p>a</p><img onerror="p()')).toBe('<p>a</p><img onerror="p()');
    expect(withoutInlineCode('<p>a</p><img onerror=p()')).toBe('<p>a</p><img onerror=p()');
  });

  it.each([
    ['unclosed tags', '<a <a title=\'<a "'],
    ['unclosed style elements', '<style><style x=">'],
  ])('reads a hostile text of many %s in one pass', (_, unit) => {
    const hostile = unit.repeat(100_000);
    // A pass that went back over the text for each tag would take minutes over these megabytes.
    expect(withoutInlineCode(hostile).length).toBeLessThanOrEqual(hostile.length);
  });
});
