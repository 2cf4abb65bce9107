/**
 * The Cousteau and `ripe-atlas` samples, checked against the table of those tools' calls
 * (atlas-tool-calls.ts, read from their documentation and source): for every operation of the RIPE Atlas
 * API description, with no values, with each parameter given, and with measurement bodies of every type,
 * every class, argument, command, option and value a sample writes must be one the tool has, and the call
 * the tool makes must be the operation's.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDescription } from '../src/model/load.ts';
import type { ApiModel, Operation, Parameter } from '../src/model/model.ts';
import { realisticValue } from '../src/model/example-values.ts';
import { buildRequest, codeSamples, toCousteau, toRipeAtlas, type CodeSample } from '../src/try-it/index.ts';
import { tryItBody } from '../src/ui/describe.ts';
import { COUSTEAU, LISTING_ARGS, MEASURE_TYPE_OPTIONS, RIPE_ATLAS } from './atlas-tool-calls.ts';

const SITE_API = fileURLToPath(new URL('../../../site/api', import.meta.url));

interface PathOperation extends Operation {
  path: string;
}

let api: ApiModel;
let operations: PathOperation[];

beforeAll(async () => {
  api = (await loadDescription(SITE_API)).model;
  operations = api.resources.flatMap((resource) =>
    resource.endpoints.flatMap((endpoint) =>
      endpoint.operations.map((operation) => ({ ...operation, path: endpoint.path })),
    ),
  );
});

/** A value for a parameter as a reader would enter it. */
function sampleValue(parameter: Parameter): string {
  if (parameter.enum?.length) return String(parameter.enum[0]);
  if (parameter.type === 'boolean') return 'true';
  const realistic = realisticValue(parameter.name, parameter);
  if (realistic !== undefined) return String(realistic);
  return parameter.type === 'integer' || parameter.type === 'number' ? '3' : 'nl';
}

/** Bodies for creating measurements: one of each type, with the options of each, and cases a tool cannot say. */
const MEASUREMENT_BODIES: unknown[] = [
  {
    definitions: [{ type: 'ping', af: 4, target: 'www.ripe.net', description: 'Ping', packets: 3, size: 48 }],
    probes: [{ type: 'area', value: 'WW', requested: 10 }],
    is_oneoff: true,
  },
  {
    definitions: [
      { type: 'traceroute', af: 6, target: 'www.ripe.net', description: 'Trace', protocol: 'TCP', port: 443 },
    ],
    probes: [{ type: 'country', value: 'NL', requested: 5, tags: { include: ['system-ipv6-works'] } }],
    is_oneoff: true,
  },
  {
    definitions: [
      {
        type: 'dns',
        af: 4,
        description: 'DNS',
        query_class: 'IN',
        query_type: 'AAAA',
        query_argument: 'ripe.net',
        use_probe_resolver: true,
        set_do_bit: true,
        set_rd_bit: true,
        interval: 3600,
      },
    ],
    probes: [{ type: 'asn', value: 3333, requested: 20, tags_exclude: 'system-anchor' }],
  },
  {
    definitions: [{ type: 'sslcert', af: 4, target: 'www.ripe.net', description: 'TLS', port: 443 }],
    probes: [{ type: 'probes', value: '6001,6002', requested: 2 }],
  },
  {
    definitions: [
      {
        type: 'http',
        af: 4,
        target: 'www.ripe.net',
        description: 'HTTP',
        path: '/',
        max_bytes_read: 4096,
        extended_timing: true,
      },
    ],
    probes: [{ type: 'msm', value: 12016241, requested: 10 }],
  },
  {
    definitions: [{ type: 'ntp', af: 4, target: 'ntp.ripe.net', description: 'NTP', packets: 3, timeout: 4000 }],
    probes: [{ type: 'prefix', value: '193.0.0.0/21', requested: 3 }],
  },
  // Neither tool creates wifi measurements; the command line creates one at a time, with no start time.
  {
    definitions: [{ type: 'wifi', description: 'Wifi', ssid: 'eduroam' }],
    probes: [{ type: 'area', value: 'WW', requested: 1 }],
  },
  {
    definitions: [
      { type: 'ping', af: 4, target: 'a.example', description: 'A' },
      { type: 'ping', af: 4, target: 'b.example', description: 'B' },
    ],
    probes: [{ type: 'area', value: 'West', requested: 10 }],
    start_time: 1714564800,
  },
  {
    definitions: [{ type: 'dns', af: 4, description: 'No recursion', query_argument: 'x', set_rd_bit: false }],
    probes: [{ type: 'area', value: 'Europe', requested: 10 }],
  },
];

