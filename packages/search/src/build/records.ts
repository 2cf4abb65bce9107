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

/** A section of a page as its HTML tree gives it: what the page's records need of the tree. */
export interface PageSection {
  /** 1 for the page top (the text before the first h2), 2 and 3 for the sections of h2 and h3. */
  level: 1 | 2 | 3;
  /** The heading's text; empty for the page top, which takes the page's title. */
  title: string;
  anchor: string;
  /** The title of the h2 an h3 is under; null for the page top, an h2, or an h3 before any h2. */
  under: string | null;
  content: string;
  /** Rows of the section's tables marked `data-records`, each a record of its own. */
  rows: { title: string; content: string; anchor: string }[];
}

/**
 * The sections of a page's HTML tree (the content pipeline's, as rendered, or the page's HTML parsed): the
 * page top and one per h2 and h3. Deeper headings stay in their section's text; headings inside containers
 * (details, tips) do not split the page.
 */
export function pageSections(tree: Root): PageSection[] {
  const pruned = prune(tree);
  const top: SectionNodes = { level: 1, title: '', anchor: '', under: null, nodes: [] };
  const sections: SectionNodes[] = [top];
  let current = top;
  let h2: SectionNodes | null = null;
  for (const node of sectionNodes(pruned.children)) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
      const level = node.tagName === 'h2' ? 2 : 3;
      current = {
        level,
        title: plainText(node.children),
        anchor: String(node.properties.id ?? ''),
        under: level === 3 && h2 ? h2.title : null,
        nodes: [],
      };
      if (level === 2) h2 = current;
      sections.push(current);
    } else if (node.type === 'element' && node.tagName === 'h1') {
      // The page title is the record's title already.
      continue;
    } else current.nodes.push(node);
  }
  return sections.map(({ nodes, ...section }) => ({
    ...section,
    content: plainText(nodes),
    rows: rowsOf(nodes),
  }));
}

interface SectionNodes extends Omit<PageSection, 'content' | 'rows'> {
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
 * with the page title), one record per h2 and h3 section, and one per row of a table marked `data-records`.
 * `sections` are those of the content pipeline's tree when the build has them; else the page's HTML is parsed.
 */
export function pageRecords(
  page: PageData,
  sections: readonly PageSection[] = pageSections(parser.parse(page.html)),
): SearchRecord[] {
  return sections.flatMap((section) => {
    const isTop = section.level === 1;
    let content = section.content;
    if (isTop) content = [page.layout === 'home' ? homeText(page) : page.summary, content].filter(Boolean).join(' ');
    const title = isTop ? page.title : section.title;
    const parents = isTop ? [] : section.under !== null ? [page.title, section.under] : [page.title];
    const record: SearchRecord = {
      title,
      content,
      preview: previewOf(content || (isTop ? page.description : '')),
      link: page.path,
      anchor: section.anchor,
      parents,
    };
    const rowParents = [...parents, title].filter(Boolean);
    const rows = section.rows.map((row): SearchRecord => ({
      ...row,
      preview: previewOf(row.content),
      link: page.path,
      parents: rowParents,
    }));
    return [record, ...rows];
  });
}

/**
 * Each page's sections as the content pipeline renders them, by its file in the content folder, and its records of
 * them: give `pageTree` to `loadSite` (or a session), then `recordsOf` to `writeSearchData`. A page rendered by an
 * earlier session keeps its sections, as its text has not changed; a page not rendered here has its HTML parsed.
 */
export class RenderedSections {
  private readonly sections = new Map<string, PageSection[]>();

  /** Takes a page's tree as rendered (`LoadSiteOptions.pageTree`). */
  readonly pageTree = (page: { relativePath: string }, tree: Root): void => {
    this.sections.set(page.relativePath, pageSections(tree));
  };

  /** The records of a page, of its sections as rendered. */
  readonly recordsOf = (page: PageData): SearchRecord[] => pageRecords(page, this.sections.get(page.relativePath));
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
function rowsOf(nodes: readonly RootContent[]): PageSection['rows'] {
  const rows: PageSection['rows'] = [];
  const visit = (node: RootContent | ElementContent, inRecords: boolean): void => {
    if (node.type !== 'element') return;
    const marked = inRecords || (node.tagName === 'table' && node.properties.dataRecords !== undefined);
    const id = node.properties.id;
    if (marked && node.tagName === 'tr' && typeof id === 'string' && id) {
      const first = node.children.find((child) => child.type === 'element');
      rows.push({ title: first ? plainText([first]) : id, content: plainText(node.children), anchor: id });
      return;
    }
    for (const child of node.children) visit(child, marked);
  };
  for (const node of nodes) visit(node, false);
  return rows;
}

/** The records of every searchable page (the not-found pages are not), in page order. */
export function searchRecords(
  pages: readonly PageData[],
  recordsOf: (page: PageData) => SearchRecord[] = pageRecords,
): SearchRecord[] {
  return pages.filter((page) => page.layout !== '404').flatMap((page) => recordsOf(page));
}
