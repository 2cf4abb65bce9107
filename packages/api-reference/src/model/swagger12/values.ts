import type { WarningSink } from '../errors.ts';
import { arrayOf, isObject, numberOf, stringOf, stringsOf, type JsonObject } from '../json.ts';
import type { EnumValue, ValueSchema } from '../model.ts';
import { checkValueSchema, formatMismatch } from '../value-checks.ts';

/** What reading a Swagger 1.2 data type needs: the model ids in scope and where to warn. */
export interface ValueContext {
  models: ReadonlySet<string>;
  sink: WarningSink;
}

/** Where the data type sits: items of arrays may lack their own items (1.2 cannot nest arrays properly). */
export type ValueRole = 'parameter' | 'property' | 'items';

const STANDARD = new Set(['string', 'integer', 'number', 'boolean']);

/** The non-standard types that are a choice among their enum values, whose type the values tell. */
const CHOICE_TYPES = new Set(['choice', 'enum', 'field', 'multiple choice', 'list']);

/** The type an enum's values share as written: `[4, 6]` is integer; `undefined` for no list or strings. */
function enumType(values: unknown): string | undefined {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  if (values.every((v) => typeof v === 'number' && Number.isInteger(v))) return 'integer';
  if (values.every((v) => typeof v === 'number')) return 'number';
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  return undefined;
}

/**
 * Types that real Swagger 1.2 documents use although the format has no such type (django-rest-swagger
 * writes serializer field names such as `choice` and `field`), and what they mean.
 */
const NON_STANDARD: Readonly<Record<string, { type: string; format?: string }>> = {
  int: { type: 'integer', format: 'int32' },
  long: { type: 'integer', format: 'int64' },
  float: { type: 'number', format: 'float' },
  double: { type: 'number', format: 'double' },
  decimal: { type: 'number' },
  bool: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'date-time': { type: 'string', format: 'date-time' },
  choice: { type: 'string' },
  enum: { type: 'string' },
  field: { type: 'string' },
  char: { type: 'string' },
  slug: { type: 'string' },
  regex: { type: 'string' },
  email: { type: 'string', format: 'email' },
  url: { type: 'string', format: 'uri' },
  uri: { type: 'string', format: 'uri' },
  uuid: { type: 'string', format: 'uuid' },
  list: { type: 'array' },
  'multiple choice': { type: 'array' },
  dict: { type: 'object' },
  object: { type: 'object' },
  json: { type: 'object' },
};

/** Reads a Swagger 1.2 data type (a parameter, a model property or array items) into a {@link ValueSchema}. */
export function readValue(node: JsonObject, role: ValueRole, ctx: ValueContext): ValueSchema {
  const value = readType(node, role, ctx);
  const format = stringOf(node.format);
  if (format !== undefined) value.format = format;
  readEnum(node, value, ctx.sink);
  readDefault(node, value, ctx.sink);
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'multipleOf', 'maxItems'] as const) {
    const raw = node[key];
    if (raw === undefined) continue;
    const number = numberOf(raw);
    if (number === undefined) ctx.sink.warn(`${key} ${JSON.stringify(raw)} is not a number; left out`);
    else value[key] = number;
  }
  checkValueSchema(value, ctx.sink);
  return value;
}

function readType(node: JsonObject, role: ValueRole, ctx: ValueContext): ValueSchema {
  const ref = stringOf(node.$ref);
  if (ref !== undefined) return modelValue(ref, ctx);
  const raw = node.type;
  if (raw === undefined) {
    ctx.sink.warn('has no type; read as a string');
    return { type: 'string' };
  }
  if (typeof raw !== 'string') {
    ctx.sink.warn(`type ${JSON.stringify(raw)} is not a name; read as a string`);
    return { type: 'string' };
  }
  if (STANDARD.has(raw)) return { type: raw };
  if (raw === 'array') return arrayValue(node, role, ctx);
  if (raw === 'File' || raw === 'file') return { type: 'file' };
  if (ctx.models.has(raw)) return { type: 'object', model: raw };
  const alias = NON_STANDARD[raw.toLowerCase()];
  if (alias) {
    // A choice of numbers (`"type": "choice", "enum": [4, 6]`) is a choice of numbers, not of strings.
    const choices = CHOICE_TYPES.has(raw.toLowerCase()) ? enumType(node.enum) : undefined;
    const type = alias.type === 'array' ? alias.type : (choices ?? alias.type);
    const read = `${type}${alias.format ? ` (${alias.format})` : ''}`;
    ctx.sink.warn(
      choices && choices !== alias.type
        ? `non-standard type "${raw}" with enum ${JSON.stringify(node.enum)} read as ${read}`
        : `non-standard type "${raw}" read as ${read}`,
    );
    if (alias.type === 'array') return choiceList(node, role, ctx);
    return alias.format ? { type, format: alias.format } : { type };
  }
  ctx.sink.warn(`unknown type "${raw}" read as a string`);
  return { type: 'string' };
}

