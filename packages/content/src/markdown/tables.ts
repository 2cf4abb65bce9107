import type { Element } from 'hast';
import type { Table } from 'mdast';

/** Marks GFM tables in mdast so that the hast step wraps only them, not raw HTML tables. */
const TABLE_MARK = 'dataAtlasTable';

export function markTable(node: Table): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [TABLE_MARK]: true } };
}

/** Whether a hast element is a table marked by {@link markTable}. */
export function isMarkedTable(node: Element): boolean {
  return node.tagName === 'table' && node.properties[TABLE_MARK] !== undefined;
}

/** The table in `<div class="ad-table" tabindex="0" role="region" aria-label="Table">`, its mark removed. */
export function wrapTable(table: Element): Element {
  delete table.properties[TABLE_MARK];
  return {
    type: 'element',
    tagName: 'div',
    // Focusable and labelled so that a wide table scrolls with the keyboard on narrow screens.
    properties: { className: ['ad-table'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
    children: [table],
    ...(table.position ? { position: table.position } : {}),
  };
}
