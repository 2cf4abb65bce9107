import type { DescriptionWarning } from './errors.ts';

/**
 * The normalised API model. Swagger 1.2 and OpenAPI 3.x descriptions are both turned into this one shape,
 * so the views and the try-it client never look at a source format. Plain JSON data: it can be written
 * at build time and read in the browser.
 */

/** The formats `normaliseDescription` reads. */
export type SourceFormat = 'swagger-1.2' | 'openapi-3.0' | 'openapi-3.1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Where a parameter travels. `form` fields and the `body` go in the request body. */
export type ParameterLocation = 'path' | 'query' | 'form' | 'body' | 'header';

/** A value an enumeration or a default can take. */
export type EnumValue = string | number | boolean;

/**
 * The shape of one value: a parameter, a model field or an array's items. `type` is one of `string`,
 * `integer`, `number`, `boolean`, `array`, `object` or `file`; an object that is a model names it in `model`.
 */
export interface ValueSchema {
  type: string;
  format?: string;
  /** The model id when the value is one of the description's models. */
  model?: string;
  /** The items of an array. */
  items?: ValueSchema;
  /** An array that is a tuple (a pair of an AS number and its probe count): the item at each position. */
  prefixItems?: ValueSchema[];
  enum?: EnumValue[];
  /** Human names of the enum values, index for index (`x-enum-names`): status 1 is 'Scheduled'. */
  enumNames?: string[];
  default?: EnumValue;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  multipleOf?: number;
  /** At most this many values in a list (comma-separated or repeated). */
  maxItems?: number;
}

export interface Parameter extends ValueSchema {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description: string;
  /** The parameter takes several values: comma-separated in one value, or repeated. */
  allowMultiple?: boolean;
  deprecated?: boolean;
}

/** A field of a model, or a flattened response field (`name` is then a path: `status.id`, `results[].id`). */
export interface Field extends ValueSchema {
  name: string;
  description: string;
  required: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** A flattened field of one subtype only: that subtype's discriminator value (`ping`). */
  variant?: string;
}

export interface Response {
  /** An HTTP status, or `'default'` for an OpenAPI catch-all response. */
  status: number | 'default';
  description: string;
  /** The model of the body, if it is one. */
  model?: string;
  /** The body is a JSON array of `model`. */
  isArray?: boolean;
}

export interface Operation {
  /** A stable anchor slug made of method and path: `get-api-v2-measurements-pk`. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  parameters: Parameter[];
  responses: Response[];
  /** The fields of the success response's model, flattened (nested models and subtypes included). */
  responseFields: Field[];
  deprecated?: boolean;
  /**
   * The security schemes (ids of `ApiModel.securitySchemes`) of which one must authorise the call; absent
   * when the call needs none (a key may still be sent, to see one's own private objects).
   */
  security?: string[];
}

/** An operation before the normaliser gives it its unique id. */
export type OperationDraft = Omit<Operation, 'id'>;

export interface Endpoint {
  path: string;
  description: string;
  operations: Operation[];
}

export interface Resource {
  /** `measurements`, `participation-requests`: the last segment of `path`. */
  name: string;
  /** `/api/v2/measurements` */
  path: string;
  description: string;
  endpoints: Endpoint[];
}

export interface Model {
  id: string;
  description: string;
  fields: Field[];
  /** The models that extend this one (one per measurement type, say). */
  subTypes?: string[];
  /** The model this one extends. */
  parent?: string;
  /** The field whose value tells the subtypes apart (`type`). */
  discriminator?: string;
  /** This subtype's value of the parent's discriminator (`ping`). */
  discriminatorValue?: string;
}

/** How a caller proves who they are: an API key in a header, or a session cookie. */
export interface SecurityScheme {
  /** `key`, `session`: the name operations use. */
  id: string;
  type: 'apiKey';
  in: 'header' | 'query' | 'cookie';
  /** The header, query parameter or cookie: `Authorization`, `sessionid`. */
  name: string;
  description: string;
}

export interface ApiModel {
  title: string;
  description: string;
  /** The API's own version: `v2.6.0`. */
  version: string;
  /** The format the description was written in. */
  source: SourceFormat;
  /** The host that serves the API: `https://atlas.ripe.net`. Empty when the description names none. */
  baseUrl: string;
  resources: Resource[];
  models: Model[];
  /** The ways to authorise a call, in the order of the description. */
  securitySchemes: SecurityScheme[];
}

/** What the normalisers return: the model, and what had to be guessed or left out on the way. */
export interface NormalisedDescription {
  model: ApiModel;
  warnings: DescriptionWarning[];
}
