import type { Field, Model, Resource, Response } from './model.ts';

/** Nested models deeper than this are named but not expanded: the list would stop being readable. */
export const MAX_FLATTEN_DEPTH = 4;

/**
 * The fields of a model as one list, nested models expanded with a path (`status.id`, `results[].id`) and
 * the fields of subtypes prefixed by the subtype's discriminator value (`ping.packets`). A model already on
 * the path is not expanded again, so recursive models end.
 */
export function flattenModel(id: string, models: ReadonlyMap<string, Model>): Field[] {
  return walk(id, models, '', new Set([id]), 0, undefined);
}

function walk(
  id: string,
  models: ReadonlyMap<string, Model>,
  prefix: string,
  seen: Set<string>,
  depth: number,
  variant: string | undefined,
): Field[] {
  const model = models.get(id);
  if (!model) return [];
  const out: Field[] = [];
  for (const field of model.fields) {
    out.push({ ...field, name: `${prefix}${field.name}`, ...(variant === undefined ? {} : { variant }) });
    const ref = field.model ?? field.items?.model;
    if (ref === undefined || seen.has(ref) || depth + 1 >= MAX_FLATTEN_DEPTH) continue;
    const nested = `${prefix}${field.name}${field.type === 'array' ? '[]' : ''}.`;
    out.push(...walk(ref, models, nested, new Set([...seen, ref]), depth + 1, variant));
  }
  for (const subId of model.subTypes ?? []) {
    if (seen.has(subId)) continue;
    const label = models.get(subId)?.discriminatorValue ?? subId;
    // The subtype's fields belong to it alone; an outer subtype (a list of measurements) keeps its own name.
    out.push(...walk(subId, models, `${prefix}${label}.`, new Set([...seen, subId]), depth, variant ?? label));
  }
  return out;
}

/** A model's own fields, and for a parent (a measurement) its subtypes' fields too, each with its variant. */
export function modelFields(model: Model, models: ReadonlyMap<string, Model>): Field[] {
  const own = model.fields;
  const subFields = (model.subTypes ?? []).flatMap((subId) => {
    const sub = models.get(subId);
    const label = sub?.discriminatorValue ?? subId;
    return (sub?.fields ?? []).map((field) => ({ ...field, variant: label }));
  });
  return [...own, ...subFields];
}

/** The success response with a model: the first 2xx that has one. */
export function successResponse(responses: readonly Response[]): Response | undefined {
  return responses.find((r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300 && r.model);
}

/** Fills every operation's `responseFields` from its success response's model. */
export function addResponseFields(resources: Resource[], models: readonly Model[]): void {
  const byId = new Map(models.map((model) => [model.id, model]));
  for (const resource of resources) {
    for (const endpoint of resource.endpoints) {
      for (const operation of endpoint.operations) {
        const success = successResponse(operation.responses);
        operation.responseFields = success?.model ? flattenModel(success.model, byId) : [];
      }
    }
  }
}

/** Links subtypes to their parent (`parent` is derived: the parent lists its subtypes). */
export function linkSubTypes(models: Model[], warn: (model: string, message: string) => void): void {
  const byId = new Map(models.map((model) => [model.id, model]));
  for (const model of models) {
    const known = (model.subTypes ?? []).filter((subId) => {
      if (byId.has(subId)) return true;
      warn(model.id, `lists subtype "${subId}", which the description does not define; left out`);
      return false;
    });
    if (model.subTypes) model.subTypes = known;
    for (const subId of known) {
      const sub = byId.get(subId);
      if (sub) sub.parent = model.id;
    }
  }
}
