/**
 * API descriptions to one model: Swagger 1.2 and OpenAPI 3.0 / 3.1 in, {@link ApiModel} out, with warnings
 * for what had to be guessed. `loadDescription` reads files and needs Node; the rest is plain data work.
 */
export type * from './model.ts';
export { ApiDescriptionError, formatWarning, type DescriptionWarning, type WarningLocation } from './errors.ts';
export { detectKind, type DocumentKind } from './detect.ts';
export { normaliseDocument } from './normalise.ts';
export { normaliseSwagger12, type SourceDocument, type Swagger12Input } from './swagger12/normalise.ts';
export { normaliseOpenApi } from './openapi3/normalise.ts';
export { loadDescription, DESCRIPTION_FILES } from './load.ts';
export { toOpenApi31 } from './to-openapi31.ts';
export { flattenModel } from './flatten.ts';
export { operationSlug } from './slug.ts';
export { placeholdersOf } from './parameters.ts';
