/** The numbers of spec section 9 that the shell uses, in one place. */

/** Sidebar shows as a column from this width; below it is a drawer. */
export const SIDEBAR_BREAKPOINT = 960;
/** The outline aside shows from this width; below it is a dropdown. */
export const ASIDE_BREAKPOINT = 1280;
/**
 * A short window (400 % zoom, a phone on its side): the top region and bars scroll away with the page instead
 * of staying at the top, so they never cover the focused element (WCAG 2.4.11). The CSS files use the same
 * height in their `@media (max-height: 480px)` rules.
 */
export const SHORT_WINDOW_QUERY = '(max-height: 480px)';
/** The mobile navigation screen closes when the window's outer width reaches this. */
export const NAV_SCREEN_CLOSE_WIDTH = 768;
/** Scroll handler throttle for the active heading. */
export const SCROLL_THROTTLE_MS = 100;
/** Sidebar transitions are off for this long after load, so it does not animate into place. */
export const TRANSITIONS_OFF_MS = 300;
/** The navigation (sidebar active item, outline, islands) is refreshed this long after a navigation. */
export const NAV_REFRESH_DELAY_MS = 100;
/** The stored appearance choice. */
export const APPEARANCE_STORAGE_KEY = 'atlas-docs-appearance';
/**
 * The class of the root element on a device whose keyboard has a Command key (Apple's), set before the first
 * paint: the search button shows "⌘ K" there, "Ctrl K" elsewhere, chosen by CSS so that nothing changes when
 * the shell hydrates.
 */
export const APPLE_KEYS_CLASS = 'ad-apple-keys';
/** The skip link, first in the document: before the top region and the shell's root. */
export const SKIP_LINK_ID = 'ad-skip-link';
/** The page's top region (the plugins' `top` components, a notice banner), above the shell's own root. */
export const PAGE_TOP_ID = 'ad-page-top';
/**
 * The page's main region, after the bars (navigation bar, local navigation, sidebar): the skip link's target,
 * and where the first paint stops waiting (nothing parsed after its start moves what is drawn before it).
 */
export const MAIN_CONTENT_ID = 'main-content';
/** The shell's root, which its HTML is in and hydrates. */
export const APP_ROOT_ID = 'app';
/** The hydration data, a JSON script after the shell's root. */
export const PAGE_DATA_ID = '__ATLAS_DATA__';
/** The CSS property that holds the top region's height (0 when it is empty or hidden). */
export const PAGE_TOP_HEIGHT_PROPERTY = '--ad-page-top-height';
/**
 * The content HTML of the page being hydrated: a stand-in, since the HTML is in the document already and
 * React keeps a hydrated element's inner HTML as it is. Reading it back would serialise the whole content
 * (400 KB on an API reference page), tens of milliseconds of a phone's main thread.
 */
export const CONTENT_IN_DOCUMENT = '<!-- the content the server rendered -->';