interface Scenario {
  operation: PathOperation;
  values: Record<string, string>;
}

/** Every operation with its path filled: alone, with each query or form parameter, and with each body. */
function scenarios(): Scenario[] {
  const models = new Map(api.models.map((model) => [model.id, model]));
  const out: Scenario[] = [];
  for (const operation of operations) {
    const base: Record<string, string> = {};
    for (const parameter of operation.parameters) if (parameter.in === 'path') base[parameter.name] = '1001';
    const body = operation.parameters.find((parameter) => parameter.in === 'body');
    const bodies = body
      ? [
          tryItBody(operation, models)?.example,
          ...(operation.method === 'POST' && operation.path === '/api/v2/measurements/' ? MEASUREMENT_BODIES : []),
        ].map((json) => ({ ...base, [body.name]: JSON.stringify(json) }))
      : [base];
    for (const values of bodies) out.push({ operation, values });
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' && parameter.in !== 'form') continue;
      out.push({ operation, values: { ...base, [parameter.name]: sampleValue(parameter) } });
    }
    const times = operation.parameters.filter((p) => p.name === 'start' || p.name === 'stop');
    if (times.length) out.push({ operation, values: { ...base, start: '1714564800', stop: '2024-05-02T00:00:00' } });
  }
  return out;
}

function samplesOf({ operation, values }: Scenario): CodeSample[] {
  const request = buildRequest(operation, values);
  const apiKeyPlaceholder = operation.method !== 'GET' || (operation.security?.length ?? 0) > 0;
  return codeSamples({ ...request, template: operation.path }, { apiKeyPlaceholder });
}

/** The keyword arguments at the top level of a Python call whose `(` is at `open`, and where it ends. */
function keywordsOf(code: string, open: number): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const char = code[index] ?? '';
    if (char === '"') {
      index++;
      while (index < code.length && code[index] !== '"') index += code[index] === '\\' ? 2 : 1;
      continue;
    }
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      depth--;
      if (depth === 0) return names;
    } else if (depth === 1) {
      const match = /^([A-Za-z_]\w*)=(?!=)/.exec(code.slice(index));
      const before = code.slice(0, index).trimEnd().at(-1);
      if (match?.[1] && (before === '(' || before === ',')) {
        names.push(match[1]);
        index += match[1].length;
      }
    }
  }
  throw new Error(`unclosed call at ${open}`);
}

/** The keys at the top level of the `filters = {...}` dict of a listing sample. */
function filterKeys(code: string): string[] {
  const block = /^filters = \{\n([\s\S]*?)^\}/m.exec(code)?.[1] ?? '';
  return [...block.matchAll(/^ {4}"([^"]+)":/gm)].map((match) => match[1] ?? '');
}

