import type { Page } from '@playwright/test';

/**
 * Records the page's layout shifts from its first paint, in every document the page loads from now on: each
 * as its score and what moved (`0.0057: div.ad-navbar__content`), so that a failure names it.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
        shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((source) => name(source.node)).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the current document so far (see {@link recordLayoutShifts}), two frames from now. */
export async function layoutShifts(page: Page): Promise<string[]> {
  // Two frames, so that a shift of the last change is recorded.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
