import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type GithubSlugger from 'github-slugger';
import { unified } from 'unified';
import { remarkSubset } from './subset.ts';

const processor = unified().use(remarkParse).use(remarkSubset).use(remarkRehype).use(rehypeStringify).freeze();

/**
 * Markdown of the spec 5.2 subset to HTML, before sanitising. Use `markdownToHtml`, which also sanitises;
 * this step alone never emits raw HTML, but links still need the sanitiser's URL rules. `slugger` makes the
 * heading ids of several calls unique together.
 */
export function markdownToUnsafeHtml(markdown: string, slugger?: GithubSlugger): string {
  // The slugger of a text parsed in slices is shared, so heading ids stay unique across them.
  return String(processor.processSync({ value: markdown, data: { slugger } }));
}
