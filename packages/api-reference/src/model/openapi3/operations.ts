import { isObject, objectsOf, stringOf, type JsonObject } from '../json.ts';
import type { HttpMethod, OperationDraft, Parameter, Response, ValueSchema } from '../model.ts';
import { checkParameters } from '../parameters.ts';
import { readSchema, refModel, type SchemaContext } from './schema.ts';

export interface OperationContext extends SchemaContext {
  components: JsonObject;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Follows a local `$ref` into `components` (`#/components/parameters/Page`); other objects pass through. */
function resolve(node: unknown, ctx: OperationContext): JsonObject | undefined {
  if (!isObject(node)) return undefined;
  const ref = stringOf(node.$ref);
  if (ref === undefined) return node;
  const match = /^#\/components\/([^/]+)\/(.+)$/.exec(ref);
  const section = match ? ctx.components[match[1] ?? ''] : undefined;
  const target = match && isObject(section) ? section[decodeURIComponent(match[2] ?? '')] : undefined;
  if (isObject(target)) return target;
  ctx.sink.warn(`$ref ${ref} does not resolve in this document; left out`);
  return undefined;
}

/** Reads one OpenAPI operation; path-level parameters apply unless the operation redefines them. */
export function readOperation(
  node: JsonObject,
  item: JsonObject,
  path: string,
  method: HttpMethod,
  ctx: OperationContext,
): OperationDraft {
  const own = objectsOf(node.parameters).flatMap((p) => readParameter(p, ctx));
  const shared = objectsOf(item.parameters)
    .flatMap((p) => readParameter(p, ctx))
    .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  const body = readRequestBody(node.requestBody, ctx);
  const parameters = checkParameters(path, [...shared, ...own, ...body], new Set(), ctx.sink);
  const operation: OperationDraft = {
    method,
    path,
    summary: stringOf(node.summary) ?? '',
    description: stringOf(node.description) ?? '',
    parameters,
    responses: readResponses(node.responses, ctx),
    responseFields: [],
  };
  if (node.deprecated === true) operation.deprecated = true;
  return operation;
}

function readParameter(raw: JsonObject, ctx: OperationContext): Parameter[] {
  const node = resolve(raw, ctx);
  const name = stringOf(node?.name);
  if (!node || name === undefined) {
    if (node) ctx.sink.warn('a parameter has no name; left out');
    return [];
  }
  const sink = ctx.sink.at({ parameter: name });
  const location = stringOf(node.in);
  if (location !== 'path' && location !== 'query' && location !== 'header') {
    sink.warn(`parameters in ${JSON.stringify(location)} are not shown; left out`);
    return [];
  }
  const schema = readSchema(node.schema ?? contentSchema(node.content), { models: ctx.models, sink });
  // A list sent as one comma-separated value (explode: false) is one value that takes several items.
  const listItems = schema.type === 'array' && node.explode === false ? schema.items : undefined;
  const shape: ValueSchema = listItems ? { ...listItems, ...pickMaxItems(schema) } : schema;
  const parameter: Parameter = {
    name,
    in: location,
    ...shape,
    required: node.required === true,
    description: stringOf(node.description) ?? '',
  };
  if (listItems) parameter.allowMultiple = true;
  if (node.deprecated === true) parameter.deprecated = true;
  return [parameter];
}

function pickMaxItems(schema: ValueSchema): Partial<ValueSchema> {
  return schema.maxItems === undefined ? {} : { maxItems: schema.maxItems };
}

function contentSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const first = Object.values(content).find(isObject);
  return first?.schema;
}

/** A form body becomes one form parameter per field; any other body is the single `body` parameter. */
function readRequestBody(raw: unknown, ctx: OperationContext): Parameter[] {
  const node = resolve(raw, ctx);
  if (!node || !isObject(node.content)) return [];
  const content = node.content;
  const formType = FORM_TYPES.find((type) => isObject(content[type]));
  if (formType !== undefined) {
    const media = content[formType];
    const schema = resolveSchema(isObject(media) ? media.schema : undefined, ctx);
    const required = Array.isArray(schema?.required) ? schema.required : [];
    const properties = isObject(schema?.properties) ? schema.properties : {};
    return Object.entries(properties).map(([name, property]) => {
      const sink = ctx.sink.at({ parameter: name });
      const parameter: Parameter = {
        name,
        in: 'form',
        ...readSchema(property, { models: ctx.models, sink }),
        required: required.includes(name),
        description: isObject(property) ? (stringOf(property.description) ?? '') : '',
      };
      return parameter;
    });
  }
  const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  const media = type === undefined ? undefined : content[type];
  const parameter: Parameter = {
    name: 'body',
    in: 'body',
    ...readSchema(isObject(media) ? media.schema : undefined, ctx),
    required: node.required === true,
    description: stringOf(node.description) ?? '',
  };
  return [parameter];
}

/** A form body's schema, following one `$ref` into the component schemas. */
function resolveSchema(schema: unknown, ctx: OperationContext): JsonObject | undefined {
  if (!isObject(schema)) return undefined;
  const ref = stringOf(schema.$ref);
  if (ref === undefined) return schema;
  const id = refModel(ref, ctx);
  const schemas = isObject(ctx.components.schemas) ? ctx.components.schemas : {};
  const target = id === undefined ? undefined : schemas[id];
  return isObject(target) ? target : undefined;
}

function readResponses(raw: unknown, ctx: OperationContext): Response[] {
  if (!isObject(raw)) {
    ctx.sink.warn('has no responses');
    return [];
  }
  const responses: Response[] = [];
  for (const [code, value] of Object.entries(raw)) {
    const node = resolve(value, ctx);
    if (!node) continue;
    const status = code === 'default' ? 'default' : Number(code);
    if (status !== 'default' && !Number.isInteger(status)) {
      ctx.sink.warn(`response ${code} is a range, not a status; left out`);
      continue;
    }
    const response: Response = { status, description: stringOf(node.description) ?? '' };
    const schema = readSchema(contentSchema(node.content) ?? {}, ctx);
    const model = schema.model ?? (schema.type === 'array' ? schema.items?.model : undefined);
    if (model !== undefined) {
      response.model = model;
      if (schema.type === 'array') response.isArray = true;
    }
    responses.push(response);
  }
  return responses.sort((a, b) => (a.status === 'default' ? 1 : b.status === 'default' ? -1 : a.status - b.status));
}
