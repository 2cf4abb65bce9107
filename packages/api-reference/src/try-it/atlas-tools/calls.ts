import type { HttpMethod } from '../../model/model.ts';
import { needsKey, requestValues, type CodeOptions, type CodeRequest, type RequestValues } from '../code-request.ts';

/** What a tool's call is written from. */
export interface ToolContext {
  values: RequestValues;
  /** The code shows where the key goes. */
  key: boolean;
  /** The API's host, when it is not the tools' default `atlas.ripe.net`. */
  server: string | undefined;
  /** The operation's path, `/api/v2/measurements/{pk}/`. */
  path: string;
}

/** Why a tool that makes an operation's call cannot make it with these values: a sentence for the reader. */
export interface ToolGap {
  cannot: string;
}

/** One API call a tool makes: its method and path, and how to write the tool's call from a request's values. */
export interface ToolCall {
  method: HttpMethod;
  /** The operation's path; without one, the call makes any path of the method. */
  path?: string;
  write: (context: ToolContext) => string | ToolGap;
}

const TOOLS_HOST = 'atlas.ripe.net';

/**
 * The tool's call for the request: the code of the first of `calls` that makes it with these values, else
 * why the first that makes the operation's call cannot; undefined when the tool makes no such call at all.
 */
export function writeToolCall(
  calls: readonly ToolCall[],
  request: CodeRequest,
  options: CodeOptions,
): string | ToolGap | undefined {
  const template = request.template;
  if (!template) return undefined;
  const matching = calls.filter(
    (call) => call.method === request.method && (call.path === undefined || call.path === template),
  );
  const values = requestValues(request, template);
  if (!matching.length || !values) return undefined;
  if (values.badJson) return { cannot: 'The body is not valid JSON.' };
  const host = new URL(request.url).host;
  const context = {
    values,
    key: needsKey(request, options),
    server: host === TOOLS_HOST ? undefined : host,
    path: template,
  };
  let gap: ToolGap | undefined;
  for (const call of matching) {
    const code = call.write(context);
    if (typeof code === 'string') return code;
    gap ??= code;
  }
  return gap;
}

/** The fields (query or form) by name, and the names a call cannot carry: not among `allowed`, or repeated. */
export function readFields(
  fields: [string, string][],
  allowed: readonly string[],
): { values: Map<string, string>; others: string[] } {
  const values = new Map<string, string>();
  const others = new Set<string>();
  for (const [name, value] of fields) {
    if (!allowed.includes(name) || values.has(name)) others.add(name);
    else values.set(name, value);
  }
  return { values, others: [...others] };
}

/** The gap of a call that has no argument for some names. */
export function noArgumentFor(call: string, names: readonly string[]): ToolGap {
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return {
    cannot: `${call} has no option for ${list}: leave ${names.length === 1 ? 'it' : 'them'} out to see the code.`,
  };
}

/** A plain JSON object, not an array or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The measurement types both tools create, each with the Cousteau class that defines it. */
export const MEASUREMENT_CLASSES: Readonly<Record<string, string>> = {
  ping: 'Ping',
  traceroute: 'Traceroute',
  dns: 'Dns',
  sslcert: 'Sslcert',
  ntp: 'Ntp',
  http: 'Http',
};
