import { describe, expect, it } from 'vitest';
import {
  ApiDescriptionError,
  detectKind,
  formatWarning,
  normaliseDocument,
  normaliseSwagger12,
} from '../src/model/index.ts';
import type { Operation } from '../src/model/model.ts';
import { messyDeclaration } from './fixtures/messy-swagger12.ts';

const listing = {
  swaggerVersion: '1.2',
  apiVersion: 'v1',
  info: { title: 'Things API', description: 'All about things.' },
  apis: [{ path: '/things', description: 'Things, from the listing.' }],
};

function operations(result: ReturnType<typeof normaliseSwagger12>): Operation[] {
  return result.model.resources.flatMap((r) => r.endpoints.flatMap((e) => e.operations));
}

describe('normaliseSwagger12', () => {
  describe('given a declaration with the faults of real Swagger 1.2 documents', () => {
    const result = normaliseSwagger12({
      listing: { file: 'api-docs.json', doc: listing },
      declarations: [{ file: 'things.json', doc: messyDeclaration }],
    });
    const [get, post] = operations(result);
    const param = (operation: Operation | undefined, name: string) =>
      operation?.parameters.find((p) => p.name === name);

    it('reads it anyway, reporting each guess with the resource, operation and parameter it concerns', () => {
      expect(result.warnings.map(formatWarning)).toEqual([
        'things.json › model Thing: lists "ghost" as required, but has no such property',
        'things.json › model Thing › field other: refers to model "Missing", which the description does not define; read as an object',
        'things.json › model Thing › field parts: is an array without items; read as a list of strings',
        'things.json › model Thing › field flag: default of type boolean written as a string; read as true',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter kind: non-standard type "choice" read as string',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter level: enum of type integer written as strings; read as integer values',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter level: default of type integer written as a string; read as 2',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter when: non-standard type "datetime" read as string (date-time)',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter tags: non-standard type "multiple choice" read as array',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter misc: non-standard type "field" read as string',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter size: required written as the string "false"',
        'things.json › things › GET /api/v1/things/{pk}/ › parameter pk: declared as query, but the path has {pk}; read as a path parameter',
        'things.json › things › GET /api/v1/things/{pk}/: the 200 response names model "Other" but the operation returns "Thing"',
        'things.json › things › GET /api/v1/things/{pk}/: the 404 response names model "Missing", which the description does not define',
        'things.json › things › POST /api/v1/things/{thing}/parts/{part}/: path placeholder {thing:uuid} carries a converter; read as {thing}',
        'things.json › things › POST /api/v1/things/{thing}/parts/{part}/ › parameter thing: is a path parameter without required: true; read as required',
        'things.json › things › POST /api/v1/things/{thing}/parts/{part}/ › parameter part: the path has {part} but no parameter declares it; added as a string path parameter',
        'things.json › things › POST /api/v1/things/{thing}/parts/{part}/: mixes body and form parameters, which cannot travel together; both are listed, and the export sends both in one JSON body',
        'things.json › things › FETCH /api/v1/things/{thing}/parts/{part}/: method "FETCH" is not an HTTP method; the operation is left out',
      ]);
      expect(result.warnings[5]).toMatchObject({
        resource: 'things',
        operation: 'GET /api/v1/things/{pk}/',
        parameter: 'level',
      });
    });

    it('takes the listing’s title, version and resource description, and the declaration’s host', () => {
      expect(result.model).toMatchObject({
        title: 'Things API',
        description: 'All about things.',
        version: 'v1',
        source: 'swagger-1.2',
        baseUrl: 'https://example.net',
      });
      expect(result.model.resources[0]).toMatchObject({
        name: 'things',
        path: '/api/v1/things',
        description: 'Things, from the listing.',
      });
    });

    it('turns a query parameter named in the path into a required path parameter', () => {
      expect(param(get, 'pk')).toMatchObject({ in: 'path', required: true, type: 'integer' });
    });

    it('reads non-standard types as standard ones', () => {
      expect(param(get, 'kind')).toMatchObject({ type: 'string', enum: ['a', 'b'] });
      expect(param(get, 'when')).toMatchObject({ type: 'string', format: 'date-time' });
      expect(param(get, 'tags')).toMatchObject({ type: 'array', items: { type: 'string', enum: ['x', 'y'] } });
      expect(param(get, 'misc')).toMatchObject({ type: 'string' });
    });

    it('reads numeric enums and defaults written as strings as numbers, and string bounds silently', () => {
      expect(param(get, 'level')).toMatchObject({ enum: [1, 2, 3], default: 2 });
      expect(param(get, 'size')).toMatchObject({ minimum: 1, maximum: 10, required: false });
    });

    it('strips a router converter from a placeholder and keeps it as the format', () => {
      expect(post?.path).toBe('/api/v1/things/{thing}/parts/{part}/');
      expect(post?.id).toBe('post-api-v1-things-thing-parts-part');
      expect(param(post, 'thing')).toMatchObject({ in: 'path', required: true, format: 'uuid' });
    });

    it('lists path parameters first, in path order, adding the undeclared ones', () => {
      expect(post?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
        'path:thing',
        'path:part',
        'body:body',
        'form:note',
      ]);
    });

    it('prefers the response’s own model when it disagrees with the operation type', () => {
      expect(get?.responses).toEqual([
        { status: 200, description: 'The thing.', model: 'Other' },
        { status: 404, description: 'No such thing.' },
      ]);
      expect(get?.responseFields.map((f) => f.name)).toEqual(['name']);
    });

    it('gives an operation without response messages a plain success response', () => {
      expect(post?.responses).toEqual([{ status: 200, description: 'Success' }]);
    });

    it('keeps the models, with what could be read of them', () => {
      const thing = result.model.models.find((m) => m.id === 'Thing');
      expect(thing?.fields).toEqual([
        { name: 'id', type: 'integer', format: 'int64', description: '', required: true },
        { name: 'other', type: 'object', description: '', required: false },
        { name: 'parts', type: 'array', items: { type: 'string' }, description: '', required: false },
        { name: 'flag', type: 'boolean', default: true, description: '', required: false },
      ]);
    });
  });

  it('reports a default outside its bounds or enum, and bounds the wrong way round', () => {
    const doc = {
      swaggerVersion: '1.2',
      resourcePath: '/x',
      apis: [
        {
          path: '/x/',
          operations: [
            {
              method: 'GET',
              type: 'void',
              parameters: [
                { paramType: 'query', name: 'a', type: 'integer', minimum: '5', maximum: '1' },
                { paramType: 'query', name: 'b', type: 'integer', maximum: '10', defaultValue: 11 },
                { paramType: 'query', name: 'c', type: 'string', enum: ['x'], defaultValue: 'y' },
              ],
            },
          ],
        },
      ],
    };
    const { warnings } = normaliseSwagger12({ declarations: [{ file: 'x.json', doc }] });
    expect(warnings.map((w) => `${w.parameter ?? ''}: ${w.message}`)).toEqual([
      'a: minimum 5 is above maximum 1',
      'b: default 11 is above maximum 10',
      'c: default "y" is not one of the enum values',
    ]);
  });

  it('reports a model that two declarations define differently, keeping the first', () => {
    const declaration = (description: string) => ({
      swaggerVersion: '1.2',
      resourcePath: `/${description}`,
      apis: [{ path: `/${description}/`, operations: [{ method: 'GET', type: 'M' }] }],
      models: { M: { id: 'M', description, properties: {} } },
    });
    const result = normaliseSwagger12({
      declarations: [
        { file: 'a.json', doc: declaration('a') },
        { file: 'b.json', doc: declaration('b') },
      ],
    });
    expect(result.warnings.map(formatWarning)).toEqual([
      'b.json › model M: differs from the model of the same id in a.json; that one is used',
    ]);
    expect(result.model.models).toEqual([{ id: 'M', description: 'a', fields: [] }]);
  });

  it('makes operation ids unique when two operations share method and path', () => {
    const doc = {
      swaggerVersion: '1.2',
      resourcePath: '/x',
      apis: [
        { path: '/x/', operations: [{ method: 'GET', type: 'void' }] },
        { path: '/x/', operations: [{ method: 'GET', type: 'void' }] },
      ],
    };
    const result = normaliseSwagger12({ declarations: [{ file: 'x.json', doc }] });
    expect(operations(result).map((o) => o.id)).toEqual(['get-x', 'get-x-1']);
    expect(result.warnings.map((w) => w.message)).toEqual(['path /x/ is listed twice; its operations are merged']);
  });
});

