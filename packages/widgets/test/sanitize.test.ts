// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/sanitize/index.ts';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '../src/sanitize/policy.ts';
import { isSafeLinkUrl, isSafeSourceUrl } from '../src/sanitize/urls.ts';
import { EXACT } from './fixtures/hostile.ts';

const SVG_CHILDREN = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'title']);
const VOID = new Set(['br', 'img', 'col']);

/** The element in a context where the HTML parser keeps it (a `td` only lives in a table row). */
function inContext(tag: string, element: string): string {
  if (tag === 'li') return `<ul>${element}</ul>`;
  if (tag === 'dt' || tag === 'dd') return `<dl>${element}</dl>`;
  if (tag === 'td' || tag === 'th') return `<table><tbody><tr>${element}</tr></tbody></table>`;
  if (tag === 'tr') return `<table><tbody>${element}</tbody></table>`;
  if (tag === 'col') return `<table><colgroup>${element}</colgroup></table>`;
  if (['thead', 'tbody', 'tfoot', 'caption', 'colgroup'].includes(tag)) return `<table>${element}</table>`;
  if (SVG_CHILDREN.has(tag)) return `<svg>${element}</svg>`;
  return element;
}

function element(tag: string, attributes = '', content = 'x'): string {
  const open = attributes ? `<${tag} ${attributes}>` : `<${tag}>`;
  return inContext(tag, VOID.has(tag) ? open : `${open}${content}</${tag}>`);
}

/** Every output: only allowed elements and attributes, safe URLs and ids, and unchanged when sanitised again. */
function expectSafe(output: string): void {
  const template = document.createElement('template');
  template.innerHTML = output;
  for (const node of template.content.querySelectorAll('*')) {
    expect(ALLOWED_TAGS).toContain(node.localName);
    for (const { name, value } of node.attributes) {
      expect([...ALLOWED_ATTR, 'rel']).toContain(name.toLowerCase());
      if (name === 'href') expect(isSafeLinkUrl(value)).toBe(true);
      if (name === 'src') expect(isSafeSourceUrl(value)).toBe(true);
      // What the browser will actually open or load.
      if (name === 'href' || name === 'src') {
        expect(['http:', 'https:', 'mailto:']).toContain(new URL(value, 'https://page.example/').protocol);
      }
      if (name === 'id') expect(value).toMatch(/^[A-Za-z0-9_.-]+$/);
    }
  }
  expect(sanitizeHtml(output)).toBe(output);
}

/** Attributes an attacker would add to any element; none may survive on any allowed element. */
const HOSTILE_ATTRIBUTES = [
  'onclick="alert(1)"',
  'onerror="alert(1)"',
  'onload="alert(1)"',
  'onmouseover="alert(1)"',
  'onfocus="alert(1)" tabindex="0"',
  'onanimationstart="alert(1)"',
  'onbegin="alert(1)"',
  'onpointerenter="alert(1)"',
  'style="background:url(javascript:alert(1))"',
  'data-payload="alert(1)"',
  'formaction="javascript:alert(1)"',
  'xlink:href="javascript:alert(1)"',
  'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"',
  'contenteditable="true" autofocus',
];

const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&#58;alert(1)',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/png;base64,AAAA',
  'file:///etc/passwd',
  'blob:https://atlas.ripe.net/0f0f',
  'filesystem:https://atlas.ripe.net/temporary/x',
  'ftp://ftp.ripe.net/',
  'tel:+31205354444',
  'sms:+31205354444',
  'intent://scan/#Intent;scheme=zxing;end',
  'chrome://settings',
  'about:blank',
  'x-unknown:payload',
];

const SAFE_LINKS = [
  'https://atlas.ripe.net/probes/',
  'http://example.org/x?y=1',
  'HTTPS://ripe.net/',
  'mailto:atlas@ripe.net',
  '/docs/page',
  'docs/page',
  '../up',
  '?q=probe',
  '#anchor',
  '//static.ripe.net/x',
];

