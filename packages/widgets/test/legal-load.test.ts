// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HOSTILE_IDS_EXPECTED } from '../../../e2e/stand-ins/legal-fixtures.ts';
import { startLegalHost, type LegalHost } from '../../../e2e/stand-ins/legal-host.ts';
import { legalPagesUrl, loadLegal, loadLegalSections } from '../src/legal/load-sections.ts';
import { LimitError } from '../src/remote-input/limits.ts';
import { fetchRemoteText } from '../src/sanitize/fetch-remote-text.ts';

// The static-host stand-in of the browser tests, on free ports: real HTTP, real failures.
let host: LegalHost;
beforeAll(async () => {
  host = await startLegalHost();
});
afterAll(() => host.close());

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

/** fetchRemoteText as the component uses it, recording each URL asked for. */
function recordingFetch() {
  const urls: string[] = [];
  const fetchText = (url: string) => {
    urls.push(url);
    return fetchRemoteText(url, { timeoutMs: 5000 });
  };
  return { urls, fetchText };
}

const ids = (sections: { id: string }[]) => sections.map((s) => s.id);

describe('source precedence', () => {
  it('uses sections given directly, and fetches nothing', async () => {
    const { urls, fetchText } = recordingFetch();
    const sections = await loadLegalSections({
      appname: 'ripe',
      sections: [{ id: 'given', title: 'Given', content: '<p>Given text</p>' }],
      configUrl: `${host.url}/configs/good.json`,
      staticHost: host.url,
      fetchText,
    });
    expect(ids(sections)).toEqual(['given']);
    expect(sections[0]?.html).toBe('<p>Given text</p>');
    expect(urls).toEqual([]);
  });

  it('uses the configuration before the default source', async () => {
    const { urls, fetchText } = recordingFetch();
    await loadLegalSections({
      appname: 'ripe',
      configUrl: `${host.url}/configs/empty.json`,
      staticHost: host.url,
      fetchText,
    });
    expect(urls[0]).toBe(`${host.url}/configs/empty.json`);
    expect(urls.some((url) => url.includes('/dynamic/'))).toBe(false);
  });

  it('falls back to {static host}/dynamic/legal-pages/{appname}-pages.json', async () => {
    const { urls, fetchText } = recordingFetch();
    await loadLegalSections({ appname: 'ripe', staticHost: `${host.url}/`, fetchText });
    expect(urls).toEqual([`${host.url}/dynamic/legal-pages/ripe-pages.json`]);
    expect(legalPagesUrl('https://static.ripe.net', 'a b')).toBe(
      'https://static.ripe.net/dynamic/legal-pages/a%20b-pages.json',
    );
  });

  it('shows given sections even when there are none', async () => {
    const { urls, fetchText } = recordingFetch();
    expect(await loadLegalSections({ appname: 'ripe', sections: [], staticHost: host.url, fetchText })).toEqual([]);
    expect(urls).toEqual([]);
  });
});