function modelValue(id: string, ctx: ValueContext): ValueSchema {
  if (ctx.models.has(id)) return { type: 'object', model: id };
  ctx.sink.warn(`refers to model "${id}", which the description does not define; read as an object`);
  return { type: 'object' };
}

function arrayValue(node: JsonObject, role: ValueRole, ctx: ValueContext): ValueSchema {
  // A tuple (a pair of an AS number and its count): Swagger 1.2 has no word for it, our description adds one.
  const tuple = Array.isArray(node['x-prefix-items']) ? node['x-prefix-items'].filter(isObject) : undefined;
  if (tuple?.length) return { type: 'array', prefixItems: tuple.map((item) => readValue(item, 'items', ctx)) };
  if (isObject(node.items)) return { type: 'array', items: readValue(node.items, 'items', ctx) };
  // Swagger 1.2 cannot describe the items of nested arrays (rows, pairs): that is the format, not a fault.
  if (role === 'items') return { type: 'array' };
  ctx.sink.warn('is an array without items; read as a list of strings');
  return { type: 'array', items: { type: 'string' } };
}

/** `multiple choice` and `list`: the enum, if any, belongs to the items. */
function choiceList(node: JsonObject, role: ValueRole, ctx: ValueContext): ValueSchema {
  if (isObject(node.items)) return arrayValue(node, role, ctx);
  const items: ValueSchema = { type: enumType(node.enum) ?? 'string' };
  const choices = arrayOf(node.enum).filter(isScalar);
  if (choices.length) items.enum = choices;
  return { type: 'array', items };
}

function isScalar(value: unknown): value is EnumValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A scalar read as `type`: `"3"` is 3 for an integer. `undefined` when it cannot be. */
function coerce(value: EnumValue, type: string): EnumValue | undefined {
  if (type === 'integer' || type === 'number') {
    const number = numberOf(value);
    if (number === undefined || (type === 'integer' && !Number.isInteger(number))) return undefined;
    return number;
  }
  if (type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    return undefined;
  }
  return typeof value === 'string' ? value : String(value);
}

function readEnum(node: JsonObject, value: ValueSchema, sink: WarningSink): void {
  if (node.enum === undefined || value.type === 'array') return;
  if (!Array.isArray(node.enum)) {
    sink.warn('enum is not a list; left out');
    return;
  }
  const scalars = node.enum.filter(isScalar);
  if (scalars.length !== node.enum.length) sink.warn('enum holds values that are not strings, numbers or booleans');
  const coerced = scalars.map((item) => coerce(item, value.type));
  if (coerced.some((item) => item === undefined)) {
    sink.warn(`enum values ${JSON.stringify(scalars)} do not all fit type ${value.type}; kept as written`);
    value.enum = scalars;
  } else {
    const values = coerced.filter(isScalar);
    if (values.some((item, index) => item !== scalars[index])) {
      const written = value.type === 'string' ? 'not as strings' : 'as strings';
      sink.warn(`enum of type ${value.type} written ${written}; read as ${value.type} values`);
    }
    value.enum = values;
  }
  const names = stringsOf(node['x-enum-names'] ?? node['x-enumNames']);
  if (names !== undefined) {
    if (names.length === value.enum.length) value.enumNames = names;
    else sink.warn(`x-enum-names has ${names.length} names for ${value.enum.length} values; left out`);
  }
}

function readDefault(node: JsonObject, value: ValueSchema, sink: WarningSink): void {
  const raw = node.defaultValue ?? node.default;
  if (raw === undefined || raw === null) return;
  if (!isScalar(raw)) {
    sink.warn(`default ${JSON.stringify(raw)} is not a single value; left out`);
    return;
  }
  const type = value.type === 'array' ? (value.items?.type ?? 'string') : value.type;
  const coerced = coerce(raw, type);
  if (coerced === undefined) {
    sink.warn(`default ${JSON.stringify(raw)} does not fit type ${type}; left out`);
    return;
  }
  if (typeof raw === 'string' && typeof coerced !== 'string') {
    sink.warn(`default of type ${type} written as a string; read as ${JSON.stringify(coerced)}`);
  }
  const format = value.type === 'array' ? value.items?.format : value.format;
  const misfit = format === undefined ? undefined : formatMismatch(coerced, format);
  // Kept as written, so the page shows what the server was said to use; the author hears about it.
  if (misfit !== undefined) sink.warn(`default ${JSON.stringify(raw)} ${misfit}`);
  value.default = coerced;
}
