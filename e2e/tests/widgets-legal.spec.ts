import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_IDS_EXPECTED, PWNED_FLAG } from '../stand-ins/legal-fixtures.ts';
import { LEGAL_FOREIGN_PORT, LEGAL_HOST_PORT } from '../support/ports.ts';
import { axeViolations, DEMOS, failOnCspViolations, openDemo, setDark } from '../widgets/support.ts';
import { expandAll } from '../support/legal.ts';

failOnCspViolations(test);

/** The static-host stand-in and its foreign companion (e2e/stand-ins/legal-host.ts). */
const HOST = `http://127.0.0.1:${LEGAL_HOST_PORT}`;
const FOREIGN = `http://foreign.localhost:${LEGAL_FOREIGN_PORT}`;

const trigger = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The sections' titles (not the headings inside their content). */
const sectionTitles = (page: Page) =>
  page.locator('.ad-legal__item[data-level="2"] > .ad-legal__title').allTextContents();

/** Sets (string) or removes (null) attributes of the demo page's `<ripe-legal>`, which then loads again. */
async function configure(page: Page, attributes: Record<string, string | null>): Promise<void> {
  await page.locator('ripe-legal').evaluate((element, entries) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }, attributes);
}

async function openLegalDemo(page: Page): Promise<void> {
  await openDemo(page, 'legal.html');
  await expect(trigger(page, 'Demo Terms')).toBeVisible();
}

/** Requests the foreign host received: it is not on the allowed list, so there must never be any. */
async function foreignRequests(page: Page): Promise<unknown> {
  const response = await page.request.get(`http://127.0.0.1:${LEGAL_FOREIGN_PORT}/_requests`);
  return response.json();
}

