import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { renderMarkdown } from '@atlas-docs/content';
import { isReferencePage, pageRecords, pageSections, searchRecords } from '../src/build/records.ts';
import { PREVIEW_LENGTH, previewOf, shownPreview, storedPreview } from '../src/engine/preview.ts';
import { PAGES, page } from './fixtures/corpus.ts';

describe('pageRecords', () => {
  it('makes the page top and each h2 and h3 a record, with heading path and anchor', () => {
    const ping = PAGES.find((p) => p.path === '/docs/measurements/ping');
    if (!ping) throw new Error('fixture');
    expect(pageRecords(ping)).toEqual([
      {
        title: 'Ping',
        content: 'A ping measurement sends echo requests to a target.',
        preview: 'A ping measurement sends echo requests to a target.',
        link: '/docs/measurements/ping',
        anchor: '',
        parents: [],
      },
      {
        title: 'Options',
        content: 'Set the packet size and the interval between packets.',
        preview: 'Set the packet size and the interval between packets.',
        link: '/docs/measurements/ping',
        anchor: 'options',
        parents: ['Ping'],
      },
      {
        title: 'Results',
        content: 'Each result lists the replies of one probe.',
        preview: 'Each result lists the replies of one probe.',
        link: '/docs/measurements/ping',
        anchor: 'results',
        parents: ['Ping'],
      },
      {
        title: 'Round-trip time',
        content: 'The latency of each packet, from the probe to the target and back.',
        preview: 'The latency of each packet, from the probe to the target and back.',
        link: '/docs/measurements/ping',
        anchor: 'round-trip-time',
        parents: ['Ping', 'Results'],
      },
    ]);
  });

  it('leaves out permalinks, code-block language tags, diagram sources and scripts; keeps code text', () => {
    const html = `<h2 id="a">Setup <a class="header-anchor" href="#a">\u200b</a></h2>
<div class="language-bash vp-code"><span class="lang">bash</span><pre class="shiki"><code>curl -H "Authorization: Key $KEY"</code></pre></div>
<div class="ad-island ad-mermaid" data-island="mermaid"><pre class="ad-mermaid__source"><code>graph TD; A--&gt;B</code></pre></div>
<script>alert(1)</script><p>Done &amp; <strong>dusted</strong>.</p>`;
    const [, setup] = pageRecords(page('/docs/x', 'X', html));
    expect(setup?.title).toBe('Setup');
    expect(setup?.content).toBe('curl -H "Authorization: Key $KEY" Done & dusted.');
  });

  it('keeps h4 to h6 and headings inside containers in their section', () => {
    const html = `<h2 id="a">A</h2><h4 id="deep">Deep</h4><p>x</p>
<details class="custom-block details"><summary>More</summary><h3 id="inner">Inner</h3><p>y</p></details>`;
    const records = pageRecords(page('/docs/x', 'X', html));
    expect(records.map((r) => r.title)).toEqual(['X', 'A']);
    expect(records[1]?.content).toBe('Deep x More Inner y');
  });

  it('gives an h3 before any h2 the page as its only parent', () => {
    const records = pageRecords(page('/docs/x', 'X', '<h3 id="b">B</h3><p>text</p>'));
    expect(records[1]).toMatchObject({ title: 'B', parents: ['X'], anchor: 'b' });
  });

  it("previews the page top with the page's description when it has no text of its own", () => {
    const records = pageRecords(page('/docs/x', 'X', '<h2 id="a">A</h2><p>t</p>', { description: 'About X.' }));
    expect(records[0]).toMatchObject({ content: '', preview: 'About X.' });
  });

  it("reads the page's own summary as text of the page top, before the text above the first h2", () => {
    const records = pageRecords(
      page('/docs/x', 'Creating measurements', '<p>Send a POST.</p><h2 id="a">A</h2><p>t</p>', {
        description: 'How to create measurements through the API.',
        summary: 'How to create measurements through the API.',
      }),
    );
    expect(records[0]?.content).toBe('How to create measurements through the API. Send a POST.');
    expect(records[1]?.content).toBe('t');
  });

  it("does not read the site's description, which a page without its own is given, as the page's", () => {
    const records = pageRecords(page('/docs/x', 'X', '<p>Own text.</p>', { description: 'The whole site.' }));
    expect(records[0]?.content).toBe('Own text.');
  });

  it("indexes a home page's hero and feature cards", () => {
    const home = PAGES[0];
    if (!home) throw new Error('fixture');
    expect(pageRecords(home)[0]?.content).toBe(
      'RIPE Atlas Internet measurements Thousands of probes worldwide Probes Small hardware devices hosted by volunteers',
    );
  });
});

describe('isReferencePage', () => {
  it('knows the pages of a reference by the search kind the content pipeline gave them', () => {
    expect(isReferencePage(page('/r/probes', 'Probes', '<p>GET</p>', { searchKind: 'reference' }))).toBe(true);
    expect(isReferencePage(page('/docs/x', 'X', '<p>See the reference.</p>'))).toBe(false);
  });
});

