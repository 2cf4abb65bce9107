// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { joinSlices, sanitizeHtml, sanitizeRemoteHtml } from '../src/sanitize/index.ts';
import { insertHtmlInSlices } from '../src/sanitize/insert-html.ts';
import { structureHtml } from '../src/sanitize/nesting.ts';

/** The text sanitised slice by slice, cut at about `sliceLength` characters, and the slices' longest text. */
function sliced(html: string, sliceLength: number): { html: string; slices: number; longest: number } {
  const { slices } = structureHtml(html, { maxDepth: 64, sliceLength });
  const join = joinSlices(sanitizeHtml);
  for (const slice of slices) join.add(slice);
  return { html: join.end(), slices: slices.length, longest: Math.max(...slices.map((slice) => slice.text.length)) };
}

const repeat = (count: number, make: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => make(i)).join('');

/** Shapes of one large element, each as a policy text might be written. */
const SHAPES: Record<string, string> = {
  'a long text in one div': `<div class="policy" id="privacy">${repeat(
    300,
    (i) =>
      `<h2 id="part-${i}">Part ${i}</h2><p>Text of part ${i} with <b>bold</b>, <em>emphasis</em> and ` +
      `<a href="https://www.ripe.net/${i}" target="_blank">a link</a>.</p>\n`,
  )}</div>`,
  'one table of many rows, without a written body': `<table class="t"><tr><th>Name<th>Value</tr>${repeat(
    600,
    (i) => `<tr><td>Row ${i}<td><a href="/r/${i}">${i}</a>\n`,
  )}</table>`,
  'a table with head, body and foot': `<table><thead><tr><th>a</th></tr></thead><tbody>${repeat(
    400,
    (i) => `<tr><td>${i}</td></tr>`,
  )}</tbody><tfoot><tr><td>end</td></tr></tfoot></table>`,
  'one list of many items, end tags left out': `<ul>${repeat(1000, (i) => `<li>Item ${i}\n`)}</ul>`,
  'one list of many items with nested lists': `<ol start="3">${repeat(
    300,
    (i) => `<li><p>Item ${i}</p><ul><li>a</li><li>b</li></ul></li>`,
  )}</ol>`,
  'containers in containers': `<section><article><div><blockquote>${repeat(
    300,
    (i) => `<p>Quote ${i}</p><div><span>${i}</span></div>`,
  )}</blockquote></div></article></section>`,
  'a definition list with implied ends': `<dl>${repeat(500, (i) => `<dt>Term ${i}<dd>Meaning ${i}`)}</dl>`,
  'one long paragraph of inline elements': `<p>${repeat(800, (i) => `Word ${i} <b>bold</b> <span>span</span> `)}</p>`,
  'one bold element around everything': `<b>${repeat(800, (i) => `<i>${i}</i> <u>u</u>`)}</b>`,
  'handlers, styles and unknown tags on the wrappers': `<div onclick="alert(1)" style="color:red" data-x="1"><custom-box id="c b">${repeat(
    500,
    (i) => `<p onmouseover="x()">P ${i}<script>alert(${i})</script></p><form><button>B</button></form>`,
  )}</custom-box></div>`,
  'top-level elements and large ones after each other': repeat(
    20,
    (i) => `<h3>Group ${i}</h3><ul>${repeat(60, (j) => `<li>${i}.${j}</li>`)}</ul><p>after</p>`,
  ),
};

describe('sanitising in slices, cut inside large elements', () => {
  for (const [shape, html] of Object.entries(SHAPES)) {
    it(`gives the markup of the whole text: ${shape}`, () => {
      const result = sliced(html, 1024);
      expect(result.slices).toBeGreaterThan(3);
      // Slices stay near the slice length (a formatting element allows four times as much).
      expect(result.longest).toBeLessThan(1024 * 4 + 200);
      expect(result.html).toBe(sanitizeHtml(html));
    });
  }

  it('keeps every text where the parser moves text out of a table, closing and opening it there', () => {
    const html = `<table>${repeat(300, (i) => `<tr><td>${i}</td></tr>stray ${i} `)}</table>`;
    const result = sliced(html, 1024);
    expect(result.slices).toBeGreaterThan(5);
    const texts = (markup: string) => {
      const div = document.createElement('div');
      div.innerHTML = markup;
      const strays = [...(div.textContent ?? '').matchAll(/stray \d+/g)].map((match) => match[0]);
      const cells = [...div.querySelectorAll('td')].map((cell) => cell.textContent);
      return { strays: strays.sort(), cells: cells.sort() };
    };
    expect(texts(result.html)).toEqual(texts(sanitizeHtml(html)));
    expect(texts(result.html).strays).toHaveLength(300);
  });

  it('gives the same markup at the real slice length, for a 1 MB policy in one element', async () => {
    const html = `<div>${repeat(4000, (i) => `<h3 id="s${i}">Section ${i}</h3><p>${'Text of the policy. '.repeat(12)}</p>`)}</div>`;
    expect(html.length).toBeGreaterThan(1_000_000);
    expect(await sanitizeRemoteHtml(html)).toEqual({ html: sanitizeHtml(html), flattened: false, capped: false });
  });
});

describe('inserting sanitised HTML in slices', () => {
  for (const [shape, html] of Object.entries(SHAPES)) {
    it(`builds what innerHTML builds: ${shape}`, async () => {
      const clean = sanitizeHtml(html);
      const whole = document.createElement('div');
      whole.innerHTML = clean;
      const container = document.createElement('div');
      await insertHtmlInSlices(container, clean, { sliceLength: 1024 });
      expect(container.innerHTML).toBe(whole.innerHTML);
    });
  }

  it('keeps every text where the parser moves text out of a table', async () => {
    const clean = sanitizeHtml(`<table>${repeat(300, (i) => `<tr><td>${i}</td></tr>stray ${i} `)}</table>`);
    const container = document.createElement('div');
    await insertHtmlInSlices(container, clean, { sliceLength: 1024 });
    expect(container.querySelectorAll('td')).toHaveLength(300);
    expect(container.textContent.match(/stray \d+/g)).toHaveLength(300);
  });

  it('stops when a newer text came', async () => {
    const container = document.createElement('div');
    let slices = 0;
    await insertHtmlInSlices(container, `<ul>${'<li>item</li>'.repeat(1000)}</ul>`, {
      sliceLength: 1024,
      isCancelled: () => ++slices > 3,
    });
    expect(container.querySelectorAll('li').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('li').length).toBeLessThan(1000);
  });
});
