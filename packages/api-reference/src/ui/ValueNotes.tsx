import { Fragment } from 'react';
import type { ValueSchema } from '../model/model.ts';
import { constraintLabels, enumLabels } from './describe.ts';

/** A value's enum and bounds, as a short list under its description. */
export function ValueNotes({ schema, flags = [] }: { schema: ValueSchema; flags?: string[] }) {
  const values = enumLabels(schema);
  const notes = [...flags, ...constraintLabels(schema)];
  if (!values.length && !notes.length) return null;
  return (
    <ul className="ad-api__notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
      {values.length > 0 && (
        <li>
          one of{' '}
          {values.map((value, index) => (
            <Fragment key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </Fragment>
          ))}
        </li>
      )}
    </ul>
  );
}
