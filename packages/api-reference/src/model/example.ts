import type { Field, Model, ValueSchema } from './model.ts';
import { realisticValue } from './example-values.ts';
import { formatMismatch } from './value-checks.ts';

/** Whom an example is for: a request leaves out read-only fields, a response write-only ones. */
export type ExampleDirection = 'request' | 'response';

/** Nested models deeper than this are given as `{}`: an example is read, not walked. */
const MAX_DEPTH = 5;

/** An example of each format, valid for it. */
const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2024-05-01T12:00:00Z',
  date: '2024-05-01',
  time: '12:00:00Z',
  email: 'user@example.net',
  uri: 'https://atlas.ripe.net/api/v2/',
  url: 'https://atlas.ripe.net/api/v2/',
  uuid: '0c9b8f5e-2f4a-4d3b-9a61-5e7d1c2b3a40',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/** The smallest whole or decimal value within the bounds (and a multiple where one is asked for). */
function numberExample(schema: ValueSchema): number {
  const integer = schema.type === 'integer';
  let value =
    schema.minimum ?? (schema.maximum !== undefined && schema.maximum < 1 ? schema.maximum : integer ? 1 : 1.5);
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  }
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

function stringExample(schema: ValueSchema): string {
  const text = (schema.format !== undefined ? FORMAT_EXAMPLES[schema.format] : undefined) ?? 'string';
  const min = schema.minLength ?? 0;
  const padded = text.length < min ? text.padEnd(min, 'x') : text;
  return schema.maxLength !== undefined ? padded.slice(0, schema.maxLength) : padded;
}

/**
 * An example value of a schema, built from the description alone: its default, else its first enum value,
 * else a value that looks like the API's own for a field of its name (`realisticValue`: an id, a time, an
 * address), else a value of its format within its bounds; a model's example holds its required fields and
 * every field the direction reads. A parent with subtypes is shown as its first subtype (a ping measurement).
 * `name` is the field's or parameter's (a field's own name is read from it); an array's items take it too.
 */
export function exampleOf(
  schema: ValueSchema,
  models: ReadonlyMap<string, Model>,
  direction: ExampleDirection,
  seen: ReadonlySet<string> = new Set(),
  name: string | undefined = (schema as { name?: unknown }).name as string | undefined,
  owner?: string,
): unknown {
  if (schema.default !== undefined && (schema.format === undefined || !formatMismatch(schema.default, schema.format))) {
    return schema.default;
  }
  if (schema.enum?.length) return schema.enum[0];
  if (schema.model !== undefined) return modelExample(schema.model, models, direction, seen);
  const named = name === undefined ? undefined : realisticValue(name, schema, owner);
  if (named !== undefined) return named;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => exampleOf(item, models, direction, seen));
      if (schema.maxItems === 0) return [];
      return schema.items ? [exampleOf(schema.items, models, direction, seen, name)] : [];
    }
    case 'object':
      return {};
    case 'file':
      return 'file contents';
    default:
      return stringExample(schema);
  }
}

/** The fields of a model with those of its parents, the parents' first. */
export function allFields(model: Model, models: ReadonlyMap<string, Model>): Field[] {
  const parent = model.parent === undefined ? undefined : models.get(model.parent);
  return parent && parent !== model ? [...allFields(parent, models), ...model.fields] : model.fields;
}

function modelExample(
  id: string,
  models: ReadonlyMap<string, Model>,
  direction: ExampleDirection,
  seen: ReadonlySet<string>,
): Record<string, unknown> {
  let model = models.get(id);
  if (!model || seen.has(id) || seen.size >= MAX_DEPTH) return {};
  const sub = model.subTypes?.[0] === undefined ? undefined : models.get(model.subTypes[0]);
  if (sub && model.discriminator !== undefined) model = sub;
  const inside = new Set([...seen, id, model.id]);
  const out: Record<string, unknown> = {};
  for (const field of allFields(model, models)) {
    const skipped = direction === 'request' ? field.readOnly : field.writeOnly;
    if (skipped && !field.required) continue;
    const nested = field.model ?? field.items?.model;
    if (nested !== undefined && inside.has(nested) && !field.required) continue;
    out[field.name] = exampleOf(field, models, direction, inside, field.name, model.id);
  }
  const parent = model.parent === undefined ? undefined : models.get(model.parent);
  if (parent?.discriminator !== undefined && model.discriminatorValue !== undefined) {
    out[parent.discriminator] = model.discriminatorValue;
  }
  return out;
}
