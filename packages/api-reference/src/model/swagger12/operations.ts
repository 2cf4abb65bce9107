import type { WarningSink } from '../errors.ts';
import { isObject, numberOf, objectsOf, stringOf, type JsonObject } from '../json.ts';
import type { Field, HttpMethod, Model, OperationDraft, Parameter, ParameterLocation, Response } from '../model.ts';
import { checkParameters, cleanPathTemplate } from '../parameters.ts';
import { operationSlug } from '../slug.ts';
import { readValue, type ValueContext } from './values.ts';

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const LOCATIONS = new Set<string>(['path', 'query', 'form', 'body', 'header']);

/** What reading an operation needs beyond a value's context. */
export interface OperationContext extends ValueContext {
  /** The security schemes the listing defines, by id. */
  schemes: ReadonlySet<string>;
  /** The declaration's own `authorizations`, for operations that name none. */
  inherited?: unknown;
  /** Adds a model the normaliser makes (one JSON body of several body parameters); returns its id. */
  addModel: (model: Model) => string;
}

/** Methods that carry no body: a form parameter of theirs is read from the query string, as Django does. */
const BODILESS = new Set(['GET', 'HEAD']);

/** Reads one Swagger 1.2 operation of the endpoint at `rawPath`; `undefined` when it has no usable method. */
export function readOperation(node: JsonObject, rawPath: string, ctx: OperationContext): OperationDraft | undefined {
  const method = stringOf(node.method)?.toUpperCase();
  const { path, converters } = cleanPathTemplate(rawPath);
  const sink = ctx.sink.at({ operation: `${method ?? '?'} ${path}` });
  if (method === undefined || !METHODS.has(method)) {
    sink.warn(`method ${JSON.stringify(node.method)} is not an HTTP method; the operation is left out`);
    return undefined;
  }
  for (const [name, converter] of converters) {
    sink.warn(`path placeholder {${name}:${converter}} carries a converter; read as {${name}}`);
  }
  const opCtx = { models: ctx.models, sink };
  let parameters: Parameter[] = [];
  const requiredGiven = new Set<Parameter>();
  for (const paramNode of objectsOf(node.parameters)) {
    const read = readParameter(paramNode, opCtx);
    if (!read) continue;
    if (read.parameter.in === 'form' && BODILESS.has(method)) {
      sink
        .at({ parameter: read.parameter.name })
        .warn(`is a form parameter of a ${method}, which has no body; read as query, as the API reads it`);
      read.parameter.in = 'query';
    }
    parameters.push(read.parameter);
    if (read.requiredGiven) requiredGiven.add(read.parameter);
  }
  parameters = joinBodies(parameters, operationSlug(method, path), { ...ctx, sink });
  if (node.parameters !== undefined && !Array.isArray(node.parameters)) sink.warn('"parameters" is not a list');
  for (const [name, converter] of converters) {
    const parameter = parameters.find((p) => p.name === name);
    if (parameter && converter === 'uuid' && parameter.format === undefined) parameter.format = 'uuid';
  }
  const checked = checkParameters(path, parameters, requiredGiven, sink);
  const operation: OperationDraft = {
    method: method as HttpMethod,
    path,
    summary: stringOf(node.summary) ?? '',
    description: stringOf(node.notes) ?? '',
    parameters: checked,
    responses: readResponses(node, opCtx),
    responseFields: [],
  };
  if (node.deprecated === true || node.deprecated === 'true') operation.deprecated = true;
  const security = readSecurity(node.authorizations ?? ctx.inherited, { ...ctx, sink });
  if (security.length) operation.security = security;
  return operation;
}

/**
 * Several body parameters (Swagger 1.2 allows one; hand-kept descriptions list each field of the JSON body)
 * become one body: a model with a property per parameter, which the page and the export show.
 */
function joinBodies(parameters: Parameter[], slug: string, ctx: OperationContext): Parameter[] {
  const bodies = parameters.filter((p) => p.in === 'body');
  if (bodies.length < 2) return parameters;
  const fields: Field[] = bodies.map(
    ({ in: _in, allowMultiple: _multiple, deprecated: _deprecated, ...field }) => field,
  );
  const id = ctx.addModel({
    id: `${slug.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}Body`,
    description: `The JSON body: ${bodies.map((p) => p.name).join(', ')}.`,
    fields,
  });
  ctx.sink.warn(
    `has ${bodies.length} body parameters (${bodies.map((p) => p.name).join(', ')}); read as one JSON body with a property each, model ${id}`,
  );
  const body: Parameter = {
    name: 'body',
    in: 'body',
    type: 'object',
    model: id,
    required: bodies.some((p) => p.required),
    description: '',
  };
  const first = parameters.indexOf(bodies[0] as Parameter);
  return [...parameters.slice(0, first), body, ...parameters.slice(first).filter((p) => p.in !== 'body')];
}

