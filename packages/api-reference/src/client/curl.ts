import type { TryRequest } from './build-request.ts';

export interface CurlOptions {
  /**
   * Adds `Authorization: Key YOUR_KEY` to requests that change something (not to GET), so the command
   * shows where the key goes without ever holding a real one. Default true.
   */
  apiKeyPlaceholder?: boolean;
}

/** The header a caller fills in with their own key. */
export const API_KEY_PLACEHOLDER = 'Key YOUR_KEY';

/** Quotes for a POSIX shell: inside single quotes only the single quote itself needs escaping. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command, one option per line. */
export function toCurl(
  request: Pick<TryRequest, 'method' | 'url' | 'headers' | 'body'>,
  options: CurlOptions = {},
): string {
  const { apiKeyPlaceholder = true } = options;
  const method = request.method === 'GET' ? '' : `-X ${request.method} `;
  const lines = [`curl ${method}${shellQuote(request.url)}`];
  const headers = request.headers;
  if (apiKeyPlaceholder && request.method !== 'GET' && !('Authorization' in headers)) {
    lines.push(`-H ${shellQuote(`Authorization: ${API_KEY_PLACEHOLDER}`)}`);
  }
  for (const [name, value] of Object.entries(headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
