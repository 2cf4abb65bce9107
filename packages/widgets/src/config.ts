/**
 * The widgets' constants, each from the specification (section 9 unless noted), in one place.
 */

/**
 * Hosts that remote content (legal pages, markdown sources) may be fetched from, besides relative URLs
 * (spec 5.2). Matched exactly against the URL's host name, never as a suffix. `{ip}` stands for any IPv4 or
 * IPv6 literal. The dev and test names are our own assumption of the provider's pre-production hosts:
 * change them here, and only here, when the real names differ.
 */
export const ALLOWED_CONTENT_HOSTS: readonly string[] = [
  'static.ripe.net',
  'atlas.ripe.net',
  'static.dev.ripe.net',
  'static.test.ripe.net',
  'atlas.dev.ripe.net',
  'atlas.test.ripe.net',
  'localhost',
  '{ip}',
];

/** Internal errors of spec section 8. */
export const ERROR_NOT_ALLOWED = 'URL not from allowed domain';
export const ERROR_FAILED_TO_LOAD = 'Failed to load';

/** The consent cookie: name, lifetime in seconds (one year) and values. */
export const CONSENT_COOKIE = 'mtm-paq';
export const CONSENT_MAX_AGE = 31_536_000;

/** Width of the help pop-over, px. */
export const POPOVER_WIDTH = 312;

/** Generic pan-and-zoom limits, and the larger maximum used for diagrams. */
export const PAN_ZOOM_DEFAULTS = { minScale: 0.125, maxScale: 4, step: 0.3 } as const;
export const DIAGRAM_MAX_SCALE = 5;

/** The provider's short name: the prefix of the header's toggle event and the default legal app name. */
export const SHORT_NAME = 'ripe';

/** The production hosts of the shared services; sites name their own in their config. */
export const DEFAULT_ACCESS_HOST = 'https://access.ripe.net';
export const DEFAULT_STATIC_HOST = 'https://static.ripe.net';

/** Header: height in px (spec 9) and the default home URL. */
export const HEADER_HEIGHT = 70;
export const DEFAULT_HOME_URL = '/';

/** Side menu: open at this width and wider (px), item height (px), expand animation and scroll-indicator delay (ms). */
export const SIDE_MENU_BREAKPOINT = 1024;
export const SIDE_MENU_ITEM_HEIGHT = 60;
export const SIDE_MENU_EXPAND_MS = 200;
export const SCROLL_INDICATOR_DELAY_MS = 300;
/** Nesting levels of the side menu; deeper items are left out. */
export const SIDE_MENU_LEVELS = 3;
/** Items of a side menu read at most: a menu is for people to scan, and a longer one would only slow the page. */
export const MAX_MENU_ITEMS = 500;

/** Application switcher: time-out of the list fetch (ms) and the log lines of spec 8. */
export const APP_SWITCHER_TIMEOUT_MS = 2000;
export const LOG_SITES_TIMEOUT = 'Fetch aborted due to timeout';
export const LOG_SITES_FAILED = 'Failed to fetch sites. Using fallback:';

/**
 * Paths of the site lists on the static host (spec 7: "list or pre-list"). The spec does not give the
 * folder: this one is our assumption, beside the legal pages' `/dynamic/` folder; change it here only.
 */
export const SITES_LIST_PATHS = {
  production: '/dynamic/app-switcher/list.json',
  'pre-production': '/dynamic/app-switcher/pre-list.json',
} as const;
export type SitesList = keyof typeof SITES_LIST_PATHS;

/** One of the provider's sites in the application switcher. */
export interface Site {
  name: string;
  url: string;
}