describe('a configuration file', () => {
  it('orders by its order list, then the numeric order', async () => {
    const sections = await loadLegalSections({
      appname: 'x',
      configUrl: `${host.url}/configs/good.json`,
      staticHost: host.url,
    });
    expect(ids(sections)).toEqual([
      'markdown',
      'override',
      'inline',
      'untitled',
      'own-icon',
      'cookies',
      'missing',
      'broken-server',
      'foreign',
    ]);
  });

  it("lets the component's order list win over the file's", async () => {
    const sections = await loadLegalSections({
      appname: 'x',
      order: ['cookies'],
      configUrl: `${host.url}/configs/good.json`,
      staticHost: host.url,
    });
    expect(ids(sections).slice(0, 3)).toEqual(['cookies', 'inline', 'untitled']);
  });

  it('fetches localOverride and mdSource content, converts markdown and sanitises', async () => {
    const byId = Object.fromEntries(
      (await loadLegalSections({ appname: 'x', configUrl: `${host.url}/configs/good.json`, staticHost: host.url })).map(
        (s) => [s.id, s],
      ),
    );
    expect(byId.override?.html).toBe('<p id="override-text">Content from a local override.</p>');
    expect(byId.markdown?.html).toContain('<h1 id="markdown-terms">Markdown terms</h1>');
    expect(byId.markdown?.html).toContain('<blockquote>');
    expect(byId.inline?.html).toBe('<p>Inline fixture content.</p>');
    expect(byId.untitled?.title).toBe('Untitled Section');
    expect(byId['own-icon']?.icon).toContain('<rect id="own-icon-rect"');
    expect(byId.cookies?.icon).toBeNull();
  });

  it('shows italic error texts for content that fails, without asking a disallowed host', async () => {
    const byId = Object.fromEntries(
      (await loadLegalSections({ appname: 'x', configUrl: `${host.url}/configs/good.json`, staticHost: host.url })).map(
        (s) => [s.id, s.html],
      ),
    );
    expect(byId.missing).toBe(`<p><em>Error loading content from ${host.url}/content/missing.md</em></p>`);
    expect(byId['broken-server']).toBe(`<p><em>Error loading content from ${host.url}/status/500</em></p>`);
    expect(byId.foreign).toBe(`<p><em>Error loading content from ${host.foreignUrl}/content/terms.md</em></p>`);
    expect(host.foreignRequests).toEqual([]);
    const messages = errors.mock.calls.map((call) => call.join(' '));
    expect(messages).toContainEqual(expect.stringContaining('URL not from allowed domain'));
    expect(messages).toContainEqual(expect.stringContaining('Failed to load'));
  });

  it.each([
    ['not JSON', '/configs/broken.json'],
    ['without a sections array', '/configs/no-sections.json'],
    ['missing (404)', '/configs/nope.json'],
    ['failing (500)', '/status/500'],
  ])("that is %s gives the one 'Configuration Error' section", async (_, path) => {
    const url = `${host.url}${path}`;
    const sections = await loadLegalSections({ appname: 'x', configUrl: url, staticHost: host.url });
    expect(sections).toEqual([
      expect.objectContaining({
        id: 'error',
        title: 'Configuration Error',
        html: `<p>Failed to load this configuration from ${url}</p>`,
        subsections: [],
      }),
    ]);
  });

  it('on a disallowed host gives the error section without a request', async () => {
    const url = `${host.foreignUrl}/configs/good.json`;
    const sections = await loadLegalSections({ appname: 'x', configUrl: url, staticHost: host.url });
    expect(sections[0]?.html).toBe(`<p>Failed to load this configuration from ${url}</p>`);
    expect(host.foreignRequests).toEqual([]);
  });

  it('escapes the URL in the error text', async () => {
    const url = `${host.url}/configs/<b>.json`;
    const sections = await loadLegalSections({ appname: 'x', configUrl: url, staticHost: host.url });
    expect(sections[0]?.html).toBe(`<p>Failed to load this configuration from ${host.url}/configs/&lt;b&gt;.json</p>`);
  });
});

describe('the default source', () => {
  it('reads an object of sections with sub-sections, ids from the keys, in numeric order', async () => {
    const sections = await loadLegalSections({ appname: 'ripe', staticHost: host.url });
    expect(ids(sections)).toEqual([
      'copyright-statement',
      'privacy-statement',
      'terms-of-service',
      'cookies',
      'legal',
      'imprint',
    ]);
    const legal = sections.find((s) => s.id === 'legal');
    expect(ids(legal?.subsections ?? [])).toEqual(['probe-hosting', 'anchor-hosting']);
    expect(sections.find((s) => s.id === 'terms-of-service')?.html).toContain('<h1 id="fixture-terms">');
  });

  it("starts the 'legal' section's sub-sections collapsed, even one marked open", async () => {
    const legal = (await loadLegalSections({ appname: 'ripe', staticHost: host.url })).find((s) => s.id === 'legal');
    expect(legal?.subsections.map((s) => s.open)).toEqual([false, false]);
  });

  it('with no sections gives none', async () => {
    expect(await loadLegalSections({ appname: 'empty', staticHost: host.url })).toEqual([]);
  });

  it('that fails gives the configuration error with its URL', async () => {
    for (const appname of ['broken', 'unknown-app']) {
      const sections = await loadLegalSections({ appname, staticHost: host.url });
      expect(ids(sections)).toEqual(['error']);
      expect(sections[0]?.html).toContain(`${host.url}/dynamic/legal-pages/${appname}-pages.json`);
    }
  });
});

