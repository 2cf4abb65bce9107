// jsdom ships no types: its declaration travels with the module that imports it, to every program that reads
// this source (the bench type check among them).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration, not a module
/// <reference path="../types/jsdom.d.ts" />
// A module for Node only: Node's types, which the library's build leaves out for the browser's modules.
/// <reference types="node" />
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import { createSanitizer, type SanitizeOptions, type Sanitizer } from './create-sanitizer.ts';

let nodeSanitizer: Sanitizer | undefined;

/**
 * jsdom, loaded when the first HTML is sanitised rather than with this module: it takes about 0.4 s to load,
 * which a process that imports this module and sanitises nothing (a dev server's first page) would wait for.
 */
const loadJsdom = (): typeof Jsdom => createRequire(import.meta.url)('jsdom') as typeof Jsdom;

/** Sanitises HTML at build time in Node, with DOMPurify on a jsdom window; same rules as in the browser. */
export function sanitizeHtml(html: string, options?: SanitizeOptions): string {
  nodeSanitizer ??= createSanitizer(new (loadJsdom().JSDOM)('').window);
  return nodeSanitizer.sanitizeHtml(html, options);
}
