/**
 * A plugin's options, checked against a schema (zod) from which their type is inferred: each problem is
 * reported with the path of its option, which the generator locates in `site.config.ts`, all at once.
 */
import { z } from 'zod';
import { PluginOptionsError } from './plugin.ts';

type Problem = { path: string[]; reason: string };

/** The value at a path of the options as given. */
function valueAt(options: unknown, path: readonly PropertyKey[]): unknown {
  let value = options;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function problemsOf(issue: z.core.$ZodIssue, options: unknown): Problem[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({ path: [...path, key], reason: 'is not an option' }));
  if (path.length && valueAt(options, issue.path) === undefined) return [{ path, reason: 'is required' }];
  return [{ path, reason: issue.message }];
}

/**
 * The options checked against `schema` (no options at all read as `{}`); throws a {@link PluginOptionsError}
 * with every problem, options that are not options first (the outer ones before the inner), each with its
 * reason as the schema words it.
 */
export function parseOptions<Schema extends z.ZodType>(
  plugin: string,
  schema: Schema,
  options: unknown,
): z.output<Schema> {
  const given = options ?? {};
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.flatMap((issue) => problemsOf(issue, given));
  const unknown = problems
    .filter((problem) => problem.reason === 'is not an option')
    .sort((a, b) => a.path.length - b.path.length);
  throw new PluginOptionsError(plugin, [...unknown, ...problems.filter((problem) => !unknown.includes(problem))]);
}

/** An origin: `https://host`, no path. */
export const ORIGIN = /^https?:\/\/[^/\s]+$/;
/** A link the widgets show: http(s), mailto, or relative to the site (spec 5.2). */
export const LINK_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*|#[^\s]*)$/i;

/** The checks the plugins' options share, each worded as the error says it. */
export const option = {
  /** A string with more than spaces. */
  text: () =>
    z
      .string({ error: 'must be a non-empty string' })
      .refine((value) => value.trim() !== '', 'must be a non-empty string'),
  /** An origin: `https://host`, no path. */
  origin: () =>
    z.string({ error: 'must be an origin such as https://host (no path)' }).regex(ORIGIN, {
      error: 'must be an origin such as https://host (no path)',
    }),
  /** A link the widgets show: http(s), mailto, or relative to the site (spec 5.2). */
  linkUrl: () =>
    z.string({ error: 'must be an http(s), mailto or /relative URL' }).regex(LINK_URL, {
      error: 'must be an http(s), mailto or /relative URL',
    }),
  boolean: () => z.boolean({ error: 'must be true or false' }),
  /** One of a few words. */
  oneOf: <const Values extends readonly [string, ...string[]]>(...values: Values) =>
    z.enum(values, { error: `must be one of ${values.join(', ')}` }),
};
