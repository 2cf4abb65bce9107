import { API_KEY, type CodeOptions, type CodeRequest } from '../code-request.ts';
import { pythonCall, pythonLiteral } from '../python.ts';
import {
  isRecord,
  MEASUREMENT_CLASSES,
  noArgumentFor,
  readFields,
  writeToolCall,
  type ToolCall,
  type ToolContext,
  type ToolGap,
} from './calls.ts';

/**
 * The request as a call of Cousteau, RIPE Atlas's Python library (`ripe.atlas.cousteau`), where it has one:
 * its request classes for creating, changing and stopping measurements and for results, its `Measurement`
 * and `Probe` objects, its listing generators, and its general `AtlasRequest` for any other GET. Every class
 * and argument written here is in the table the tests check the samples against.
 */
export function toCousteau(request: CodeRequest, options: CodeOptions = {}): string | ToolGap | undefined {
  return writeToolCall(COUSTEAU_CALLS, request, options);
}

/** A parameter's text as Python: a whole number as a number, anything else as a string. */
function pythonValue(text: string): string {
  return /^(0|[1-9]\d{0,15})$/.test(text) ? text : JSON.stringify(text);
}

/** A path value as Python, or the placeholder's name in capitals while it has none: a name to fill in. */
function pathValue(context: ToolContext, name: string): string {
  const value = context.values.path[name];
  return value === undefined ? name.toUpperCase() : pythonValue(value);
}

/** A list of probe ids as a Python list when it is one, else as given. */
function probeIds(text: string): string {
  const ids = text.split(',');
  return ids.every((id) => /^\d+$/.test(id)) ? `[${ids.join(', ')}]` : JSON.stringify(text);
}

/** The arguments every request class takes: the key when the call needs one, the server when not the default. */
function common(context: ToolContext): [string, string][] {
  const args: [string, string][] = [];
  if (context.key) args.push(['key', 'ATLAS_API_KEY']);
  if (context.server) args.push(['server', JSON.stringify(context.server)]);
  return args;
}

/** The import line, the key line when needed, and the code. */
function program(names: string[], context: ToolContext, body: string[]): string {
  const unique = [...new Set(names)].sort();
  return [
    `from ripe.atlas.cousteau import ${unique.join(', ')}`,
    '',
    ...(context.key ? [`ATLAS_API_KEY = ${JSON.stringify(API_KEY)}`, ''] : []),
    ...body,
  ].join('\n');
}

/** A request class sent with `create()`, its answer printed. */
function created(name: string, args: [string, string][], context: ToolContext): string {
  return program([name], context, [
    `request = ${pythonCall(name, [...args, ...common(context)])}`,
    'is_success, response = request.create()',
    'print(is_success, response)',
  ]);
}

/** A results request: measurement, time range and probes. */
function results(name: 'AtlasResultsRequest' | 'AtlasLatestRequest', allowed: string[]): ToolCall['write'] {
  return (context) => {
    const { values: query, others } = readFields(context.values.query, allowed);
    if (others.length) return noArgumentFor(name, others);
    const args: [string, string][] = [['msm_id', pathValue(context, 'pk')]];
    for (const [field, value] of query)
      args.push([field, field === 'probe_ids' ? probeIds(value) : pythonValue(value)]);
    return created(name, args, context);
  };
}

/** `Measurement` or `Probe`: one object's metadata, fetched when it is made. */
function metadata(name: 'Measurement' | 'Probe', allowed: string[]): ToolCall['write'] {
  return (context) => {
    const { values: query, others } = readFields(context.values.query, allowed);
    if (others.length) return noArgumentFor(name, others);
    const args: [string, string][] = [['id', pathValue(context, 'pk')]];
    for (const [field, value] of query) args.push([field, JSON.stringify(value)]);
    const variable = name.toLowerCase();
    return program([name], context, [
      `${variable} = ${pythonCall(name, [...args, ...common(context)])}`,
      `print(${variable}.meta_data)`,
    ]);
  };
}

/**
 * A listing generator: it follows the pages itself (so `page` is its own) and sends no key, so a call that
 * needs one is left to `AtlasRequest`.
 */
