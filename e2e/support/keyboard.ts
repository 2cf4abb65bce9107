import type { Page } from '@playwright/test';

/** One stop of a keyboard walk: what had focus, and whether a reader could see any of it. */
export interface TabStop {
  /** Role-like description: the element's tag and its accessible text, e.g. `button "Dismiss"`. */
  name: string;
  /** Some of the element shows in the window, not covered by anything else (WCAG 2.4.11). */
  visible: boolean;
}

/** The figures of a walk, for the test's annotations: stops, and how many of them were hidden. */
export interface TabWalk {
  stops: TabStop[];
  hidden: TabStop[];
}

/**
 * Describes the focused element and tells whether some of it shows: a grid of points over the part of its
 * box inside the window, where the element on top (`elementFromPoint`) must be the focused one or inside it.
 * Null when nothing but the document has focus.
 */
export function focusedStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    let visible = false;
    if (right > left && bottom > top) {
      const steps = 6;
      for (let i = 0; i <= steps && !visible; i++) {
        for (let j = 0; j <= steps && !visible; j++) {
          const x = Math.min(left + ((right - left) * i) / steps, right - 0.5);
          const y = Math.min(top + ((bottom - top) * j) / steps, bottom - 0.5);
          const hit = document.elementFromPoint(x, y);
          visible = hit !== null && (hit === element || element.contains(hit));
        }
      }
    }
    return { name, visible };
  });
}

declare global {
  interface Window {
    /** The elements a keyboard walk has reached so far. */
    __walked?: WeakSet<Element>;
  }
}

/**
 * Presses Tab until focus comes back to an element it reached before, leaves the page or `max` stops were
 * made, and records every stop. Call it on a freshly opened page: the walk starts where the browser's
 * sequential focus starting point is, the start of the document.
 */
export async function tabWalk(page: Page, max = 200): Promise<TabWalk> {
  await page.evaluate(() => {
    window.__walked = new WeakSet();
  });
  const stops: TabStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const repeated = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !window.__walked) return true;
      if (window.__walked.has(element)) return true;
      window.__walked.add(element);
      return false;
    });
    const stop = await focusedStop(page);
    if (repeated || !stop) break;
    stops.push(stop);
  }
  return { stops, hidden: stops.filter((stop) => !stop.visible) };
}

/** The names of the first `count` Tab stops of a freshly opened page. */
export async function firstTabStops(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    names.push((await focusedStop(page))?.name ?? '<body>');
  }
  return names;
}
