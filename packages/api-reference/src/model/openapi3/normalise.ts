import { detectKind } from '../detect.ts';
import { ApiDescriptionError, WarningSink } from '../errors.ts';
import { addResponseFields } from '../flatten.ts';
import { arrayOf, isObject, objectsOf, stringOf, stringsOf, type JsonObject } from '../json.ts';
import type { Endpoint, HttpMethod, Model, NormalisedDescription, Resource, SecurityScheme } from '../model.ts';
import { operationSlug, uniqueSlugs } from '../slug.ts';
import { readOperation } from './operations.ts';
import { linkModels, readModel } from './schema.ts';

const METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'];

/**
 * Reads an OpenAPI 3.0 or 3.1 document into the normalised model. Operations are grouped into resources
 * by their first tag (or, untagged, by the first path segment after `/api/vN/`).
 */
export function normaliseOpenApi(input: unknown, file: string): NormalisedDescription {
  const { kind, doc } = detectKind(input, file);
  if (kind !== 'openapi-3.0' && kind !== 'openapi-3.1') {
    throw new ApiDescriptionError(file, 'is not an OpenAPI 3.x document');
  }
  if (!isObject(doc.paths) && !isObject(doc.webhooks)) {
    throw new ApiDescriptionError(file, 'is not an OpenAPI description: it has no "paths"');
  }
  const sink = new WarningSink();
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const modelIds = new Set(Object.keys(schemas));
  const models: Model[] = Object.entries(schemas).flatMap(([id, node]) => {
    if (isObject(node)) return [readModel(id, node, { models: modelIds, sink: sink.at({ model: id }) })];
    sink.at({ model: id }).warn('is not a schema object; left out');
    return [];
  });
  linkModels(models, schemas);

  const groups = new Map<string, Endpoint[]>();
  const slug = uniqueSlugs();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    // In the document's order, which is the author's: GET before PATCH before DELETE, say.
    for (const [key, node] of Object.entries(item)) {
      const method = METHODS.find((m) => m.toLowerCase() === key);
      if (method === undefined || !isObject(node)) continue;
      const at = sink.at({ operation: `${method} ${path}` });
      const draft = readOperation(node, item, path, method, { models: modelIds, sink: at, components });
      const security = requiredSchemes(node.security ?? doc.security);
      if (security.length) draft.security = security;
      const tag = stringsOf(node.tags)?.[0] ?? groupOf(path);
      const endpoints = groups.get(tag) ?? [];
      groups.set(tag, endpoints);
      let endpoint = endpoints.find((e) => e.path === path);
      if (!endpoint) {
        endpoint = { path, description: stringOf(item.summary) ?? stringOf(item.description) ?? '', operations: [] };
        endpoints.push(endpoint);
      }
      endpoint.operations.push({ id: slug(operationSlug(method, path)), ...draft });
    }
  }
  const resources = resourcesOf(groups, objectsOf(doc.tags));
  addResponseFields(resources, models);
  const info = isObject(doc.info) ? doc.info : {};
  const server = objectsOf(doc.servers)[0];
  return {
    model: {
      title: stringOf(info.title) ?? 'API',
      description: stringOf(info.description) ?? '',
      version: stringOf(info.version) ?? '',
      source: kind,
      baseUrl: stringOf(server?.url)?.replace(/\/+$/, '') ?? '',
      resources,
      models,
      securitySchemes: readSchemes(components.securitySchemes),
    },
    warnings: [...sink.warnings],
  };
}

/** The resource of an untagged path: `/api/v2/probes/{pk}/` -> `probes`. */
function groupOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const start = segments[0] === 'api' && /^v\d+$/.test(segments[1] ?? '') ? 2 : 0;
  return segments[start] ?? 'default';
}

/** Resources in the order of the document's tag list, then of first use. */
function resourcesOf(groups: Map<string, Endpoint[]>, tags: JsonObject[]): Resource[] {
  const order = [
    ...tags.map((tag) => stringOf(tag.name)).filter((n): n is string => n !== undefined),
    ...groups.keys(),
  ];
  const resources: Resource[] = [];
  for (const name of new Set(order)) {
    const endpoints = groups.get(name);
    if (!endpoints) continue;
    const tag = tags.find((t) => t.name === name);
    resources.push({
      name,
      path: stringOf(tag?.['x-resource-path']) ?? commonPrefix(endpoints.map((e) => e.path)),
      description: stringOf(tag?.description) ?? '',
      endpoints,
    });
  }
  return resources;
}

/** The longest run of leading segments that every path shares, up to the first placeholder. */
function commonPrefix(paths: readonly string[]): string {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const first = split[0] ?? [];
  const shared: string[] = [];
  for (const [index, segment] of first.entries()) {
    if (segment.startsWith('{') || !split.every((segments) => segments[index] === segment)) break;
    shared.push(segment);
  }
  return `/${shared.join('/')}`;
}

/** The API-key schemes (headers, query parameters, cookies); others (HTTP, OAuth 2) the model does not hold. */
function readSchemes(raw: unknown): SecurityScheme[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([id, node]): SecurityScheme[] => {
    if (!isObject(node) || node.type !== 'apiKey') return [];
    const where = node.in;
    const name = stringOf(node.name);
    if ((where !== 'header' && where !== 'query' && where !== 'cookie') || !name) return [];
    return [{ id, type: 'apiKey', in: where, name, description: stringOf(node.description) ?? '' }];
  });
}

/**
 * The schemes of which one must authorise a call; none when the requirements allow an anonymous call (an
 * empty requirement `{}`) or there are none.
 */
function requiredSchemes(raw: unknown): string[] {
  const requirements = arrayOf(raw).filter(isObject);
  if (requirements.some((r) => Object.keys(r).length === 0)) return [];
  return [...new Set(requirements.flatMap((r) => Object.keys(r)))];
}
