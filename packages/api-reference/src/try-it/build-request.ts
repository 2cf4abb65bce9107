import type { HttpMethod, Operation } from '../model/model.ts';
import { buildUrl, DEFAULT_BASE_URL } from './build-url.ts';
import { valuesOf, type ParameterValues } from './values.ts';

/** A request ready to show as curl or to send: no UI, no I/O. */
export interface TryRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** The body as text: form fields URL-encoded, or the body parameter's JSON as typed. */
  body?: string;
  /** Path placeholders without a value. */
  missing: string[];
}

/**
 * The whole request of an operation: the URL of {@link buildUrl}, header parameters, and a body made of
 * the form parameters (URL-encoded) or of the body parameter (sent as typed, as JSON).
 */
export function buildRequest(
  operation: Pick<Operation, 'method' | 'path' | 'parameters'>,
  values: ParameterValues,
  base: string = DEFAULT_BASE_URL,
): TryRequest {
  const { url, missing } = buildUrl(operation, values, base);
  const headers: Record<string, string> = {};
  const form: string[] = [];
  let body: string | undefined;
  for (const parameter of operation.parameters) {
    const given = valuesOf(values, parameter.name);
    if (!given.length) continue;
    if (parameter.in === 'header') headers[parameter.name] = given.join(',');
    else if (parameter.in === 'form') {
      for (const value of given) form.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`);
    } else if (parameter.in === 'body') body = given[0];
  }
  if (form.length) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = form.join('&');
  } else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const request: TryRequest = { method: operation.method, url, headers, missing };
  if (body !== undefined) request.body = body;
  return request;
}
