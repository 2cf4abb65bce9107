import { createSanitizer, type Sanitizer } from './create-sanitizer.ts';

export { createSanitizer, type Sanitizer } from './create-sanitizer.ts';
export { fetchRemoteText, type FetchRemoteTextOptions } from './fetch-remote-text.ts';
export { withoutInlineCode } from './inline-code.ts';
export { isAllowedHost, isSafeLinkUrl, isSafeSourceUrl, reduceId, resolveContentUrl } from './urls.ts';

let pageSanitizer: Sanitizer | undefined;

/**
 * Sanitises HTML with the page's window (browser, or a jsdom test environment). In Node without a DOM, use
 * `sanitizeHtml` from `@atlas-docs/widgets/sanitize/node` instead.
 */
export function sanitizeHtml(html: string): string {
  pageSanitizer ??= createSanitizer(window);
  return pageSanitizer.sanitizeHtml(html);
}
