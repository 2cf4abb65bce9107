/**
 * `llms()`: a site for the tools that read docs as text. Every page gets its markdown at its route plus `.md`,
 * linked from its head (`<link rel="alternate" type="text/markdown">`) and offered to the reader by the shell
 * ("Copy page", "View as markdown"); the site gets `/llms.txt` and `/llms-full.txt`.
 */
import { z } from 'zod';
import { parseOptions } from '@atlas-docs/content';
import type { Plugin } from '@atlas-docs/content/types';
import { llmsFullTxt, llmsTxt, markdownPath, pageMarkdownFiles, pageTexts } from './llms-txt.ts';

export { llmsFullTxt, llmsTxt, markdownLink, markdownPath, pageMarkdownFiles, pageTexts } from './llms-txt.ts';

const llmsOptions = z.strictObject({
  /** Paragraphs of markdown after the summary of `llms.txt`: what a reader of the list should know first. */
  details: z.string({ error: 'must be markdown text' }).optional(),
  /** Whether to write `/llms-full.txt`, every page in one file. Default `true`. */
  full: z.boolean({ error: 'must be true or false' }).optional(),
});
export type LlmsOptions = z.input<typeof llmsOptions>;

export function llms(options?: LlmsOptions): Plugin {
  const { details, full = true } = parseOptions('llms', llmsOptions, options);
  return {
    name: 'llms',
    alternates: (page) => (page.layout === '404' ? [] : [{ type: 'text/markdown', href: markdownPath(page.path) }]),
    emit: (site) => {
      const texts = pageTexts(site);
      return [
        ...pageMarkdownFiles(site, texts),
        { path: '/llms.txt', text: llmsTxt(site, details) },
        ...(full ? [{ path: '/llms-full.txt', text: llmsFullTxt(site, texts) }] : []),
      ];
    },
  };
}
