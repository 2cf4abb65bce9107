import rehypeStringify, { type Options as StringifyOptions } from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RehypeOptions } from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import type { Slugger } from '../text/slug.ts';
import { remarkSubset } from './subset.ts';

/** What a kind of text makes of the markdown pipeline. */
export interface MarkdownProfile {
  /** Plugins on the markdown tree. */
  remark?: PluggableList;
  /** Whether HTML written in the markdown reaches the HTML tree (for `rehype` to read it); otherwise it is dropped. */
  html?: boolean;
  /** How markdown nodes of a kind become HTML, where the default does not do (a page's code blocks). */
  handlers?: RehypeOptions['handlers'];
  /** Plugins on the HTML tree. */
  rehype?: PluggableList;
  /** How the HTML is written (a page's attributes in the quotes that need the fewest escapes). */
  stringify?: StringifyOptions;
}

/**
 * The one markdown pipeline, CommonMark to HTML, in a profile: a page of a site (the content package's
 * `renderMarkdown`: front matter, directives, highlighted code, checked links); remote text, which keeps the
 * subset of spec 5.2 (`remarkSubset`); an API description, read at build time, with its HTML and code spans
 * (`markdown/node`). The HTML of the last two still needs the sanitiser.
 */
export function markdownPipeline({ remark = [], html = false, handlers, rehype = [], stringify }: MarkdownProfile) {
  return unified()
    .use(remarkParse)
    .use(remark)
    .use(remarkRehype, { allowDangerousHtml: html, handlers })
    .use(rehype)
    .use(rehypeStringify, stringify)
    .freeze();
}

const remote = markdownPipeline({ remark: [remarkSubset] });

/**
 * Markdown of the spec 5.2 subset to HTML, before sanitising. Use `markdownToHtml`, which also sanitises;
 * this step alone never emits raw HTML, but links still need the sanitiser's URL rules. `slugger` makes the
 * heading ids of several calls unique together.
 */
export function markdownToUnsafeHtml(markdown: string, slugger?: Slugger): string {
  // The slugger of a text parsed in slices is shared, so heading ids stay unique across them.
  return String(remote.processSync({ value: markdown, data: { slugger } }));
}
