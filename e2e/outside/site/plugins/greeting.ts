import type { Plugin } from '@atlas-docs/content/types';

/**
 * The outside site's own plugin (copied into the site folder by the test): `::greeting{name=…}` is a greeting
 * written into the page at build time, and a button in the browser; the navigation bar gets a wave.
 */
export const greeting = (options: { greeting: string }): Plugin => ({
  name: 'greeting',
  islands: { greeting: { client: './plugins/greeting-island.tsx', options: { greeting: options.greeting } } },
  navBar: { wave: { module: './plugins/Wave.tsx', props: { text: options.greeting } } },
  styles: ['./plugins/greeting.css'],
  load: () =>
    Promise.resolve({
      islandHtml: {
        greeting: ({ name }) => `<p class="greeting">${options.greeting}, ${name ?? 'reader'}!</p>`,
      },
    }),
});
