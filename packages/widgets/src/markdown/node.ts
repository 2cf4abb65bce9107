import { sanitizeHtml } from '../sanitize/node.ts';
import { markdownToUnsafeHtml } from './render.ts';

export { descriptionToHtml } from './description.ts';

/** Markdown of the spec 5.2 subset to sanitised HTML, in Node (build time). */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(markdownToUnsafeHtml(markdown));
}
