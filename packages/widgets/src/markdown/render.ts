import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkSubset } from './subset.ts';

const processor = unified().use(remarkParse).use(remarkSubset).use(remarkRehype).use(rehypeStringify).freeze();

/**
 * Markdown of the spec 5.2 subset to HTML, before sanitising. Use `markdownToHtml`, which also sanitises;
 * this step alone never emits raw HTML, but links still need the sanitiser's URL rules.
 */
export function markdownToUnsafeHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
