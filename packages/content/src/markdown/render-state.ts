import type { PageSlugs } from '../slug.ts';
import type { Heading } from '../types.ts';
import type { LinkCanonicaliser } from '../rules/sidebar.ts';
import type { IslandHtml } from './render-markdown.ts';
import type { ParsedFrontMatter, SourceLink } from './front-matter.ts';

/** What the plugins of one render read and collect; kept on the vfile so the processor can be shared. */
export interface RenderState {
  /** The file as named in errors (relative to the site folder). */
  file: string;
  /** The page's route, for resolving relative links. */
  route: string;
  /** The config's `linkBase`: links that start with it are links into this site. */
  linkBase: string | undefined;
  /** What encloses a heading's own id (`{#id}`): the config's `headingIdDelimiters`. */
  headingIdDelimiters: readonly [string, string];
  /** Directive names rendered as island placeholders (leaf, container, or text with content). */
  islands: ReadonlySet<string>;
  /** Build-time renderers of islands, by name. */
  islandHtml: Readonly<Record<string, IslandHtml>>;
  /** The islands the page holds, by name. */
  placed: Set<string>;
  /** Token classes used by code blocks, for the code stylesheet. */
  usedClasses: Set<string>;
  /** Writes an internal link as its page's route. */
  canonical: LinkCanonicaliser;
  frontMatter: ParsedFrontMatter | null;
  links: SourceLink[];
  headings: Heading[];
  /** The anchors the page's headings have taken. */
  slugs: PageSlugs;
  /** Every element id (and `<a name>`) on the page: valid `#hash` targets. */
  anchors: string[];
  /** The text of the first h1. */
  title: string | null;
  warnings: string[];
}

declare module 'vfile' {
  interface DataMap {
    atlas: RenderState;
  }
}

/** The state of a render; the plugins only run inside {@link renderMarkdown}, which sets it. */
export function stateOf(file: { data: { atlas?: RenderState } }): RenderState {
  const state = file.data.atlas;
  if (!state) throw new Error('markdown plugins need the render state (use renderMarkdown)');
  return state;
}
