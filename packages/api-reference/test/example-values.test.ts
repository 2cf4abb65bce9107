import { describe, expect, it } from 'vitest';
import { realisticValue } from '../src/model/example-values.ts';
import type { Model, Operation } from '../src/model/model.ts';
import { operationExamples, pageExamples } from '../src/ui/describe.ts';

describe('realisticValue', () => {
  it.each([
    ['msm_id', { type: 'integer' }, undefined, 12016241],
    ['id', { type: 'integer' }, 'Probe', 6001],
    ['id', { type: 'integer' }, 'Measurement Write', 12016241],
    ['id', { type: 'integer' }, 'Credit', undefined],
    ['start_time', { type: 'integer', format: 'int64' }, undefined, 1714564800],
    ['results[].target', { type: 'string' }, undefined, 'www.ripe.net'],
    ['asn_v4', { type: 'integer' }, undefined, 3333],
    ['prefix_v6', { type: 'string' }, undefined, '2001:67c:2e8::/48'],
    ['country_code', { type: 'string' }, undefined, 'NL'],
    ['latitude', { type: 'number', minimum: -90, maximum: 90 }, undefined, 52.3564],
  ] as const)('%s (%j of %s) is %j', (name, schema, owner, value) => {
    expect(realisticValue(name, schema, owner)).toBe(value);
  });

  it('gives nothing that does not fit the bounds, the format or the type', () => {
    expect(realisticValue('packets', { type: 'integer', maximum: 2 })).toBeUndefined();
    expect(realisticValue('country_code', { type: 'string', maxLength: 1 })).toBeUndefined();
    expect(realisticValue('target', { type: 'string', format: 'uri' })).toBeUndefined();
    expect(realisticValue('target', { type: 'integer' })).toBeUndefined();
  });
});

const probe: Model = {
  id: 'Probe',
  description: '',
  fields: [
    { name: 'id', type: 'integer', description: '', required: true },
    { name: 'country_code', type: 'string', description: '', required: false },
  ],
};
const models = new Map([[probe.id, probe]]);
const operation = (method: Operation['method'], path: string, extra: Partial<Operation> = {}): Operation => ({
  id: `${method.toLowerCase()}-${path.replace(/\W+/g, '-')}`,
  method,
  path,
  summary: '',
  description: '',
  parameters: [],
  responses: [{ status: 200, description: 'OK', model: 'Probe' }],
  responseFields: [],
  ...extra,
});

describe('the examples of a page', () => {
  it('gives an operation its success response, a list of one for an array, and its body', () => {
    const list = operation('GET', '/probes/', {
      responses: [{ status: 200, description: '', model: 'Probe', isArray: true }],
    });
    expect(operationExamples(list, models)).toEqual({ response: [{ id: 6001, country_code: 'NL' }] });
    const put = operation('PUT', '/probes/{pk}/', {
      parameters: [{ name: 'data', in: 'body', type: 'object', model: 'Probe', required: true, description: '' }],
    });
    expect(operationExamples(put, models)).toEqual({
      request: { id: 6001, country_code: 'NL' },
      response: { id: 6001, country_code: 'NL' },
    });
    expect(
      operationExamples(
        operation('DELETE', '/probes/{pk}/', { responses: [{ status: 204, description: '' }] }),
        models,
      ),
    ).toEqual({});
  });

  it('writes each example once a page, and links later operations to it', () => {
    const get = operation('GET', '/probes/{pk}/');
    const patch = operation('PATCH', '/probes/{pk}/');
    const examples = pageExamples([get, patch], models);
    expect(examples.get(get.id)).toEqual({
      response: { json: JSON.stringify({ id: 6001, country_code: 'NL' }, null, 2) },
    });
    expect(examples.get(patch.id)).toEqual({ response: { sameAs: { id: get.id, title: 'GET /probes/{pk}/' } } });
  });
});
