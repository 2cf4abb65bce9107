import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { giveHeadingId, isHeading, processHeading, recordAnchor } from './headings.ts';
import { processLink } from './links.ts';
import { stateOf } from './render-state.ts';
import { isMarkedTable, tableLabel, wrapTable } from './tables.ts';
import { tocList } from './vitepress-syntax.ts';
import { walk, type Visitor } from './walk.ts';

/**
 * The HTML step after rehype-raw, in one walk: heading ids (`slug.ts`), table wrappers (named after the heading
 * they are under), links, heading anchors, and the page's headings, title and ids.
 */
export function rehypePage() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    // Tables seen under the current heading, which the walk meets before them.
    let tables = { heading: 0, count: 0 };
    // `[[toc]]`: filled with the page's headings once the walk has them all.
    const tocs: Element[] = [];
    const visitor: Visitor = (unistNode, index, parent) => {
      if (unistNode.type !== 'element') return false;
      const node = unistNode as Element;
      if (node.properties.dataToc !== undefined) {
        delete node.properties.dataToc;
        node.properties.ariaLabel = 'Table of contents';
        tocs.push(node);
        return false;
      }
      if (isHeading(node)) giveHeadingId(node, state);
      // Read by the heading's id, above; not part of the page.
      delete node.properties.dataBadgeText;
      recordAnchor(node, state);
      if (isMarkedTable(node)) {
        const heading = state.headings.length;
        tables = { heading, count: tables.heading === heading ? tables.count + 1 : 1 };
        const label = tableLabel(state.headings.at(-1)?.text ?? state.title, tables.count);
        parent.children[index] = wrapTable(node, label);
      } else if (node.tagName === 'a') processLink(node, state);
      else if (isHeading(node)) {
        // The heading's content first, so that its permalink anchor is not taken for a content link.
        walk(node, visitor);
        processHeading(node, state);
        return false;
      }
      return true;
    };
    walk(tree, visitor);
    for (const toc of tocs) toc.children = [tocList(state.headings)];
  };
}