/** Checks a Cousteau sample against the table; returns the API call its request class makes. */
function checkCousteau(code: string, scenario: Scenario): string {
  const { operation, values } = scenario;
  const imported = /^from ripe\.atlas\.cousteau import (.+)$/m.exec(code)?.[1]?.split(', ') ?? [];
  expect(imported.length, code).toBeGreaterThan(0);
  for (const name of imported) expect(COUSTEAU, `${name} in\n${code}`).toHaveProperty(name);
  const definitions = (() => {
    const body = operation.parameters.find((p) => p.in === 'body');
    const json = body ? (JSON.parse(values[body.name] ?? '{}') as { definitions?: Record<string, unknown>[] }) : {};
    return json.definitions ?? [];
  })();
  let definitionIndex = 0;
  const calls: string[] = [];
  for (const match of code.matchAll(/\b([A-Z]\w*)\(/g)) {
    const name = match[1] ?? '';
    const entry = COUSTEAU[name];
    expect(entry, `${name} is a class of Cousteau:\n${code}`).toBeDefined();
    expect(imported, `${name} is imported`).toContain(name);
    if (!entry) continue;
    const keywords = keywordsOf(code, (match.index ?? 0) + name.length);
    if (entry.args === 'definition') {
      const definition = definitions[definitionIndex++] ?? {};
      expect(String(definition.type), `${name} is the class of its definition`).toBe(name.toLowerCase());
      expect(keywords.sort()).toEqual(
        Object.keys(definition)
          .filter((key) => key !== 'type')
          .sort(),
      );
    } else if (entry.args === 'filters') {
      for (const keyword of keywords) expect(LISTING_ARGS).toContain(keyword);
      const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const key of filterKeys(code)) expect(queryNames, `filter ${key}`).toContain(key);
    } else {
      for (const keyword of keywords) expect(entry.args, `${name}(${keyword}=) in\n${code}`).toContain(keyword);
    }
    if (entry.api) calls.push(name);
  }
  expect(calls, `one request class in\n${code}`).toHaveLength(1);
  const requestClass = COUSTEAU[calls[0] ?? ''];
  if (requestClass?.send === 'create') expect(code).toMatch(/\.create\(\)$/m);
  if (requestClass?.send === 'get') expect(code).toMatch(/request\.get\((\*\*params)?\)$/m);
  return requestClass?.api === 'GET *' ? `GET ${operation.path}` : (requestClass?.api ?? '');
}

/** The words of a POSIX shell command line: single quotes (with `'\''`) and bare words. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /(?:'[^']*'|\\'|[^\s'\\])+/g;
  for (const match of line.matchAll(pattern)) {
    words.push(match[0].replace(/'([^']*)'|\\'/g, (_whole, quoted: string | undefined) => quoted ?? "'"));
  }
  return words;
}

/** Checks a `ripe-atlas` sample against the table; returns the API calls its last command may make. */
function checkCommandLine(code: string): readonly string[] {
  const lines = code.replace(/ \\\n\s+/g, ' ').split('\n');
  let calls: readonly string[] = [];
  for (const line of lines) {
    const [program, name = '', ...rest] = shellWords(line);
    expect(program, line).toBe('ripe-atlas');
    const command = RIPE_ATLAS[name];
    expect(command, `${name} is a command of ripe-atlas`).toBeDefined();
    if (!command) continue;
    let options = command.options;
    const positional: string[] = [];
    for (let index = 0; index < rest.length; index++) {
      const word = rest[index] ?? '';
      if (!word.startsWith('--')) {
        positional.push(word);
        if (Array.isArray(command.positional) && positional.length === 1) {
          expect(command.positional, `${name} ${word}`).toContain(word);
          options = { ...options, ...MEASURE_TYPE_OPTIONS[word] };
        }
        continue;
      }
      const kind = options[word];
      expect(kind, `${name} has the option ${word}:\n${code}`).toBeDefined();
      if (kind === 'switch') continue;
      const value = rest[++index];
      expect(value, `${word} has a value`).toBeDefined();
      if (Array.isArray(kind)) expect(kind, `${word} ${value}`).toContain(value);
      if (name === 'configure') expect(value).toMatch(/^authorisation\.(create|fetch)=YOUR_KEY$/);
      if (
        word === '--start-time' ||
        word === '--stop-time' ||
        word.startsWith('--started') ||
        word.startsWith('--stopped')
      ) {
        expect(value, 'a date and time as YYYY-MM-DDTHH:MM:SS').toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/);
      }
    }
    expect(positional.length, `${name}'s positional arguments`).toBe(
      Array.isArray(command.positional) ? 1 : command.positional,
    );
    calls = command.api;
  }
  return calls;
}

