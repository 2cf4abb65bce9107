import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { ContentError, locationOf } from '../content-error.ts';
import type { IslandHtml } from './render-markdown.ts';

/**
 * Directives (remark-directive): custom blocks, island placeholders, and text directives put back as text.
 */

/** Custom blocks and their default titles. */
export const CUSTOM_BLOCKS: Record<string, string> = { tip: 'TIP', info: 'INFO', warning: 'WARNING', danger: 'DANGER' };
const DETAILS_DEFAULT = 'Details';

function takeLabel(node: ContainerDirective): PhrasingContent[] | null {
  const first = node.children[0];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    node.children.shift();
    return first.children;
  }
  return null;
}

function titled(tagName: string, className: string | undefined, children: PhrasingContent[]): Paragraph {
  return {
    type: 'paragraph',
    children,
    data: { hName: tagName, hProperties: className ? { className: [className] } : {} },
  };
}

/**
 * Containers of VitePress folders (written `::: name`) that we show as their content, `v-pre` and `raw` as
 * they are.
 */
const CONTENT_CONTAINERS = new Set(['v-pre', 'raw']);

/**
 * A code group (`:::code-group`, VitePress's): its code blocks as tabs named by their titles (`[npm]`). The
 * blocks are in the HTML one after another, each with its title, and the `code-group` island makes them tabs.
 */
function codeGroup(node: ContainerDirective): void {
  takeLabel(node);
  node.data = { hName: 'div', hProperties: { className: ['code-group'], dataIsland: 'code-group' } };
}

/**
 * A `:::tip`/`info`/`warning`/`danger` custom block or a `:::details` disclosure, titled by its label. An
 * unknown name is an error in our own syntax; in VitePress's (`::: name`, see `vitepress-syntax.ts`) the
 * container's content shows, and a warning names it.
 */
export function container(node: ContainerDirective, file: string, warnings: string[]): void {
  if (node.name === 'code-group') {
    codeGroup(node);
    return;
  }
  const fromVitepress = node.attributes?.from === 'vitepress';
  if (fromVitepress && !(node.name in CUSTOM_BLOCKS) && node.name !== 'details') {
    if (!CONTENT_CONTAINERS.has(node.name)) {
      const at = node.position?.start;
      warnings.push(
        `${file}${at ? `:${at.line}:${at.column}` : ''}: container \`::: ${node.name}\` shown as its content`,
      );
    }
    takeLabel(node);
    node.data = { hName: 'div', hProperties: { className: [node.name] } };
    return;
  }
  const label = takeLabel(node);
  let heading: BlockContent | DefinitionContent;
  if (node.name === 'details') {
    node.data = { hName: 'details', hProperties: { className: ['custom-block', 'details'] } };
    heading = titled('summary', undefined, label ?? [{ type: 'text', value: DETAILS_DEFAULT }]);
  } else {
    const defaultTitle = CUSTOM_BLOCKS[node.name];
    if (defaultTitle === undefined) {
      const known = [...Object.keys(CUSTOM_BLOCKS), 'details', 'code-group'].join(', ');
      throw new ContentError(locationOf(file, node), `unknown container \`:::${node.name}\` (known: ${known})`);
    }
    node.data = { hName: 'div', hProperties: { className: ['custom-block', node.name] } };
    heading = titled('p', 'custom-block-title', label ?? [{ type: 'text', value: defaultTitle }]);
  }
  node.children.unshift(heading);
}

type IslandDirective = LeafDirective | TextDirective | ContainerDirective;

function propsOf(node: IslandDirective): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.attributes ?? {})) props[key] = value ?? '';
  return props;
}

/** Marks a directive as an island placeholder; its content (a label or a container's body) is the fallback. */
function placeholder(node: IslandDirective, tagName: 'div' | 'span', extra: Record<string, string> = {}): void {
  node.data = {
    hName: tagName,
    hProperties: {
      className: ['ad-island'],
      dataIsland: node.name,
      dataProps: JSON.stringify({ ...propsOf(node), ...extra }),
    },
  };
}

/**
 * A `::name[content]{...}` leaf directive as the placeholder of a registered island, its attributes as the
 * island's props. Inside: the island's build-time HTML when it has a renderer, else its bracketed content
 * (if any) as the fallback.
 */
export function island(
  node: LeafDirective,
  file: string,
  islands: ReadonlySet<string>,
  renderers: Readonly<Record<string, IslandHtml>> = {},
): void {
  if (!islands.has(node.name)) {
    const known = islands.size ? ` (islands: ${[...islands].join(', ')})` : ' (no islands are registered)';
    throw new ContentError(locationOf(file, node), `unknown directive \`::${node.name}\`${known}`);
  }
  placeholder(node, 'div');
  const render = renderers[node.name];
  if (!render) return;
  let html: string;
  try {
    html = render(propsOf(node));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(locationOf(file, node), `\`::${node.name}\`: ${reason}`);
  }
  if (node.data) node.data.hChildren = html ? [{ type: 'raw', value: html }] : [];
}

/**
 * A `:name[content]{...}` text directive of a registered island as an inline placeholder; it needs the
 * bracketed content, so `see:help` in prose stays text.
 */
export function isInlineIsland(node: TextDirective, islands: ReadonlySet<string>): boolean {
  return islands.has(node.name) && node.children.length > 0;
}

export function inlineIsland(node: TextDirective): void {
  placeholder(node, 'span');
}

/**
 * A `:::name[Label]{...}` container of a registered island: its body is the island's content (and the
 * fallback), the label goes to the props as `label`.
 */
export function containerIsland(node: ContainerDirective): void {
  const label = takeLabel(node);
  placeholder(node, 'div', label ? { label: toString({ type: 'paragraph', children: label }) } : {});
}

/**
 * A text directive (`:name` in running text) that is no island as the text it was written as:
 * `a:b` or `10:30` in prose must survive.
 */
export function textDirectiveAsText(node: TextDirective, source: string): Text {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
  return { type: 'text', value, ...(node.position ? { position: node.position } : {}) };
}
