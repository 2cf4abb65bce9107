/**
 * RIPE NCC's page widgets as plugins of the generator, each listed in a site's `plugins` where it uses it:
 *
 *   import { help, legal, rollover } from '@atlas-docs/ripe-ncc';
 *   plugins: [help(), rollover(), legal()]
 */
import type { Plugin } from '@atlas-docs/content/types';
import { legalHtml } from './islands/legal-html.tsx';

/** `:help[text]{label="…"}` and `::help[text]`: a question-mark button that opens the text in a pop-over. */
export const help = (): Plugin => ({
  name: 'help',
  islands: { help: { client: '@atlas-docs/ripe-ncc/islands/help' } },
});

/** `:::rollover[trigger]` … `:::`: the markdown between the fences in a panel on hover and keyboard focus. */
export const rollover = (): Plugin => ({
  name: 'rollover',
  islands: { rollover: { client: '@atlas-docs/ripe-ncc/islands/rollover' } },
});

/**
 * `::legal{appname=… configUrl=… order=a,b}`: the legal information page, its policies fetched from the
 * static host of the site's `services` at run time; its first state is rendered into the page at build time.
 */
export const legal = (): Plugin => ({
  name: 'legal',
  islands: { legal: { client: '@atlas-docs/ripe-ncc/islands/legal' } },
  load: () => Promise.resolve({ islandHtml: { legal: legalHtml } }),
});
