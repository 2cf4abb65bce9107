/**
 * The quirks of the Swagger 1.2 description the RIPE Atlas API serves (a hand-kept Django description),
 * one small fixture each in fixtures/atlas-quirks: each is mended with one warning naming file and
 * operation, nothing is lost, the page renders it and the export validates.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareApiReference, type ApiReferenceBuild } from '../src/build/index.tsx';
import { buildRequest, toCurl } from '../src/try-it/index.ts';
import type { Operation } from '../src/model/model.ts';
import { errorsOf, VALIDATORS } from '../scripts/validate-export.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
const CONFIG = { description: 'atlas-quirks', openapi: '/openapi.json' };

describe('the quirks of the RIPE Atlas API’s own Swagger 1.2', () => {
  let api: ApiReferenceBuild;
  let doc: Record<string, unknown>;
  const operation = (id: string): Operation => {
    const found = api.model.resources.flatMap((r) => r.endpoints.flatMap((e) => e.operations)).find((o) => o.id === id);
    if (!found) throw new Error(`no operation ${id}`);
    return found;
  };
  const model = (id: string) => api.model.models.find((m) => m.id === id);
  beforeAll(async () => {
    api = await prepareApiReference(FIXTURES, CONFIG, 'https://atlas.ripe.net');
    doc = JSON.parse(api.openapi.json) as Record<string, unknown>;
  });

  it('prints one warning line per mended quirk, naming the file and the operation or model', () => {
    const measurements = 'atlas-quirks/resources/measurements.json';
    const probes = 'atlas-quirks/resources/probes.json';
    expect(api.warnings).toEqual([
      `${measurements} › model Measurement Write: is no valid OpenAPI component name; the export names it MeasurementWrite`,
      `${measurements} › model Probe Source (write): is no valid OpenAPI component name; the export names it ProbeSourceWrite`,
      `${measurements} › model Measurement Write › field af: non-standard type "choice" with enum [4,6] read as integer`,
      `${measurements} › measurements › POST /api/v2/measurements/: has 3 body parameters (definitions, probes, is_oneoff); read as one JSON body with a property each, model PostApiV2MeasurementsBody`,
      `${measurements} › measurements › POST /api/v2/measurements/{pk}/tags/: mixes body and form parameters, which cannot travel together; both are listed, and the export sends both in one JSON body`,
      `${measurements} › measurements › GET /api/v2/measurements/{pk}/latest/ › parameter start: default "now" does not fit format date-time`,
      `${measurements} › measurements › GET /api/v2/measurements/{pk}/latest/ › parameter versions: default 5000000000 is outside the range of int32`,
      `${probes} › probes › GET /api/v2/probes/archive/ › parameter date: is a form parameter of a GET, which has no body; read as query, as the API reads it`,
      `${probes} › probes › GET /api/v2/probes/archive/ › parameter status: non-standard type "choice" with enum [1,2,3] read as integer`,
      `${probes} › probes › GET /api/v2/probes/archive/ › parameter status: is a form parameter of a GET, which has no body; read as query, as the API reads it`,
    ]);
  });

  it('keeps every body parameter, as one JSON body with a property each', () => {
    expect(operation('post-api-v2-measurements').parameters).toEqual([
      { name: 'body', in: 'body', type: 'object', model: 'PostApiV2MeasurementsBody', required: true, description: '' },
    ]);
    expect(
      model('PostApiV2MeasurementsBody')?.fields.map((f) => [f.name, f.required, f.items?.model ?? f.type]),
    ).toEqual([
      ['definitions', true, 'Measurement Write'],
      ['probes', true, 'Probe Source (write)'],
      ['is_oneoff', false, 'boolean'],
    ]);
    const body = (doc.paths as Record<string, Record<string, { requestBody: unknown }>>)['/api/v2/measurements/']?.post;
    expect(body?.requestBody).toMatchObject({
      required: true,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/PostApiV2MeasurementsBody' },
          example: {
            definitions: [{ type: 'ping', af: 4 }],
            probes: [{ requested: 10, type: 'area' }],
            is_oneoff: true,
          },
        },
      },
    });
  });

  it('lists form and body parameters mixed, and exports one JSON body holding both, with a note', () => {
    expect(operation('post-api-v2-measurements-pk-tags').parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:pk',
      'form:tag',
      'body:label',
    ]);
    const post = (doc.paths as Record<string, Record<string, { requestBody: Record<string, unknown> }>>)[
      '/api/v2/measurements/{pk}/tags/'
    ]?.post;
    expect(post?.requestBody.description).toContain('partly as form and partly as body parameters');
    expect(post?.requestBody.content).toEqual({
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            label: { type: 'string', description: "The tag's label." },
            tag: { type: 'string', description: 'The tag.' },
          },
          required: ['tag'],
        },
        example: { label: 'string', tag: 'system-ipv4-works' },
      },
    });
  });

  it('maps model ids with spaces and punctuation to stable component names; the page keeps the original', () => {
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas)).toEqual([
      'MeasurementWrite',
      'ProbeSourceWrite',
      'MeasurementCreated',
      'PostApiV2MeasurementsBody',
    ]);
    expect(schemas.PostApiV2MeasurementsBody).toMatchObject({
      properties: { definitions: { items: { $ref: '#/components/schemas/MeasurementWrite' } } },
    });
    const html = api.islands['api-resource']?.({ name: 'measurements' }) ?? '';
    expect(html).toContain('>Measurement Write</h3>');
    expect(html).toContain('href="#model-measurement-write"');
  });

  it('reads form parameters of a GET as query parameters, so the URL carries them and curl stays a GET', () => {
    const archive = operation('get-api-v2-probes-archive');
    expect(archive.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['query:date', 'query:status']);
    const request = buildRequest(archive, { date: '2024-05-01', status: '1' }, 'https://atlas.ripe.net');
    expect(request.url).toBe('https://atlas.ripe.net/api/v2/probes/archive/?date=2024-05-01&status=1');
    expect(request.body).toBeUndefined();
    expect(toCurl(request)).toBe("curl 'https://atlas.ripe.net/api/v2/probes/archive/?date=2024-05-01&status=1'");
  });

  it('keeps a numeric choice numbers, and defaults that do not fit their format as written', () => {
    expect(model('Measurement Write')?.fields.find((f) => f.name === 'af')).toMatchObject({
      type: 'integer',
      enum: [4, 6],
    });
    expect(operation('get-api-v2-probes-archive').parameters[1]).toMatchObject({ type: 'integer', enum: [1, 2, 3] });
    const latest = operation('get-api-v2-measurements-pk-latest');
    expect(latest.parameters.map((p) => p.default)).toEqual([undefined, 'now', 5000000000]);
    const parameters = (doc.paths as Record<string, Record<string, { parameters: { schema: object }[] }>>)[
      '/api/v2/measurements/{pk}/latest/'
    ]?.get?.parameters;
    expect(parameters?.[1]?.schema).toEqual({ type: 'string', format: 'date-time', 'x-default-as-written': 'now' });
  });

  it('renders HTML and markdown code spans in descriptions as formatting, through the sanitiser', () => {
    const html = api.islands['api-resource']?.({ name: 'measurements' }) ?? '';
    expect(html).toContain(
      '<p>Creates one or more measurements.<br>Each definition is one measurement; see <a href="https://atlas.ripe.net/docs/apis/">the API docs</a>.</p><p>Use <code>is_oneoff</code> for a single run, and <code>probes</code> to choose probes.</p>',
    );
    expect(html).not.toContain('&lt;p&gt;');
    const probes = api.islands['api-resource']?.({ name: 'probes' }) ?? '';
    expect(probes).toContain('The day, as <code>YYYY-MM-DD</code>.');
  });

  it('exports OpenAPI that every validator accepts without an error', async () => {
    expect(await errorsOf(doc)).toEqual(VALIDATORS.map((name) => [name, []]));
  }, 60_000);
});