describe('the sanitiser', () => {
  describe('given known hostile and harmless inputs', () => {
    it.each(EXACT)('%s: gives exactly the safe output', (_name, input, output) => {
      expect(sanitizeHtml(input)).toBe(output);
      expectSafe(output);
    });
  });

  describe('given every allowed element', () => {
    const cases = ALLOWED_TAGS.flatMap((tag) => HOSTILE_ATTRIBUTES.map((attribute) => [tag, attribute] as const));
    it.each(cases)('<%s %s>: keeps the element and drops the attribute', (tag, attribute) => {
      const clean = sanitizeHtml(element(tag));
      expect(clean).toContain(`<${tag}`);
      const output = sanitizeHtml(element(tag, attribute));
      expect(output).toBe(clean);
      expectSafe(output);
    });

    const containers = ALLOWED_TAGS.filter((tag) => !VOID.has(tag));
    it.each(containers)('<%s> with a script inside: keeps the element and its text, drops the script', (tag) => {
      const output = sanitizeHtml(element(tag, '', '<script>alert(1)</script>x<script src="/evil.js"></script>'));
      expect(output).toBe(sanitizeHtml(element(tag)));
      expect(output).not.toContain('script');
    });

    it.each(containers)('<%s> with a forbidden element inside: drops it and what it holds', (tag) => {
      const hostile =
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><textarea>t</textarea>';
      const output = sanitizeHtml(element(tag, '', `${hostile}x`));
      expectSafe(output);
      // In SVG, <embed> ends the drawing (an HTML parser rule), so the text lands after it; an SVG
      // <title> holds HTML, so there it does not.
      if (tag === 'svg' || (SVG_CHILDREN.has(tag) && tag !== 'title'))
        expect(output).toBe(`${sanitizeHtml(element(tag, '', ''))}x`);
      else expect(output).toBe(sanitizeHtml(element(tag)));
    });
  });

  describe('given link and image URLs', () => {
    it.each(UNSAFE_URLS)('drops the href %j', (url) => {
      const output = sanitizeHtml(`<a href="${url}">x</a>`);
      expect(output).toBe('<a>x</a>');
    });

    it.each(UNSAFE_URLS)('drops the src %j', (url) => {
      const output = sanitizeHtml(`<img src="${url}" alt="a">`);
      expect(output).toBe('<img alt="a">');
    });

    it.each(['\u0000javascript:alert(1)', 'javascript\u0000:alert(1)'])(
      'turns the NUL of %j into U+FFFD, which leaves a harmless relative path',
      (url) => {
        const output = sanitizeHtml(`<a href="${url}">x</a>`);
        expect(output).toBe(`<a href="${url.replace('\u0000', '\ufffd')}">x</a>`);
        expectSafe(output);
      },
    );

    it.each(SAFE_LINKS)('keeps the href %j', (url) => {
      expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe(`<a href="${url}">x</a>`);
    });

    it('keeps http(s) and relative image sources but not mailto', () => {
      expect(sanitizeHtml('<img src="https://static.ripe.net/a.png" alt="">')).toBe(
        '<img src="https://static.ripe.net/a.png" alt="">',
      );
      expect(sanitizeHtml('<img src="a.png" alt="">')).toBe('<img src="a.png" alt="">');
      expect(sanitizeHtml('<img src="mailto:a@b.c" alt="">')).toBe('<img alt="">');
    });
  });

  describe('given ids and anchors', () => {
    it.each([
      ['a b', 'ab'],
      ['über', 'ber'],
      ['x"y', 'xy'],
      ['a/b\\c', 'abc'],
      ['1.2_3-4', '1.2_3-4'],
      ['<script>', 'script'],
    ])('reduces the id %j to %j', (id, reduced) => {
      const escaped = id.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      expect(sanitizeHtml(`<p id="${escaped}">t</p>`)).toBe(`<p id="${reduced}">t</p>`);
    });
  });

  it('uses a private DOMPurify: the shared instance keeps its defaults', async () => {
    const { default: shared } = await import('dompurify');
    expect(shared.sanitize('<p data-x="1" style="color:red">t</p>')).toBe('<p data-x="1" style="color:red">t</p>');
    expect(sanitizeHtml('<p data-x="1" style="color:red">t</p>')).toBe('<p>t</p>');
  });
});
