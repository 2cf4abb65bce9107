import { Validator } from '@seriousme/openapi-schema-validator';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, validateExport, VALIDATORS } from '../scripts/validate-export.ts';
import { formatWarning, loadDescription, normaliseOpenApi, toOpenApi31 } from '../src/model/index.ts';
import type { ApiModel, Operation } from '../src/model/model.ts';

const SITE_API = fileURLToPath(new URL('../../../site/api', import.meta.url));

/** An OpenAPI 3.0 document using the features the normaliser reads. */
const petstore = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0', description: 'Pets and owners.' },
  servers: [{ url: 'https://pets.example/' }],
  tags: [{ name: 'pets', description: 'The pets.' }],
  paths: {
    '/api/v1/pets/{petId}/': {
      summary: 'One pet.',
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        tags: ['pets'],
        summary: 'Get a pet',
        parameters: [
          {
            name: 'fields',
            in: 'query',
            schema: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
            explode: false,
          },
          { name: 'tag', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          {
            name: 'level',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 5, default: 3, nullable: true },
          },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The pet.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      patch: {
        tags: ['pets'],
        summary: 'Change a pet',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 20 } } },
            },
          },
        },
        responses: { '200': { description: 'Changed.' } },
      },
    },
    '/api/v1/owners/': {
      get: {
        summary: 'List owners',
        responses: {
          '200': {
            description: 'Owners.',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Owner' } } },
            },
          },
          '4XX': { description: 'Client errors.' },
        },
      },
      post: {
        summary: 'Add an owner',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Owner' } } },
        },
        responses: { '201': { description: 'Added.' } },
      },
    },
  },
  components: {
    parameters: { PetId: { name: 'petId', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } } },
    responses: { NotFound: { description: 'No such pet.' } },
    schemas: {
      Pet: {
        type: 'object',
        required: ['id'],
        discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } },
        properties: {
          id: { type: 'integer', readOnly: true, description: 'The id.' },
          kind: { type: 'string', enum: ['dog'] },
          owner: { anyOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] },
          status: { type: 'integer', enum: [0, 1], 'x-enum-names': ['Away', 'Home'] },
        },
      },
      Dog: {
        allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { barks: { type: 'boolean' } } }],
      },
      Owner: {
        type: 'object',
        properties: {
          name: { type: ['string', 'null'] },
          pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
        },
      },
    },
  },
};

const operationsOf = (model: ApiModel): Operation[] =>
  model.resources.flatMap((r) => r.endpoints.flatMap((e) => e.operations));

describe('normaliseOpenApi', () => {
  const { model, warnings } = normaliseOpenApi(petstore, 'pets.json');
  const [getPet, patchPet, listOwners, addOwner] = operationsOf(model);

  it('groups operations into resources by tag, or by the path after /api/vN/', () => {
    expect(model.resources.map((r) => [r.name, r.path, r.description])).toEqual([
      ['pets', '/api/v1/pets', 'The pets.'],
      ['owners', '/api/v1/owners', ''],
    ]);
    expect(model).toMatchObject({
      title: 'Pets',
      version: '1.0.0',
      source: 'openapi-3.0',
      baseUrl: 'https://pets.example',
    });
    expect(model.resources[0]?.endpoints[0]?.description).toBe('One pet.');
  });

  it('merges path-level parameters, resolves $refs and reads comma-separated lists as one value', () => {
    expect(getPet?.id).toBe('get-api-v1-pets-petid');
    expect(getPet?.parameters).toEqual([
      { name: 'petId', in: 'path', type: 'integer', format: 'int64', required: true, description: '' },
      {
        name: 'fields',
        in: 'query',
        type: 'string',
        enum: ['a', 'b'],
        required: false,
        description: '',
        allowMultiple: true,
      },
      { name: 'tag', in: 'query', type: 'array', items: { type: 'string' }, required: false, description: '' },
      {
        name: 'level',
        in: 'query',
        type: 'integer',
        minimum: 1,
        maximum: 5,
        default: 3,
        required: false,
        description: '',
      },
    ]);
  });

  it('reads a form body as form parameters and a JSON body as the body parameter', () => {
    expect(patchPet?.parameters.filter((p) => p.in === 'form')).toEqual([
      { name: 'name', in: 'form', type: 'string', maxLength: 20, required: true, description: '' },
    ]);
    expect(addOwner?.parameters).toEqual([
      { name: 'body', in: 'body', type: 'object', model: 'Owner', required: true, description: '' },
    ]);
  });

  it('reads responses, their models and array bodies', () => {
    expect(getPet?.responses).toEqual([
      { status: 200, description: 'The pet.', model: 'Pet' },
      { status: 404, description: 'No such pet.' },
    ]);
    expect(listOwners?.responses).toEqual([{ status: 200, description: 'Owners.', model: 'Owner', isArray: true }]);
    expect(listOwners?.responseFields.map((f) => f.name)).toEqual([
      'name',
      'pets',
      'pets[].id',
      'pets[].kind',
      'pets[].owner',
      'pets[].status',
      'pets[].dog.barks',
    ]);
  });

  it('reads subtypes, discriminator values, nullable types and enum names', () => {
    const pet = model.models.find((m) => m.id === 'Pet');
    expect(pet).toMatchObject({ discriminator: 'kind', subTypes: ['Dog'] });
    expect(model.models.find((m) => m.id === 'Dog')).toMatchObject({ parent: 'Pet', discriminatorValue: 'dog' });
    expect(pet?.fields.find((f) => f.name === 'owner')).toMatchObject({ type: 'object', model: 'Owner' });
    expect(pet?.fields.find((f) => f.name === 'id')).toMatchObject({ readOnly: true, required: true });
    expect(pet?.fields.find((f) => f.name === 'status')).toMatchObject({ enum: [0, 1], enumNames: ['Away', 'Home'] });
    expect(model.models.find((m) => m.id === 'Owner')?.fields[0]).toMatchObject({ name: 'name', type: 'string' });
  });

  it('warns about what it leaves out', () => {
    expect(warnings.map(formatWarning)).toEqual([
      'GET /api/v1/pets/{petId}/ › parameter session: parameters in "cookie" are not shown; left out',
      'GET /api/v1/owners/: response 4XX is a range, not a status; left out',
    ]);
  });
});

