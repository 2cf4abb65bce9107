/**
 * RIPE NCC's page widgets as plugins of the generator, each listed in a site's `plugins` where it uses it:
 *
 *   import { appSwitcher, help, legal, rollover, signIn } from '@atlas-docs/ripe-ncc';
 *   plugins: [help(), rollover(), legal(), appSwitcher(), signIn()]
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

/** The boxes the navigation bar reserves for the application switcher and sign-in, which render in the browser. */
const NAV_WIDGETS_CSS = '@atlas-docs/ripe-ncc/nav/nav-widgets.css';

/**
 * The application switcher in the navigation bar: RIPE NCC's applications, from the site list (`sitesList`)
 * on the static host of the site's `services`. Its code loads when the reader points at, focuses or presses it.
 */
export const appSwitcher = (): Plugin => ({
  name: 'app-switcher',
  navBar: { 'app-switcher': '@atlas-docs/ripe-ncc/nav/app-switcher' },
  styles: ['@atlas-docs/widgets/css/app-switcher.css', NAV_WIDGETS_CSS],
});

/**
 * The sign-in widget in the navigation bar, on the account service of the site's `services`: a Login link,
 * or the signed-in reader's menu once the service's cookie says someone may be signed in.
 */
export const signIn = (): Plugin => ({
  name: 'sign-in',
  navBar: { 'sign-in': '@atlas-docs/ripe-ncc/nav/sign-in' },
  styles: ['@atlas-docs/widgets/css/sign-in.css', NAV_WIDGETS_CSS],
});
