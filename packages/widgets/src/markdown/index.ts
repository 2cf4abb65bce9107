import GithubSlugger from 'github-slugger';
import { REMOTE_LIMITS } from '../config.ts';
import { yieldToBrowser } from '../remote-input/limits.ts';
import { sanitizeHtml } from '../sanitize/index.ts';
import { prepareMarkdown } from './limits.ts';
import { markdownToUnsafeHtml } from './render.ts';

export { prepareMarkdown, type MarkdownLimits, type PreparedMarkdown } from './limits.ts';
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
 * beyond 32 columns are cut (`flattened`), and the text is parsed slice by slice, block boundaries first,
 * giving the browser a turn before each. Heading ids are unique across the slices.
 */
export async function remoteMarkdownToHtml(markdown: string): Promise<{ html: string; flattened: boolean }> {
  const { slices, flattened } = prepareMarkdown(markdown, {
    quoteDepth: REMOTE_LIMITS.markdownQuoteDepth,
    indent: REMOTE_LIMITS.markdownIndent,
    sliceLength: SLICE_LENGTH,
  });
  const slugger = new GithubSlugger();
  let html = '';
  for (const slice of slices) {
    await yieldToBrowser();
    html += sanitizeHtml(markdownToUnsafeHtml(slice, slugger));
  }
  return { html, flattened };
}