describe('toOpenApi31', () => {
  let model: ApiModel;
  let exported: Record<string, unknown>;
  beforeAll(async () => {
    model = (await loadDescription(SITE_API)).model;
    exported = toOpenApi31(model);
  });

  it('exports the Atlas description as a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(exported);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('reads back as the same model', () => {
    const again = normaliseOpenApi(exported, 'export.json');
    expect(again.warnings).toEqual([]);
    expect({ ...again.model, source: model.source }).toEqual(model);
  });

  it('writes comma-separated lists, form bodies, enum names and subtypes the OpenAPI way', () => {
    const paths = exported.paths as Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
    const list = paths['/api/v2/measurements/']?.get;
    expect(list?.parameters).toContainEqual({
      name: 'participant_logs_probes',
      in: 'query',
      required: false,
      description: 'Only measurements these probes ever took part in (comma-separated ids, at most 100).',
      schema: { type: 'array', items: { type: 'integer' }, maxItems: 100 },
      style: 'form',
      explode: false,
    });
    expect(paths['/api/v2/probes/{pk}/']?.put?.requestBody).toMatchObject({
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: { required: ['is_wifi_requested'] } } },
    });
    const schemas = (exported.components as { schemas: Record<string, unknown> }).schemas;
    expect(schemas.PingMeasurement).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/Measurement' }, { type: 'object' }],
      'x-discriminator-value': 'ping',
    });
    expect(schemas.MeasurementStatus).toMatchObject({
      properties: {
        id: { enum: [0, 1, 2, 4, 5, 6, 7, 8], 'x-enum-names': expect.arrayContaining(['Forced to stop']) as unknown },
      },
    });
  });

  it('validates with no error under swagger-parser, readme’s parser, Spectral (spectral:oas) and Redocly', async () => {
    expect(await errorsOf(exported)).toEqual(VALIDATORS.map((name) => [name, []]));
  }, 60_000);

  it('lets the validators find an error when there is one', async () => {
    const broken = structuredClone(exported);
    const paths = broken.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const list = paths['/api/v2/measurements/']?.get;
    if (!list) throw new Error('no list operation');
    list.responses = {
      '200': { description: 'x', content: { 'application/json': { schema: { type: 'array' }, example: 3 } } },
    };
    const reports = await validateExport(broken);
    expect(reports.find((r) => r.validator.startsWith('Spectral'))?.errors.length).toBeGreaterThan(0);
  }, 60_000);

  it('names the key and the session as security schemes, required on the calls that need them', () => {
    const components = exported.components as { securitySchemes: Record<string, unknown> };
    expect(components.securitySchemes).toMatchObject({
      key: { type: 'apiKey', in: 'header', name: 'Authorization' },
      session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
    });
    expect(exported.security).toEqual([{}, { key: [] }, { session: [] }]);
    const paths = exported.paths as Record<string, Record<string, { security?: unknown; operationId: string }>>;
    expect(paths['/api/v2/measurements/']?.post?.security).toEqual([{ key: [] }, { session: [] }]);
    expect(paths['/api/v2/credits/']?.get?.security).toEqual([{ key: [] }, { session: [] }]);
    expect(paths['/api/v2/probes/']?.get?.security).toBeUndefined();
    expect(paths['/api/v2/measurements/{pk}/']?.patch?.operationId).toBe('patch-api-v2-measurements-pk');
  });

  it('gives every array an item schema, and every request and response body an example', () => {
    const arrays: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}/${index}`));
      else if (typeof node === 'object' && node !== null) {
        const object = node as Record<string, unknown>;
        if (
          object.type === 'array' &&
          (typeof object.items !== 'object' || Object.keys(object.items ?? {}).length === 0)
        )
          arrays.push(at);
        for (const [key, value] of Object.entries(object)) if (key !== 'example') walk(value, `${at}/${key}`);
      }
    };
    walk(exported, '#');
    expect(arrays).toEqual([]);
    const media: string[] = [];
    JSON.stringify(exported, (key, value: unknown) => {
      if ((key === 'application/json' || key === 'application/x-www-form-urlencoded') && typeof value === 'object') {
        if (!(value && 'example' in value)) media.push(key);
      }
      return value;
    });
    expect(media).toEqual([]);
    const rankings = (exported.components as { schemas: Record<string, { properties: Record<string, unknown> }> })
      .schemas.ProbeRankings?.properties.country;
    expect(rankings).toMatchObject({
      type: 'array',
      items: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], minItems: 2, maxItems: 2 },
    });
  });

  it('builds examples from the model: defaults, enums, formats and bounds', () => {
    const paths = exported.paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { example: unknown }> } }>
    >;
    const example = paths['/api/v2/measurements/']?.post?.requestBody?.content['application/json']?.example as {
      definitions: Record<string, unknown>[];
    };
    expect(example.definitions[0]).toMatchObject({ type: 'ping', af: 4, packets: 3, size: 64, is_public: true });
    expect(example.definitions[0]).not.toHaveProperty('id');
  });

  it('produces a document the validator would reject if it were broken', async () => {
    const broken = structuredClone(exported);
    delete (broken.info as Record<string, unknown>).version;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
