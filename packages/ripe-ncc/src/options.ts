/**
 * The options of RIPE NCC's plugins, checked when the site's config is loaded: each problem names its option,
 * which the generator locates in `site.config.ts`.
 */
import { PluginOptionsError } from '@atlas-docs/content';

type Problem = { path: string[]; reason: string };
type Check = (value: unknown) => string | null;

/** Link URLs the widgets show: http(s), mailto, or relative to the site (spec 5.2). */
const LINK_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*|#[^\s]*)$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Check = (value) =>
  typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string';
export const origin: Check = (value) =>
  typeof value === 'string' && /^https?:\/\/[^/\s]+$/.test(value)
    ? null
    : 'must be an origin such as https://host (no path)';
export const linkUrl: Check = (value) =>
  typeof value === 'string' && LINK_URL.test(value) ? null : 'must be an http(s), mailto or /relative URL';
export const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
export const oneOf =
  (...values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? null : `must be one of ${values.join(', ')}`;

/** The checks of an object's keys; a key marked required must be there. */
export type Shape = Record<string, { check: Check | Shape; required?: boolean }>;

function problemsOf(value: unknown, shape: Shape, path: string[]): Problem[] {
  if (!isRecord(value)) return [{ path, reason: `must be { ${Object.keys(shape).join(', ')} }` }];
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in shape)) problems.push({ path: [...path, key], reason: 'is not an option' });
  }
  for (const [key, { check, required }] of Object.entries(shape)) {
    const at = [...path, key];
    if (value[key] === undefined) {
      if (required) problems.push({ path: at, reason: 'is required' });
      continue;
    }
    if (typeof check === 'function') {
      const reason = check(value[key]);
      if (reason) problems.push({ path: at, reason });
    } else problems.push(...problemsOf(value[key], check, at));
  }
  return problems;
}

/** Checks a plugin's options against `shape`; throws every problem at once. */
export function checkOptions<Options>(plugin: string, options: unknown, shape: Shape): Options {
  const problems = problemsOf(options ?? {}, shape, []);
  if (problems.length > 0) throw new PluginOptionsError(plugin, problems);
  return (options ?? {}) as Options;
}
