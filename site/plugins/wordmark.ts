import type { Plugin } from '@atlas-docs/content/types';

/** The RIPE Atlas wordmark as the logo of the navigation bar: a plugin of this site's own. */
export const wordmark = (): Plugin => ({
  name: 'wordmark',
  logo: './plugins/Wordmark.tsx',
  styles: ['./plugins/wordmark.css'],
});
