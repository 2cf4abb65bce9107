import { componentNames } from './component-names.ts';
import { allFields, exampleOf } from './example.ts';
import type { JsonObject } from './json.ts';
import { formatMismatch } from './value-checks.ts';
import type { ApiModel, Field, Model, Operation, Parameter, Response, SecurityScheme, ValueSchema } from './model.ts';

/** What writing one part of the export needs: component names, and the models for examples. */
interface ExportContext {
  names: ReadonlyMap<string, string>;
  models: ReadonlyMap<string, Model>;
}

/**
 * The note on a body that the description sent partly as form fields: such a request cannot be made as
 * described, and the server reads a JSON body with every field, so that is what the export says.
 */
export const MIXED_BODY_NOTE =
  'The API description lists these fields partly as form and partly as body parameters, which cannot travel together; they are sent as one JSON object.';

/**
 * The normalised model as an OpenAPI 3.1 document, for tools that read only OpenAPI. Resources become
 * tags (their path kept in `x-resource-path`), form parameters a form-encoded body, enum names
 * `x-enum-names`, model ids valid component names. Every array has an item schema, every request and
 * response body an example built from the model. Reading the result back with `normaliseOpenApi` gives the
 * same model (but for component names that had to change, and bodies that mixed form and body fields).
 */
export function toOpenApi31(model: ApiModel): JsonObject {
  const ctx: ExportContext = {
    names: componentNames(model.models.map((m) => m.id)),
    models: new Map(model.models.map((m) => [m.id, m])),
  };
  const paths: Record<string, JsonObject> = {};
  for (const resource of model.resources) {
    for (const endpoint of resource.endpoints) {
      for (const operation of endpoint.operations) {
        const item = (paths[operation.path] ??= endpoint.description ? { description: endpoint.description } : {});
        item[operation.method.toLowerCase()] = operationOf(operation, resource.name, ctx);
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
  // Calls without requirements of their own may be made anonymously or with a key (to see one's own objects).
  if (model.securitySchemes.length) doc.security = [{}, ...model.securitySchemes.map((s) => ({ [s.id]: [] }))];
  doc.tags = model.resources.map((r) => ({ name: r.name, description: r.description, 'x-resource-path': r.path }));
  doc.paths = paths;
  const components: JsonObject = {
    schemas: Object.fromEntries(model.models.map((m) => [ctx.names.get(m.id) ?? m.id, modelSchema(m, ctx)])),
  };
  if (model.securitySchemes.length) {
    components.securitySchemes = Object.fromEntries(model.securitySchemes.map((s) => [s.id, schemeOf(s)]));
  }
  doc.components = components;
  return doc;
}

function schemeOf(scheme: SecurityScheme): JsonObject {
  const out: JsonObject = { type: scheme.type, in: scheme.in, name: scheme.name };
  if (scheme.description) out.description = scheme.description;
  return out;
}

function operationOf(operation: Operation, tag: string, ctx: ExportContext): JsonObject {
  const out: JsonObject = { operationId: operation.id, tags: [tag], summary: operation.summary };
  if (operation.description) out.description = operation.description;
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header');
  if (parameters.length) out.parameters = parameters.map((p) => parameterOf(p, ctx));
  const body = requestBodyOf(operation.parameters, ctx);
  if (body) out.requestBody = body;
  out.responses = operation.responses.length
    ? Object.fromEntries(operation.responses.map((r) => [String(r.status), responseOf(r, ctx)]))
    : { default: { description: 'Response' } };
  if (operation.security?.length) out.security = operation.security.map((id) => ({ [id]: [] }));
  if (operation.deprecated) out.deprecated = true;
  return out;
}

function parameterOf(parameter: Parameter, ctx: ExportContext): JsonObject {
  const out: JsonObject = { name: parameter.name, in: parameter.in, required: parameter.required };
  if (parameter.description) out.description = parameter.description;
  if (parameter.deprecated) out.deprecated = true;
  if (parameter.allowMultiple) {
    // Several values in one comma-separated value: a form-style list that is not exploded.
    const { maxItems, ...item } = parameter;
    out.schema = { type: 'array', items: schemaOf(item, ctx), ...(maxItems === undefined ? {} : { maxItems }) };
    out.style = 'form';
    out.explode = false;
  } else out.schema = schemaOf(parameter, ctx);
  return out;
}

/** An object schema of fields (form parameters, or the fields of a model), with its required list. */
function objectOf(fields: readonly (Parameter | Field)[], ctx: ExportContext): JsonObject {
  const schema: JsonObject = {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, withDescription(schemaOf(f, ctx), f.description)])),
  };
  const required = fields.filter((f) => f.required).map((f) => f.name);
  if (required.length) schema.required = required;
  return schema;
}

/** An example of an object made of fields, for a request. */
function fieldsExample(fields: readonly (Parameter | Field)[], ctx: ExportContext): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, exampleOf(f, ctx.models, 'request')]));
}

