import type { Node, Parent } from 'unist';

/** Called for each node; returning `false` skips its children. The visitor may replace `parent.children[index]`. */
export type Visitor = (node: Node, index: number, parent: Parent) => boolean | void;

const hasChildren = (node: Node | undefined): node is Parent =>
  node !== undefined && Array.isArray((node as Partial<Parent>).children);

/**
 * Depth-first, in document order. A plain loop: the pipeline walks each tree once with one dispatching
 * visitor instead of once per plugin, which matters at thousands of pages.
 */
export function walk(parent: Parent, visitor: Visitor): void {
  const children = parent.children;
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    if (node === undefined || visitor(node, index, parent) === false) continue;
    // The visitor may have replaced the node: descend into what is there now.
    const current = children[index];
    if (hasChildren(current)) walk(current, visitor);
  }
}