describe('searchRecords', () => {
  it('takes every page but the not-found pages, in page order', () => {
    const pages = [page('/404', 'Not found', '<p>gone</p>', { layout: '404' }), ...PAGES];
    const records = searchRecords(pages);
    expect(records.some((r) => r.link === '/404')).toBe(false);
    expect(records[0]?.link).toBe('/');
    expect(records).toHaveLength(12);
  });
});

describe('previewOf', () => {
  it('keeps short texts whole', () => {
    expect(previewOf('Short.')).toBe('Short.');
  });

  it(`cuts long texts at a word, within ${PREVIEW_LENGTH} characters, with an ellipsis`, () => {
    const text = 'word '.repeat(60).trim();
    const preview = previewOf(text);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(preview).toMatch(/^(word )+word…$/);
  });

  it('cuts a single very long word inside it', () => {
    expect(previewOf('x'.repeat(400))).toBe(`${'x'.repeat(PREVIEW_LENGTH - 1)}…`);
  });
});

describe('storedPreview and shownPreview', () => {
  const content = 'word '.repeat(60).trim();

  it('store nothing for a preview that is the start of the content, and cut it again when shown', () => {
    expect(storedPreview(previewOf(content), content)).toBe('');
    expect(shownPreview('', content)).toBe(previewOf(content));
  });

  it('store and show any other preview as it is', () => {
    expect(storedPreview('About X.', '')).toBe('About X.');
    expect(shownPreview('About X.', '')).toBe('About X.');
  });
});

describe('pageRecords: islands rendered at build time', () => {
  it('splits at the headings inside an island and its wrappers, not at those inside details', () => {
    const html =
      '<p>Intro</p><div class="ad-island" data-island="api-resource"><div class="ad-api"><p>v2.6.0</p>' +
      '<section><h2 id="e">/api/x/</h2><div class="ad-api-op"><h3 id="get-x">GET /api/x/</h3>' +
      '<details><summary>List x</summary><h4>Query parameters</h4><p>page_size</p></details></div></section>' +
      '</div></div><div class="custom-block"><h3 id="tip">Inside a tip</h3><p>tip text</p></div>';
    const records = pageRecords(page('/ref', 'Ref', html));
    expect(records.map((r) => [r.title, r.anchor, r.parents])).toEqual([
      ['Ref', '', []],
      ['/api/x/', 'e', ['Ref']],
      ['GET /api/x/', 'get-x', ['Ref', '/api/x/']],
    ]);
    expect(records[0]?.content).toBe('Intro v2.6.0');
    expect(records[2]?.content).toBe('List x Query parameters page_size Inside a tip tip text');
  });

  it('makes each row of a table marked data-records a record of its own, found by its first cell', () => {
    const html =
      '<div class="ad-island" data-island="api-resource"><div class="ad-api"><section><h2 id="e">/api/x/</h2>' +
      '<div class="ad-api-op"><div class="ad-api-op__head"><h3 id="get-x">GET /api/x/</h3><button>Try it</button></div>' +
      '<details><summary>List x</summary><table data-records=""><tbody>' +
      '<tr id="get-x--page_size"><td><code>page_size</code></td><td>integer</td><td>Results per page.</td></tr>' +
      '<tr><td><code>unmarked</code></td></tr></tbody></table>' +
      '<table><tbody><tr id="other"><td>not a record</td></tr></tbody></table></details></div></section></div></div>';
    const records = pageRecords(page('/ref', 'Ref', html));
    expect(records.map((r) => [r.title, r.anchor, r.parents])).toEqual([
      ['Ref', '', []],
      ['/api/x/', 'e', ['Ref']],
      ['GET /api/x/', 'get-x', ['Ref', '/api/x/']],
      ['page_size', 'get-x--page_size', ['Ref', '/api/x/', 'GET /api/x/']],
    ]);
    expect(records[3]?.content).toBe('page_size integer Results per page.');
    // The row stays in its section's text too, and the button is no text.
    expect(records[2]?.content).toContain('page_size integer Results per page.');
    expect(records[2]?.content).not.toContain('Try it');
  });
});

describe('pageSections', () => {
  it('reads the same sections from the tree the content pipeline renders as from its HTML parsed again', async () => {
    let tree: Root | null = null;
    const source = [
      '# Ping',
      'A ping *measurement* sends echo requests.',
      '## Options',
      '| option | meaning |',
      '| --- | --- |',
      '| `size` | packet size |',
      '### Interval <span>between</span> packets',
      '::: tip Hint',
      'Inside a tip.',
      ':::',
      '## Results',
      '```json',
      '{ "rtt": 1.2 }',
      '```',
    ].join('\n\n');
    const rendered = await renderMarkdown(source, { file: 'content/docs/ping.md', onTree: (t) => (tree = t) });
    if (!tree) throw new Error('no tree');
    const reparsed = pageSections(unified().use(rehypeParse, { fragment: true }).parse(rendered.html));
    expect(pageSections(tree)).toEqual(reparsed);
    expect(reparsed.map((s) => [s.level, s.title, s.under])).toEqual([
      [1, '', null],
      [2, 'Options', null],
      [3, 'Interval between packets', 'Options'],
      [2, 'Results', null],
    ]);
  });
});