function listing(name: 'MeasurementRequest' | 'ProbeRequest' | 'AnchorRequest'): ToolCall['write'] {
  return (context) => {
    if (context.key) return { cannot: `${name} sends no API key.` };
    const names = context.values.query.map(([field]) => field);
    const { others } = readFields(
      context.values.query,
      names.filter((field) => field !== 'page'),
    );
    if (others.length) return noArgumentFor(name, others);
    const filters = Object.fromEntries(context.values.query.map(([field, value]) => [field, pythonValue(value)]));
    const entries = Object.entries(filters);
    const dict = entries.length
      ? `{\n${entries.map(([k, v]) => `    ${JSON.stringify(k)}: ${v},`).join('\n')}\n}`
      : '{}';
    const server = context.server ? `, server=${JSON.stringify(context.server)}` : '';
    return program([name], context, [
      `filters = ${dict}`,
      `objects = ${name}(**filters${server})`,
      'for item in objects:',
      '    print(item)',
      'print(objects.total_count)',
    ]);
  };
}

/** Any GET, with the general request class: the path, and the query as the parameters of `get`. */
function anyGet(context: ToolContext): string {
  const params = new Map<string, string[]>();
  for (const [name, value] of context.values.query) params.set(name, [...(params.get(name) ?? []), pythonValue(value)]);
  const filled = context.path.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    context.values.path[name] === undefined ? whole : encodeURIComponent(context.values.path[name]),
  );
  const lines = [...params].map(
    ([name, values]) => `    ${JSON.stringify(name)}: ${values.length === 1 ? values[0] : `[${values.join(', ')}]`},`,
  );
  return program(['AtlasRequest'], context, [
    `request = ${pythonCall('AtlasRequest', [['url_path', JSON.stringify(filled)], ...common(context)])}`,
    ...(lines.length
      ? [`params = {\n${lines.join('\n')}\n}`, 'is_success, response = request.get(**params)']
      : ['is_success, response = request.get()']),
    'print(is_success, response)',
  ]);
}

const SOURCE_KEYS = ['type', 'value', 'requested', 'tags', 'tags_include', 'tags_exclude'];
const CREATE_KEYS = ['definitions', 'probes', 'start_time', 'stop_time', 'is_oneoff', 'bill_to'];

/** Python names for objects of one kind: `ping`, `ping_2`. */
function namer(): (base: string) => string {
  const seen = new Map<string, number>();
  return (base) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  };
}

/** A probe source's `tags`: its own, or the API's comma-separated `tags_include` and `tags_exclude` as one. */
function sourceArgs(source: Record<string, unknown>): [string, string][] {
  const { tags_include: include, tags_exclude: exclude, ...rest } = source;
  const tags: Record<string, unknown> = isRecord(rest.tags) ? { ...rest.tags } : {};
  if (typeof include === 'string') tags.include = include.split(',');
  if (typeof exclude === 'string') tags.exclude = exclude.split(',');
  if (Object.keys(tags).length) rest.tags = tags;
  return Object.entries(rest).map(([key, value]): [string, string] => [key, pythonLiteral(value, '    ')]);
}

