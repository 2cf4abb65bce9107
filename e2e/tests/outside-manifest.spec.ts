/**
 * The package's custom-elements.json against the elements themselves, both from the packed package as a
 * CDN serves it (e2e/outside): on the page without React, every `ripe-*` element of the manifest is
 * defined, observes exactly the manifest's attributes, has its properties and no shadow parts, and the
 * events the elements dispatch while every widget is used are exactly the manifest's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CDN_DIR, CDN_PATH } from '../outside/prepare.ts';
import { OUTSIDE_PLAIN_PORT } from '../support/ports.ts';
import { expect, test, type Page } from '../support/test.ts';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  members: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
}

const PAGE = `https://localhost:${OUTSIDE_PLAIN_PORT}/`;
const LOG_KEY = 'ripe-events';

/** The manifest where tools look for it: the file the package.json's `customElements` names, in the package. */
async function manifestElements(): Promise<Declaration[]> {
  const packageDir = join(CDN_DIR, CDN_PATH);
  const { customElements } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    customElements?: string;
  };
  expect(customElements, 'package.json names its manifest by a path in the package').toMatch(/^(\.\/)?[\w-]+\//);
  const file = join(packageDir, customElements ?? '');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { modules: { declarations: Declaration[] }[] };
  return manifest.modules.flatMap((module) => module.declarations);
}

/** Records, across page loads of the tab, each CustomEvent a `ripe-*` element dispatches: `tag event`. */
async function recordElementEvents(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const descriptor = Object.getOwnPropertyDescriptor(EventTarget.prototype, 'dispatchEvent');
    const dispatch = descriptor?.value as (this: EventTarget, event: Event) => boolean;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event): boolean {
      if (event instanceof CustomEvent && this instanceof Element && this.localName.startsWith('ripe-')) {
        const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...log, `${this.localName} ${event.type}`]));
      }
      return dispatch.call(this, event);
    };
  }, LOG_KEY);
}

const recorded = async (page: Page): Promise<string[]> =>
  [
    ...new Set(await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], LOG_KEY)),
  ].sort();

test.describe('custom-elements.json of the packed package', () => {
  test('every element observes the attributes, has the properties and no parts the manifest lists', async ({
    page,
  }) => {
    const elements = await manifestElements();
    await page.goto(PAGE);
    const found = await page.evaluate(
      (tags) =>
        Promise.all(
          tags.map(async (tag) => {
            await customElements.whenDefined(tag);
            const element = document.querySelector(tag);
            const constructor = customElements.get(tag) as unknown as { observedAttributes?: string[] };
            return {
              tag,
              attributes: [...(constructor.observedAttributes ?? [])].sort(),
              inPage: element !== null,
              shadow: element?.shadowRoot !== null,
              parts: [...(element?.querySelectorAll('[part]') ?? [])].map((part) => part.getAttribute('part')),
              properties: element ? Object.keys(Object.getOwnPropertyDescriptors(Object.getPrototypeOf(element))) : [],
            };
          }),
        ),
      elements.map((element) => element.tagName),
    );
    expect(found.map((element) => element.tag)).toEqual(elements.map((element) => element.tagName));
    for (const [index, element] of elements.entries()) {
      const real = found[index];
      expect(real?.inPage, `${element.tagName} is on the page`).toBe(true);
      expect(real?.attributes, `${element.tagName} observedAttributes`).toEqual(
        element.attributes.map((attribute) => attribute.name).sort(),
      );
      expect(real?.shadow, `${element.tagName} renders into its light DOM`).toBe(false);
      expect(real?.parts, `${element.tagName} parts`).toEqual(element.cssParts.map((part) => part.name));
      for (const member of element.members) expect(real?.properties, element.tagName).toContain(member.name);
    }
  });

  test('the events the elements dispatch while every widget is used are the manifest’s', async ({ page }) => {
    const elements = await manifestElements();
    await recordElementEvents(page);
    await page.goto(PAGE);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(page.locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');

    await page.getByRole('region', { name: 'Notice' }).getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Remind me later' }).click();
    await page.getByRole('button', { name: 'All Cookies' }).click();
    await menuButton.click();
    await menuButton.click();
    // The menu's links would leave the page: the choice is recorded, the navigation not taken.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('ripe-side-menu a')) event.preventDefault();
      }),
    );
    await page.locator('ripe-side-menu').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'RIPE NCC applications', exact: true }).click();
    // An open panel lies over a backdrop that takes the next click outside it: closed first, as with Escape.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'About probe IDs' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Credits' }).hover();
    await expect(page.locator('.ad-rollover__panel')).toBeVisible();
    await page.getByRole('button', { name: 'Zoom in' }).first().click();
    // Signing in at the account service stand-in brings the page back with a profile call's state.
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(PAGE);
    await expect(page.locator('.ad-signin')).toHaveAttribute('data-status', 'logged-in');

    const documented = elements.flatMap((element) => element.events.map((event) => `${element.tagName} ${event.name}`));
    expect(await recorded(page)).toEqual([...new Set(documented)].sort());
  });
});
