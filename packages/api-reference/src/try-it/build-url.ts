import type { Operation } from '../model/model.ts';
import { valuesOf, type ParameterValues } from './values.ts';

/** The production host of the Atlas API. */
export const DEFAULT_BASE_URL = 'https://atlas.ripe.net';

const PLACEHOLDER = /\{([^{}]+)\}/g;

export interface BuiltUrl {
  /** The URL; placeholders without a value stay as `{name}` so the user sees what is missing. */
  url: string;
  /** The placeholders that have no value, in path order. */
  missing: string[];
}

/** What building a URL needs of an operation. */
export type UrlOperation = Pick<Operation, 'path' | 'parameters'>;

/**
 * The request URL of an operation: placeholders filled (each value encoded as one path segment), then the
 * query parameters in the order the description declares them. Empty values are left out; a list of
 * values repeats the parameter.
 */
export function buildUrl(operation: UrlOperation, values: ParameterValues, base: string = DEFAULT_BASE_URL): BuiltUrl {
  const missing: string[] = [];
  const path = operation.path.replace(PLACEHOLDER, (whole, name: string) => {
    const given = valuesOf(values, name);
    if (!given.length) {
      missing.push(name);
      return whole;
    }
    return encodeURIComponent(given.join(','));
  });
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    for (const value of valuesOf(values, parameter.name)) {
      // A list's commas stay commas (`optional_fields=probes,participant_logs`), as the API's own links write them.
      const encoded = encodeURIComponent(value);
      query.push(
        `${encodeURIComponent(parameter.name)}=${parameter.allowMultiple ? encoded.replace(/%2C/g, ',') : encoded}`,
      );
    }
  }
  const url = `${base.replace(/\/+$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;
  return { url, missing };
}

/** The path placeholders still without a value: while there are any, the request cannot be sent. */
export function missingPathParameters(operation: Pick<Operation, 'path'>, values: ParameterValues): string[] {
  return [...operation.path.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => valuesOf(values, name).length === 0);
}
