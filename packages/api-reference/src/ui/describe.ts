import { exampleOf } from '../model/example.ts';
import { flattenModel } from '../model/flatten.ts';
import { operationSlug } from '../model/slug.ts';
import type {
  ApiModel,
  Field,
  Model,
  Operation,
  Parameter,
  ParameterLocation,
  Resource,
  ValueSchema,
} from '../model/model.ts';

/**
 * What the reference pages say about a value, an operation and a resource, as pure functions of the model:
 * the views only lay these out.
 */

/** `integer (int64)`, `array of string`, `array of Probe`, `array of [string, integer]`. */
export function typeLabel(schema: ValueSchema): string {
  if (schema.type === 'array' && schema.prefixItems)
    return `array of [${schema.prefixItems.map(typeLabel).join(', ')}]`;
  if (schema.type === 'array' && schema.items) return `array of ${typeLabel(schema.items)}`;
  const base = schema.model ?? schema.type;
  return schema.format ? `${base} (${schema.format})` : base;
}

/** The enum values, with their names when the description gives them: `1 (Scheduled)`. */
export function enumLabels(schema: ValueSchema): string[] {
  const values = schema.enum ?? schema.items?.enum ?? [];
  const names = schema.enum ? schema.enumNames : schema.items?.enumNames;
  return values.map((value, index) => {
    const name = names?.[index];
    return name !== undefined && name !== String(value) ? `${String(value)} (${name})` : String(value);
  });
}

/** Bounds and default as short phrases: `minimum 1`, `maximum 500`, `default 50`. */
export function constraintLabels(schema: ValueSchema): string[] {
  const labels: string[] = [];
  const add = (label: string, value: string | number | boolean | undefined): void => {
    if (value !== undefined) labels.push(`${label} ${String(value)}`);
  };
  add('minimum', schema.minimum);
  add('maximum', schema.maximum);
  add('min length', schema.minLength);
  add('max length', schema.maxLength);
  add('multiple of', schema.multipleOf);
  add('at most', schema.maxItems === undefined ? undefined : `${schema.maxItems} values`);
  add('default', schema.default);
  return labels;
}

export interface ParameterGroup {
  location: ParameterLocation;
  title: string;
  parameters: Parameter[];
}

const GROUPS: [ParameterLocation, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['form', 'Form parameters'],
  ['body', 'Body'],
  ['header', 'Header parameters'],
];

/** The operation's parameters grouped by where they travel, in a fixed order; empty groups left out. */
export function parameterGroups(operation: Pick<Operation, 'parameters'>): ParameterGroup[] {
  return GROUPS.map(([location, title]) => ({
    location,
    title,
    parameters: operation.parameters.filter((p) => p.in === location),
  })).filter((group) => group.parameters.length > 0);
}

export { modelAnchor, responseOwner, rowAnchor } from './anchors.ts';

/**
 * An operation's path after its resource's, as the outline names the operation: `/api/v2/measurements/{pk}/`
 * of `/api/v2/measurements` is `/{pk}/`, the resource's own path `/`; a path elsewhere stays whole.
 */
export function shortPath(resourcePath: string, path: string): string {
  const base = resourcePath.replace(/\/+$/, '');
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/** The anchor of an endpoint's section: its path as a slug (`endpoint-api-v2-probes`). */
export function endpointAnchor(path: string): string {
  return operationSlug('endpoint', path);
}

function modelsIn(schema: ValueSchema | undefined, into: Set<string>): void {
  if (!schema) return;
  if (schema.model) into.add(schema.model);
  modelsIn(schema.items, into);
}

/**
 * The models a resource's operations use (responses, parameters), with every model those reach through
 * their fields, parents and subtypes, in the order of the description.
 */
export function modelsOf(resource: Resource, api: Pick<ApiModel, 'models'>): ApiModel['models'] {
  const byId = new Map(api.models.map((m) => [m.id, m]));
  const wanted = new Set<string>();
  for (const operation of resource.endpoints.flatMap((e) => e.operations)) {
    for (const response of operation.responses) if (response.model) wanted.add(response.model);
    for (const parameter of operation.parameters) modelsIn(parameter, wanted);
  }
  const queue = [...wanted];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const model = byId.get(id);
    if (!model) continue;
    const reached = new Set<string>();
    for (const field of model.fields) modelsIn(field, reached);
    for (const other of [...(model.subTypes ?? []), ...(model.parent ? [model.parent] : [])]) reached.add(other);
    for (const other of reached) {
      if (!wanted.has(other)) {
        wanted.add(other);
        queue.push(other);
      }
    }
  }
  return api.models.filter((m) => wanted.has(m.id));
}

/** What a field's notes column says besides its description: read-only, write-only, required. */
export function fieldFlags(field: Field): string[] {
  return [
    field.required ? 'required' : '',
    field.readOnly ? 'read-only' : '',
    field.writeOnly ? 'write-only' : '',
  ].filter(Boolean);
}

/** The checks of a JSON body's values: each field with a bound, an enum or `required`, by path. */
export interface BodyCheck extends Pick<
  Field,
  'type' | 'enum' | 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'multipleOf' | 'maxItems'
