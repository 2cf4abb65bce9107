import type { JsonObject } from './json.ts';
import type { ApiModel, Field, Model, Operation, Parameter, Response, ValueSchema } from './model.ts';

const ref = (id: string): JsonObject => ({ $ref: `#/components/schemas/${id}` });

/**
 * The normalised model as an OpenAPI 3.1 document, for tools that read only OpenAPI. Resources become
 * tags (their path kept in `x-resource-path`), form parameters a form-encoded body, enum names
 * `x-enum-names`. Reading the result back with `normaliseOpenApi` gives the same model.
 */
export function toOpenApi31(model: ApiModel): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const resource of model.resources) {
    for (const endpoint of resource.endpoints) {
      for (const operation of endpoint.operations) {
        const item = (paths[operation.path] ??= endpoint.description ? { description: endpoint.description } : {});
        item[operation.method.toLowerCase()] = operationOf(operation, resource.name);
      }
    }
  }
  const doc: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: model.title,
      version: model.version,
      ...(model.description ? { description: model.description } : {}),
    },
  };
  if (model.baseUrl) doc.servers = [{ url: model.baseUrl }];
  doc.tags = model.resources.map((r) => ({ name: r.name, description: r.description, 'x-resource-path': r.path }));
  doc.paths = paths;
  doc.components = { schemas: Object.fromEntries(model.models.map((m) => [m.id, modelSchema(m, model.models)])) };
  return doc;
}

function operationOf(operation: Operation, tag: string): JsonObject {
  const out: JsonObject = { operationId: operation.id, tags: [tag], summary: operation.summary };
  if (operation.description) out.description = operation.description;
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header');
  if (parameters.length) out.parameters = parameters.map(parameterOf);
  const body = requestBodyOf(operation.parameters);
  if (body) out.requestBody = body;
  out.responses = operation.responses.length
    ? Object.fromEntries(operation.responses.map((r) => [String(r.status), responseOf(r)]))
    : { default: { description: 'Response' } };
  if (operation.deprecated) out.deprecated = true;
  return out;
}

function parameterOf(parameter: Parameter): JsonObject {
  const out: JsonObject = { name: parameter.name, in: parameter.in, required: parameter.required };
  if (parameter.description) out.description = parameter.description;
  if (parameter.deprecated) out.deprecated = true;
  if (parameter.allowMultiple) {
    // Several values in one comma-separated value: a form-style list that is not exploded.
    const { maxItems, ...item } = parameter;
    out.schema = { type: 'array', items: schemaOf(item), ...(maxItems === undefined ? {} : { maxItems }) };
    out.style = 'form';
    out.explode = false;
  } else out.schema = schemaOf(parameter);
  return out;
}

function requestBodyOf(parameters: readonly Parameter[]): JsonObject | undefined {
  const form = parameters.filter((p) => p.in === 'form');
  if (form.length) {
    const schema: JsonObject = {
      type: 'object',
      properties: Object.fromEntries(form.map((p) => [p.name, withDescription(schemaOf(p), p.description)])),
    };
    const required = form.filter((p) => p.required).map((p) => p.name);
    if (required.length) schema.required = required;
    return {
      required: required.length > 0,
      content: { 'application/x-www-form-urlencoded': { schema } },
    };
  }
  const body = parameters.find((p) => p.in === 'body');
  if (!body) return undefined;
  const out: JsonObject = { required: body.required, content: { 'application/json': { schema: schemaOf(body) } } };
  if (body.description) out.description = body.description;
  return out;
}

function responseOf(response: Response): JsonObject {
  const out: JsonObject = { description: response.description || String(response.status) };
  if (response.model !== undefined) {
    const schema = response.isArray ? { type: 'array', items: ref(response.model) } : ref(response.model);
    out.content = { 'application/json': { schema } };
  }
  return out;
}

/** A value's JSON schema. Descriptions, read-only and write-only belong to fields and are added there. */
export function schemaOf(value: ValueSchema): JsonObject {
  if (value.model !== undefined) return ref(value.model);
  const out: JsonObject = { type: value.type === 'file' ? 'string' : value.type };
  if (value.type === 'file') out.format = 'binary';
  else if (value.format !== undefined) out.format = value.format;
  if (value.items) out.items = schemaOf(value.items);
  if (value.enum) out.enum = value.enum;
  if (value.enumNames) out['x-enum-names'] = value.enumNames;
  if (value.default !== undefined) out.default = value.default;
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'multipleOf', 'maxItems'] as const) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}

function withDescription(schema: JsonObject, description: string): JsonObject {
  return description ? { ...schema, description } : schema;
}

function fieldSchema(field: Field): JsonObject {
  const out = withDescription(schemaOf(field), field.description);
  if (field.readOnly) out.readOnly = true;
  if (field.writeOnly) out.writeOnly = true;
  return out;
}

function modelSchema(model: Model, all: readonly Model[]): JsonObject {
  const own: JsonObject = {
    type: 'object',
    properties: Object.fromEntries(model.fields.map((f) => [f.name, fieldSchema(f)])),
  };
  const required = model.fields.filter((f) => f.required).map((f) => f.name);
  if (required.length) own.required = required;
  const out: JsonObject = model.parent === undefined ? own : { allOf: [ref(model.parent), own] };
  if (model.description) out.description = model.description;
  if (model.discriminator !== undefined) {
    const mapping = Object.fromEntries(
      (model.subTypes ?? []).map((id) => [all.find((m) => m.id === id)?.discriminatorValue ?? id, ref(id).$ref]),
    );
    out.discriminator = { propertyName: model.discriminator, mapping };
  }
  if (model.discriminatorValue !== undefined) out['x-discriminator-value'] = model.discriminatorValue;
  return out;
}
