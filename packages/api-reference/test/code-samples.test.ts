import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  checkBody,
  codeSamples,
  toCurl,
  toFetch,
  toGo,
  toHttpie,
  toNode,
  toPython,
} from '../src/try-it/index.ts';
import { requestValues } from '../src/try-it/code-request.ts';
import type { Parameter } from '../src/model/model.ts';
import type { BodyCheck } from '../src/ui/describe.ts';

const p = (name: string, where: Parameter['in']): Parameter => ({
  name,
  in: where,
  type: 'string',
  required: false,
  description: '',
});

const create = {
  method: 'POST' as const,
  path: '/api/v2/measurements/',
  parameters: [p('body', 'body')],
};
const body = '{"definitions": [{"type": "ping", "af": 4, "is_public": true, "target": null}], "probes": []}';

describe('code samples', () => {
  const request = buildRequest(create, { body }, 'https://atlas.ripe.net');

  it('writes a JSON body in Python as data, with the key placeholder', () => {
    expect(toPython(request)).toBe(
      [
        'import requests',
        '',
        'response = requests.post(',
        '    "https://atlas.ripe.net/api/v2/measurements/",',
        '    headers={',
        '        "Authorization": "Key YOUR_KEY",',
        '    },',
        '    json={',
        '        "definitions": [',
        '            {',
        '                "type": "ping",',
        '                "af": 4,',
        '                "is_public": True,',
        '                "target": None,',
        '            },',
        '        ],',
        '        "probes": [],',
        '    },',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
      ].join('\n'),
    );
  });

  it('writes the same request with fetch', () => {
    const code = toFetch(request);
    expect(code).toContain('const response = await fetch("https://atlas.ripe.net/api/v2/measurements/", {');
    expect(code).toContain('  method: "POST",');
    expect(code).toContain('    "Authorization": "Key YOUR_KEY",');
    expect(code).toContain('    "Content-Type": "application/json",');
    expect(code).toContain('  body: JSON.stringify({');
    expect(code).toContain('if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);');
  });

  it('writes a GET without method, body or key, unless the call needs a key', () => {
    const get = buildRequest({ method: 'GET', path: '/api/v2/credits/', parameters: [] }, {}, 'https://atlas.ripe.net');
    expect(toFetch(get)).toBe(
      [
        'const response = await fetch("https://atlas.ripe.net/api/v2/credits/");',
        'if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);',
        'console.log(await response.json());',
      ].join('\n'),
    );
    expect(toCurl(get, { apiKeyPlaceholder: true })).toBe(
      "curl 'https://atlas.ripe.net/api/v2/credits/' \\\n  -H 'Authorization: Key YOUR_KEY'",
    );
    expect(toPython(get, { apiKeyPlaceholder: true })).toContain('"Authorization": "Key YOUR_KEY"');
  });

  it('sends a body that is not valid JSON as the text it is', () => {
    const broken = buildRequest(create, { body: '{"definitions": [' }, 'https://atlas.ripe.net');
    expect(toPython(broken)).toContain('data="{\\"definitions\\": ["');
    expect(toFetch(broken)).toContain('body: "{\\"definitions\\": [",');
    expect(toGo(broken)).toContain('body := strings.NewReader(`{"definitions": [`)');
  });

  it('writes HTTPie with the JSON body raw, form fields as items and headers as Name:value', () => {
    expect(toHttpie(request)).toBe(
      [
        `http --raw '${body}' POST 'https://atlas.ripe.net/api/v2/measurements/'`,
        "  'Authorization:Key YOUR_KEY'",
        "  'Content-Type:application/json'",
      ].join(' \\\n'),
    );
    const patch = buildRequest(
      { method: 'PATCH', path: '/api/v2/measurements/{pk}/', parameters: [p('pk', 'path'), p('description', 'form')] },
      { pk: '1001', description: "Ping's target" },
      'https://atlas.ripe.net',
    );
    expect(toHttpie(patch)).toBe(
      [
        "http --form PATCH 'https://atlas.ripe.net/api/v2/measurements/1001/'",
        "  'Authorization:Key YOUR_KEY'",
        "  'description=Ping'\\''s target'",
      ].join(' \\\n'),
    );
  });

  it('writes Node.js with the key from the environment, and Go with net/http', () => {
    const node = toNode(request);
    expect(node).toContain('// The key comes from the environment: ATLAS_API_KEY=YOUR_KEY node request.mjs');
    expect(node).toContain('    "Authorization": `Key ${process.env.ATLAS_API_KEY}`,');
    expect(node).toContain('console.log(JSON.stringify(await response.json(), null, 2));');
    const go = toGo(request);
    expect(go).toMatch(/^package main\n\nimport \(\n\t"fmt"\n\t"io"\n\t"net\/http"\n\t"strings"\n\)/);
    expect(go).toContain('\treq, err := http.NewRequest("POST", "https://atlas.ripe.net/api/v2/measurements/", body)');
    expect(go).toContain('\treq.Header.Set("Authorization", "Key YOUR_KEY")');
    expect(go).toContain('  "definitions": [\n    {\n      "type": "ping",');
    const get = buildRequest({ method: 'GET', path: '/api/v2/probes/', parameters: [] }, {}, 'https://atlas.ripe.net');
    expect(toGo(get)).not.toContain('strings');
    expect(toGo(get)).toContain('http.NewRequest("GET", "https://atlas.ripe.net/api/v2/probes/", nil)');
    expect(toNode(get)).not.toContain('ATLAS_API_KEY');
  });

  it('gives a sample of every language, and of a platform tool only where it makes the call', () => {
    const ids = (sample: ReturnType<typeof codeSamples>) => sample.map((s) => s.id);
    expect(ids(codeSamples({ ...request, template: '/api/v2/measurements/' }))).toEqual([
      'curl',
      'ripe-atlas',
      'httpie',
      'python',
      'cousteau',
      'javascript',
      'node',
      'go',
    ]);
    expect(ids(codeSamples(request))).toEqual(['curl', 'httpie', 'python', 'javascript', 'node', 'go']);
  });
});

