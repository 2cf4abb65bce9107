import { Breakable } from '@atlas-docs/widgets/text/breakable';
import type { Field, Parameter } from '../model/model.ts';
import { Description } from './Description.tsx';
import { anchorName, rowAnchor } from './anchors.ts';
import { fieldFlags } from './describe.ts';
import { ScrollBox } from './ScrollBox.tsx';
import { TypeName } from './TypeName.tsx';
import { ValueNotes } from './ValueNotes.tsx';

type Row = Field | Parameter;

function flagsOf(row: Row): string[] {
  if ('in' in row) return [row.required ? 'required' : '', row.deprecated ? 'deprecated' : ''].filter(Boolean);
  return fieldFlags(row);
}

export interface ValueTableProps {
  rows: Row[];
  label: string;
  nameHeader: string;
  /** The anchor owner of the rows (`get-api-v2-probes`): each row gets the id `<owner>--<name>`. */
  owner: string;
  /**
   * The rows are search records of their own (parameters, and the fields of a model): their ids are in the
   * page, for search to link to. Other rows get theirs from the page's script (`data-owner`).
   */
  records?: boolean;
}

/**
 * Parameters or fields as a table (name, type, description with enum and bounds), scrollable by keyboard; under
 * 640 px each row stacks into one column. Each row has its own anchor; the page's script adds a copy-link button
 * when the block opens. Rows of one subtype (`data-variant`) are shown one subtype at a time once the script runs.
 */
export function ValueTable({ rows, label, nameHeader, owner, records = false }: ValueTableProps) {
  const variants = [...new Set(rows.map((row) => ('variant' in row ? row.variant : undefined)))].filter(
    (variant): variant is string => variant !== undefined,
  );
  return (
    <ScrollBox className="ad-table ad-api__table" label={label}>
      <table
        data-records={records ? '' : undefined}
        data-owner={records ? undefined : owner}
        data-variants={variants.length ? variants.join(' ') : undefined}
      >
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const variant = 'variant' in row ? row.variant : undefined;
            const id = rowAnchor(owner, anchorName(row.name, variant));
            return (
              <tr key={id} id={records ? id : undefined} data-variant={variant}>
                <td>
                  <code>
                    <Breakable text={row.name} at={/[_.]/} />
                  </code>
                </td>
                <td>
                  <TypeName schema={row} />
                </td>
                <td>
                  <Description text={row.description} compact />
                  <ValueNotes schema={row} flags={flagsOf(row)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
