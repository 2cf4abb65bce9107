import { componentNames } from '../component-names.ts';
import type { WarningSink } from '../errors.ts';
import { isObject, stringOf, stringsOf, type JsonObject } from '../json.ts';
import type { Field, Model } from '../model.ts';
import { readValue, type ValueContext } from './values.ts';

/**
 * The models of all declarations as one list. Swagger 1.2 repeats a model in every declaration that uses
 * it; copies that differ are reported and the first is kept.
 */
export function readModels(declarations: readonly { file: string; doc: JsonObject }[], sink: WarningSink): Model[] {
  const nodes = new Map<string, { file: string; node: JsonObject }>();
  for (const { file, doc } of declarations) {
    if (doc.models === undefined) continue;
    if (!isObject(doc.models)) {
      sink.at({ file }).warn('"models" is not an object; left out');
      continue;
    }
    for (const [id, node] of Object.entries(doc.models)) {
      const at = sink.at({ file, model: id });
      if (!isObject(node)) {
        at.warn('is not an object; left out');
        continue;
      }
      const declaredId = stringOf(node.id);
      if (declaredId !== undefined && declaredId !== id) at.warn(`has id "${declaredId}"; the key "${id}" is used`);
      const earlier = nodes.get(id);
      if (!earlier) nodes.set(id, { file, node });
      else if (JSON.stringify(earlier.node) !== JSON.stringify(node)) {
        at.warn(`differs from the model of the same id in ${earlier.file}; that one is used`);
      }
    }
  }
  const ids = new Set(nodes.keys());
  for (const [id, name] of componentNames([...ids])) {
    const at = sink.at({ file: nodes.get(id)?.file ?? '', model: id });
    if (id !== name) at.warn(`is no valid OpenAPI component name; the export names it ${name}`);
  }
  return [...nodes].map(([id, { file, node }]) =>
    readModel(id, node, { models: ids, sink: sink.at({ file, model: id }) }),
  );
}

function readModel(id: string, node: JsonObject, ctx: ValueContext): Model {
  const properties = isObject(node.properties) ? node.properties : {};
  if (!isObject(node.properties)) ctx.sink.warn('has no properties');
  let required = stringsOf(node.required);
  if (node.required !== undefined && required === undefined) {
    ctx.sink.warn('"required" is not a list of names; no field is read as required');
  }
  required ??= [];
  for (const name of required) {
    if (!(name in properties)) ctx.sink.warn(`lists "${name}" as required, but has no such property`);
  }
  const fields: Field[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const sink = ctx.sink.at({ field: name });
    if (!isObject(property)) {
      sink.warn('is not an object; left out');
      continue;
    }
    const field: Field = {
      name,
      ...readValue(property, 'property', { models: ctx.models, sink }),
      description: stringOf(property.description) ?? '',
      required: required.includes(name),
    };
    if (property['x-read-only'] === true || property.readOnly === true) field.readOnly = true;
    if (property['x-write-only'] === true || property.writeOnly === true) field.writeOnly = true;
    fields.push(field);
  }
  const model: Model = { id, description: stringOf(node.description) ?? '', fields };
  const subTypes = stringsOf(node.subTypes);
  if (subTypes) model.subTypes = subTypes;
  const discriminator = stringOf(node.discriminator);
  if (discriminator !== undefined) {
    model.discriminator = discriminator;
    if (!fields.some((field) => field.name === discriminator)) {
      ctx.sink.warn(`discriminator "${discriminator}" is not one of its properties`);
    }
  }
  const discriminatorValue = stringOf(node['x-discriminator-value']);
  if (discriminatorValue !== undefined) model.discriminatorValue = discriminatorValue;
  return model;
}
