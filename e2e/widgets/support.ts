import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type test as playwrightTest } from '@playwright/test';
import { STATIC_HOST_ORIGIN, WIDGETS_PORT } from '../support/ports.ts';

/** The widget demo pages, served by serve.ts (the webServer entry of playwright.config.ts). */
export const DEMOS = `http://127.0.0.1:${WIDGETS_PORT}`;
/**
 * The same pages from the static-host stand-in, https://localhost: same-site with the account-service
 * stand-in, as a production page on ripe.net is with access.ripe.net (see e2e/stand-ins/static-host.ts).
 */
export const SAME_SITE_DEMOS = STATIC_HOST_ORIGIN;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

const violations = new WeakMap<Page, string[]>();

/**
 * The demo pages are served with the docs site's content security policy; every test of a spec that calls
 * this fails on a violation of it (an inline style or script the widgets should not need).
 */
export function failOnCspViolations(test: typeof playwrightTest): void {
  test.beforeEach(async ({ page }) => {
    const found: string[] = [];
    violations.set(page, found);
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  test.afterEach(({ page }) => {
    expect(violations.get(page) ?? [], 'violations of the content security policy').toEqual([]);
  });
}

/** Opens a demo page once its custom elements are defined and have rendered. */
export async function openDemo(page: Page, path: string, { dark = false, sameSite = false } = {}): Promise<void> {
  await page.goto(`${sameSite ? SAME_SITE_DEMOS : DEMOS}/${path}`);
  await page.waitForFunction(() => customElements.get('ripe-banner') !== undefined);
  if (dark) await setDark(page, true);
}

export async function setDark(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
}

/** Records the CustomEvents of `type` that reach the document, for {@link recordedEvents}. */
export async function recordEvents(page: Page, type: string): Promise<void> {
  await page.evaluate((name) => {
    const log = ((window as unknown as { __events?: Record<string, unknown[]> }).__events ??= {});
    log[name] = [];
    document.addEventListener(name, (event) => {
      const custom = event as CustomEvent;
      log[name]?.push({ detail: custom.detail as unknown, bubbles: custom.bubbles, composed: custom.composed });
    });
  }, type);
}

export function recordedEvents(page: Page, type: string): Promise<unknown[]> {
  return page.evaluate(
    (name) => (window as unknown as { __events?: Record<string, unknown[]> }).__events?.[name] ?? [],
    type,
  );
}