> {
  /** The field must be there (left out when it need not). */
  required?: true;
  /** `definitions[].packets`; a subtype's field has the subtype in the path: `definitions[].ping.packets`. */
  path: string;
  /** For a subtype's field: the field that tells the subtypes apart, and this subtype's value (`type`, `ping`). */
  when?: [string, string];
}

/** The part of an operation the try-it panel needs in the browser (no descriptions: the page shows them). */
export interface TryItOperation extends Pick<Operation, 'id' | 'method' | 'path' | 'parameters' | 'security'> {
  /** The call takes a JSON body: its {@link TryItBody} is a file of its own, loaded when the panel opens. */
  jsonBody?: true;
}

/** A JSON body's example (built from the model) and the checks of its values. */
export interface TryItBody {
  example: unknown;
  checks: BodyCheck[];
}

const CHECKED: readonly (keyof ValueSchema)[] = [
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'multipleOf',
  'maxItems',
];

/** The body checks of a flattened model: only the fields that have something to check, without descriptions. */
export function bodyChecks(fields: readonly Field[], models: ReadonlyMap<string, Model>): BodyCheck[] {
  const discriminatorOf = (variant: string): string | undefined =>
    [...models.values()].find((m) => m.subTypes?.some((id) => models.get(id)?.discriminatorValue === variant))
      ?.discriminator;
  return fields
    .filter((field) => field.required || CHECKED.some((key) => field[key] !== undefined))
    .map((field) => {
      const { name, variant, type } = field;
      const check: BodyCheck = { path: name, type };
      if (field.required) check.required = true;
      for (const key of CHECKED) if (field[key] !== undefined) Object.assign(check, { [key]: field[key] });
      const discriminator = variant === undefined ? undefined : discriminatorOf(variant);
      if (variant !== undefined && discriminator !== undefined) check.when = [discriminator, variant];
      return check;
    });
}

export function tryItOperation(operation: Operation, models: ReadonlyMap<string, Model>): TryItOperation {
  const { id, method, path, parameters, security } = operation;
  const out: TryItOperation = {
    id,
    method,
    path,
    parameters: parameters.map((parameter) => ({ ...parameter, description: '' })),
  };
  if (security?.length) out.security = security;
  if (tryItBody(operation, models)) out.jsonBody = true;
  return out;
}

/** The JSON body of an operation that takes one (not a GET): its example and checks; else undefined. */
export function tryItBody(operation: Operation, models: ReadonlyMap<string, Model>): TryItBody | undefined {
  const body = operation.parameters.find((p) => p.in === 'body');
  if (!body || operation.method === 'GET') return undefined;
  const fields = body.model === undefined ? [] : flattenModel(body.model, models);
  const writable = fields.filter((field) => !field.readOnly);
  return { example: exampleOf(body, models, 'request'), checks: bodyChecks(writable, models) };
}

/** An operation's examples: the request body it takes (not for a GET), and the body of its first success. */
export interface OperationExamples {
  request?: unknown;
  response?: unknown;
}

/**
 * An operation's example request body (the try-it panel's) and example response: the model of its first 2xx
 * response that has one, as `exampleOf` makes it (a list of one for an array). The export gives the same.
 */
export function operationExamples(operation: Operation, models: ReadonlyMap<string, Model>): OperationExamples {
  const examples: OperationExamples = {};
  const body = tryItBody(operation, models);
  if (body) examples.request = body.example;
  const success = operation.responses.find(
    (response) =>
      typeof response.status === 'number' && response.status >= 200 && response.status < 300 && response.model,
  );
  if (success?.model !== undefined) {
    const one = exampleOf({ type: 'object', model: success.model }, models, 'response');
    examples.response = success.isArray ? [one] : one;
  }
  return examples;
}

/** An example of the page: its JSON, or the operation whose same example it is (written once a page). */
export type PageExample = { json: string } | { sameAs: { id: string; title: string } };

/** An operation's examples as its page shows them. */
export interface OperationPageExamples {
  request?: PageExample;
  response?: PageExample;
}

/**
 * The examples of a page's operations, in order: each as JSON the first time the page has it, else as a link
 * to the operation that shows it (a PUT's response is the GET's, say).
 */
export function pageExamples(
  operations: readonly Operation[],
  models: ReadonlyMap<string, Model>,
): Map<string, OperationPageExamples> {
  const shown = new Map<string, { id: string; title: string }>();
  const place = (value: unknown, operation: Operation): PageExample | undefined => {
    if (value === undefined) return undefined;
    const json = JSON.stringify(value, null, 2);
    const first = shown.get(json);
    if (first) return { sameAs: first };
    shown.set(json, { id: operation.id, title: `${operation.method} ${operation.path}` });
    return { json };
  };
  return new Map(
    operations.map((operation) => {
      const { request, response } = operationExamples(operation, models);
      const page: OperationPageExamples = {};
      const placedRequest = place(request, operation);
      if (placedRequest) page.request = placedRequest;
      const placedResponse = place(response, operation);
      if (placedResponse) page.response = placedResponse;
      return [operation.id, page];
    }),
  );
}

/** Where the page's script finds an operation's {@link TryItBody}: `<folder>/<operation id>.json`. */
export const tryItBodyPath = (folder: string, operationId: string): string => `${folder}${operationId}.json`;
