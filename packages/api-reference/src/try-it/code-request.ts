import { escapeRegExp } from '@atlas-docs/content/rules';
import type { TryRequest } from './build-request.ts';

/** What code of any kind is written from: the request as built, and the operation's path it was built from. */
export interface CodeRequest extends Pick<TryRequest, 'method' | 'url' | 'headers' | 'body'> {
  /** The operation's path with its placeholders, `/api/v2/measurements/{pk}/results/`. */
  template?: string;
}

export interface CodeOptions {
  /**
   * Adds `Authorization: Key YOUR_KEY`, so the code shows where the key goes without ever holding a real one.
   * Default: for every method but GET; the panel passes true for a GET that needs a key.
   */
  apiKeyPlaceholder?: boolean;
}

/** The key a caller fills in with their own. */
export const API_KEY = 'YOUR_KEY';

/** The header a caller fills in with their own key. */
export const API_KEY_PLACEHOLDER = `Key ${API_KEY}`;

/** Whether the code shows where the key goes. */
export function needsKey(request: Pick<CodeRequest, 'method'>, options: CodeOptions): boolean {
  return options.apiKeyPlaceholder ?? request.method !== 'GET';
}

/** The values a request carries, read back by parameter name: what a tool's own call is written from. */
export interface RequestValues {
  /** The path's values by placeholder name; a placeholder without a value is absent. */
  path: Record<string, string>;
  /** Query parameters in URL order; a repeated parameter repeats. */
  query: [string, string][];
  /** URL-encoded form fields. */
  form: [string, string][];
  /** The JSON body as data; undefined without one or when it does not parse. */
  json: unknown;
  /** The body is JSON that does not parse: no tool can be given it. */
  badJson: boolean;
}

const PLACEHOLDER = /\{([^{}]+)\}/g;

/**
 * The values of a request built from `template`: each placeholder read from its path segment (decoded), the
 * query and form fields in order, and the JSON body parsed. Undefined when the URL's path is not the template's.
 */
export function requestValues(request: CodeRequest, template: string): RequestValues | undefined {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return undefined;
  }
  const names: string[] = [];
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`${pattern}$`).exec(url.pathname);
  if (!match) return undefined;
  const path: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = decodeURIComponent(match[index + 1] ?? '');
    if (value !== `{${name}}`) path[name] = value;
  });
  const isForm = request.headers['Content-Type'] === 'application/x-www-form-urlencoded';
  const { json, bad } = jsonBody(request);
  return {
    path,
    query: [...url.searchParams],
    form: isForm && request.body !== undefined ? [...new URLSearchParams(request.body)] : [],
    json,
    badJson: bad,
  };
}

/** A JSON body as the value it is (`json`, else undefined), and whether it is JSON that does not parse (`bad`). */
export function jsonBody(request: CodeRequest): { json: unknown; bad: boolean } {
  if (request.body === undefined || request.headers['Content-Type'] !== 'application/json') {
    return { json: undefined, bad: false };
  }
  try {
    return { json: JSON.parse(request.body) as unknown, bad: false };
  } catch {
    return { json: undefined, bad: true };
  }
}
