import { detectKind } from './detect.ts';
import { ApiDescriptionError } from './errors.ts';
import type { NormalisedDescription } from './model.ts';
import { normaliseOpenApi } from './openapi3/normalise.ts';
import { normaliseSwagger12 } from './swagger12/normalise.ts';

/**
 * Normalises one parsed document, whatever its format: an OpenAPI 3.0 or 3.1 document, or a lone Swagger
 * 1.2 API declaration. A Swagger 1.2 resource listing only points at other files: read it with
 * `loadDescription` (from files) or `normaliseSwagger12` (with the declarations at hand).
 */
export function normaliseDocument(doc: unknown, file: string): NormalisedDescription {
  const { kind } = detectKind(doc, file);
  switch (kind) {
    case 'openapi-3.0':
    case 'openapi-3.1':
      return normaliseOpenApi(doc, file);
    case 'swagger-1.2-declaration':
      return normaliseSwagger12({ declarations: [{ file, doc }] });
    case 'swagger-1.2-listing':
      throw new ApiDescriptionError(file, 'is a Swagger 1.2 resource listing: load it with the declarations it lists');
  }
}