/** The built-in list of spec 2.6, used when the static list fails or is late. */
export const FALLBACK_SITES: readonly Site[] = [
  { name: 'RIPE NCC', url: 'https://www.ripe.net/' },
  { name: 'LIR Portal', url: 'https://my.ripe.net/' },
  { name: 'RIPE Database', url: 'https://apps.db.ripe.net/' },
  { name: 'RIPE Labs', url: 'https://labs.ripe.net/' },
  { name: 'RIPEstat', url: 'https://stat.ripe.net/' },
  { name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' },
  { name: 'RIPE NCC Academy', url: 'https://academy.ripe.net/' },
  { name: 'RPKI Dashboard', url: 'https://dashboard.rpki.ripe.net/' },
];

/** Sign-in: the cookie the account service sets to hint a session, its value, and the default breakpoint (px). */
export const SIGN_IN_HINT_COOKIE = 'crowd.ripe.hint';
export const SIGN_IN_HINT_VALUE = 'true';
export const SIGN_IN_MOBILE_BREAKPOINT = 768;
/** Texts of the sign-in widget (spec 6, 8). */
export const SIGN_IN_TEXTS = {
  login: 'Login',
  logout: 'Logout',
  profile: 'Profile',
  unavailable: 'Login not available',
  retry: 'Retry Login',
} as const;

/** Legal page: the default source's path on the static host (spec 7), `{appname}` replaced. */
export const LEGAL_PAGES_PATH = '/dynamic/legal-pages/{appname}-pages.json';
/** Legal page: delay before scrolling to a deep link's anchor, and the re-arm time of the find prompt (ms). */
export const LEGAL_SCROLL_DELAY_MS = 1000;
export const LEGAL_FIND_REARM_MS = 5000;
/**
 * Legal page: time-out of each remote request (ms). The spec gives none; this is long enough for a slow
 * host and short enough that a dead one turns into an error text the reader can act on.
 */
export const LEGAL_FETCH_TIMEOUT_MS = 10_000;
/** Texts of the legal page (spec 2.4, 4, 8). `{url}` is replaced. */
export const LEGAL_TEXTS = {
  heading: 'Legal Information',
  intro:
    'Below you will find all our legal documentation. Click though items below to visit individual policies and information.',
  empty: 'No data returned from API.',
  untitled: 'Untitled Section',
  loading: 'Loading legal information…',
  contentError: 'Error loading content from {url}',
  configErrorTitle: 'Configuration Error',
  configError: 'Failed to load this configuration from {url}',
  findPrompt:
    'Would you like to expand all sections for better search results? Note: Collapsed sections may not be searchable.',
  findConfirm: 'Expand all',
  findCancel: 'Not now',
  findLabel: 'Search in collapsed sections',
  /** Notes on remote input over a limit (REMOTE_LIMITS); `{count}` and `{limit}` are replaced. */
  moreSections: '{count} more sections are not shown: this page shows at most {limit}.',
  moreSubsections: '{count} more sub-sections are not shown: a section shows at most {limit}.',
  deeperSubsections: 'Sub-sections nested deeper are not shown.',
  deepMarkup: 'Markup nested deeper than {limit} levels is shown without that structure.',
  manyElements: 'Only the first {limit} elements of this text keep their markup; the rest is shown as plain text.',
  deepQuotes: 'Quotes nested deeper than {limit} levels are shown at that depth.',
} as const;

/**
 * Limits on remote input, so that hostile sizes and depths cannot freeze a page (every remote JSON and text:
 * legal pages, configurations and content, the site list, the profile). Over a byte or depth limit a source is
 * refused with a message in the page; over a count the first ones are shown with a note; markup and quotes
 * nested deeper than their limit are shown flattened at that depth.
 */
export const REMOTE_LIMITS = {
  /** Legal pages and configurations, and each content text (localOverride, mdSource), bytes. */
  legalBytes: 2 * 1024 * 1024,
  /**
   * Sections shown on a legal page; sub-sections shown in one section. Only these two levels are read, however
   * deep the JSON nests (sub-sections of sub-sections are left out with a note).
   */
  sections: 100,
  subsections: 50,
  /** Characters of a section's title shown; a longer one is cut with '…' (ids: 128 characters, `tidyId`). */
  titleLength: 200,
  /**
   * All remote content texts (localOverride, mdSource) of one legal page together, bytes, in the order the
   * source lists them: from the first text that would pass it on, content shows its error text with the reason.
   * The legal pages of the provider weigh tens of KB in all; this is room for a hundred times that, and it
   * bounds what a hostile source can make a page fetch and sanitise (100 sections × 50 sub-sections × 2 MB
   * otherwise).
   */
  legalTotalBytes: 4 * 1024 * 1024,
  /** Elements nested in remote HTML; deeper ones are left out and their text shown at this depth. */
  htmlDepth: 64,
  /** Attributes of one tag in remote HTML; the rest are left out (no allowed element needs a tenth of them). */
  htmlAttributes: 64,
  /**
   * Elements of one remote text (HTML, or markdown once converted); beyond them, tags are left out and their text
   * kept. A long real policy has a few thousand; 100,000 list items took Chromium over a second to style.
   */
  htmlElements: 10_000,
  /** Characters of a section's own icon markup; a larger one is not used (the built-in icon shows, if any). */
  iconLength: 64 * 1024,
  /** Quotes nested in remote markdown; deeper markers are left out. Leading spaces of a line, at most. */
  markdownQuoteDepth: 8,
  markdownIndent: 32,
  /** The site list: bytes, JSON nesting, and sites shown. */
  sitesBytes: 256 * 1024,
  sitesJsonDepth: 8,
  sites: 100,
  /** The profile response: bytes and JSON nesting. */
  profileBytes: 64 * 1024,
  profileJsonDepth: 16,
} as const;
