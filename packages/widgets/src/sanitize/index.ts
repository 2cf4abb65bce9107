import { REMOTE_LIMITS } from '../config.ts';
import { stepThrough, yieldToBrowser } from '../remote-input/limits.ts';
import { createSanitizer, type Sanitizer } from './create-sanitizer.ts';
import { structureSteps, type HtmlSlice } from './nesting.ts';

export { createSanitizer, type SanitizeOptions, type Sanitizer } from './create-sanitizer.ts';
export { fetchRemoteText, type FetchRemoteTextOptions } from './fetch-remote-text.ts';
export { withoutInlineCode } from './inline-code.ts';
export {
  structureHtml,
  structureSteps,
  type HtmlSlice,
  type StructuredHtml,
  type StructureOptions,
} from './nesting.ts';
export { createIdScope, slugId, tidyId, type IdScope } from './ids.ts';
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

/** Characters of HTML sanitised in one task, where the text allows a cut (see `structureSteps`). */
const SLICE_LENGTH = 64 * 1024;

/**
 * Remote HTML sanitised without a long task: elements nested deeper than 64 levels are left out before any
 * parser sees them, their text kept at that depth (`flattened`), and so are a tag's attributes past the first
 * 64; the text is sanitised slice by slice, cut between elements (inside a large one too), giving the browser a
 * turn before each. The slices are joined into the markup the whole text gives (see {@link joinSlices}).
 */
export async function sanitizeRemoteHtml(html: string): Promise<{ html: string; flattened: boolean; capped: boolean }> {
  const steps = structureSteps(html, {
    maxDepth: REMOTE_LIMITS.htmlDepth,
    maxAttributes: REMOTE_LIMITS.htmlAttributes,
    maxElements: REMOTE_LIMITS.htmlElements,
    sliceLength: SLICE_LENGTH,
  });
  const { slices, flattened, capped } = (await stepThrough(steps))!;
  const join = joinSlices(sanitizeHtml);
  for (const slice of slices) {
    await yieldToBrowser();
    join.add(slice);
  }
  return { html: join.end(), flattened, capped };
}

/**
 * Sanitised HTML (markdown once converted, say) with at most `REMOTE_LIMITS.htmlElements` elements: the tags of
 * the rest are left out, their text kept. Taking tags out of sanitised markup leaves it safe: its text has no `<`.
 */
export async function capElements(html: string): Promise<{ html: string; capped: boolean }> {
  const steps = structureSteps(html, { maxDepth: Infinity, maxElements: REMOTE_LIMITS.htmlElements });
  const { slices, capped } = (await stepThrough(steps))!;
  return { html: capped ? slices.map((slice) => slice.text).join('') : html, capped };
}

/**
 * Joins slices sanitised one by one (each with the elements open around it re-opened before it and closed
 * after it) into the markup of the whole: where a slice's result ends with those elements' end tags and the
 * next one's begins with their start tags, as the sanitiser gives them, both are taken off, so the elements
 * continue across the cut. Where not (the parser moved something out of a table, say), both stay: the
 * elements close and open again there, and each part is still the sanitiser's own markup.
 */
export function joinSlices(sanitize: (html: string) => string): { add(slice: HtmlSlice): void; end(): string } {
  let done = '';
  let pending = '';
  /** The end tags the slice before closed: the elements open at the cut, with `open` of the next slice. */
  let closed: string | null = null;
  return {
    add(slice) {
      const clean = sanitize(slice.open + slice.text + slice.close);
      const before = closed;
      closed = slice.close;
      if (before === null) {
        pending = clean;
        return;
      }
      const { head, tail } = splitChain(slice.open === '' ? '' : sanitize(slice.open + before));
      if (pending.endsWith(tail) && clean.startsWith(head)) {
        done += pending.slice(0, pending.length - tail.length);
        pending = clean.slice(head.length);
      } else {
        done += pending;
        pending = clean;
      }
    },
    end: () => done + pending,
  };
}

/** The sanitised markup of elements open one in another: their start tags, and their end tags. */
function splitChain(markup: string): { head: string; tail: string } {
  const tail = END_TAGS.exec(markup)?.[0] ?? '';
  return { head: markup.slice(0, markup.length - tail.length), tail };
}

/** The end tags that end a text; the markup it reads is short (the start tags of one cut). */
const END_TAGS = /(?:<\/[a-zA-Z][^\s/>]*>)*$/;