describe('the Cousteau and ripe-atlas samples, against the table of those tools’ calls', () => {
  it('write only classes, arguments, commands, options and values the tools have, for the operation’s call', () => {
    const checked = { cousteau: 0, 'ripe-atlas': 0 };
    const mapped = { cousteau: new Set<string>(), 'ripe-atlas': new Set<string>() };
    for (const scenario of scenarios()) {
      const call = `${scenario.operation.method} ${scenario.operation.path}`;
      for (const sample of samplesOf(scenario)) {
        if (sample.id !== 'cousteau' && sample.id !== 'ripe-atlas') continue;
        mapped[sample.id].add(call);
        if (!('code' in sample)) continue;
        checked[sample.id]++;
        if (sample.id === 'cousteau') expect(checkCousteau(sample.code, scenario)).toBe(call);
        else expect(checkCommandLine(sample.code), sample.code).toContain(call);
      }
    }
    // Every GET has a Cousteau sample (its general request makes any); the rest only where a class makes it.
    const gets = operations.filter((operation) => operation.method === 'GET').map((o) => `${o.method} ${o.path}`);
    expect([...mapped.cousteau].sort()).toEqual(
      [
        ...gets,
        'POST /api/v2/measurements/',
        'POST /api/v2/measurements/{msm_id}/participation-requests/',
        'DELETE /api/v2/measurements/{pk}/',
      ].sort(),
    );
    expect([...mapped['ripe-atlas']].sort()).toEqual(
      [
        'GET /api/v2/measurements/',
        'GET /api/v2/measurements/{pk}/',
        'GET /api/v2/measurements/{pk}/latest/',
        'GET /api/v2/measurements/{pk}/results/',
        'GET /api/v2/probes/',
        'GET /api/v2/probes/{pk}/',
        'POST /api/v2/measurements/',
      ].sort(),
    );
    expect(checked.cousteau).toBeGreaterThanOrEqual(300);
    expect(checked['ripe-atlas']).toBeGreaterThanOrEqual(25);
  });

  it('names the source of every call in the table', () => {
    for (const entry of [...Object.values(COUSTEAU), ...Object.values(RIPE_ATLAS)]) {
      expect(entry.source).toMatch(/\.(py|rst)\b/);
    }
  });
});

/** The request of an operation of the description, as the panel builds it. */
function requestOf(method: string, path: string, values: Record<string, string>) {
  const operation = operations.find((o) => o.method === method && o.path === path);
  if (!operation) throw new Error(`${method} ${path}`);
  return { ...buildRequest(operation, values), template: path };
}

describe('Cousteau samples', () => {
  it('fetch results with AtlasResultsRequest: measurement, times and probes', () => {
    const request = requestOf('GET', '/api/v2/measurements/{pk}/results/', {
      pk: '12016241',
      start: '1714564800',
      probe_ids: '6001,6002',
    });
    expect(toCousteau(request)).toBe(
      [
        'from ripe.atlas.cousteau import AtlasResultsRequest',
        '',
        'request = AtlasResultsRequest(',
        '    msm_id=12016241,',
        '    start=1714564800,',
        '    probe_ids=[6001, 6002],',
        ')',
        'is_success, response = request.create()',
        'print(is_success, response)',
      ].join('\n'),
    );
  });

  it('create measurements from definitions and sources, with the key and a server that is not the default', () => {
    const operation = operations.find((o) => o.method === 'POST' && o.path === '/api/v2/measurements/');
    if (!operation) throw new Error('no create');
    const request = buildRequest(operation, { body: JSON.stringify(MEASUREMENT_BODIES[0]) }, 'http://127.0.0.1:4010');
    const code = toCousteau({ ...request, template: operation.path });
    expect(code).toContain('from ripe.atlas.cousteau import AtlasCreateRequest, AtlasSource, Ping');
    expect(code).toContain('ATLAS_API_KEY = "YOUR_KEY"');
    expect(code).toContain('ping = Ping(\n    af=4,\n    target="www.ripe.net",');
    expect(code).toContain('source = AtlasSource(\n    type="area",\n    value="WW",\n    requested=10,\n)');
    expect(code).toContain(
      '    measurements=[ping],\n    sources=[source],\n    key=ATLAS_API_KEY,\n    server="127.0.0.1:4010",',
    );
  });

  it('say why not where the call has what the class cannot take, and fall back to AtlasRequest for a GET', () => {
    const wifi = requestOf('POST', '/api/v2/measurements/', { body: JSON.stringify(MEASUREMENT_BODIES[6]) });
    expect(toCousteau(wifi)).toEqual({ cannot: 'Cousteau has no class for wifi measurements.' });
    const latest = requestOf('GET', '/api/v2/measurements/{pk}/latest/', { pk: '1', versions: '2' });
    expect(toCousteau(latest)).toContain('request = AtlasRequest(\n    url_path="/api/v2/measurements/1/latest/",\n)');
    expect(toCousteau(latest)).toContain(
      'params = {\n    "versions": 2,\n}\nis_success, response = request.get(**params)',
    );
    expect(toCousteau(requestOf('POST', '/api/v2/keys/', { body: '{}' }))).toBeUndefined();
  });
});

