/**
 * Focus that does not fall to <body> when the control holding it goes away (a banner dismissed, a choice
 * made): it moves to the element the reader would reach next with Tab.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

/** Whether Tab reaches the element: in the tab order, not hidden or inert, and rendered. */
export function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
  // Where there is layout (not in jsdom), the browser's word on display, visibility and content-visibility.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** The first element outside `container` that Tab reaches after it, or with `previous`, before it. */
export function tabbableBeside(container: Element, direction: 'next' | 'previous'): HTMLElement | null {
  const candidates = [...container.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !container.contains(element),
  );
  const side = direction === 'next' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const ordered = direction === 'next' ? candidates : candidates.reverse();
  return ordered.find((element) => container.compareDocumentPosition(element) & side && isTabbable(element)) ?? null;
}

/**
 * When focus is inside `container`, which is about to be hidden, moves it to the element Tab would reach
 * next (the one before when nothing follows). Focus elsewhere is left where it is.
 */
export function moveFocusPast(container: Element | null): void {
  const active = container?.ownerDocument.activeElement;
  if (!container || !active || !container.contains(active)) return;
  (tabbableBeside(container, 'next') ?? tabbableBeside(container, 'previous'))?.focus();
}
