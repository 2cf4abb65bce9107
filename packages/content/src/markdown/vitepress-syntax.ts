import type { Element, ElementContent } from 'hast';
import type { Blockquote, Heading as MdHeading, Paragraph } from 'mdast';
import { escapeRegExp } from '../rules/escape-regexp.ts';
import type { Heading } from '../types.ts';
import { outsideFences } from './fences.ts';

/**
 * The markdown extensions of VitePress and VuePress folders that are not ours already: `::: tip Title`
 * containers (a space before the name, the title after it), GitHub's alerts (`> [!TIP]`), `{#custom-id}` after a
 * heading, and `[[toc]]`.
 */

/** `::: name rest`: VitePress's container opening, with the space our directives do not have. */
const SPACED_CONTAINER = /^(\s*)(:{3,})[ \t]+([A-Za-z][\w-]*)[ \t]*(.*?)[ \t]*$/;

/**
 * The source with each `::: name Title` opening written as our directive (`:::name[Title]{from=vitepress}`),
 * outside fenced code; every line stays on its line, so errors keep their places.
 */
export function spacedContainers(source: string): string {
  if (!source.includes('::: ')) return source;
  const lines = source.split('\n');
  const prose = outsideFences(lines);
  return lines
    .map((line, index) => {
      const match = prose[index] ? SPACED_CONTAINER.exec(line) : null;
      if (!match) return line;
      const [, indent = '', colons = '', name = '', title = ''] = match;
      const label = title ? `[${title.replace(/([[\]\\])/g, '\\$1')}]` : '';
      return `${indent}${colons}${name}${label}{from=vitepress}`;
    })
    .join('\n');
}

/** GitHub's alerts, as VitePress renders them, and the custom block each is here. */
const ALERTS: Record<string, string> = {
  NOTE: 'info',
  TIP: 'tip',
  IMPORTANT: 'tip',
  WARNING: 'warning',
  CAUTION: 'danger',
};

/** A blockquote that starts with `[!TIP]` (a line of its own) as that custom block, titled as GitHub titles it. */
export function githubAlert(node: Blockquote): boolean {
  const first = node.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  const match = text?.type === 'text' ? /^\[!([A-Z]+)\][ \t]*(?:\r?\n|$)/.exec(text.value) : null;
  const kind = match?.[1] === undefined ? undefined : ALERTS[match[1]];
  if (!match?.[1] || !kind || !text || text.type !== 'text' || first?.type !== 'paragraph') return false;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  if (!first.children.length) node.children.shift();
  node.data = { hName: 'div', hProperties: { className: ['custom-block', kind] } };
  const title: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'text', value: match[1] }],
    data: { hName: 'p', hProperties: { className: ['custom-block-title'] } },
  };
  node.children.unshift(title);
  return true;
}

/**
 * A heading's `{#custom-id}`, taken off its text: the id it asks for. `delimiters` enclose it (`%{#id}%` with
 * `['%{', '}%']`, as a VitePress site with its own `markdown.attrs` delimiters writes it).
 */
export function customHeadingId(
  node: MdHeading,
  [left, right]: readonly [string, string] = ['{', '}'],
): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = new RegExp(`\\s*${escapeRegExp(left)}#([\\w.:-]+)${escapeRegExp(right)}\\s*$`).exec(last.value);
  if (!match?.[1]) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
  return match[1];
}

/** Whether a paragraph is `[[toc]]` alone. */
export function isTocMarker(node: Paragraph): boolean {
  const [only] = node.children;
  return node.children.length === 1 && only?.type === 'text' && only.value.trim() === '[[toc]]';
}

/** The `[[toc]]` paragraph as the place of a table of contents, filled once the page's headings are known. */
export function tocPlaceholder(node: Paragraph): void {
  node.children = [];
  node.data = { hName: 'nav', hProperties: { className: ['table-of-contents'], dataToc: '' } };
}

/** The headings of levels 2 and 3 as nested lists of links, as VitePress's table of contents shows them. */
export function tocList(headings: readonly Heading[]): Element {
  const list = (items: ElementContent[]): Element => ({
    type: 'element',
    tagName: 'ul',
    properties: {},
    children: items,
  });
  const link = (heading: Heading): Element => ({
    type: 'element',
    tagName: 'a',
    properties: { href: `#${heading.id}` },
    children: [{ type: 'text', value: heading.text }],
  });
  const top: Element[] = [];
  for (const heading of headings) {
    if (heading.level === 2) top.push({ type: 'element', tagName: 'li', properties: {}, children: [link(heading)] });
    else if (heading.level === 3) {
      const parent = top.at(-1);
      const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [link(heading)] };
      if (!parent) {
        top.push(item);
        continue;
      }
      const nested = parent.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'ul',
      );
      if (nested) nested.children.push(item);
      else parent.children.push(list([item]));
    }
  }
  return list(top);
}
