import { detectKind } from '../detect.ts';
import { ApiDescriptionError, WarningSink } from '../errors.ts';
import { addResponseFields, linkSubTypes } from '../flatten.ts';
import { isObject, objectsOf, stringOf, type JsonObject } from '../json.ts';
import type { Endpoint, Model, NormalisedDescription, Operation, Resource, SecurityScheme } from '../model.ts';
import { operationSlug, uniqueSlugs } from '../slug.ts';
import { readModels } from './models.ts';
import { readOperation } from './operations.ts';

/** A parsed file and the name to use for it in errors and warnings. */
export interface SourceDocument {
  file: string;
  doc: unknown;
}

export interface Swagger12Input {
  /** The resource listing; without it the declarations stand alone (title and version from the first). */
  listing?: SourceDocument;
  /** One API declaration per resource, in the order of the listing's entries (which describe them). */
  declarations: SourceDocument[];
}

/**
 * Reads a Swagger 1.2 description (a resource listing and its API declarations) into the normalised
 * model. Sloppy documents are read as well as possible, each guess reported as a warning; a document
 * that is no Swagger 1.2 description throws an {@link ApiDescriptionError}.
 */
export function normaliseSwagger12(input: Swagger12Input): NormalisedDescription {
  const sink = new WarningSink();
  const listing = input.listing ? readListing(input.listing) : undefined;
  const declarations = input.declarations.map((source) => {
    const { kind, doc } = detectKind(source.doc, source.file);
    if (kind !== 'swagger-1.2-declaration') {
      throw new ApiDescriptionError(source.file, 'is not a Swagger 1.2 API declaration (it declares no operations)');
    }
    return { file: source.file, doc };
  });
  const models = readModels(declarations, sink);
  const modelIds = new Set(models.map((model) => model.id));
  const securitySchemes = readSchemes(listing, input.listing?.file, sink);
  const addModel = (model: Model): string => {
    let id = model.id;
    for (let n = 2; modelIds.has(id); n++) id = `${model.id}${n}`;
    modelIds.add(id);
    models.push({ ...model, id });
    return id;
  };
  const slug = uniqueSlugs();
  const entries = objectsOf(listing?.apis);
  const schemes = new Set(securitySchemes.map((scheme) => scheme.id));
  const resources = declarations.map((declaration, index) =>
    readResource(declaration, entries[index], { models: modelIds, sink, slug, schemes, addModel }),
  );
  linkSubTypes(models, (model, message) => sink.at({ model }).warn(message));
  addResponseFields(resources, models);

  const first = declarations[0]?.doc;
  const info = isObject(listing?.info) ? listing.info : {};
  return {
    model: {
      title: stringOf(info.title) ?? 'API',
      description: stringOf(info.description) ?? '',
      version: stringOf(listing?.apiVersion) ?? stringOf(first?.apiVersion) ?? '',
      source: 'swagger-1.2',
      baseUrl: baseUrlOf(declarations, sink),
      resources,
      models,
      securitySchemes,
    },
    warnings: [...sink.warnings],
  };
}

function readListing(source: SourceDocument): JsonObject {
  const { kind, doc } = detectKind(source.doc, source.file);
  if (kind !== 'swagger-1.2-listing') {
    throw new ApiDescriptionError(source.file, 'is not a Swagger 1.2 resource listing');
  }
  return doc;
}

/** The one host of every declaration; declarations that disagree are reported and the first wins. */
function baseUrlOf(declarations: readonly { file: string; doc: JsonObject }[], sink: WarningSink): string {
  const bases = declarations.map((d) => ({ file: d.file, base: stringOf(d.doc.basePath)?.replace(/\/+$/, '') }));
  const first = bases.find((b) => b.base !== undefined)?.base ?? '';
  for (const { file, base } of bases) {
    if (base !== undefined && base !== first)
      sink.at({ file }).warn(`basePath ${base} differs from ${first}; ${first} is used`);
  }
  return first;
}

interface ResourceContext {
  models: ReadonlySet<string>;
  sink: WarningSink;
  slug: (slug: string) => string;
  schemes: ReadonlySet<string>;
  addModel: (model: Model) => string;
}

const PASS_AS = new Set(['header', 'query', 'cookie']);

/**
 * The listing's `authorizations`: API keys passed as a header or query parameter (Swagger 1.2), or a cookie
 * (a session, which our description adds). Other kinds (OAuth 2) are reported and left out.
 */
function readSchemes(listing: JsonObject | undefined, file: string | undefined, sink: WarningSink): SecurityScheme[] {
  const raw = listing?.authorizations;
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([id, node]): SecurityScheme[] => {
    const at = file === undefined ? sink : sink.at({ file });
    const passAs = isObject(node) ? stringOf(node.passAs) : undefined;
    const name = isObject(node) ? stringOf(node.keyname) : undefined;
    if (!isObject(node) || node.type !== 'apiKey' || passAs === undefined || !PASS_AS.has(passAs) || !name) {
      at.warn(`authorization "${id}" is not an API key passed as a header, query parameter or cookie; left out`);
      return [];
    }
    return [
      {
        id,
        type: 'apiKey',
        in: passAs as SecurityScheme['in'],
        name,
        description: stringOf(node.description) ?? '',
      },
    ];
  });
}

function readResource(
  declaration: { file: string; doc: JsonObject },
  entry: JsonObject | undefined,
  ctx: ResourceContext,
): Resource {
  const { doc, file } = declaration;
  let path = stringOf(doc.resourcePath)?.replace(/\/+$/, '');
  if (path === undefined) {
    path = `/${file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '')}`;
    ctx.sink.at({ file }).warn(`has no resourcePath; ${path} is used`);
  }
  const name = path.split('/').filter(Boolean).pop() ?? path;
  const sink = ctx.sink.at({ file, resource: name });
  const endpoints: Endpoint[] = [];
  for (const api of objectsOf(doc.apis)) {
    const endpointPath = stringOf(api.path);
    if (endpointPath === undefined) {
      sink.warn('an entry of "apis" has no path; left out');
      continue;
    }
    const operations: Operation[] = [];
    for (const node of objectsOf(api.operations)) {
      const operation = readOperation(node, endpointPath, { ...ctx, sink, inherited: doc.authorizations });
      if (operation) operations.push({ id: ctx.slug(operationSlug(operation.method, operation.path)), ...operation });
    }
    // Converters such as {key:uuid} are gone from the operations' paths; the endpoint shares that path.
    const cleanPath = operations[0]?.path ?? endpointPath;
    const same = endpoints.find((endpoint) => endpoint.path === cleanPath);
    if (same) {
      sink.warn(`path ${cleanPath} is listed twice; its operations are merged`);
      same.operations.push(...operations);
    } else {
      endpoints.push({ path: cleanPath, description: stringOf(api.description) ?? '', operations });
    }
  }
  return {
    name,
    path,
    description: stringOf(entry?.description) ?? stringOf(doc.description) ?? '',
    endpoints,
  };
}
