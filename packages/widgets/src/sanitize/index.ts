import { REMOTE_LIMITS } from '../config.ts';
import { yieldToBrowser } from '../remote-input/limits.ts';
import { createSanitizer, type Sanitizer } from './create-sanitizer.ts';
import { structureSteps } from './nesting.ts';

export { createSanitizer, type Sanitizer } from './create-sanitizer.ts';
export { fetchRemoteText, type FetchRemoteTextOptions } from './fetch-remote-text.ts';
export { withoutInlineCode } from './inline-code.ts';
export { structureHtml, structureSteps, type StructuredHtml, type StructureOptions } from './nesting.ts';
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

/** Characters of HTML sanitised in one task, where the text allows a cut between top-level elements. */
const SLICE_LENGTH = 64 * 1024;

/**
 * Remote HTML sanitised without a long task: elements nested deeper than 64 levels are left out before any
 * parser sees them, their text kept at that depth (`flattened`), and the text is sanitised slice by slice,
 * cut between top-level elements, giving the browser a turn before each.
 */
export async function sanitizeRemoteHtml(html: string): Promise<{ html: string; flattened: boolean }> {
  const steps = structureSteps(html, { maxDepth: REMOTE_LIMITS.htmlDepth, sliceLength: SLICE_LENGTH });
  let step = steps.next();
  while (!step.done) {
    await yieldToBrowser();
    step = steps.next();
  }
  const { slices, flattened } = step.value;
  let clean = '';
  for (const slice of slices) {
    await yieldToBrowser();
    clean += sanitizeHtml(slice);
  }
  return { html: clean, flattened };
}
