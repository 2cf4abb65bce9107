import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/rules/escape-html.ts';
import { escapeRegExp } from '../../src/rules/escape-regexp.ts';

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text as it is', () => {
    const text = 'a.b*c?(d)[e]{f}|g^h$i\\j+k';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
