import type { Blockquote, Heading, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { Slugger } from '../text/slug.ts';

/**
 * The markdown subset of spec 5.2: headings 1 to 3 (with slug ids), bold, italic, links, blockquotes
 * (`>` lines, and a paragraph that starts with `>`) and paragraphs. The parser reads full CommonMark; this
 * plugin then turns every other construct back into the text it was written as (block constructs become a
 * paragraph of that text). Raw HTML is one of them, so it only ever shows as text.
 */
export function remarkSubset() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    const given = (file.data as { slugger?: unknown }).slugger;
    const slugger = given instanceof Slugger ? given : new Slugger();
    tree.children = tree.children.map((node) => toBlock(node, source, slugger));
  };
}

type Block = Paragraph | Heading | Blockquote;

function toBlock(node: RootContent, source: string, slugger: Slugger): Block {
  switch (node.type) {
    case 'paragraph':
      return { ...node, children: toInlines(node.children, source) };
    case 'heading': {
      if (node.depth > 3) break;
      const heading: Heading = { ...node, children: toInlines(node.children, source) };
      // The slug of the text as shown, raw HTML included as the text it now is.
      return { ...heading, data: { ...node.data, hProperties: { id: slugger.take(textOf(heading)) } } };
    }
    case 'blockquote':
      return { ...node, children: node.children.map((child) => toBlock(child, source, slugger)) };
  }
  return { type: 'paragraph', children: [literal(node, source)] };
}

/** Bold, italic and links nested deeper than this show as the text they were written as. */
const INLINE_DEPTH = 16;

function toInlines(nodes: PhrasingContent[], source: string, depth = 1): PhrasingContent[] {
  return nodes.map((node): PhrasingContent => {
    switch (node.type) {
      case 'text':
        return node;
      case 'strong':
      case 'emphasis':
      case 'link':
        if (depth >= INLINE_DEPTH) return literal(node, source);
        return { ...node, children: toInlines(node.children, source, depth + 1) };
      default:
        return literal(node, source);
    }
  });
}

/** The node as the source text it was parsed from. */
function literal(node: RootContent, source: string): Text {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return { type: 'text', value: start === undefined || end === undefined ? '' : source.slice(start, end) };
}

function textOf(node: Heading): string {
  let text = '';
  visit(node, 'text', (child: Text) => {
    text += child.value;
  });
  return text;
}
