import type { BodyCheck } from '../ui/describe.ts';
import { checkOne } from './validate.ts';

type Json = unknown;

/** The values at a path of a body, with where each is: `definitions[].packets` -> `definitions[0].packets`. */
function valuesAt(value: Json, segments: readonly string[], at: string, when: BodyCheck['when']): [string, Json][] {
  const [segment, ...rest] = segments;
  if (segment === undefined) return [[at, value]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const object = value as Record<string, Json>;
  // A subtype's label in the path: the object must be of that subtype.
  if (when && segment === when[1]) return object[when[0]] === when[1] ? valuesAt(value, rest, at, when) : [];
  const list = segment.endsWith('[]');
  const name = list ? segment.slice(0, -2) : segment;
  if (!(name in object)) return rest.length === 0 ? [[`${at}${at ? '.' : ''}${name}`, undefined]] : [];
  const child = object[name];
  const here = `${at}${at ? '.' : ''}${name}`;
  if (!list) return valuesAt(child, rest, here, when);
  return Array.isArray(child) ? child.flatMap((item, index) => valuesAt(item, rest, `${here}[${index}]`, when)) : [];
}

/**
 * Warnings about a JSON body against its model's bounds, enums and required fields; they inform and never
 * block (the page sends no body anyway: it shows the code that would). Invalid JSON is one warning.
 */
export function checkBody(text: string, checks: readonly BodyCheck[]): string[] {
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch (error) {
    return [`The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const warnings: string[] = [];
  for (const check of checks) {
    for (const [where, value] of valuesAt(body, check.path.split(/\.(?![^[]*\])/), '', check.when)) {
      if (value === undefined) {
        if (check.required) warnings.push(`${where} is required`);
      } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        warnings.push(...checkOne(where, check, String(value)));
      }
    }
  }
  return warnings;
}
