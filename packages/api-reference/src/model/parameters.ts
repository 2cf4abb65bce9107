import type { WarningSink } from './errors.ts';
import type { Parameter } from './model.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** The placeholder names of a path template, in order: `/a/{pk}/b/{tag}/` -> `['pk', 'tag']`. */
export function placeholdersOf(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * Strips router converters from placeholders, which some generators copy from the server's URL patterns:
 * `/keys/{api_key_prefix:uuid}/` -> `/keys/{api_key_prefix}/`, with `api_key_prefix -> uuid` returned.
 */
export function cleanPathTemplate(path: string): { path: string; converters: Map<string, string> } {
  const converters = new Map<string, string>();
  const clean = path.replace(PLACEHOLDER, (whole, inner: string) => {
    const colon = inner.indexOf(':');
    if (colon < 0) return whole;
    const name = inner.slice(0, colon).trim();
    converters.set(name, inner.slice(colon + 1).trim());
    return `{${name}}`;
  });
  return { path: clean, converters };
}

/**
 * Makes an operation's parameters agree with its path, reporting each repair: a placeholder's parameter
 * declared elsewhere (query, say) becomes a path parameter, a placeholder with no parameter gets one, a
 * path parameter missing from the path becomes a query parameter, and path parameters are required.
 * Duplicates are dropped, and body and form parameters mixed (which Swagger 1.2 forbids) are reported.
 */
export function checkParameters(
  path: string,
  parameters: readonly Parameter[],
  requiredGiven: ReadonlySet<Parameter>,
  sink: WarningSink,
): Parameter[] {
  const out: Parameter[] = [];
  for (const parameter of parameters) {
    if (out.some((p) => p.name === parameter.name && p.in === parameter.in)) {
      sink.at({ parameter: parameter.name }).warn('is declared twice; the first is kept');
    } else out.push({ ...parameter });
  }
  const placeholders = placeholdersOf(path);
  const added: Parameter[] = [];
  for (const name of placeholders) {
    const at = sink.at({ parameter: name });
    const parameter = out.find((p) => p.name === name && p.in === 'path') ?? out.find((p) => p.name === name);
    if (!parameter) {
      at.warn(`the path has {${name}} but no parameter declares it; added as a string path parameter`);
      added.push({ name, in: 'path', type: 'string', required: true, description: '' });
      continue;
    }
    if (parameter.in !== 'path') {
      at.warn(`declared as ${parameter.in}, but the path has {${name}}; read as a path parameter`);
      parameter.in = 'path';
    } else if (!parameter.required) {
      const original = parameters.find((p) => p.name === name && p.in === 'path');
      at.warn(
        original && requiredGiven.has(original)
          ? 'is a path parameter marked not required; read as required'
          : 'is a path parameter without required: true; read as required',
      );
    }
    parameter.required = true;
  }
  for (const parameter of out) {
    if (parameter.in === 'path' && !placeholders.includes(parameter.name)) {
      sink.at({ parameter: parameter.name }).warn('is a path parameter that the path does not have; read as query');
      parameter.in = 'query';
    }
  }
  const bodies = out.filter((p) => p.in === 'body');
  if (bodies.length > 1) sink.warn(`has ${bodies.length} body parameters; only the first is kept`);
  if (bodies.length && out.some((p) => p.in === 'form')) {
    sink.warn(
      'mixes body and form parameters, which cannot travel together; both are listed, and the export sends both in one JSON body',
    );
  }
  const kept = [...added, ...out].filter((p) => p.in !== 'body' || p === bodies[0]);
  // Path parameters first, in the order of the path, so the list reads like the URL.
  const pathOrder = (p: Parameter) => (p.in === 'path' ? placeholders.indexOf(p.name) : placeholders.length);
  return kept.sort((a, b) => pathOrder(a) - pathOrder(b));
}