/** Creating measurements: each definition as its type's class, each probe source as an `AtlasSource`. */
function create(context: ToolContext): string | ToolGap {
  const body = context.values.json;
  if (!isRecord(body)) return { cannot: 'AtlasCreateRequest takes definitions and probes.' };
  const others = Object.keys(body).filter((key) => !CREATE_KEYS.includes(key));
  if (others.length) return noArgumentFor('AtlasCreateRequest', others);
  const { definitions, probes } = body;
  if (!Array.isArray(definitions) || !Array.isArray(probes)) {
    return { cannot: 'AtlasCreateRequest takes a list of definitions and a list of probes.' };
  }
  const name = namer();
  const classes: string[] = ['AtlasCreateRequest', 'AtlasSource'];
  const lines: string[] = [];
  const measurements: string[] = [];
  for (const definition of definitions) {
    if (!isRecord(definition)) return { cannot: 'Each definition is an object.' };
    const { type, ...fields } = definition;
    const className = typeof type === 'string' ? MEASUREMENT_CLASSES[type] : undefined;
    if (!className) return { cannot: `Cousteau has no class for ${String(type)} measurements.` };
    const variable = name(String(type));
    classes.push(className);
    measurements.push(variable);
    const args = Object.entries(fields).map(([key, value]): [string, string] => [key, pythonLiteral(value, '    ')]);
    lines.push(`${variable} = ${pythonCall(className, args)}`);
  }
  const sources: string[] = [];
  for (const source of probes) {
    if (!isRecord(source)) return { cannot: 'Each probe source is an object.' };
    const unknown = Object.keys(source).filter((key) => !SOURCE_KEYS.includes(key));
    if (unknown.length) return noArgumentFor('AtlasSource', unknown);
    const variable = name('source');
    sources.push(variable);
    lines.push(`${variable} = ${pythonCall('AtlasSource', sourceArgs(source))}`);
  }
  const args: [string, string][] = [
    ...Object.entries(body)
      .filter(([key]) => key !== 'definitions' && key !== 'probes')
      .map(([key, value]): [string, string] => [key, pythonLiteral(value, '    ')]),
    ['measurements', `[${measurements.join(', ')}]`],
    ['sources', `[${sources.join(', ')}]`],
    ...common(context),
  ];
  return program(classes, context, [
    ...lines,
    `request = ${pythonCall('AtlasCreateRequest', args)}`,
    'is_success, response = request.create()',
    'print(is_success, response)',
  ]);
}

const CHANGE_FIELDS = ['requested', 'type', 'value', 'action', 'tags_include', 'tags_exclude'];

/** Adding or removing probes: the form's fields as one `AtlasChangeSource`. */
function change(context: ToolContext): string | ToolGap {
  const { values: form, others } = readFields(context.values.form, CHANGE_FIELDS);
  if (others.length) return noArgumentFor('AtlasChangeSource', others);
  const args: [string, string][] = [];
  const tags: Record<string, string[]> = {};
  for (const [field, value] of form) {
    if (field === 'tags_include' || field === 'tags_exclude') tags[field.slice(5)] = value.split(',');
    else args.push([field, field === 'requested' ? pythonValue(value) : JSON.stringify(value)]);
  }
  if (Object.keys(tags).length) args.push(['tags', pythonLiteral(tags, '    ')]);
  return program(['AtlasChangeRequest', 'AtlasChangeSource'], context, [
    `source = ${pythonCall('AtlasChangeSource', args)}`,
    `request = ${pythonCall('AtlasChangeRequest', [
      ['msm_id', pathValue(context, 'msm_id')],
      ['sources', '[source]'],
      ...common(context),
    ])}`,
    'is_success, response = request.create()',
    'print(is_success, response)',
  ]);
}

/** Stopping a measurement. */
function stop(context: ToolContext): string | ToolGap {
  const { others } = readFields(context.values.query, []);
  if (others.length) return noArgumentFor('AtlasStopRequest', others);
  return created('AtlasStopRequest', [['msm_id', pathValue(context, 'pk')]], context);
}

/** The Atlas API calls Cousteau makes, most specific first; any GET falls back to `AtlasRequest`. */
const COUSTEAU_CALLS: readonly ToolCall[] = [
  { method: 'POST', path: '/api/v2/measurements/', write: create },
  { method: 'POST', path: '/api/v2/measurements/{msm_id}/participation-requests/', write: change },
  { method: 'DELETE', path: '/api/v2/measurements/{pk}/', write: stop },
  {
    method: 'GET',
    path: '/api/v2/measurements/{pk}/results/',
    write: results('AtlasResultsRequest', ['start', 'stop', 'probe_ids']),
  },
  {
    method: 'GET',
    path: '/api/v2/measurements/{pk}/latest/',
    write: results('AtlasLatestRequest', ['probe_ids', 'lookback_days']),
  },
  { method: 'GET', path: '/api/v2/measurements/{pk}/', write: metadata('Measurement', ['fields']) },
  { method: 'GET', path: '/api/v2/probes/{pk}/', write: metadata('Probe', []) },
  { method: 'GET', path: '/api/v2/measurements/', write: listing('MeasurementRequest') },
  { method: 'GET', path: '/api/v2/probes/', write: listing('ProbeRequest') },
  { method: 'GET', path: '/api/v2/anchors/', write: listing('AnchorRequest') },
  { method: 'GET', write: anyGet },
];
