import { describe, expect, it } from 'vitest';
import { buildRequest, buildUrl, missingPathParameters, toCurl } from '../src/try-it/index.ts';
import type { Operation, Parameter } from '../src/model/model.ts';

const p = (name: string, where: Parameter['in'], extra: Partial<Parameter> = {}): Parameter => ({
  name,
  in: where,
  type: 'string',
  required: where === 'path',
  description: '',
  ...extra,
});

const results: Pick<Operation, 'method' | 'path' | 'parameters'> = {
  method: 'GET',
  path: '/api/v2/measurements/{pk}/results/',
  parameters: [
    p('pk', 'path', { type: 'integer' }),
    p('start', 'query', { type: 'integer' }),
    p('stop', 'query', { type: 'integer' }),
    p('probe_ids', 'query', { allowMultiple: true }),
    p('format[datetime]', 'query'),
  ],
};

describe('buildUrl', () => {
  it('fills placeholders and puts query parameters in declared order, whatever the order of the values', () => {
    const built = buildUrl(results, { stop: '200', pk: '1001', start: '100' });
    expect(built).toEqual({
      url: 'https://atlas.ripe.net/api/v2/measurements/1001/results/?start=100&stop=200',
      missing: [],
    });
  });

  it('encodes each value as one path segment and each query part', () => {
    const tags = { path: '/api/v2/measurements/tags/{tag}/results/', parameters: [p('tag', 'path'), p('q', 'query')] };
    expect(buildUrl(tags, { tag: 'a b/c?d#e', q: 'x&y=z ü' }).url).toBe(
      'https://atlas.ripe.net/api/v2/measurements/tags/a%20b%2Fc%3Fd%23e/results/?q=x%26y%3Dz%20%C3%BC',
    );
    expect(buildUrl(results, { pk: '1', 'format[datetime]': 'unix' }).url).toBe(
      'https://atlas.ripe.net/api/v2/measurements/1/results/?format%5Bdatetime%5D=unix',
    );
  });

  it('leaves out empty values and repeats a parameter given a list', () => {
    const built = buildUrl(results, { pk: '7', start: '', stop: '   ', probe_ids: ['1', '', '2'] });
    expect(built.url).toBe('https://atlas.ripe.net/api/v2/measurements/7/results/?probe_ids=1&probe_ids=2');
  });

  it('keeps a comma-separated value as one parameter, its commas as they are for a list', () => {
    expect(buildUrl(results, { pk: '7', probe_ids: '1,2' }).url).toContain('?probe_ids=1,2');
    const single = { path: '/x/', parameters: [p('search', 'query')] };
    expect(buildUrl(single, { search: 'a,b' }).url).toContain('?search=a%2Cb');
  });

  it('reports unfilled placeholders and leaves them visible', () => {
    const twoPlaceholders = {
      path: '/api/v2/measurements/{pk}/tags/{tag}/',
      parameters: [p('pk', 'path'), p('tag', 'path')],
    };
    expect(buildUrl(twoPlaceholders, { tag: '' })).toEqual({
      url: 'https://atlas.ripe.net/api/v2/measurements/{pk}/tags/{tag}/',
      missing: ['pk', 'tag'],
    });
    expect(missingPathParameters(twoPlaceholders, { pk: '1' })).toEqual(['tag']);
    expect(missingPathParameters(twoPlaceholders, { pk: '1', tag: 'x' })).toEqual([]);
  });

  it('takes another host, with or without a trailing slash', () => {
    expect(buildUrl(results, { pk: '1' }, 'http://127.0.0.1:9/').url).toBe(
      'http://127.0.0.1:9/api/v2/measurements/1/results/',
    );
  });

  it('ignores form, body and header parameters', () => {
    const patch = {
      path: '/api/v2/probes/{pk}/',
      parameters: [p('pk', 'path'), p('is_wifi_requested', 'form'), p('body', 'body'), p('X-Thing', 'header')],
    };
    expect(buildUrl(patch, { pk: '1', is_wifi_requested: 'true', body: '{}', 'X-Thing': 'x' }).url).toBe(
      'https://atlas.ripe.net/api/v2/probes/1/',
    );
  });
});

describe('buildRequest', () => {
  it('URL-encodes form parameters into the body', () => {
    const patch = {
      method: 'PATCH' as const,
      path: '/api/v2/probes/{pk}/',
      parameters: [p('pk', 'path'), p('is_wifi_requested', 'form'), p('note', 'form')],
    };
    expect(buildRequest(patch, { pk: '6001', is_wifi_requested: 'true', note: 'a&b' })).toEqual({
      method: 'PATCH',
      url: 'https://atlas.ripe.net/api/v2/probes/6001/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'is_wifi_requested=true&note=a%26b',
      missing: [],
    });
  });

  it('sends the body parameter as typed, as JSON, with header parameters', () => {
    const post = {
      method: 'POST' as const,
      path: '/api/v2/keys/',
      parameters: [p('body', 'body'), p('X-Trace', 'header')],
    };
    expect(buildRequest(post, { body: '{"label":"k"}', 'X-Trace': 'on' })).toEqual({
      method: 'POST',
      url: 'https://atlas.ripe.net/api/v2/keys/',
      headers: { 'X-Trace': 'on', 'Content-Type': 'application/json' },
      body: '{"label":"k"}',
      missing: [],
    });
  });
});

describe('toCurl', () => {
  it('writes a GET without a method flag and without a key', () => {
    const request = buildRequest(results, { pk: '1001', start: '100' });
    expect(toCurl(request)).toBe("curl 'https://atlas.ripe.net/api/v2/measurements/1001/results/?start=100'");
  });

  it('writes other methods with the key placeholder, the headers and the body', () => {
    const post = {
      method: 'POST' as const,
      path: '/api/v2/measurements/{pk}/tags/',
      parameters: [p('pk', 'path'), p('tag', 'form')],
    };
    expect(toCurl(buildRequest(post, { pk: '1', tag: "it's" }), { apiKeyPlaceholder: true })).toBe(
      [
        "curl -X POST 'https://atlas.ripe.net/api/v2/measurements/1/tags/' \\",
        "  -H 'Authorization: Key YOUR_KEY' \\",
        "  -H 'Content-Type: application/x-www-form-urlencoded' \\",
        "  --data 'tag=it'\\''s'",
      ].join('\n'),
    );
  });

  it('leaves the key out when asked, and quotes single quotes in the URL', () => {
    const request = { method: 'DELETE' as const, url: "https://atlas.ripe.net/api/v2/keys/a'b/", headers: {} };
    expect(toCurl(request, { apiKeyPlaceholder: false })).toBe(
      "curl -X DELETE 'https://atlas.ripe.net/api/v2/keys/a'\\''b/'",
    );
    expect(toCurl(request)).toContain("-H 'Authorization: Key YOUR_KEY'");
  });
});
