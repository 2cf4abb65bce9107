import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type GithubSlugger from 'github-slugger';
import { unified, type PluggableList } from 'unified';
import { remarkSubset } from './subset.ts';

/** What a kind of text makes of the markdown pipeline. */
export interface MarkdownProfile {
  /** Plugins on the markdown tree. */
  remark?: PluggableList;
  /** Whether HTML written in the markdown reaches the HTML tree (for `rehype` to read it); otherwise it is dropped. */
  html?: boolean;
  /** Plugins on the HTML tree. */
  rehype?: PluggableList;
}

/**
 * The pipeline of markdown from elsewhere, CommonMark to HTML, in a profile: remote text keeps the subset of
 * spec 5.2 (`remarkSubset`); an API description, read at build time, its HTML and code spans (`markdown/node`).
 * The HTML it gives still needs the sanitiser.
 */
export function markdownPipeline({ remark = [], html = false, rehype = [] }: MarkdownProfile) {
  return unified()
    .use(remarkParse)
    .use(remark)
    .use(remarkRehype, { allowDangerousHtml: html })
    .use(rehype)
    .use(rehypeStringify)
    .freeze();
}

const remote = markdownPipeline({ remark: [remarkSubset] });

/**
 * Markdown of the spec 5.2 subset to HTML, before sanitising. Use `markdownToHtml`, which also sanitises;
 * this step alone never emits raw HTML, but links still need the sanitiser's URL rules. `slugger` makes the
 * heading ids of several calls unique together.
 */
export function markdownToUnsafeHtml(markdown: string, slugger?: GithubSlugger): string {
  // The slugger of a text parsed in slices is shared, so heading ids stay unique across them.
  return String(remote.processSync({ value: markdown, data: { slugger } }));
}