describe('requestValues', () => {
  it('reads the path values by placeholder, the query and form fields in order, and the JSON body', () => {
    const operation = {
      method: 'POST' as const,
      path: '/api/v2/measurements/{msm_id}/participation-requests/',
      parameters: [p('msm_id', 'path'), p('type', 'form'), p('value', 'form'), p('format', 'query')],
    };
    const built = buildRequest(operation, { msm_id: 'a/b', type: 'asn', value: '3333', format: 'json' });
    expect(requestValues(built, operation.path)).toEqual({
      path: { msm_id: 'a/b' },
      query: [['format', 'json']],
      form: [
        ['type', 'asn'],
        ['value', '3333'],
      ],
      json: undefined,
      badJson: false,
    });
    const missing = buildRequest(operation, {});
    expect(requestValues(missing, operation.path)?.path).toEqual({});
    expect(requestValues(missing, '/api/v2/probes/')).toBeUndefined();
    const broken = buildRequest(create, { body: '{' });
    expect(requestValues(broken, create.path)).toMatchObject({ json: undefined, badJson: true });
  });
});

describe('checkBody', () => {
  const checks: BodyCheck[] = [
    { path: 'definitions', type: 'array', required: true },
    { path: 'definitions[].af', type: 'integer', enum: [4, 6], required: true },
    { path: 'definitions[].ping.packets', type: 'integer', minimum: 1, maximum: 16, when: ['type', 'ping'] },
    { path: 'definitions[].wifi.ssid', type: 'string', maxLength: 32, required: true, when: ['type', 'wifi'] },
  ];

  it('warns about values out of bounds and missing required fields, by where they are', () => {
    const text = JSON.stringify({
      definitions: [
        { type: 'ping', af: 5, packets: 17 },
        { type: 'wifi', af: 4 },
        { type: 'dns', packets: 99 },
      ],
    });
    expect(checkBody(text, checks)).toEqual([
      'definitions[0].af: 5 is not one of 4, 6',
      'definitions[2].af is required',
      'definitions[0].packets: 17 is above the maximum of 16',
      'definitions[1].ssid is required',
    ]);
  });

  it('says when the body is not JSON, and nothing about a good one', () => {
    expect(checkBody('{"definitions": [', checks)[0]).toMatch(/^The body is not valid JSON: /);
    expect(checkBody('{"definitions": [{"type": "ping", "af": 4, "packets": 3}]}', checks)).toEqual([]);
    expect(checkBody('{}', checks)).toEqual(['definitions is required']);
  });
});
