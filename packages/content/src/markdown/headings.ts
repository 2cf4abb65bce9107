import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { RenderState } from './render-state.ts';

const HEADING = /^h([1-6])$/;

function anchor(id: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['header-anchor'], href: `#${id}`, ariaLabel: `Permalink to “${text}”` },
    // A zero-width space: the link has content, and the theme's CSS shows a "#" on hover.
    children: [{ type: 'text', value: '\u200b' }],
  };
}

/** Records the element's id as a valid `#hash` target (and `<a name>`, the old way to make one). */
export function recordAnchor(node: Element, state: RenderState): void {
  const id = node.properties.id;
  if (typeof id === 'string' && id) state.anchors.push(id);
  if (node.tagName === 'a' && typeof node.properties.name === 'string') state.anchors.push(node.properties.name);
}

/** Whether an element is a heading, h1 to h6. */
export function isHeading(node: Element): boolean {
  return HEADING.test(node.tagName);
}

/** A heading's words for its anchor: its text but a badge's given as an attribute (`<Badge text="beta"/>`). */
function anchorText(node: Element): string {
  return node.children
    .map((child) => {
      if (child.type === 'text') return child.value;
      if (child.type !== 'element' || child.properties.dataBadgeText !== undefined) return '';
      return anchorText(child);
    })
    .join('');
}

/**
 * A heading without an id of its own gets its anchor from the page's slugs (`slug.ts`), made of its text
 * as written, in the order the headings come.
 */
export function giveHeadingId(node: Element, state: RenderState): void {
  const id = node.properties.id;
  if (typeof id !== 'string' || !id) node.properties.id = state.slugs.take(anchorText(node).trim());
}

/**
 * After its id, for a heading: a permalink anchor inside it, and the page's headings (2-6) and
 * title (the first h1). A heading's `data-outline` (an island's, say) is its text in the outline, and an empty
 * one leaves it out: the API reference names an operation `GET /{pk}/` there, and leaves its endpoint out.
 */
export function processHeading(node: Element, state: RenderState): void {
  const level = HEADING.exec(node.tagName)?.[1];
  if (level === undefined) return;
  const text = toString(node).trim();
  if (level === '1') state.title ??= text;
  const outline = node.properties.dataOutline;
  delete node.properties.dataOutline;
  const id = node.properties.id;
  if (typeof id !== 'string' || !id) return;
  if (level !== '1' && outline !== '') {
    state.headings.push({ level: Number(level), id, text: typeof outline === 'string' ? outline : text });
  }
  node.properties.tabIndex = -1;
  node.children.push({ type: 'text', value: ' ' }, anchor(id, text));
}
