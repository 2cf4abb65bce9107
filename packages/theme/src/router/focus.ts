import { MAIN_CONTENT_ID } from '../constants.ts';

/**
 * Where focus goes after a client-side page change: what a reader of the new page starts from. The browser
 * moves focus on a full page load; a swapped page keeps it on the link that was chosen, which may be gone or
 * far from the new view, so the router moves it here.
 */

/**
 * The element to focus on the page now shown: the target of the URL's hash, else the page's h1, else the
 * main content. An h1 inside an island is passed over: the island may draw its content again.
 */
export function pageStart(doc: Document, hash: string): HTMLElement | null {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? doc.getElementById(id) : null;
  if (target) return target;
  const main = doc.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1');
  return heading && !heading.closest('[data-island]') ? heading : main;
}

/**
 * Focuses the start of the page now shown (see {@link pageStart}) without scrolling: the router has already
 * scrolled to where the reader should be. An element that cannot take focus is made focusable by script only.
 */
export function focusPageStart(hash: string): void {
  const target = pageStart(document, hash);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