function requestBodyOf(parameters: readonly Parameter[], ctx: ExportContext): JsonObject | undefined {
  const form = parameters.filter((p) => p.in === 'form');
  const body = parameters.find((p) => p.in === 'body');
  if (form.length && body) {
    // Both in one JSON object: the body's fields (its model's, or the body as one field) and the form's.
    const model = body.model === undefined ? undefined : ctx.models.get(body.model);
    const bodyFields: (Parameter | Field)[] = model ? allFields(model, ctx.models) : [body];
    const fields = [...bodyFields, ...form];
    return {
      description: [body.description, MIXED_BODY_NOTE].filter(Boolean).join('\n\n'),
      required: true,
      content: { 'application/json': { schema: objectOf(fields, ctx), example: fieldsExample(fields, ctx) } },
    };
  }
  if (form.length) {
    return {
      required: form.some((p) => p.required),
      content: {
        'application/x-www-form-urlencoded': { schema: objectOf(form, ctx), example: fieldsExample(form, ctx) },
      },
    };
  }
  if (!body) return undefined;
  const out: JsonObject = {
    required: body.required,
    content: { 'application/json': { schema: schemaOf(body, ctx), example: exampleOf(body, ctx.models, 'request') } },
  };
  if (body.description) out.description = body.description;
  return out;
}

function responseOf(response: Response, ctx: ExportContext): JsonObject {
  const out: JsonObject = { description: response.description || String(response.status) };
  if (response.model !== undefined) {
    const one: ValueSchema = { type: 'object', model: response.model };
    const value: ValueSchema = response.isArray ? { type: 'array', items: one } : one;
    out.content = {
      'application/json': { schema: schemaOf(value, ctx), example: exampleOf(value, ctx.models, 'response') },
    };
  }
  return out;
}

const ref = (id: string, ctx: ExportContext): JsonObject => ({
  $ref: `#/components/schemas/${ctx.names.get(id) ?? id}`,
});

/** A value's JSON schema. Descriptions, read-only and write-only belong to fields and are added there. */
function schemaOf(value: ValueSchema, ctx: ExportContext): JsonObject {
  if (value.model !== undefined) return ref(value.model, ctx);
  const out: JsonObject = { type: value.type === 'file' ? 'string' : value.type };
  if (value.type === 'file') out.format = 'binary';
  else if (value.format !== undefined) out.format = value.format;
  if (value.prefixItems) {
    out.prefixItems = value.prefixItems.map((item) => schemaOf(item, ctx));
    // A closed tuple; `items` too, which some linters ask of every array: the types the positions share.
    const types = [...new Set(value.prefixItems.map((item) => (item.type === 'file' ? 'string' : item.type)))];
    out.items = { type: types.length === 1 ? types[0] : types };
    out.minItems = value.prefixItems.length;
    out.maxItems = value.prefixItems.length;
  } else if (value.items) out.items = schemaOf(value.items, ctx);
  // An array whose items the description cannot say (Swagger 1.2 has no nested arrays): any JSON value.
  else if (value.type === 'array') out.items = {};
  if (value.enum) out.enum = value.enum;
  if (value.enumNames) out['x-enum-names'] = value.enumNames;
  if (value.default !== undefined) {
    // A default that does not fit its format would make the schema invalid; it is kept beside it.
    const misfit = value.format === undefined ? undefined : formatMismatch(value.default, value.format);
    out[misfit === undefined ? 'default' : 'x-default-as-written'] = value.default;
  }
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'multipleOf', 'maxItems'] as const) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}

function withDescription(schema: JsonObject, description: string): JsonObject {
  return description ? { ...schema, description } : schema;
}

function fieldSchema(field: Field, ctx: ExportContext): JsonObject {
  const out = withDescription(schemaOf(field, ctx), field.description);
  if (field.readOnly) out.readOnly = true;
  if (field.writeOnly) out.writeOnly = true;
  return out;
}

function modelSchema(model: Model, ctx: ExportContext): JsonObject {
  const own: JsonObject = {
    type: 'object',
    properties: Object.fromEntries(model.fields.map((f) => [f.name, fieldSchema(f, ctx)])),
  };
  const required = model.fields.filter((f) => f.required).map((f) => f.name);
  if (required.length) own.required = required;
  const out: JsonObject = model.parent === undefined ? own : { allOf: [ref(model.parent, ctx), own] };
  if (model.description) out.description = model.description;
  if (model.discriminator !== undefined) {
    const mapping = Object.fromEntries(
      (model.subTypes ?? []).map((id) => [ctx.models.get(id)?.discriminatorValue ?? id, ref(id, ctx).$ref]),
    );
    out.discriminator = { propertyName: model.discriminator, mapping };
  }
  if (model.discriminatorValue !== undefined) out['x-discriminator-value'] = model.discriminatorValue;
  return out;
}
