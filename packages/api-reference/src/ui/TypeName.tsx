import type { ValueSchema } from '../model/model.ts';
import { useReference } from './context.ts';
import { modelAnchor, typeLabel } from './describe.ts';

/** A value's type; a model that has a section on the page links to it. */
export function TypeName({ schema }: { schema: ValueSchema }) {
  const { models } = useReference();
  const model = schema.model ?? schema.items?.model;
  const label = typeLabel(schema);
  if (!model || !models.has(model)) return <code>{label}</code>;
  return (
    <a href={`#${modelAnchor(model)}`}>
      <code>{label}</code>
    </a>
  );
}
