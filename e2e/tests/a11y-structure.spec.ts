import { test, expect, type Page } from '../support/test.ts';
import { visit } from '../support/shell.ts';
import { FIXTURE, SITE, WIDGETS_SITE } from '../support/sites.ts';
import { openDemo } from '../widgets/support.ts';

/**
 * What a screen reader hears of the page's structure: names that say what a control does, headings and
 * landmarks in order, status messages that are announced. axe's sweep (a11y.spec.ts) checks the rules it
 * has; these are the ones it cannot judge.
 */

/** The accessible name Chromium computes for the element (its accessibility tree, as screen readers get it). */
async function axName(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const names: string[] = [];
  for (const nodeId of nodeIds) {
    const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    names.push(String(nodes[0]?.name?.value ?? ''));
  }
  await session.detach();
  return names;
}

test.describe('names', () => {
  test('a sidebar caret is named for what it opens, not the same as its link', async ({ page }) => {
    await visit(page, `${FIXTURE.url}/guide/`);
    const nav = page.getByRole('navigation', { name: 'Sidebar navigation' });
    await expect(nav.getByRole('link', { name: 'Introduction', exact: true })).toBeVisible();
    // The group holds the current page, so it is open.
    await expect(nav.getByRole('button', { name: 'Pages under Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Introduction', exact: true })).toHaveCount(0);
  });

  test('a side-menu parent’s toggle is named for what it opens, not the same as its link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openDemo(page, 'header.html');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Probes', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Submenu of Probes' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Probes', exact: true })).toHaveCount(0);
  });

  test('a table’s scroller is named after the heading it is under', async ({ page }) => {
    await visit(page, `${SITE.url}/docs/apis/errors`);
    const names = await page
      .locator('.ad-table[role="region"]')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Table');
    expect(new Set(names).size, 'each scroller has a name of its own').toBe(names.length);
    const headings = await page
      .locator('.ad-doc :is(h1, h2, h3, h4)')
      .evaluateAll((all) => all.map((heading) => heading.textContent?.replace('\u200b', '').trim() ?? ''));
    for (const name of names) expect(headings.some((heading) => name.startsWith(heading))).toBe(true);
  });

  test('the Mermaid diagram is named after its title', async ({ page }) => {
    await visit(page, `${SITE.url}/docs/measurements/lifecycle`);
    const diagram = page.locator('.ad-island[data-island="mermaid"] .ad-mermaid');
    await expect(diagram).toHaveAttribute('data-state', 'rendered');
    await expect(page.getByRole('application', { name: 'Diagram', exact: true })).toHaveCount(0);
    await expect(page.getByRole('application', { name: /measurement statuses/i })).toBeVisible();
  });

  test('the home heading reads as words: name, then text', async ({ page }) => {
    await visit(page, `${SITE.url}/`);
    // Word by word, as a screen reader's reading cursor takes the text, and as the accessibility tree names it.
    expect(await page.locator('main h1').textContent()).toMatch(/^RIPE Atlas\s+\S/);
    const [name] = await axName(page, 'main h1');
    expect(name).toMatch(/^RIPE Atlas\s+\S/);
  });

  test('the logo link’s name holds the wordmark it shows', async ({ page }) => {
    await visit(page, `${SITE.url}/`);
    const [name] = await axName(page, 'a.ad-navbar__title');
    expect(name).toContain('RIPE Atlas');
  });

  for (const site of [FIXTURE, WIDGETS_SITE]) {
    test(`without a logo, the home link is the site’s title, on ${site.url}`, async ({ page }) => {
      await visit(page, `${site.url}/`);
      const title = await page.locator('a.ad-navbar__title').textContent();
      expect(title).toMatch(/Docs$/);
      expect(await axName(page, 'a.ad-navbar__title')).toEqual([title]);
    });
  }
});

test.describe('landmarks and headings', () => {
  test('the side menu over a narrow page is a dialog that holds the navigation, not a navigation made a dialog', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 700 });
    await openDemo(page, 'header.html');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.tagName)).not.toBe('NAV');
    await expect(dialog.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  for (const path of ['/', '/docs/getting-started/credits', '/about', '/404']) {
    test(`${path} has a footer landmark`, async ({ page }) => {
      await visit(page, SITE.url + path);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    });
  }

  test('the local navigation with ‘On this page’ is inside a landmark', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await visit(page, `${SITE.url}/docs/getting-started/credits`);
    const button = page.getByRole('button', { name: 'On this page' });
    await expect(button).toBeVisible();
    const landmark = await button.evaluate(
      (element) =>
        element.closest('nav, header, footer, main, aside, [role="region"], section[aria-label]')?.tagName ?? null,
    );
    expect(landmark).not.toBeNull();
  });
});

test.describe('status messages', () => {
  test('the legal page’s loading line is announced: it appears in a status region that was there before', async ({
    page,
  }) => {
    // Records each status region of the legal page as it is added, and every text it shows later.
    await page.addInitScript(() => {
      const seen: { addedWith: string; texts: string[] }[] = [];
      const regions = new Map<Element, { addedWith: string; texts: string[] }>();
      (window as { statusLog?: typeof seen }).statusLog = seen;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('.ad-legal [role="status"]')) {
          let entry = regions.get(region);
          if (!entry) {
            entry = { addedWith: region.textContent ?? '', texts: [] };
            regions.set(region, entry);
            seen.push(entry);
          }
          const text = region.textContent ?? '';
          if (entry.texts.at(-1) !== text) entry.texts.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The policies arrive only once the loading line was seen.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dynamic/legal-pages/**', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, `${WIDGETS_SITE.url}/legal`);
    await expect(page.locator('.ad-legal').getByRole('status')).toHaveText('Loading legal information…');
    release();
    await expect(page.locator('.ad-legal__trigger').first()).toBeVisible();
    const log = await page.evaluate(
      () => (window as { statusLog?: { addedWith: string; texts: string[] }[] }).statusLog,
    );
    expect(
      log?.some((entry) => entry.addedWith === '' && entry.texts.includes('Loading legal information…')),
      JSON.stringify(log),
    ).toBe(true);
  });
});
