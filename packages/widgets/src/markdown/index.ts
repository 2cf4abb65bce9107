import { sanitizeHtml } from '../sanitize/index.ts';
import { markdownToUnsafeHtml } from './render.ts';

export { markdownToUnsafeHtml } from './render.ts';
export { remarkSubset } from './subset.ts';

/** Markdown of the spec 5.2 subset to sanitised HTML, in the browser. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(markdownToUnsafeHtml(markdown));
}
