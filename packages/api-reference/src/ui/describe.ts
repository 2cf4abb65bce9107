import type { ApiModel, Field, Operation, Parameter, ParameterLocation, Resource, ValueSchema } from '../spec/model.ts';

/**
 * What the reference pages say about a value, an operation and a resource, as pure functions of the model:
 * the views only lay these out.
 */

/** `integer (int64)`, `array of string`, `array of Probe`. */
export function typeLabel(schema: ValueSchema): string {
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

/** The anchor of a model's section on a resource page. */
export function modelAnchor(id: string): string {
  return `model-${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The anchor of an endpoint's section: its path as a slug. */
export function endpointAnchor(path: string): string {
  return `endpoint-${path
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
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

/** The part of an operation the try-it panel needs in the browser (no descriptions: the page shows them). */
export type TryItOperation = Pick<Operation, 'id' | 'method' | 'path' | 'parameters'>;

export function tryItOperation(operation: Operation): TryItOperation {
  const { id, method, path, parameters } = operation;
  return { id, method, path, parameters: parameters.map((parameter) => ({ ...parameter, description: '' })) };
}
