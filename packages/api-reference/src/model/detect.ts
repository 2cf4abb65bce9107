import { ApiDescriptionError } from './errors.ts';
import { isObject, stringOf, type JsonObject } from './json.ts';

/** A version field as written: `2.0` for the string or the number. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** What a parsed file is. A Swagger 1.2 description is a listing plus one declaration per resource. */
export type DocumentKind = 'swagger-1.2-listing' | 'swagger-1.2-declaration' | 'openapi-3.0' | 'openapi-3.1';

/**
 * Tells the kind of a parsed document from its version field, or throws an {@link ApiDescriptionError}
 * naming `file` when it is no API description this package reads.
 */
export function detectKind(doc: unknown, file: string): { kind: DocumentKind; doc: JsonObject } {
  if (!isObject(doc)) throw new ApiDescriptionError(file, 'is not an API description: the top level is not an object');
  const openapi = stringOf(doc.openapi);
  if (openapi !== undefined) {
    if (openapi.startsWith('3.0')) return { kind: 'openapi-3.0', doc };
    if (openapi.startsWith('3.1')) return { kind: 'openapi-3.1', doc };
    throw new ApiDescriptionError(file, `OpenAPI ${openapi} is not supported (3.0 and 3.1 are)`);
  }
  if (doc.swagger !== undefined) {
    throw new ApiDescriptionError(
      file,
      `Swagger ${shown(doc.swagger)} is not supported (1.2, OpenAPI 3.0 and 3.1 are)`,
    );
  }
  const swaggerVersion = doc.swaggerVersion;
  if (swaggerVersion !== undefined) {
    const version = shown(swaggerVersion);
    if (!/^1\.[0-2]$/.test(version)) {
      throw new ApiDescriptionError(file, `Swagger ${version} is not supported (1.2, OpenAPI 3.0 and 3.1 are)`);
    }
    if (!Array.isArray(doc.apis))
      throw new ApiDescriptionError(file, 'is not a Swagger 1.2 description: "apis" is not a list');
    // A declaration carries operations (or at least a resourcePath); a listing only points at declarations.
    const declares =
      doc.resourcePath !== undefined || doc.apis.some((api) => isObject(api) && Array.isArray(api.operations));
    return { kind: declares ? 'swagger-1.2-declaration' : 'swagger-1.2-listing', doc };
  }
  throw new ApiDescriptionError(
    file,
    'is not an API description: expected "swaggerVersion" (Swagger 1.2) or "openapi" (OpenAPI 3.x) at the top level',
  );
}
