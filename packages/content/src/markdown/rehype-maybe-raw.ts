import type { Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';

/**
 * rehype-raw, run only on pages that contain raw HTML: re-parsing a whole page through parse5 is the
 * costliest step of a render, and most pages have no HTML.
 */
export function rehypeMaybeRaw() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile): Root => (containsRaw(tree.children) ? raw(tree, file) : tree);
}

function containsRaw(nodes: RootContent[]): boolean {
  return nodes.some((node) => node.type === 'raw' || ('children' in node && containsRaw(node.children)));
}
