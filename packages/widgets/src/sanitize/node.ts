// jsdom ships no types: its declaration travels with the module that imports it, to every program that reads
// this source (the bench type check among them).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration, not a module
/// <reference path="../types/jsdom.d.ts" />
import { JSDOM } from 'jsdom';
import { createSanitizer, type SanitizeOptions, type Sanitizer } from './create-sanitizer.ts';

let nodeSanitizer: Sanitizer | undefined;

/** Sanitises HTML at build time in Node, with DOMPurify on a jsdom window; same rules as in the browser. */
export function sanitizeHtml(html: string, options?: SanitizeOptions): string {
  nodeSanitizer ??= createSanitizer(new JSDOM('').window);
  return nodeSanitizer.sanitizeHtml(html, options);
}
