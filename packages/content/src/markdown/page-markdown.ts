/**
 * A page as markdown, for the tools that read docs as text (a page's `.md` twin, `llms-full.txt`): its title
 * as the first heading (added when the text does not begin with it), its text without front matter, custom blocks as quotes, islands as their plugins
 * write them in markdown (else a sentence linking to the page), and links to other pages as links to theirs.
 */
import type { Blockquote, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { isExternal } from '../rules/paths.ts';
import { CUSTOM_BLOCKS } from './directives.ts';
import { PAGE_SYNTAX } from './render-markdown.ts';
import { resolveLink } from './resolve-link.ts';

/** An island in markdown, from its directive's attributes (see `PluginContent.islandMarkdown`). */
export type IslandMarkdown = (props: Readonly<Record<string, string>>) => string;

export interface PageMarkdownOptions {
  /** The page's title, its first heading when the text has no `# heading` of its own. */
  title: string;
  /** The page's route, from which its relative links are read. */
  route: string;
  /** The page's address, which an island without markdown links to. */
  url: string;
  /** Islands' markdown, by directive name. */
  islandMarkdown: Readonly<Record<string, IslandMarkdown>>;
  /** The link the markdown gives a page or file of the site, from its path (and `#hash`) as the page's links resolve. */
  linkOf: (target: string) => string;
}

/** Pages are read as the site renders them. */
const parser = unified().use(remarkParse).use(PAGE_SYNTAX);
const writer = unified()
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' })
  // Table columns unpadded: a wide table stays as long as its text.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkDirective);

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

const attributesOf = (node: LeafDirective | ContainerDirective): Record<string, string> =>
  Object.fromEntries(Object.entries(node.attributes ?? {}).map(([key, value]) => [key, value ?? '']));

/** A custom block as a quote that starts with its title; `:::details` the same, titled by its summary. */
function quoteOf(node: ContainerDirective): Blockquote {
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
  const title = labelled ? toString(first) : (CUSTOM_BLOCKS[node.name] ?? 'Details');
  const heading: Paragraph = { type: 'paragraph', children: [strong(title)] };
  return { type: 'blockquote', children: [heading, ...(labelled ? rest : node.children)] as Blockquote['children'] };
}

/** An island as its plugin writes it in markdown, else a sentence that sends the reader to the page. */
function islandOf(node: LeafDirective, options: PageMarkdownOptions): RootContent[] {
  const write = options.islandMarkdown[node.name];
  if (write) return parser.parse(write(attributesOf(node))).children;
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'emphasis', children: [text('This part of the page is interactive:')] },
        text(' '),
        { type: 'link', url: options.url, children: [text('open the page')] },
        text('.'),
      ],
    },
  ];
}

/** See the module's comment. */
export function pageMarkdown(source: string, options: PageMarkdownOptions): string {
  const tree = parser.parse(source);
  tree.children = tree.children.filter((node) => node.type !== 'yaml');
  const [first] = tree.children;
  const titled = first?.type === 'heading' && first.depth === 1 && toString(first) === options.title;
  if (!titled) tree.children.unshift({ type: 'heading', depth: 1, children: [text(options.title)] });
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'containerDirective') {
      parent.children[index] = quoteOf(node);
      return index;
    }
    if (node.type === 'leafDirective') {
      parent.children.splice(index, 1, ...(islandOf(node, options) as never[]));
      return [SKIP, index];
    }
    if (node.type === 'textDirective') {
      parent.children.splice(index, 1, ...(node.children as never[]));
      return index;
    }
    const linked = node.type === 'link' || node.type === 'definition' || node.type === 'image';
    if (linked && !isExternal(node.url) && !/^(#|$)/.test(node.url)) {
      const { target } = resolveLink(node.url, options.route);
      if (target !== null) node.url = options.linkOf(target);
    }
    return undefined;
  });
  return writer.stringify(tree);
}