describe('hostile content', () => {
  it('leaves no script, handler, frame, form, javascript: URL, style or data attribute', async () => {
    const sections = await loadLegalSections({
      appname: 'x',
      configUrl: `${host.url}/configs/hostile.json`,
      staticHost: host.url,
    });
    const html = sections.map((s) => `${s.icon ?? ''}${s.html}`).join('\n');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.body.textContent).toContain('Hostile section text stays readable.');
    // Raw HTML in markdown shows as text; as markup, nothing of it is left.
    expect(doc.body.textContent).toContain("<script>window.__legalPwned = 'md-script'</script>");
    expect(doc.querySelectorAll('script, iframe, object, embed, form, button, meta, base, style, math')).toHaveLength(
      0,
    );
    const attributes = [...doc.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((a) => /^on|^style$|^data-|^srcdoc$/i.test(a.name)).map((a) => a.name)).toEqual([]);
    expect(attributes.filter((a) => /javascript:/i.test(a.value)).map((a) => a.value)).toEqual([]);
    expect(doc.getElementById('cookie')).toBeNull();
    expect(ids(sections)).toContain('imgsrcxonerroralert1');
    expect(host.foreignRequests).toEqual([]);
  });
});

describe('remote ids', () => {
  it('reduces section and sub-section ids to letters, digits, _, - and ., unique, from the title when nothing is left', async () => {
    const sections = await loadLegalSections({ appname: 'hostile-ids', staticHost: host.url });
    expect(ids(sections)).toEqual(HOSTILE_IDS_EXPECTED.sections);
    const brace = sections.find((s) => s.id === 'brace-policy');
    expect(ids(brace?.subsections ?? [])).toEqual(HOSTILE_IDS_EXPECTED.braceSubsections);
    expect(sections[0]?.scrollToAnchor).toBe('imgsrcx');
    // The content's own ids are reduced by the sanitiser; one with nothing left goes.
    expect(sections[0]?.html).toContain('<h3>Angle anchor</h3>');
  });

  it('gives sections without a usable id or title an id of their place', async () => {
    const sections = await loadLegalSections({
      appname: 'x',
      staticHost: host.url,
      sections: [{ id: '<' }, { id: '%' }, { title: '!!!' }, { id: 'kept' }],
    });
    expect(ids(sections)).toEqual(['section-1', 'section-2', 'section-3', 'kept']);
  });
});

