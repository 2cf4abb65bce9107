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
export const DEFAULT_STATIC_HOST = 'https://static.ripe.net';

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
} as const;
