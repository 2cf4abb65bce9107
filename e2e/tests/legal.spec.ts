import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { LEGAL_HOST_PORT } from '../support/ports.ts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { expandAll } from '../support/legal.ts';
import { SITE, WIDGETS_SITE } from '../support/sites.ts';

/**
 * The legal page of the widgets fixture site: the site's `::legal` island with the default source, which the
 * fixture's config points at the static-host stand-in (e2e/stand-ins/legal-host.ts).
 */
const LEGAL = `${WIDGETS_SITE.url}/legal`;
const STAND_IN = `http://127.0.0.1:${LEGAL_HOST_PORT}`;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test.beforeAll(async () => {
  const headers = await readFile(join(WIDGETS_SITE.dir, '_headers'), 'utf8');
  if (!headers.includes(STAND_IN)) {
    throw new Error(
      `The fixture site was built for another static host; rebuild it with this run's port: ` +
        `E2E_PORT=${process.env.E2E_PORT ?? ''} npm run build:fixture`,
    );
  }
});

const trigger = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The panel a section's button controls. */
async function panel(page: Page, name: string): Promise<Locator> {
  return page.locator(`[id="${await trigger(page, name).getAttribute('aria-controls')}"]`);
}

/** The sections' titles (not the headings inside their content). */
const sectionTitles = (page: Page) =>
  page.locator('.ad-legal__item[data-level="2"] > .ad-legal__title').allTextContents();

async function expectOpen(page: Page, names: string[], open: boolean): Promise<void> {
  for (const name of names) await expect(trigger(page, name)).toHaveAttribute('aria-expanded', String(open));
}

/** Records the page's scroll positions from the start, to tell a smooth scroll from a jump. */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const positions: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = positions;
    addEventListener('scroll', () => positions.push(scrollY), { passive: true });
  });
}

const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);

async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? -1)).toBeLessThan(200);
  await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(0);
  // A smooth scroll passes through positions between the start and the end; a jump has one.
  expect(new Set(await scrolls(page)).size).toBeGreaterThan(2);
}

test.describe('the legal page of the site', () => {
  test('the policies, loaded after the first paint, shift nothing in view: the footer starts below the window', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    // A slow phone's processor: the browser parses the page in slices and may paint between them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1350, height: 940 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(LEGAL);
      await expect(trigger(page, 'Fixture Copyright')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      expect(await layoutShifts(page)).toEqual([]);
    }
  });

  test('shows the policies of the default source, in order, with icons', async ({ page }) => {
    await page.goto(LEGAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Information' })).toBeVisible();
    await expect(
      page.getByText(
        'Below you will find all our legal documentation. Click though items below to visit individual policies and information.',
      ),
    ).toBeVisible();
    await expect(trigger(page, 'Fixture Copyright')).toBeVisible();
    expect(await sectionTitles(page)).toEqual([
      'Fixture Copyright',
      'Fixture Privacy',
      'Fixture Terms',
      'Fixture Cookies',
      'Fixture Legal',
      'Fixture Imprint',
    ]);
    const icons = await page
      .locator('.ad-legal__item[data-level="2"]')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('[data-icon]')?.getAttribute('data-icon') ?? null),
      );
    expect(icons).toEqual(['copyright', 'privacy', 'terms', 'cookies', 'legal', null]);
    expect(await page.locator('.ad-legal').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('900px');
    // The 'legal' section's sub-sections start collapsed, even one the source marks open.
    await trigger(page, 'Fixture Legal').click();
    await expectOpen(page, ['Fixture Probe Hosting', 'Fixture Anchor Hosting'], false);
  });

  test('opens and closes sections and sub-sections; markdown content is rendered', async ({ page }) => {
    await page.goto(LEGAL);
    await trigger(page, 'Fixture Terms').click();
    await expect(page.getByRole('heading', { name: 'Fair use' })).toBeVisible();
    await expect(page.locator('.ad-legal strong', { hasText: 'markdown' })).toBeVisible();
    await trigger(page, 'Fixture Terms').press('Enter');
    await expect(page.getByRole('heading', { name: 'Fair use' })).toBeHidden();
    await trigger(page, 'Fixture Legal').click();
    await trigger(page, 'Fixture Anchor Hosting').press('Space');
    await expect(page.getByText('zebrafinch clause')).toBeVisible();
    expect(await (await panel(page, 'Fixture Anchor Hosting')).evaluate((el) => getComputedStyle(el).maxHeight)).toBe(
      '10000px',
    );
  });

  test('ships no policy text of its own, and asks the production static host on the real site', async ({ page }) => {
    const fixtureHtml = await readFile(join(WIDGETS_SITE.dir, 'legal.html'), 'utf8');
    const siteHtml = await readFile(join(SITE.dir, 'legal.html'), 'utf8');
    for (const html of [fixtureHtml, siteHtml]) {
      expect(html).toContain('data-island="legal"');
      expect(html).not.toContain('Fixture Privacy');
    }
    const request = page.waitForRequest((r) => r.url().includes('/dynamic/legal-pages/'));
    await page.goto(`${SITE.url}/legal`);
    expect((await request).url()).toBe('https://static.ripe.net/dynamic/legal-pages/ripe-pages.json');
  });
});

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page HTML holds the heading, the introduction and the loading line', async ({ page }) => {
    await page.goto(LEGAL);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Legal Information');
    await expect(main.locator('.ad-legal__intro')).toHaveText(
      'Below you will find all our legal documentation. Click though items below to visit individual policies and information.',
    );
    await expect(main.getByRole('status')).toHaveText('Loading legal information…');
  });
});