describe('ripe-atlas samples', () => {
  it('report the latest results, or a time range in the command line’s own time format', () => {
    expect(toRipeAtlas(requestOf('GET', '/api/v2/measurements/{pk}/latest/', { pk: '1001', probe_ids: '1,2' }))).toBe(
      'ripe-atlas report 1001 --probes 1,2',
    );
    expect(
      toRipeAtlas(requestOf('GET', '/api/v2/measurements/{pk}/results/', { pk: '1001', start: '1714564800' })),
    ).toBe('ripe-atlas report 1001 --start-time 2024-05-01T12:00:00');
    expect(toRipeAtlas(requestOf('GET', '/api/v2/measurements/{pk}/results/', { pk: '1001' }))).toEqual({
      cannot:
        'ripe-atlas report fetches this call for a time range: give start or stop (without them it reports the latest results).',
    });
  });

  it('create a measurement with measure, its options from the definition and its probes from the source', () => {
    const code = toRipeAtlas(
      requestOf('POST', '/api/v2/measurements/', { body: JSON.stringify(MEASUREMENT_BODIES[2]) }),
    );
    expect(code).toBe(
      [
        'ripe-atlas measure dns',
        '  --af 4',
        '  --description DNS',
        '  --query-class IN',
        '  --query-type AAAA',
        '  --query-argument ripe.net',
        '  --set-do-bit',
        '  --interval 3600',
        '  --from-asn 3333',
        '  --probes 20',
        '  --exclude-tag system-anchor',
        '  --auth YOUR_KEY',
      ].join(' \\\n'),
    );
  });

  it('say which fields a command has no option for', () => {
    const twoTypes = requestOf('POST', '/api/v2/measurements/', { body: JSON.stringify(MEASUREMENT_BODIES[7]) });
    expect(toRipeAtlas(twoTypes)).toEqual({
      cannot: 'ripe-atlas measure creates one measurement from one probe source at a time.',
    });
    const noRecursion = requestOf('POST', '/api/v2/measurements/', { body: JSON.stringify(MEASUREMENT_BODIES[8]) });
    expect(toRipeAtlas(noRecursion)).toEqual({
      cannot:
        "ripe-atlas measure has no option for set_rd_bit or the probe source's value: leave them out to see the code.",
    });
    expect(toRipeAtlas(requestOf('GET', '/api/v2/probes/', { is_anchor: 'true' }))).toEqual({
      cannot: 'ripe-atlas probe-search has no option for is_anchor: leave it out to see the code.',
    });
    expect(toRipeAtlas(requestOf('GET', '/api/v2/probes/', {}))).toBe('ripe-atlas probe-search --all');
    expect(toRipeAtlas(requestOf('DELETE', '/api/v2/measurements/{pk}/', { pk: '1' }))).toBeUndefined();
  });
});