test.describe('<ripe-legal> on its demo page', () => {
  test('loads a configuration with relative URLs, ordered by its order attribute, then the file', async ({ page }) => {
    await openLegalDemo(page);
    expect(await sectionTitles(page)).toEqual(['Demo Terms', 'Demo Privacy', 'Demo Cookies', 'Demo Missing']);
    await expect(trigger(page, 'Demo Cookies').locator('[data-icon="cookies"]')).toHaveCount(1);
    await trigger(page, 'Demo Terms').click();
    await expect(page.locator('.ad-legal blockquote')).toContainText('A quoted demo line.');
    await trigger(page, 'Demo Missing').click();
    const error = page.locator('.ad-legal em', { hasText: 'Error loading content from /legal/missing.md' });
    await expect(error).toBeVisible();
    expect(await error.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
  });

  test('a find-in-page match in a collapsed panel opens it and its section (beforematch)', async ({ page }) => {
    await openLegalDemo(page);
    // Following a text fragment runs Chromium's find-in-page: a match in a hidden="until-found" panel fires
    // beforematch on it. (On a fresh load the match depends on how soon the policies arrive; here they are in.)
    await page.locator('ripe-legal').evaluate((element) => {
      const links: [string, string][] = [
        ['Find the desk', 'demo%20desk'],
        ['Find the quote', 'quoted%20demo%20line'],
      ];
      for (const [text, fragment] of links) {
        const link = document.createElement('a');
        link.href = `#:~:text=${fragment}`;
        link.textContent = text;
        element.before(link);
      }
    });
    await page.getByRole('link', { name: 'Find the desk' }).click();
    await expect(trigger(page, 'Demo Privacy')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Write to the demo desk.')).toBeInViewport();
    await expect(trigger(page, 'Demo Terms')).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'Find the quote' }).click();
    await expect(trigger(page, 'Demo Terms')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('A quoted demo line.')).toBeInViewport();
    await expect(trigger(page, 'Demo Cookies')).toHaveAttribute('aria-expanded', 'false');
  });

  for (const dark of [false, true]) {
    test(`has no axe violations with sections closed and open, in ${dark ? 'dark' : 'light'}`, async ({ page }) => {
      await openLegalDemo(page);
      await setDark(page, dark);
      expect(await axeViolations(page)).toEqual([]);
      await expandAll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('<ripe-legal> with the static-host stand-in', () => {
  test('shows every content error text, and never asks a host off the allowed list', async ({ page }) => {
    await openLegalDemo(page);
    await configure(page, { 'config-url': `${HOST}/configs/good.json`, order: null });
    await expect(trigger(page, 'Markdown Source')).toBeVisible();
    expect(await sectionTitles(page)).toEqual([
      'Markdown Source',
      'Local Override',
      'Inline Content',
      'Untitled Section',
      'Own Icon',
      'Built-in Icon',
      'Missing Content',
      'Server Error',
      'Foreign Host',
    ]);
    await expandAll(page);
    for (const url of [`${HOST}/content/missing.md`, `${HOST}/status/500`, `${FOREIGN}/content/terms.md`]) {
      await expect(page.locator('.ad-legal em', { hasText: `Error loading content from ${url}` })).toBeVisible();
    }
    await expect(page.locator('#override-text')).toHaveText('Content from a local override.');
    await expect(trigger(page, 'Own Icon').locator('#own-icon-rect')).toHaveCount(1);
    expect(await foreignRequests(page)).toEqual([]);
  });

  for (const [what, url] of [
    ['not JSON', `${HOST}/configs/broken.json`],
    ['without a sections array', `${HOST}/configs/no-sections.json`],
    ['missing (404)', `${HOST}/configs/nope.json`],
    ['failing (500)', `${HOST}/status/500`],
    ['on a host off the allowed list', `${FOREIGN}/configs/good.json`],
  ] as const) {
    test(`a configuration ${what} gives the one 'Configuration Error' section`, async ({ page }) => {
      await openLegalDemo(page);
      await configure(page, { 'config-url': url });
      await expect(trigger(page, 'Configuration Error')).toBeVisible();
      await expect(page.locator('.ad-legal__item')).toHaveCount(1);
      await expect(page.locator('.ad-legal__item')).toHaveAttribute('data-section', 'error');
      await expect(page.getByText(`Failed to load this configuration from ${url}`, { exact: true })).toBeVisible();
      expect(await foreignRequests(page)).toEqual([]);
    });
  }

  test('the default source of the static host: a failure, and no sections', async ({ page }) => {
    await openLegalDemo(page);
    await configure(page, { 'config-url': null, order: null, 'static-host': HOST, appname: 'broken' });
    await expect(
      page.getByText(`Failed to load this configuration from ${HOST}/dynamic/legal-pages/broken-pages.json`),
    ).toBeVisible();
    await configure(page, { appname: 'empty' });
    await expect(page.getByText('No data returned from API.', { exact: true })).toBeVisible();
    await expect(page.locator('.ad-legal__item')).toHaveCount(0);
  });

  test('a slow content source leaves the page unchanged until everything is in, then draws it whole', async ({
    page,
  }) => {
    await openLegalDemo(page);
    await configure(page, { 'config-url': `${HOST}/configs/slow.json`, order: null });
    await expect(page.getByRole('status')).toHaveText('Loading legal information…');
    await expect(page.locator('.ad-legal__item')).toHaveCount(0);
    await expect(trigger(page, 'Slow Section')).toBeVisible({ timeout: 10_000 });
    expect(await sectionTitles(page)).toEqual(['Fast Section', 'Slow Section']);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('hostile section, sub-section and anchor ids become ids of letters, digits, _, - and ., unique, and deep links work', async ({
    page,
  }) => {
    await openDemo(page, 'legal-hostile-ids.html');
    await expect(trigger(page, 'Angle Policy')).toBeVisible();
    await expandAll(page);
    const legal = page.locator('ripe-legal');
    const { ids, references } = await legal.evaluate((root) => ({
      ids: [...root.querySelectorAll('[id]')].map((element) => element.id),
      references: [...root.querySelectorAll('[aria-controls], [aria-labelledby], [data-section]')].flatMap((element) =>
        ['aria-controls', 'aria-labelledby', 'data-section'].flatMap((name) => element.getAttribute(name) ?? []),
      ),
    }));
    for (const id of [...ids, ...references]) expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of ['aria-controls', 'aria-labelledby']) {
      const missing = await legal.evaluate(
        (root, attribute) =>
          [...root.querySelectorAll(`[${attribute}]`)].filter(
            (element) => !document.getElementById(element.getAttribute(attribute) ?? ''),
          ).length,
        name,
      );
      expect(missing, name).toBe(0);
    }
    const sectionIds = await page
      .locator('.ad-legal__item[data-level="2"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));
    expect(sectionIds).toEqual(HOSTILE_IDS_EXPECTED.sections);
    const subsectionIds = await page
      .locator('.ad-legal__item[data-section="brace-policy"] .ad-legal__item[data-level="3"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));
    expect(subsectionIds).toEqual(HOSTILE_IDS_EXPECTED.braceSubsections);

    // The address names what the reader opens with those ids, and opens the same place when loaded.
    await openDemo(page, 'legal-hostile-ids.html');
    await trigger(page, 'Brace Policy').click();
    await trigger(page, 'Part AB Again').click();
    await expect(page).toHaveURL(/\?section=brace-policy&subsection=ab-2$/);
    expect(await axeViolations(page)).toEqual([]);
    for (const link of ['?section=brace-policy&subsection=ab-2', '#brace-policy--ab-2--top']) {
      const other = await page.context().newPage();
      await other.goto(`${DEMOS}/legal-hostile-ids.html${link}`);
      await expect(trigger(other, 'Part AB Again')).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger(other, 'Brace Policy')).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger(other, 'Part AB')).toHaveAttribute('aria-expanded', 'false');
      await other.close();
    }
  });

  for (const [what, attributes] of [
    ['a configuration', { 'config-url': `${HOST}/configs/hostile.json`, order: null }],
    ['the default source', { 'config-url': null, order: null, 'static-host': HOST, appname: 'hostile' }],
  ] as const) {
    test(`hostile content from ${what} leaves no executable trace`, async ({ page }) => {
      await openLegalDemo(page);
      await configure(page, attributes);
      await expect(page.locator('#hostile-intro').first()).toHaveText('Hostile section text stays readable.');
      await expandAll(page);
      const legal = page.locator('ripe-legal');
      await expect(
        legal.locator('script, iframe, object, embed, form, button:not(.ad-legal__trigger), meta, base, style'),
      ).toHaveCount(0);
      const traces = await legal.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter(
              (a) => /^on/i.test(a.name) || /^data-evil$|^style$|^srcdoc$/.test(a.name) || /javascript:/i.test(a.value),
            )
            .map((a) => `${element.tagName} ${a.name}=${a.value}`),
        ),
      );
      expect(traces).toEqual([]);
      // The links that were javascript: are plain text now; clicking them, or the div that had a handler, does nothing.
      const before = page.url();
      for (const link of await page.locator('#js-link, #tab-link, #hostile-div').all()) await link.click();
      expect(page.url()).toBe(before);
      expect(
        await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PWNED_FLAG),
      ).toBeUndefined();
      expect(await foreignRequests(page)).toEqual([]);
    });
  }
});
