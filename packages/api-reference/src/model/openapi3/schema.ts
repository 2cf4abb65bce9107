import type { WarningSink } from '../errors.ts';
import { arrayOf, isObject, numberOf, stringOf, stringsOf, type JsonObject } from '../json.ts';
import type { EnumValue, Field, Model, ValueSchema } from '../model.ts';
import { checkValueSchema } from '../value-checks.ts';

export const SCHEMA_PREFIX = '#/components/schemas/';

/** What reading a schema needs: the model ids (the component schemas) and where to warn. */
export interface SchemaContext {
  models: ReadonlySet<string>;
  sink: WarningSink;
}

function isScalar(value: unknown): value is EnumValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The model a `$ref` names, or `undefined` (with a warning) when it is not a local component schema. */
export function refModel(ref: string, ctx: SchemaContext): string | undefined {
  if (ref.startsWith(SCHEMA_PREFIX)) {
    const id = decodeURIComponent(ref.slice(SCHEMA_PREFIX.length));
    if (ctx.models.has(id)) return id;
  }
  ctx.sink.warn(`$ref ${ref} is not a schema of this document; read as an object`);
  return undefined;
}

/** A schema's single type: OpenAPI 3.1 may list several (`['integer', 'null']`); null is not a type here. */
function typeOf(node: JsonObject): string | undefined {
  if (typeof node.type === 'string') return node.type;
  const types = stringsOf(node.type)?.filter((type) => type !== 'null');
  if (types?.length) return types[0];
  if (isObject(node.properties)) return 'object';
  if (isObject(node.items)) return 'array';
  const first = arrayOf(node.enum).find(isScalar);
  if (typeof first === 'number') return Number.isInteger(first) ? 'integer' : 'number';
  if (typeof first === 'boolean') return 'boolean';
  return first === undefined ? undefined : 'string';
}

/** Reads a JSON schema (OpenAPI 3.0 or 3.1) into a {@link ValueSchema}. */
export function readSchema(node: unknown, ctx: SchemaContext): ValueSchema {
  if (!isObject(node)) {
    ctx.sink.warn('has no schema; read as a string');
    return { type: 'string' };
  }
  const ref = stringOf(node.$ref);
  if (ref !== undefined) {
    const model = refModel(ref, ctx);
    return model === undefined ? { type: 'object' } : { type: 'object', model };
  }
  // One alternative left once null is set aside (`anyOf: [X, {type: 'null'}]`) is just X.
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const options = arrayOf(node[key]).filter((option) => !(isObject(option) && option.type === 'null'));
    if (options.length === 1 && node.type === undefined)
      return { ...readSchema(options[0], ctx), ...bounds(node, ctx) };
  }
  const type = typeOf(node) ?? 'object';
  const value: ValueSchema = { type };
  if (type === 'array' && Array.isArray(node.prefixItems))
    value.prefixItems = node.prefixItems.map((item) => readSchema(item, ctx));
  else if (type === 'array' && isObject(node.items)) value.items = readSchema(node.items, ctx);
  Object.assign(value, bounds(node, ctx));
  // A tuple's length is its positions': the export writes it for readers that do not know prefixItems.
  if (value.prefixItems && value.maxItems === value.prefixItems.length) delete value.maxItems;
  return value;
}

/** Format, enum, default and bounds of a schema node. */
function bounds(node: JsonObject, ctx: SchemaContext): Partial<ValueSchema> {
  const value: Partial<ValueSchema> = {};
  const format = stringOf(node.format);
  if (format !== undefined) value.format = format;
  const choices = node.const !== undefined ? [node.const] : arrayOf(node.enum);
  const scalars = choices.filter(isScalar);
  if (scalars.length) value.enum = scalars;
  const names = stringsOf(node['x-enum-names'] ?? node['x-enumNames'] ?? node['x-enum-varnames']);
  if (names && value.enum) {
    if (names.length === value.enum.length) value.enumNames = names;
    else ctx.sink.warn(`x-enum-names has ${names.length} names for ${value.enum.length} values; left out`);
  }
  if (isScalar(node.default)) value.default = node.default;
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'multipleOf', 'maxItems'] as const) {
    const number = numberOf(node[key]);
    if (number !== undefined) value[key] = number;
  }
  checkValueSchema({ type: 'string', ...value }, ctx.sink);
  return value;
}

/**
 * Reads a component schema as a model. `allOf: [{$ref: Parent}, {...own fields}]` makes a subtype of
 * Parent; the parent's `discriminator.mapping` gives each subtype its value.
 */
export function readModel(id: string, node: JsonObject, ctx: SchemaContext): Model {
  const model: Model = { id, description: stringOf(node.description) ?? '', fields: [] };
  const parts = [node];
  for (const part of arrayOf(node.allOf)) {
    if (!isObject(part)) continue;
    const ref = stringOf(part.$ref);
    if (ref !== undefined) {
      const parent = refModel(ref, ctx);
      if (parent !== undefined) model.parent = parent;
    } else parts.push(part);
  }
  for (const part of parts) model.fields.push(...readFields(part, ctx));
  if (isObject(node.discriminator)) {
    const property = stringOf(node.discriminator.propertyName);
    if (property !== undefined) model.discriminator = property;
  }
  const value = stringOf(node['x-discriminator-value']);
  if (value !== undefined) model.discriminatorValue = value;
  return model;
}

function readFields(node: JsonObject, ctx: SchemaContext): Field[] {
  if (!isObject(node.properties)) return [];
  const required = stringsOf(node.required) ?? [];
  return Object.entries(node.properties).map(([name, property]) => {
    const sink = ctx.sink.at({ field: name });
    const field: Field = {
      name,
      ...readSchema(property, { models: ctx.models, sink }),
      description: isObject(property) ? (stringOf(property.description) ?? '') : '',
      required: required.includes(name),
    };
    if (isObject(property) && property.readOnly === true) field.readOnly = true;
    if (isObject(property) && property.writeOnly === true) field.writeOnly = true;
    return field;
  });
}

/** Subtypes and discriminator values, from the children's `allOf` and the parents' mappings. */
export function linkModels(models: Model[], schemas: JsonObject): void {
  const byId = new Map(models.map((model) => [model.id, model]));
  for (const model of models) {
    if (model.parent === undefined) continue;
    const parent = byId.get(model.parent);
    if (parent) (parent.subTypes ??= []).push(model.id);
  }
  for (const model of models) {
    const schema = schemas[model.id];
    const mapping = isObject(schema) && isObject(schema.discriminator) ? schema.discriminator.mapping : undefined;
    if (!isObject(mapping)) continue;
    for (const [value, ref] of Object.entries(mapping)) {
      const target = typeof ref === 'string' ? byId.get(decodeURIComponent(ref.replace(SCHEMA_PREFIX, ''))) : undefined;
      if (target && target.discriminatorValue === undefined) target.discriminatorValue = value;
    }
  }
}