describe('rejecting what is not a description', () => {
  const cases: [string, unknown, string][] = [
    ['a list', [1, 2], 'bad.json: is not an API description: the top level is not an object'],
    [
      'an object without a version field',
      { title: 'Hello' },
      'bad.json: is not an API description: expected "swaggerVersion" (Swagger 1.2) or "openapi" (OpenAPI 3.x) at the top level',
    ],
    ['Swagger 2.0', { swagger: '2.0' }, 'bad.json: Swagger 2.0 is not supported (1.2, OpenAPI 3.0 and 3.1 are)'],
    ['OpenAPI 4', { openapi: '4.0.0' }, 'bad.json: OpenAPI 4.0.0 is not supported (3.0 and 3.1 are)'],
    [
      'Swagger 1.2 without apis',
      { swaggerVersion: '1.2' },
      'bad.json: is not a Swagger 1.2 description: "apis" is not a list',
    ],
    [
      'OpenAPI without paths',
      { openapi: '3.1.0', info: {} },
      'bad.json: is not an OpenAPI description: it has no "paths"',
    ],
    [
      'a lone resource listing',
      { swaggerVersion: '1.2', apis: [{ path: '/a' }] },
      'bad.json: is a Swagger 1.2 resource listing: load it with the declarations it lists',
    ],
  ];
  it.each(cases)('throws an ApiDescriptionError naming the file for %s', (_, doc, message) => {
    const attempt = () => normaliseDocument(doc, 'bad.json');
    expect(attempt).toThrow(ApiDescriptionError);
    expect(attempt).toThrow(message);
  });

  it('gives the file and the reason separately', () => {
    try {
      detectKind(null, 'x/api-docs.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiDescriptionError);
      expect(error).toMatchObject({
        file: 'x/api-docs.json',
        reason: 'is not an API description: the top level is not an object',
      });
    }
  });

  it('refuses a listing given as a declaration', () => {
    expect(() => normaliseSwagger12({ declarations: [{ file: 'l.json', doc: listing }] })).toThrow(
      'l.json: is not a Swagger 1.2 API declaration (it declares no operations)',
    );
  });
});
