import type { Field, Parameter } from '../spec/model.ts';
import { Description } from './Description.tsx';
import { fieldFlags } from './describe.ts';
import { ScrollBox } from './ScrollBox.tsx';
import { TypeName } from './TypeName.tsx';
import { ValueNotes } from './ValueNotes.tsx';

type Row = Field | Parameter;

function flagsOf(row: Row): string[] {
  if ('in' in row) return [row.required ? 'required' : '', row.deprecated ? 'deprecated' : ''].filter(Boolean);
  return fieldFlags(row);
}

/** Parameters or fields as a table (name, type, description with enum and bounds), scrollable by keyboard. */
export function ValueTable({ rows, label, nameHeader }: { rows: Row[]; label: string; nameHeader: string }) {
  return (
    <ScrollBox className="ad-table ad-api__table" label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>
                <TypeName schema={row} />
              </td>
              <td>
                <Description text={row.description} compact />
                <ValueNotes schema={row} flags={flagsOf(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
