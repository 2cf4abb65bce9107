import { Validator } from '@seriousme/openapi-schema-validator';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareApiReference, type ApiReferenceBuild } from '../src/build/index.tsx';

const SITE = fileURLToPath(new URL('../../../site', import.meta.url));
const CONFIG = { description: 'api', openapi: '/docs/apis/rest-api-reference/openapi.json' };
const BASE = 'http://127.0.0.1:9';

/** The attribute values of `name` in a piece of HTML, entities decoded. */
function attributes(html: string, name: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => decode(m[1] ?? ''));
}

describe('prepareApiReference on the site’s description', () => {
  let api: ApiReferenceBuild;
  beforeAll(async () => {
    api = await prepareApiReference(SITE, CONFIG, BASE);
  });

  it('writes an OpenAPI 3.1 export that a maintained validator accepts', async () => {
    expect(api.openapi.path).toBe(CONFIG.openapi);
    const doc = JSON.parse(api.openapi.json) as { openapi: string; info: { version: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('v2.6.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has no warnings about the description', () => {
    expect(api.warnings).toEqual([]);
  });

  // Every page of the reference is rendered here: slow on a busy machine, hence the longer time-out.
  it('renders every operation of a resource with its anchor, and the version, export link and API host', () => {
    const render = api.islands['api-resource'];
    if (!render) throw new Error('no api-resource island');
    for (const resource of api.model.resources) {
      const html = render({ name: resource.name });
      const ids = resource.endpoints.flatMap((e) => e.operations.map((o) => o.id));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids)
        expect(html).toMatch(new RegExp(`<h3 id="${id}" class="ad-api-op__title" data-outline="[A-Z]+ /`));
      expect(html).toContain('API version <strong class="ad-api__version">v2.6.0</strong>');
      expect(html).toContain(`href="${CONFIG.openapi}"`);
      expect(html).toContain(`data-base="${BASE}"`);
      // Each try-it slot carries its operation for the panel.
      const slots = attributes(html, 'data-tryit').map((json) => JSON.parse(json) as { id: string });
      expect(slots.map((s) => s.id)).toEqual(ids);
    }
  }, 120_000);

  it('groups parameters and lists response fields with their enums and bounds', () => {
    const html = api.islands['api-resource']?.({ name: 'measurements' }) ?? '';
    expect(html).toContain('<h4>Path parameters</h4>');
    expect(html).toContain('<h4>Query parameters</h4>');
    expect(html).toContain('<h4>Response fields</h4>');
    expect(html).toContain('<li>maximum 500</li>');
    expect(html).toContain('<code>2 (Ongoing)</code>');
    expect(html).toContain('<h2 id="models">Models</h2>');
    // A table cell's one-paragraph description is that paragraph alone; an enum is a plain list of codes.
    expect(html).toContain('<td><p class="ad-api__description">The id equals this value.</p></td>');
    expect(html).toContain('<li>one of <code>id</code>, <code>-id</code>, <code>start_time</code>');
  });

  it('names each operation in the outline by method and its path after the resource’s, and breaks names only at _ and .', () => {
    const html = api.islands['api-resource']?.({ name: 'measurements' }) ?? '';
    const outline = attributes(html, 'data-outline');
    expect(outline).toEqual(expect.arrayContaining(['GET /', 'POST /', 'GET /{pk}/', 'GET /{pk}/results/']));
    // The endpoints stay out of the outline: their operations name them.
    expect(html).toMatch(/<h2 id="endpoint-api-v2-measurements" data-outline="">/);
    expect(html).toContain('<code>start_<wbr/>time_<wbr/>_<wbr/>lt</code>');
  });

  it('fails with the known resources for an unknown one', () => {
    expect(() => api.islands['api-resource']?.({ name: 'tags' })).toThrow(
      'no resource `tags` in the API description (resources: anchor-measurements, anchors, credits, keys, measurements, participation-requests, probes)',
    );
  });

  it('lists the resources with links under the given path', () => {
    const html = api.islands['api-resources']?.({ link: '/ref/' }) ?? '';
    const links = attributes(html, 'href').filter((href) => href.startsWith('/ref/'));
    expect(links.filter((href) => !href.includes('#'))).toEqual(api.model.resources.map((r) => `/ref/${r.name}`));
    // Then every operation, at its anchor on its resource's page.
    const operations = api.model.resources.flatMap((r) =>
      r.endpoints.flatMap((e) => e.operations.map((o) => `/ref/${r.name}#${o.id}`)),
    );
    expect(links.filter((href) => href.includes('#'))).toEqual(operations);
    expect(() => api.islands['api-resources']?.({ link: '/ref' })).toThrow('must be the path');
  });
});

describe('descriptions pass the sanitiser', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atlas-api-'));
    const hostile =
      'Lists *things*, see [the docs](javascript:alert(1)). <img src="x" onerror="alert(2)"><script>alert(3)</script>';
    await writeFile(
      join(dir, 'openapi.json'),
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: 'v1' },
        paths: {
          '/api/things/': {
            get: {
              summary: 'List things',
              description: hostile,
              parameters: [
                { name: 'one', in: 'query', description: 'One *paragraph*.', schema: { type: 'string' } },
                { name: 'two', in: 'query', description: 'First.\n\nSecond.', schema: { type: 'string' } },
              ],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      }),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the markdown and drops scripts, handlers and script URLs', async () => {
    const api = await prepareApiReference(dir, { description: 'openapi.json', openapi: '/openapi.json' }, BASE);
    const name = api.model.resources[0]?.name ?? '';
    const html = api.islands['api-resource']?.({ name }) ?? '';
    expect(html).toContain('<em>things</em>');
    expect(html).not.toMatch(/onerror|<script|href="javascript:/i);
    // The image itself is of the allow-list (spec 5.2), with a relative source.
    expect(html).toContain('<img src="x">');
    expect(html).toContain('the docs');
  });

  it('draws a table cell’s one-paragraph description as that paragraph, and a longer one whole', async () => {
    const api = await prepareApiReference(dir, { description: 'openapi.json', openapi: '/openapi.json' }, BASE);
    const html = api.islands['api-resource']?.({ name: api.model.resources[0]?.name ?? '' }) ?? '';
    expect(html).toContain('<td><p class="ad-api__description">One <em>paragraph</em>.</p></td>');
    expect(html).toMatch(/<td><div class="ad-api__description"><p>First\.<\/p>\s*<p>Second\.<\/p><\/div><\/td>/);
  });
});
