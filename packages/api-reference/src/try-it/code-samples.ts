import type { TryRequest } from './build-request.ts';

export interface CodeOptions {
  /**
   * Adds `Authorization: Key YOUR_KEY`, so the code shows where the key goes without ever holding a real one.
   * Default: for every method but GET; the panel passes true for a GET that needs a key.
   */
  apiKeyPlaceholder?: boolean;
}

/** The header a caller fills in with their own key. */
export const API_KEY_PLACEHOLDER = 'Key YOUR_KEY';

type CodeRequest = Pick<TryRequest, 'method' | 'url' | 'headers' | 'body'>;

/** The request's headers, with the key placeholder where it belongs. */
function headersOf(request: CodeRequest, options: CodeOptions): [string, string][] {
  const withKey = options.apiKeyPlaceholder ?? request.method !== 'GET';
  const headers = Object.entries(request.headers);
  if (withKey && !('Authorization' in request.headers)) headers.unshift(['Authorization', API_KEY_PLACEHOLDER]);
  return headers;
}

/** Quotes for a POSIX shell: inside single quotes only the single quote itself needs escaping. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command, one option per line. */
export function toCurl(request: CodeRequest, options: CodeOptions = {}): string {
  const method = request.method === 'GET' ? '' : `-X ${request.method} `;
  const lines = [`curl ${method}${shellQuote(request.url)}`];
  for (const [name, value] of headersOf(request, options)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/** A JSON body as the value it is, else undefined: code then passes it as data, not as text. */
function jsonOf(request: CodeRequest): unknown {
  if (request.body === undefined || request.headers['Content-Type'] !== 'application/json') return undefined;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

/** A Python literal of a JSON value: `true` is `True`, `null` is `None`; strings stay JSON strings. */
function pythonLiteral(value: unknown, indent: string): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The request in Python with `requests`: the JSON body as data, the answer read as JSON. */
export function toPython(request: CodeRequest, options: CodeOptions = {}): string {
  const headers = headersOf(request, options).filter(
    ([name]) => name !== 'Content-Type' || jsonOf(request) === undefined,
  );
  const args = [JSON.stringify(request.url)];
  if (headers.length) {
    args.push(
      `headers={\n${headers.map(([n, v]) => `        ${JSON.stringify(n)}: ${JSON.stringify(v)},`).join('\n')}\n    }`,
    );
  }
  const json = jsonOf(request);
  if (json !== undefined) args.push(`json=${pythonLiteral(json, '    ')}`);
  else if (request.body !== undefined) args.push(`data=${JSON.stringify(request.body)}`);
  return [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(\n    ${args.join(',\n    ')},\n)`,
    'response.raise_for_status()',
    request.method === 'DELETE' ? 'print(response.status_code)' : 'print(response.json())',
  ].join('\n');
}

/** The request in JavaScript with `fetch`. */
export function toFetch(request: CodeRequest, options: CodeOptions = {}): string {
  const init: string[] = [];
  if (request.method !== 'GET') init.push(`  method: ${JSON.stringify(request.method)},`);
  const headers = headersOf(request, options);
  if (headers.length) {
    init.push(
      `  headers: {\n${headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)},`).join('\n')}\n  },`,
    );
  }
  const json = jsonOf(request);
  if (json !== undefined) {
    init.push(`  body: JSON.stringify(${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')}),`);
  } else if (request.body !== undefined) init.push(`  body: ${JSON.stringify(request.body)},`);
  const call = init.length
    ? `fetch(${JSON.stringify(request.url)}, {\n${init.join('\n')}\n})`
    : `fetch(${JSON.stringify(request.url)})`;
  return [
    `const response = await ${call};`,
    'if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);',
    request.method === 'DELETE' ? 'console.log(response.status);' : 'console.log(await response.json());',
  ].join('\n');
}

/** The languages of the code samples, in the order the panel shows them. */
export const CODE_LANGUAGES = [
  { id: 'curl', label: 'curl', write: toCurl },
  { id: 'python', label: 'Python', write: toPython },
  { id: 'javascript', label: 'JavaScript', write: toFetch },
] as const;
