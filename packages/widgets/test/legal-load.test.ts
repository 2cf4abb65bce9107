// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startLegalHost, type LegalHost } from '../../../e2e/stand-ins/legal-host.ts';
import { legalPagesUrl, loadLegalSections } from '../src/legal/load-sections.ts';
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