describe('limits on remote input', () => {
  it('refuses a default source over 2 MB, reading no more of it, with the reason', async () => {
    const load = await loadLegal({ appname: 'huge', staticHost: host.url });
    expect(ids(load.sections)).toEqual(['error']);
    expect(load.sections[0]?.html).toBe(
      `<p>Failed to load this configuration from ${host.url}/dynamic/legal-pages/huge-pages.json It is larger than 2 MB.</p>`,
    );
  });

  it('shows the first 100 sections, with a note of how many more there are', async () => {
    const load = await loadLegal({ appname: 'many', staticHost: host.url });
    expect(load.sections).toHaveLength(100);
    expect(load.sections[99]?.id).toBe('short-100');
    expect(load.notes).toEqual(['1400 more sections are not shown: this page shows at most 100.']);
  });

  it('reads two levels of sub-sections nested 5,000 deep, with a note', async () => {
    const [deep] = await loadLegalSections({ appname: 'deep', staticHost: host.url });
    expect(ids(deep?.subsections ?? [])).toEqual(['level-2']);
    expect(deep?.subsections[0]?.subsections).toEqual([]);
    expect(deep?.subsections[0]?.html).toContain('Sub-sections nested deeper are not shown.');
  });

  it('shows the first 50 sub-sections of a section, with a note', async () => {
    const subpages = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`s${i}`, { title: `S${i}` }]));
    const load = await loadLegal({ appname: 'x', staticHost: host.url, sections: [{ id: 'a', subpages }] });
    expect(load.sections[0]?.subsections).toHaveLength(50);
    // The note is the section's own, at the end of its content.
    expect(load.sections[0]?.html).toContain('30 more sub-sections are not shown: a section shows at most 50.');
    expect(load.notes).toEqual([]);
  });

  it('flattens HTML nested 100,000 deep and quotes nested 10,000 deep, with a note, keeping their text', async () => {
    const html = await loadLegalSections({
      appname: 'x',
      configUrl: `${host.url}/configs/deep-html.json`,
      staticHost: host.url,
    });
    const deepHtml = html.find((s) => s.id === 'deep-html')?.html ?? '';
    expect(deepHtml).toContain('The innermost text.');
    expect(deepHtml.match(/<div>/g)).toHaveLength(64);
    expect(deepHtml).toContain('Markup nested deeper than 64 levels is shown without that structure.');
    const markdown = await loadLegalSections({
      appname: 'x',
      configUrl: `${host.url}/configs/deep-markdown.json`,
      staticHost: host.url,
    });
    for (const id of ['deep-md', 'deep-md-source']) {
      const text = markdown.find((s) => s.id === id)?.html ?? '';
      expect(text).toContain('The innermost quote.');
      expect(text.match(/<blockquote>/g)).toHaveLength(8);
      expect(text).toContain('Quotes nested deeper than 8 levels are shown at that depth.');
    }
  });

  it('reads at most 4 MB of content texts in all, in the order the source lists them, with the reason', async () => {
    const { urls, fetchText } = recordingFetch();
    const { sections } = await loadLegal({
      appname: 'x',
      staticHost: host.url,
      configUrl: `${host.url}/configs/over-budget.json`,
      fetchText,
    });
    const html = (id: string) => sections.find((s) => s.id === id)?.html ?? '';
    // Each text is one <div> of 1.5 MB: sanitised in slices, joined whole.
    for (const n of [1, 2]) {
      expect(html(`large-${n}`)).toMatch(new RegExp(`^<div class="policy" id="large-${n}">`));
      expect(html(`large-${n}`)).toContain(`<p id="large-${n}-end">The end of large policy ${n}.</p></div>`);
    }
    for (let n = 3; n <= 10; n++) {
      expect(html(`large-${n}`)).toBe(
        `<p><em>Error loading content from ${host.url}/content/large-${n}.html</em> ` +
          'It is beyond the 4 MB of remote content one page reads.</p>',
      );
    }
    expect(html('after')).toBe('<p>Inline content is not fetched.</p>');
    // Six are asked for at once, and one more as each of the first two is decided; once the third has spent
    // the budget, no more.
    expect(urls.filter((url) => url.includes('/content/'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${host.url}/content/large-${n}.html`),
    );
  });

  it('keeps the markup of the first 10,000 elements of a text, HTML or markdown, with a note', async () => {
    const sections = await loadLegalSections({
      appname: 'x',
      staticHost: host.url,
      sections: [
        { id: 'html', content: `<ul>${'<li>item</li>'.repeat(20_000)}</ul>` },
        { id: 'md', content: '# Heading\n\n'.repeat(12_000) },
        { id: 'icon', content: '<p>x</p>', icon: `<svg>${'<circle r="1"/>'.repeat(10_000)}</svg>` },
      ],
    });
    const note =
      '<p class="ad-legal__limit"><em>Only the first 10000 elements of this text keep their markup; the rest is shown as plain text.</em></p>';
    for (const id of ['html', 'md']) {
      const html = sections.find((s) => s.id === id)?.html ?? '';
      expect(html.match(/<(li|h1)[ >]/g)).toHaveLength(id === 'html' ? 9999 : 10_000);
      expect(html.endsWith(note)).toBe(true);
    }
    // An icon over 64 KB is not used.
    expect(sections.find((s) => s.id === 'icon')?.icon).toBeNull();
  });

  it('cuts a title longer than 200 characters, and makes a short id of it', async () => {
    const [section] = await loadLegalSections({
      appname: 'x',
      staticHost: host.url,
      sections: [{ title: 'Title '.repeat(300_000), content: '<p>x</p>' }],
    });
    expect(section?.title).toBe(`${'Title '.repeat(33)}Ti…`);
    expect(section?.id).toBe('title-'.repeat(21) + 'ti');
  });

  it('refuses content over 2 MB with the error text and the reason', async () => {
    const fetchText = (url: string) =>
      url.endsWith('big.html') ? Promise.reject(new LimitError('It is larger than 2 MB.')) : Promise.resolve('');
    const [section] = await loadLegalSections({
      appname: 'x',
      staticHost: host.url,
      sections: [{ id: 'big', localOverride: `${host.url}/content/big.html` } as never],
      fetchText,
    });
    expect(section?.html).toBe(
      `<p><em>Error loading content from ${host.url}/content/big.html</em> It is larger than 2 MB.</p>`,
    );
  });
});
