import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiDescriptionError, flattenModel, loadDescription } from '../src/model/index.ts';
import type { Model } from '../src/model/model.ts';

const declaration = (name: string) => ({
  swaggerVersion: '1.2',
  apiVersion: 'v1',
  basePath: 'https://example.net',
  resourcePath: `/api/${name}`,
  apis: [{ path: `/api/${name}/`, operations: [{ method: 'GET', summary: `List ${name}`, type: 'void' }] }],
});

describe('loadDescription', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-reference-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const write = async (name: string, content: unknown) => {
    const file = join(dir, name);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('reads a Swagger 1.2 folder, finding declarations however the listing names them', async () => {
    await write('api-docs.json', {
      swaggerVersion: '1.2',
      apiVersion: 'v1',
      apis: [
        { path: '/resources/a.json', description: 'A.' },
        { path: '/b', description: 'B.' },
        { path: '/api/c', description: 'C.' },
      ],
    });
    await write('resources/a.json', declaration('a'));
    await write('b.json', declaration('b'));
    await write('resources/c.json', declaration('c'));
    const { model, warnings } = await loadDescription(dir);
    expect(warnings).toEqual([]);
    expect(model.resources.map((r) => [r.name, r.description])).toEqual([
      ['a', 'A.'],
      ['b', 'B.'],
      ['c', 'C.'],
    ]);
  });

  it('reads a single OpenAPI file, JSON or YAML, or a folder holding one', async () => {
    const yaml = [
      'openapi: 3.1.0',
      'info: { title: Tiny, version: "2" }',
      'paths:',
      '  /api/v1/x/:',
      '    get:',
      '      summary: Get x',
      '      responses: { "200": { description: OK } }',
    ].join('\n');
    const file = await write('openapi.yaml', yaml);
    for (const path of [file, dir]) {
      const { model } = await loadDescription(path);
      expect(model).toMatchObject({ title: 'Tiny', version: '2', source: 'openapi-3.1' });
      expect(model.resources[0]?.endpoints[0]?.operations[0]?.id).toBe('get-api-v1-x');
    }
  });

  it('reads a lone Swagger 1.2 declaration file', async () => {
    const file = await write('things.json', declaration('things'));
    expect((await loadDescription(file)).model.resources[0]?.path).toBe('/api/things');
  });

  it('names the listing when a declaration it lists is missing', async () => {
    const listing = await write('api-docs.json', { swaggerVersion: '1.2', apis: [{ path: '/resources/gone.json' }] });
    await expect(loadDescription(dir)).rejects.toThrow(
      `${listing}: lists "/resources/gone.json", but no file ${join(dir, 'resources/gone.json')} exists`,
    );
  });

  it('names the file that is not JSON, or not a description', async () => {
    const broken = await write('api-docs.json', '{ "swaggerVersion": ');
    await expect(loadDescription(dir)).rejects.toThrow(ApiDescriptionError);
    await expect(loadDescription(dir)).rejects.toThrow(`${broken}: is not valid JSON`);
    const other = await write('package.json', { name: 'not-an-api' });
    await expect(loadDescription(other)).rejects.toThrow(`${other}: is not an API description`);
  });

  it('names a folder without a description, and a path that does not exist', async () => {
    await expect(loadDescription(dir)).rejects.toThrow(`${dir}: holds no API description (looked for api-docs.json`);
    await expect(loadDescription(join(dir, 'nope'))).rejects.toThrow(`${join(dir, 'nope')}: does not exist`);
  });
});

describe('flattenModel', () => {
  const models = new Map<string, Model>([
    [
      'Node',
      {
        id: 'Node',
        description: '',
        fields: [
          { name: 'id', type: 'integer', description: '', required: true },
          { name: 'parent', type: 'object', model: 'Node', description: '', required: false },
          {
            name: 'children',
            type: 'array',
            items: { type: 'object', model: 'Leaf' },
            description: '',
            required: false,
          },
        ],
      },
    ],
    [
      'Leaf',
      { id: 'Leaf', description: '', fields: [{ name: 'value', type: 'string', description: '', required: false }] },
    ],
  ]);

  it('expands nested models with a path and stops at a model already on the path', () => {
    expect(flattenModel('Node', models).map((f) => f.name)).toEqual(['id', 'parent', 'children', 'children[].value']);
  });

  it('returns nothing for an unknown model', () => {
    expect(flattenModel('Missing', models)).toEqual([]);
  });
});
