import axe from 'axe-core';

/** WCAG 2.0 to 2.2, A and AA, as in the browser tests. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations inside `root`, one line each. Colour contrast needs layout, which jsdom has not:
 * the browser tests check it.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The one element matching `selector`; fails the test when there is none. */
export function one<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  return element;
}

/**
 * jsdom has no PointerEvent: a MouseEvent with the pointer fields the widgets read. Installed once per test
 * file that needs it.
 */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

/**
 * jsdom has no `matchMedia`: one that answers width queries (`width >= N`, `width < N`) for a window width
 * the test sets. Returns a setter that changes the width and tells the listeners.
 */
export function installMatchMedia(initialWidth: number): (width: number) => void {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string): boolean => {
    const match = /\(width\s*(>=|<)\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === '>=' ? width >= limit : width < limit;
  };
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}
