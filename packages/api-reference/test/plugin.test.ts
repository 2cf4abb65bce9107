import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PluginOptionsError } from '@atlas-docs/content';
import { apiReference, type ApiReferenceOptions } from '../src/plugin.ts';

const SITE = fileURLToPath(new URL('../../../site', import.meta.url));
const OPTIONS: ApiReferenceOptions = { description: 'api', openapi: '/docs/apis/rest-api-reference/openapi.json' };

describe('apiReference', () => {
  it('refuses options that do not fit, each with the option it is about', () => {
    const error: unknown = (() => {
      try {
        apiReference({ description: '', openapi: 'openapi.yaml', server: 'https://atlas.ripe.net/api' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(PluginOptionsError);
    expect((error as PluginOptionsError).problems.map((p) => p.path.join('.'))).toEqual([
      'description',
      'openapi',
      'server',
    ]);
  });

  it('adds the reference islands, of the reference kind, its stylesheet, and watches the description', () => {
    const plugin = apiReference(OPTIONS);
    expect(plugin.name).toBe('api-reference');
    expect(plugin.islands).toEqual({
      'api-resource': { client: '@atlas-docs/api-reference/ui/island', searchKind: 'reference', outline: [2, 3] },
      'api-resources': { client: '@atlas-docs/api-reference/ui/operation-filter', searchKind: 'reference' },
    });
    expect(plugin.styles).toEqual(['@atlas-docs/api-reference/ui/styles.css']);
    expect(plugin.watch).toEqual(['api']);
    expect(plugin.csp).toEqual({ 'connect-src': ['https://atlas.ripe.net'] });
    expect(apiReference({ ...OPTIONS, server: 'http://127.0.0.1:4180' }).csp).toEqual({
      'connect-src': ['http://127.0.0.1:4180'],
    });
  });

  it("reads the site's description: the islands' HTML, the export and the try-it bodies", async () => {
    const plugin = apiReference(OPTIONS);
    const added = await plugin.load?.({ siteDir: SITE, config: { title: 'T', description: 'D' } });
    expect(Object.keys(added?.islandHtml ?? {})).toEqual(['api-resource', 'api-resources']);
    const paths = added?.files?.map((file) => file.path) ?? [];
    expect(paths[0]).toBe(OPTIONS.openapi);
    expect(paths).toContain('/docs/apis/rest-api-reference/try-it/post-api-v2-measurements.json');
    expect(added?.islandHtml?.['api-resource']?.({ name: 'probes' })).toContain('/api/v2/probes/');
  });
});
