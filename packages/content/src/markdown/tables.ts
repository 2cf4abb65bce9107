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

/**
 * The name of a table's scroller: the heading the table is under (the page's title before any section),
 * with the table's number when the heading has several, so each region has a name of its own.
 */
export function tableLabel(heading: string | null, index: number): string {
  const name = heading || 'Table';
  return index > 1 ? `${name} (table ${index})` : name;
}

/**
 * The table in `<div class="ad-table" tabindex="0" role="region" aria-label="…">`, its mark removed; the
 * label is {@link tableLabel}'s.
 */
export function wrapTable(table: Element, label: string): Element {
  delete table.properties[TABLE_MARK];
  return {
    type: 'element',
    tagName: 'div',
    // Focusable and labelled so that a wide table scrolls with the keyboard on narrow screens.
    properties: { className: ['ad-table'], tabIndex: 0, role: 'region', ariaLabel: label },
    children: [table],
    ...(table.position ? { position: table.position } : {}),
  };
}
