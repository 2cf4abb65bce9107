import type { Root as HastRoot } from 'hast';
import remarkDirective from 'remark-directive';
import remarkGemoji from 'remark-gemoji';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { markdownPipeline } from '@atlas-docs/widgets/markdown/pipeline';
import { PageSlugs, type AnchorStyle } from '../slug.ts';
import { spacedContainers } from './vitepress-syntax.ts';
import { routeOf } from '../rules/paths.ts';
import { asWritten, type LinkCanonicaliser } from '../rules/sidebar.ts';
import type { Heading } from '../types.ts';
import type { FrontMatter, SourceLink } from './front-matter.ts';
import { rehypeMaybeRaw } from './rehype-maybe-raw.ts';
import { rehypePage } from './rehype-page.ts';
import { codeToElement } from './code-blocks.ts';
import { remarkFrontMatter } from './remark-front-matter.ts';
import { remarkPage } from './remark-page.ts';
import type { RenderState } from './render-state.ts';

export interface RenderOptions {
  /** The file as named in errors, relative to the site folder, e.g. `content/docs/a.md`. */
  file: string;
  /** Leaf directive names (`::name{...}`) rendered as island placeholders. */
  islands?: readonly string[];
  /** Islands whose placeholder is filled with HTML rendered at build time (see {@link IslandHtml}). */
  islandHtml?: Readonly<Record<string, IslandHtml>>;
  /** The file relative to the content folder, which gives its route for relative links. Default: `file`. */
  relativePath?: string;
  /** Collects the code token classes used, for {@link codeStylesheet}. */
  usedClasses?: Set<string>;
  /**
   * Writes an internal link as the route of the page it leads to (`/docs/a/` -> `/docs/a`), so that a link
   * the link check accepts also works when followed. Default: as written.
   */
  canonical?: LinkCanonicaliser;
  /**
   * Called with the page's HTML tree as rendered, before it is written as HTML: a reader of the page's
   * content (the search records) takes the tree instead of parsing the HTML again.
   */
  onTree?: (tree: HastRoot) => void;
  /** How headings get their ids (the config's `anchors`): GitHub's slugs (default) or VitePress's. */
  anchors?: AnchorStyle;
  /** The config's `linkBase`: links that start with it are links into this site. */
  linkBase?: string;
  /** The config's `headingIdDelimiters`; default `{` and `}`. */
  headingIdDelimiters?: readonly [string, string];
}

/**
 * Renders an island's content at build time from the directive's attributes, so that the page is complete
 * before any JavaScript runs; its headings, ids and links count like the page's own. Throws an `Error`
 * whose message says what is wrong with the attributes.
 */
export type IslandHtml = (props: Readonly<Record<string, string>>) => string;

export interface RenderedMarkdown {
  html: string;
  /** Headings of levels 2 to 6, in order. */
  headings: Heading[];
  /** The front matter as written. */
  frontmatter: Record<string, unknown>;
  /** The text of the first h1, or null. */
  title: string | null;
  /** Internal links (route paths with any `#hash`) with their place in the file. */
  links: SourceLink[];
  /** The validated front matter (layout defaults to `doc`). */
  meta: FrontMatter;
  /** Every id on the page (heading ids and ids in raw HTML): valid `#hash` targets. */
  anchors: string[];
  /** Non-fatal problems, e.g. an unknown code language. */
  warnings: string[];
  /** The islands the page holds, by name. */
  islands: string[];
}

/** The syntax of a site's pages beyond CommonMark: YAML front matter, GFM and directives. */
export const PAGE_SYNTAX: PluggableList = [[remarkFrontmatter, ['yaml']], remarkGfm, remarkDirective];

/** The page profile of the markdown pipeline: the markdown a site's authors write, HTML included. */
function createProcessor() {
  return markdownPipeline({
    remark: [...PAGE_SYNTAX, remarkFrontMatter, remarkPage, remarkGemoji],
    html: true,
    handlers: { code: codeToElement },
    rehype: [rehypeMaybeRaw, rehypePage],
    stringify: { quoteSmart: true },
  });
}

/** One processor per process: building it is costly, and per-render settings live on the vfile. */
let processor: ReturnType<typeof createProcessor> | undefined;

/**
 * Renders a page's markdown to HTML, with its headings, front matter, title and internal links.
 * Throws a {@link ContentError} naming the file and line of a problem.
 */
export async function renderMarkdown(source: string, options: RenderOptions): Promise<RenderedMarkdown> {
  processor ??= createProcessor();
  const state: RenderState = {
    file: options.file,
    route: routeOf(options.relativePath ?? options.file),
    linkBase: options.linkBase,
    headingIdDelimiters: options.headingIdDelimiters ?? ['{', '}'],
    islands: new Set([...(options.islands ?? []), ...Object.keys(options.islandHtml ?? {})]),
    islandHtml: options.islandHtml ?? {},
    placed: new Set(),
    usedClasses: options.usedClasses ?? new Set(),
    canonical: options.canonical ?? asWritten,
    frontMatter: null,
    links: [],
    headings: [],
    slugs: new PageSlugs(options.anchors),
    anchors: [],
    title: null,
    warnings: [],
  };
  const file = new VFile({ value: spacedContainers(source), path: options.file, data: { atlas: state } });
  const tree = await processor.run(processor.parse(file), file);
  options.onTree?.(tree);
  const html = processor.stringify(tree, file);
  return {
    html,
    headings: state.headings,
    frontmatter: state.frontMatter?.data ?? {},
    title: state.title,
    links: [...(state.frontMatter?.links ?? []), ...state.links],
    meta: state.frontMatter?.meta ?? { layout: 'doc' },
    anchors: state.anchors,
    warnings: state.warnings,
    islands: [...state.placed],
  };
}
