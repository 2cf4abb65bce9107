/**
 * RIPE NCC's page widgets as plugins of the generator, each listed in a site's `plugins` where it uses it:
 *
 *   import { appSwitcher, banner, cookieConsent, help, legal, rollover, signIn } from '@atlas-docs/ripe-ncc';
 *   plugins: [banner({ id, text }), cookieConsent({ policyUrl }), help(), rollover(), legal(), appSwitcher(), signIn()]
 *
 * The services they talk to default to RIPE NCC's production hosts; each plugin that talks to one takes
 * its origin as an option (tests point them at local stand-ins), and adds it to the content security policy.
 */
import type { Plugin } from '@atlas-docs/content/types';
import { DEFAULT_ACCESS_HOST, DEFAULT_STATIC_HOST } from '@atlas-docs/widgets/config';
import { legalHtml } from './islands/legal-html.tsx';
import { parseOptions } from '@atlas-docs/content';
import {
  appSwitcherOptions,
  type AppSwitcherOptions,
  bannerOptions,
  type BannerOptions,
  cookieConsentOptions,
  type CookieConsentOptions,
  legalOptions,
  type LegalOptions,
  signInOptions,
  type SignInOptions,
} from './options.ts';
import { dismissedBannerScript } from './page/banner-script.ts';

export type { AppSwitcherOptions, BannerOptions, CookieConsentOptions, LegalOptions, SignInOptions };

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
 * static host at run time; its first state is rendered into the page at build time.
 */
export function legal(options: LegalOptions = {}): Plugin {
  const { staticHost = DEFAULT_STATIC_HOST } = parseOptions('legal', legalOptions, options);
  return {
    name: 'legal',
    islands: { legal: { client: '@atlas-docs/ripe-ncc/islands/legal', options: { staticHost } } },
    csp: { 'connect-src': [staticHost] },
    load: () => Promise.resolve({ islandHtml: { legal: legalHtml } }),
  };
}

/** The boxes the navigation bar reserves for the application switcher and sign-in, which render in the browser. */
const NAV_WIDGETS_CSS = '@atlas-docs/ripe-ncc/nav/nav-widgets.css';

/**
 * The application switcher in the navigation bar: RIPE NCC's applications, from the site list on the static
 * host. Its code loads when the reader points at, focuses or presses it.
 */
export function appSwitcher(options: AppSwitcherOptions = {}): Plugin {
  const { staticHost = DEFAULT_STATIC_HOST, list = 'production' } = parseOptions(
    'app-switcher',
    appSwitcherOptions,
    options,
  );
  return {
    name: 'app-switcher',
    navBar: { 'app-switcher': { module: '@atlas-docs/ripe-ncc/nav/app-switcher', props: { staticHost, list } } },
    styles: ['@atlas-docs/widgets/css/app-switcher.css', NAV_WIDGETS_CSS],
    csp: { 'connect-src': [staticHost] },
  };
}

/**
 * The sign-in widget in the navigation bar, on the account service: a Login link, or the signed-in reader's
 * menu once the service's cookie says someone may be signed in.
 */
export function signIn(options: SignInOptions = {}): Plugin {
  const { accessUrl = DEFAULT_ACCESS_HOST } = parseOptions('sign-in', signInOptions, options);
  return {
    name: 'sign-in',
    navBar: { 'sign-in': { module: '@atlas-docs/ripe-ncc/nav/sign-in', props: { accessUrl } } },
    styles: ['@atlas-docs/widgets/css/sign-in.css', NAV_WIDGETS_CSS],
    // The reader's avatar is an image of the service.
    csp: { 'connect-src': [accessUrl], 'img-src': [accessUrl] },
  };
}

/**
 * A notice banner above the navigation bar of every page (spec 3, Banner), dismissible and remembered per
 * `id` unless `permanent`; a dismissed banner never flashes.
 */
export function banner(options: BannerOptions): Plugin {
  const checked = parseOptions('banner', bannerOptions, options);
  return {
    name: 'banner',
    top: {
      module: '@atlas-docs/ripe-ncc/page/banner',
      props: { ...checked },
      script: dismissedBannerScript(checked.id),
    },
    styles: ['@atlas-docs/widgets/css/banner.css'],
  };
}

/**
 * The cookie-consent banner (the `mtm-paq` cookie, and Matomo's `_paq` queue told of an acceptance), shown at
 * the bottom of the window until the reader chooses; with `analytics`, Matomo's tracker after 'All Cookies'.
 */
export function cookieConsent(options: CookieConsentOptions = {}): Plugin {
  const checked = parseOptions('cookie-consent', cookieConsentOptions, options);
  const analytics = checked.analytics && {
    url: checked.analytics.url.replace(/\/*$/, '/'),
    siteId: String(checked.analytics.siteId),
  };
  const tracker = analytics ? [new URL(analytics.url).origin] : [];
  return {
    name: 'cookie-consent',
    deferred: {
      module: '@atlas-docs/ripe-ncc/page/cookie-consent',
      props: { ...checked, ...(analytics ? { analytics } : {}) },
    },
    // Matomo's script, and its tracking requests as images, beacons or fetches.
    ...(analytics ? { csp: { 'script-src': tracker, 'img-src': tracker, 'connect-src': tracker } } : {}),
  };
}
