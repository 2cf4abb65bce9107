import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { PageData } from '@atlas-docs/content/types';
import { previewOf } from '../engine/preview.ts';
import type { SearchRecord } from '../types.ts';

/** Markup that is not reading text: heading permalinks, code-block language tags, diagram sources. */
const SKIPPED_CLASSES = ['header-anchor', 'lang', 'ad-mermaid'];
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'button', 'svg']);

const parser = unified().use(rehypeParse, { fragment: true });

function isSkipped(node: Element): boolean {
  if (SKIPPED_TAGS.has(node.tagName)) return true;
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((c) => SKIPPED_CLASSES.includes(String(c)));
}

/** A copy of the tree without the skipped elements. */
function prune<T extends Root | Element>(node: T): T {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'element') {
      if (!isSkipped(child)) children.push(prune(child));
    } else if (child.type === 'text') children.push(child);
  }
  return { ...node, children };
}

/** Plain text on one line: whitespace runs (line breaks included) become one space; zero-width spaces go. */
export function plainText(nodes: RootContent[] | ElementContent[]): string {
  const root: Root = { type: 'root', children: nodes as RootContent[] };
  return toText(root)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isSectionHeading = (node: ElementContent): boolean =>
  node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3');

function holdsSectionHeading(node: Element): boolean {
  return node.children.some(
    (child) => isSectionHeading(child) || (child.type === 'element' && holdsSectionHeading(child)),
  );
}

/**
 * The page's nodes in reading order, with island content rendered at build time looked through: the
 * island element and the divs and sections inside it that hold an h2 or h3 give way to their children,
 * so that an island's headings split the page like the page's own.
 */
function sectionNodes(nodes: RootContent[] | ElementContent[], inIsland = false): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type !== 'element') return [node];
    const classes = node.properties.className;
    const island = Array.isArray(classes) && classes.includes('ad-island');
    const wrapper = inIsland && (node.tagName === 'div' || node.tagName === 'section');
    return (island || wrapper) && holdsSectionHeading(node) ? sectionNodes(node.children, true) : [node];
  });
}

interface Section {
  level: 1 | 2 | 3;
  title: string;
  anchor: string;
  parents: string[];
  nodes: RootContent[];
}

/** The text a home page shows outside its content HTML: the hero and the feature cards. */
function homeText(page: PageData): string {
  const parts = [page.hero?.name, page.hero?.text, page.hero?.tagline];
  for (const feature of page.features) parts.push(feature.title, feature.details);
  return parts.filter((p): p is string => !!p).join(' ');
}

/**
 * The search records of a page: the page top (the page's summary and the text before the first h2, titled
 * with the page title) and one record per h2 and h3 section. Deeper headings stay in their section's text; headings inside
 * containers (details, tips) do not split the page.
 */
export function pageRecords(page: PageData): SearchRecord[] {
  const tree = prune(parser.parse(page.html));
  const top: Section = { level: 1, title: page.title, anchor: '', parents: [], nodes: [] };
  const sections: Section[] = [top];
  let current = top;
  let h2: Section | null = null;
  for (const node of sectionNodes(tree.children)) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
      const level = node.tagName === 'h2' ? 2 : 3;
      const parents = level === 3 && h2 ? [page.title, h2.title] : [page.title];
      current = {
        level,
        title: plainText(node.children),
        anchor: String(node.properties.id ?? ''),
        parents,
        nodes: [],
      };
      if (level === 2) h2 = current;
      sections.push(current);
    } else if (node.type === 'element' && node.tagName === 'h1') {
      // The page title is the record's title already.
      continue;
    } else current.nodes.push(node);
  }
  return sections.flatMap((section) => {
    let content = plainText(section.nodes);
    if (section === top)
      content = [page.layout === 'home' ? homeText(page) : page.summary, content].filter(Boolean).join(' ');
    const preview = previewOf(content || (section === top ? page.description : ''));
    const record = {
      title: section.title,
      content,
      preview,
      link: page.path,
      anchor: section.anchor,
      parents: section.parents,
    };
    return [record, ...rowRecords(section.nodes, section, page)];
  });
}

/**
 * Whether a page is part of a reference (it holds an island whose plugin says so, such as the API reference's):
 * for plain words the search lists the guides before it, for identifiers it lists it first.
 */
export function isReferencePage(page: Pick<PageData, 'searchKind'>): boolean {
  return page.searchKind === 'reference';
}

/**
 * Rows that are records of their own: an island marks a table `data-records` (the API reference's parameters and
 * model fields), and each of its rows with an id is found by its first cell (`page_size`) and opens at its anchor.
 */
function rowRecords(nodes: readonly RootContent[], section: Section, page: PageData): SearchRecord[] {
  const records: SearchRecord[] = [];
  const visit = (node: RootContent | ElementContent, inRecords: boolean): void => {
    if (node.type !== 'element') return;
    const marked = inRecords || (node.tagName === 'table' && node.properties.dataRecords !== undefined);
    const id = node.properties.id;
    if (marked && node.tagName === 'tr' && typeof id === 'string' && id) {
      const first = node.children.find((child) => child.type === 'element');
      const content = plainText(node.children);
      records.push({
        title: first ? plainText([first]) : id,
        content,
        preview: previewOf(content),
        link: page.path,
        anchor: id,
        parents: [...section.parents, section.title].filter(Boolean),
      });
      return;
    }
    for (const child of node.children) visit(child, marked);
  };
  for (const node of nodes) visit(node, false);
  return records;
}

/** The records of every searchable page (the not-found pages are not), in page order. */
export function searchRecords(
  pages: readonly PageData[],
  recordsOf: (page: PageData) => SearchRecord[] = pageRecords,
): SearchRecord[] {
  return pages.filter((page) => page.layout !== '404').flatMap((page) => recordsOf(page));
}