/** The schemes of which one must authorise the call: Swagger 1.2 `authorizations`, `{ "key": [] }`. */
function readSecurity(raw: unknown, ctx: OperationContext): string[] {
  if (raw === undefined) return [];
  if (!isObject(raw)) {
    ctx.sink.warn('"authorizations" is not an object; read as none');
    return [];
  }
  return Object.keys(raw).filter((id) => {
    if (ctx.schemes.has(id)) return true;
    ctx.sink.warn(`names authorization "${id}", which the resource listing does not define; left out`);
    return false;
  });
}

function readParameter(
  node: JsonObject,
  ctx: ValueContext,
): { parameter: Parameter; requiredGiven: boolean } | undefined {
  const name = stringOf(node.name);
  if (name === undefined || name === '') {
    ctx.sink.warn('a parameter has no name; left out');
    return undefined;
  }
  const sink = ctx.sink.at({ parameter: name });
  const location = readLocation(node.paramType, sink);
  const value = readValue(node, 'parameter', { models: ctx.models, sink });
  let required = false;
  let requiredGiven = false;
  if (typeof node.required === 'boolean') {
    required = node.required;
    requiredGiven = true;
  } else if (node.required === 'true' || node.required === 'false') {
    sink.warn(`required written as the string "${node.required}"`);
    required = node.required === 'true';
    requiredGiven = true;
  } else if (node.required !== undefined) {
    sink.warn(`required ${JSON.stringify(node.required)} is not a boolean; read as false`);
  }
  const parameter: Parameter = {
    name,
    in: location,
    ...value,
    required,
    description: stringOf(node.description) ?? '',
  };
  if (node.allowMultiple === true || node.allowMultiple === 'true') parameter.allowMultiple = true;
  if (node.deprecated === true || node['x-deprecated'] === true) parameter.deprecated = true;
  return { parameter, requiredGiven };
}

function readLocation(raw: unknown, sink: WarningSink): ParameterLocation {
  if (typeof raw === 'string' && LOCATIONS.has(raw)) return raw as ParameterLocation;
  if (raw === 'formData' || raw === 'form-data') {
    sink.warn(`paramType "${raw}" read as form`);
    return 'form';
  }
  sink.warn(raw === undefined ? 'has no paramType; read as query' : `paramType ${JSON.stringify(raw)} read as query`);
  return 'query';
}

/** The model an operation's `type` names, and whether the body is a list of it. */
function operationType(node: JsonObject, ctx: ValueContext): { model?: string; isArray: boolean } {
  const type = stringOf(node.type);
  if (type === undefined) {
    ctx.sink.warn(
      node.type === undefined
        ? 'has no type; the success response is read as empty'
        : `type ${JSON.stringify(node.type)} is not a name; the success response is read as empty`,
    );
    return { isArray: false };
  }
  if (type === 'array') {
    const items = isObject(node.items) ? (stringOf(node.items.$ref) ?? stringOf(node.items.type)) : undefined;
    if (items !== undefined && ctx.models.has(items)) return { model: items, isArray: true };
    if (items !== undefined && !PRIMITIVE_TYPES.has(items))
      ctx.sink.warn(`returns a list of "${items}", which is not defined`);
    return { isArray: true };
  }
  if (ctx.models.has(type)) return { model: type, isArray: false };
  if (!PRIMITIVE_TYPES.has(type)) ctx.sink.warn(`returns "${type}", which the description does not define`);
  return { isArray: false };
}

const PRIMITIVE_TYPES = new Set(['void', 'string', 'integer', 'number', 'boolean', 'File', 'object']);

/**
 * The responses: Swagger 1.2 names the success model in the operation's `type` and lists other statuses
 * in `responseMessages`. When a 2xx message names another model than `type`, the message wins (it is the
 * more specific) and the disagreement is reported.
 */
function readResponses(node: JsonObject, ctx: ValueContext): Response[] {
  const returned = operationType(node, ctx);
  const responses: Response[] = [];
  for (const message of objectsOf(node.responseMessages)) {
    const status = numberOf(message.code);
    if (status === undefined || !Number.isInteger(status)) {
      ctx.sink.warn(`response code ${JSON.stringify(message.code)} is not a status; left out`);
      continue;
    }
    const response: Response = { status, description: stringOf(message.message) ?? '' };
    let model = stringOf(message.responseModel);
    if (model !== undefined && !ctx.models.has(model)) {
      ctx.sink.warn(`the ${status} response names model "${model}", which the description does not define`);
      model = undefined;
    }
    const success = status >= 200 && status < 300;
    if (success && model !== undefined && returned.model !== undefined && model !== returned.model) {
      ctx.sink.warn(`the ${status} response names model "${model}" but the operation returns "${returned.model}"`);
    }
    if (success) model ??= returned.model;
    if (model !== undefined) response.model = model;
    if (success && returned.isArray && model !== undefined && model === returned.model) response.isArray = true;
    responses.push(response);
  }
  if (!responses.some((r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300)) {
    const success: Response = { status: 200, description: 'Success' };
    if (returned.model !== undefined) success.model = returned.model;
    if (returned.isArray && returned.model !== undefined) success.isArray = true;
    responses.unshift(success);
  }
  return responses.sort((a, b) => Number(a.status) - Number(b.status));
}