test('the first state is drawn again by the component, once, and the policies replace the loading line', async ({
  page,
}) => {
  await page.goto(LEGAL);
  await expect(page.locator('.ad-legal__item[data-level="2"]').first()).toBeVisible();
  await expect(page.locator('main .ad-legal')).toHaveCount(1);
  await expect(page.locator('main .ad-legal__heading')).toHaveText('Legal Information');
  await expect(page.locator('main .ad-legal__intro')).toHaveCount(1);
  await expect(page.locator('main .ad-legal__status')).toHaveCount(0);
});

test.describe('deep links', () => {
  test('?section= opens that section only', async ({ page }) => {
    await page.goto(`${LEGAL}?section=cookies`);
    await expectOpen(page, ['Fixture Cookies'], true);
    await expectOpen(page, ['Fixture Privacy', 'Fixture Legal', 'Fixture Terms'], false);
  });

  test('?section=&subsection=&anchor= opens both and scrolls smoothly to the anchor after about 1 s', async ({
    page,
  }) => {
    await recordScrolls(page);
    await page.goto(`${LEGAL}?section=legal&subsection=probe-hosting&anchor=returns`);
    await expectOpen(page, ['Fixture Legal', 'Fixture Probe Hosting'], true);
    await expectOpen(page, ['Fixture Anchor Hosting'], false);
    // Open at once, scrolled only after the delay.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expectScrolledTo(page, '#returns');
  });

  test('#section opens the section and scrolls to it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await recordScrolls(page);
    await page.goto(`${LEGAL}#imprint`);
    await expectOpen(page, ['Fixture Imprint'], true);
    await expectScrolledTo(page, '#ad-legal-imprint-button');
  });

  test('#section--anchor opens the section and scrolls to the anchor', async ({ page }) => {
    await recordScrolls(page);
    await page.goto(`${LEGAL}#privacy-statement--retention`);
    await expectOpen(page, ['Fixture Privacy'], true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expectScrolledTo(page, '#retention');
  });

  test('#section--subsection--anchor opens both and scrolls to the anchor', async ({ page }) => {
    await recordScrolls(page);
    await page.goto(`${LEGAL}#legal--probe-hosting--returns`);
    await expectOpen(page, ['Fixture Legal', 'Fixture Probe Hosting'], true);
    await expectScrolledTo(page, '#returns');
  });

  test('the address follows what the reader opens, so a copied URL opens the same place', async ({ page }) => {
    await page.goto(LEGAL);
    await trigger(page, 'Fixture Cookies').click();
    await expect(page).toHaveURL(`${LEGAL}?section=cookies`);
    await trigger(page, 'Fixture Legal').click();
    await trigger(page, 'Fixture Anchor Hosting').click();
    await expect(page).toHaveURL(`${LEGAL}?section=legal&subsection=anchor-hosting`);
    const copied = page.url();
    const other = await page.context().newPage();
    await other.goto(copied);
    await expectOpen(other, ['Fixture Legal', 'Fixture Anchor Hosting'], true);
    await expectOpen(other, ['Fixture Cookies'], false);
    await other.close();
    await trigger(page, 'Fixture Legal').click();
    await expect(page).toHaveURL(LEGAL);
  });
});

test.describe('find in page', () => {
  test('collapsed panels are hidden="until-found", so find-in-page can reach their text', async ({ page }) => {
    await page.goto(LEGAL);
    await expect(trigger(page, 'Fixture Cookies')).toBeVisible();
    expect(await (await panel(page, 'Fixture Cookies')).getAttribute('hidden')).toBe('until-found');
    await trigger(page, 'Fixture Cookies').click();
    expect(await (await panel(page, 'Fixture Cookies')).getAttribute('hidden')).toBeNull();
    // The match itself (beforematch) is tested on the widget demo page, where the policies arrive before
    // Chromium stops looking for a text fragment on load.
  });

  test.describe('without beforematch', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
      });
      await page.clock.install();
    });

    test('the first Ctrl+F asks to expand everything, in a dialog; re-armed after 5 s', async ({ page }) => {
      await page.goto(LEGAL);
      await expect(trigger(page, 'Fixture Cookies')).toBeVisible();
      expect(await (await panel(page, 'Fixture Cookies')).getAttribute('hidden')).toBe('');
      await page.keyboard.press('Control+f');
      const dialog = page.getByRole('dialog', { name: 'Search in collapsed sections' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'Would you like to expand all sections for better search results? Note: Collapsed sections may not be searchable.',
      );
      await expect(page.getByRole('button', { name: 'Expand all' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Control+f');
      await expect(dialog).toBeHidden();
      await page.clock.fastForward(5000);
      await page.keyboard.press('Control+f');
      await expect(dialog).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: 'Expand all' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.ad-legal__trigger[aria-expanded="false"]')).toHaveCount(0);
      await expect(page.getByText('zebrafinch clause')).toBeVisible();
    });
  });
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no axe violations with sections closed and open, in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(LEGAL);
      await expect(trigger(page, 'Fixture Cookies')).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
      await expandAll(page);
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    });
  }
});
