import { describe, expect, it } from 'vitest';
import type { ApiModel, Parameter, Resource } from '../src/model/model.ts';
import {
  constraintLabels,
  endpointAnchor,
  enumLabels,
  modelAnchor,
  modelsOf,
  parameterGroups,
  shortPath,
  tryItOperation,
  typeLabel,
} from '../src/ui/describe.ts';
import { filterStatus, matchesFilter } from '../src/ui/operation-filter.ts';
import { filterText } from '../src/ui/ResourceList.tsx';

const parameter = (name: string, location: Parameter['in'], extra: Partial<Parameter> = {}): Parameter => ({
  name,
  in: location,
  type: 'string',
  required: false,
  description: `The ${name}.`,
  ...extra,
});

describe('what the reference says about a value', () => {
  it('names types with their format, items and models', () => {
    expect(typeLabel({ type: 'integer', format: 'int64' })).toBe('integer (int64)');
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(typeLabel({ type: 'array', items: { type: 'object', model: 'Probe' } })).toBe('array of Probe');
    expect(typeLabel({ type: 'object', model: 'Measurement' })).toBe('Measurement');
  });

  it('lists enum values with their names, an array its items’', () => {
    expect(enumLabels({ type: 'integer', enum: [1, 2], enumNames: ['Scheduled', 'Ongoing'] })).toEqual([
      '1 (Scheduled)',
      '2 (Ongoing)',
    ]);
    expect(enumLabels({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } })).toEqual(['a', 'b']);
    expect(enumLabels({ type: 'string' })).toEqual([]);
  });

  it('states bounds and default', () => {
    expect(constraintLabels({ type: 'integer', minimum: 1, maximum: 500, default: 50 })).toEqual([
      'minimum 1',
      'maximum 500',
      'default 50',
    ]);
    expect(constraintLabels({ type: 'string', maxLength: 32, maxItems: 100, multipleOf: 4 })).toEqual([
      'max length 32',
      'multiple of 4',
      'at most 100 values',
    ]);
  });

  it('makes anchors of models and endpoints', () => {
    expect(modelAnchor('MeasurementList')).toBe('model-measurementlist');
    expect(endpointAnchor('/api/v2/measurements/{pk}/')).toBe('endpoint-api-v2-measurements-pk');
  });
});

describe('parameterGroups', () => {
  it('groups path, query, form and body in that order and leaves empty groups out', () => {
    const groups = parameterGroups({
      parameters: [parameter('q', 'query'), parameter('f', 'form'), parameter('pk', 'path'), parameter('q2', 'query')],
    });
    expect(groups.map((g) => [g.title, g.parameters.map((p) => p.name)])).toEqual([
      ['Path parameters', ['pk']],
      ['Query parameters', ['q', 'q2']],
      ['Form parameters', ['f']],
    ]);
  });
});

describe('modelsOf', () => {
  const api: Pick<ApiModel, 'models'> = {
    models: [
      { id: 'Unused', description: '', fields: [] },
      {
        id: 'List',
        description: '',
        fields: [
          { name: 'results', type: 'array', items: { type: 'object', model: 'Item' }, description: '', required: true },
        ],
      },
      { id: 'Item', description: '', fields: [], subTypes: ['PingItem'] },
      {
        id: 'PingItem',
        description: '',
        fields: [{ name: 'status', type: 'object', model: 'Status', description: '', required: false }],
        parent: 'Item',
      },
      { id: 'Status', description: '', fields: [] },
      { id: 'Body', description: '', fields: [] },
    ],
  };
  const resource: Resource = {
    name: 'items',
    path: '/api/items',
    description: '',
    endpoints: [
      {
        path: '/api/items/',
        description: '',
        operations: [
          {
            id: 'get-api-items',
            method: 'GET',
            path: '/api/items/',
            summary: '',
            description: '',
            parameters: [parameter('body', 'body', { type: 'object', model: 'Body' })],
            responses: [{ status: 200, description: 'ok', model: 'List' }],
            responseFields: [],
          },
        ],
      },
    ],
  };

  it('gives the models the operations use and those they reach, in description order', () => {
    expect(modelsOf(resource, api).map((m) => m.id)).toEqual(['List', 'Item', 'PingItem', 'Status', 'Body']);
  });

  it('gives the try-it panel the operation without its descriptions', () => {
    const operation = resource.endpoints[0]?.operations[0];
    if (!operation) throw new Error('fixture');
    const slim = tryItOperation(operation, new Map(api.models.map((m) => [m.id, m])));
    expect(slim).toEqual({
      id: 'get-api-items',
      method: 'GET',
      path: '/api/items/',
      parameters: [{ ...parameter('body', 'body', { type: 'object', model: 'Body' }), description: '' }],
    });
  });
});

describe('shortPath', () => {
  it.each([
    ['/api/v2/measurements', '/api/v2/measurements/', '/'],
    ['/api/v2/measurements', '/api/v2/measurements/{pk}/results/', '/{pk}/results/'],
    ['/api/v2/measurements/', '/api/v2/measurements/my/', '/my/'],
    ['/api/v2/probes', '/api/v2/probes-archive/', '/api/v2/probes-archive/'],
  ])('of %s, %s is %s', (resource, path, short) => {
    expect(shortPath(resource, path)).toBe(short);
  });
});

describe('the index’s operation filter', () => {
  const text = filterText('GET', '/api/v2/measurements/{pk}/results/', 'Results of a measurement');
  it.each([
    ['results', true],
    ['GET results', true],
    ['get   MEASUREMENT', true],
    ['post results', false],
    ['{pk}', true],
    ['', true],
  ])('%j matches: %s', (query, matches) => {
    expect(matchesFilter(text, query)).toBe(matches);
  });

  it('says how many operations are left, or that none is', () => {
    expect(filterStatus(3, 49, 'probe')).toBe('3 of 49 operations');
    expect(filterStatus(0, 49, ' nope ')).toBe('No operation matches “nope”.');
    expect(filterStatus(49, 49, '')).toBe('');
  });
});
