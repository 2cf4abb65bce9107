import { REMOTE_LIMITS } from '../config.ts';
import { stepThrough, yieldToBrowser } from '../remote-input/limits.ts';
import { sanitizeHtml } from '../sanitize/index.ts';
import { prepareMarkdownSteps } from './limits.ts';
import { Slugger } from '../text/slug.ts';
import { markdownToUnsafeHtml } from './render.ts';

export { prepareMarkdown, prepareMarkdownSteps, type MarkdownLimits, type PreparedMarkdown } from './limits.ts';
export { markdownToUnsafeHtml } from './render.ts';
export { remarkSubset } from './subset.ts';

/** Markdown of the spec 5.2 subset to sanitised HTML, in the browser. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(markdownToUnsafeHtml(markdown));
}

/** Characters of markdown parsed in one task: a few milliseconds of work on a slow phone. */
const SLICE_LENGTH = 8 * 1024;

/**
 * Remote markdown to sanitised HTML without a long task: quotes nested deeper than 8 levels and indentation
 * beyond 32 columns are cut (`flattened`), and the text is parsed slice by slice (at most about 8 KB, 128 lines
 * and 128 inline markers each; block boundaries first), giving the browser a turn before each. Heading ids are
 * unique across the slices.
 */
export async function remoteMarkdownToHtml(markdown: string): Promise<{ html: string; flattened: boolean }> {
  const steps = prepareMarkdownSteps(markdown, {
    quoteDepth: REMOTE_LIMITS.markdownQuoteDepth,
    indent: REMOTE_LIMITS.markdownIndent,
    sliceLength: SLICE_LENGTH,
  });
  const { slices, flattened } = (await stepThrough(steps))!;
  const slugger = new Slugger();
  let html = '';
  for (const slice of slices) {
    await yieldToBrowser();
    html += sanitizeHtml(markdownToUnsafeHtml(slice, slugger));
  }
  return { html, flattened };
}
