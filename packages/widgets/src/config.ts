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
