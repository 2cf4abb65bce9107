import type { ToolGap } from './atlas-tools/calls.ts';
import { toCousteau } from './atlas-tools/cousteau.ts';
import { toRipeAtlas } from './atlas-tools/command-line.ts';
import { pythonLiteral } from './python.ts';
import { shellQuote } from './shell.ts';
import { API_KEY_PLACEHOLDER, jsonBody, needsKey, type CodeOptions, type CodeRequest } from './code-request.ts';

/** The request's headers, with the key placeholder where it belongs. */
function headersOf(request: CodeRequest, options: CodeOptions): [string, string][] {
  const headers = Object.entries(request.headers);
  if (needsKey(request, options) && !('Authorization' in request.headers)) {
    headers.unshift(['Authorization', API_KEY_PLACEHOLDER]);
  }
  return headers;
}

/** The request as a curl command, one option per line. */
export function toCurl(request: CodeRequest, options: CodeOptions = {}): string {
  const method = request.method === 'GET' ? '' : `-X ${request.method} `;
  const lines = [`curl ${method}${shellQuote(request.url)}`];
  for (const [name, value] of headersOf(request, options)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/**
 * The request as an HTTPie command: a JSON body given whole with `--raw`, form fields as `name=value` items
 * after `--form` (which sets their content type), headers as `Name:value` items.
 */
export function toHttpie(request: CodeRequest, options: CodeOptions = {}): string {
  const form = request.headers['Content-Type'] === 'application/x-www-form-urlencoded';
  const flags = form ? '--form ' : request.body !== undefined ? `--raw ${shellQuote(request.body)} ` : '';
  const lines = [`http ${flags}${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of headersOf(request, options)) {
    if (name !== 'Content-Type' || !form) lines.push(shellQuote(`${name}:${value}`));
  }
  if (form && request.body !== undefined) {
    for (const [name, value] of new URLSearchParams(request.body)) lines.push(shellQuote(`${name}=${value}`));
  }
  return lines.join(' \\\n  ');
}

/** A JSON body as the value it is, else undefined: code then passes it as data, not as text. */
const jsonOf = (request: CodeRequest): unknown => jsonBody(request).json;

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

/** The options object of a `fetch` call; `key` is the Authorization value as JavaScript source. */
function fetchInit(request: CodeRequest, options: CodeOptions, key: string): string[] {
  const init: string[] = [];
  if (request.method !== 'GET') init.push(`  method: ${JSON.stringify(request.method)},`);
  const headers = headersOf(request, options).map(([name, value]) =>
    name === 'Authorization' && value === API_KEY_PLACEHOLDER ? [name, key] : [name, JSON.stringify(value)],
  );
  if (headers.length) {
    init.push(`  headers: {\n${headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${v},`).join('\n')}\n  },`);
  }
  const json = jsonOf(request);
  if (json !== undefined) {
    init.push(`  body: JSON.stringify(${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')}),`);
  } else if (request.body !== undefined) init.push(`  body: ${JSON.stringify(request.body)},`);
  return init;
}

function fetchCall(request: CodeRequest, init: string[]): string {
  return init.length
    ? `fetch(${JSON.stringify(request.url)}, {\n${init.join('\n')}\n})`
    : `fetch(${JSON.stringify(request.url)})`;
}

/** The request in JavaScript with `fetch`. */
export function toFetch(request: CodeRequest, options: CodeOptions = {}): string {
  const call = fetchCall(request, fetchInit(request, options, JSON.stringify(API_KEY_PLACEHOLDER)));
  return [
    `const response = await ${call};`,
    'if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);',
    request.method === 'DELETE' ? 'console.log(response.status);' : 'console.log(await response.json());',
  ].join('\n');
}

/**
 * The request as a Node.js module (Node 18 and later have `fetch`): the key read from the environment
 * rather than written into the code, the answer printed as JSON.
 */
export function toNode(request: CodeRequest, options: CodeOptions = {}): string {
  const withKey = needsKey(request, options) && !('Authorization' in request.headers);
  const call = fetchCall(request, fetchInit(request, options, '`Key ${process.env.ATLAS_API_KEY}`'));
  return [
    '// Save as request.mjs and run with: node request.mjs',
    ...(withKey ? ['// The key comes from the environment: ATLAS_API_KEY=YOUR_KEY node request.mjs'] : []),
    `const response = await ${call};`,
    'if (!response.ok) {',
    '  console.error(`HTTP ${response.status}`, await response.text());',
    '  process.exit(1);',
    '}',
    request.method === 'DELETE'
      ? 'console.log(response.status);'
      : 'console.log(JSON.stringify(await response.json(), null, 2));',
  ].join('\n');
}

/** A Go string literal: a raw string when the text allows one (JSON stays readable), else a quoted one. */
function goString(text: string): string {
  return text.includes('`') || text.includes('\r') ? JSON.stringify(text) : `\`${text}\``;
}

/** The request in Go with `net/http`: the body as a string reader, the answer printed as it came. */
export function toGo(request: CodeRequest, options: CodeOptions = {}): string {
  const json = jsonOf(request);
  const body = json !== undefined ? JSON.stringify(json, null, 2) : request.body;
  const imports = ['fmt', 'io', 'net/http', ...(body === undefined ? [] : ['strings'])];
  const fail = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];
  return [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t"${name}"`),
    ')',
    '',
    'func main() {',
    ...(body === undefined ? [] : [`\tbody := strings.NewReader(${goString(body)})`]),
    `\treq, err := http.NewRequest(${JSON.stringify(request.method)}, ${JSON.stringify(request.url)}, ${
      body === undefined ? 'nil' : 'body'
    })`,
    ...fail,
    ...headersOf(request, options).map(
      ([name, value]) => `\treq.Header.Set(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
    ),
    '\tres, err := http.DefaultClient.Do(req)',
    ...fail,
    '\tdefer res.Body.Close()',
    '\tdata, err := io.ReadAll(res.Body)',
    ...fail,
    '\tfmt.Println(res.Status)',
    '\tfmt.Println(string(data))',
    '}',
  ].join('\n');
}

/**
 * One language or tool of the code samples. `write` answers undefined where the tool makes no such call, and
 * why not where it makes the call but cannot with these values.
 */
export interface CodeLanguage {
  id: string;
  label: string;
  write: (request: CodeRequest, options?: CodeOptions) => string | ToolGap | undefined;
}

/** The languages and tools of the code samples, in the order the panel shows them. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = [
  { id: 'curl', label: 'curl', write: toCurl },
  { id: 'ripe-atlas', label: 'ripe-atlas', write: toRipeAtlas },
  { id: 'httpie', label: 'HTTPie', write: toHttpie },
  { id: 'python', label: 'Python', write: toPython },
  { id: 'cousteau', label: 'Cousteau', write: toCousteau },
  { id: 'javascript', label: 'JavaScript', write: toFetch },
  { id: 'node', label: 'Node.js', write: toNode },
  { id: 'go', label: 'Go', write: toGo },
];

/** One code sample of a request: its code, or why the tool cannot make the call with these values. */
export type CodeSample = { id: string; label: string } & ({ code: string } | ToolGap);

/** The samples of a request: one per language or tool that can make it. */
export function codeSamples(request: CodeRequest, options: CodeOptions = {}): CodeSample[] {
  return CODE_LANGUAGES.flatMap(({ id, label, write }) => {
    const code = write(request, options);
    if (code === undefined) return [];
    return [typeof code === 'string' ? { id, label, code } : { id, label, ...code }];
  });
}
