import { test, expect, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/** The outline of spec sections 2.2 and 4: levels, active heading, and the dropdown of narrower screens. */

const outline = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

/** Scrolls so that a heading sits a little below the sticky navigation bar. */
async function scrollToHeading(page: Page, id: string): Promise<void> {
  await page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) throw new Error(`no heading #${headingId}`);
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
  }, id);
}

test.describe('aside (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is labelled 'On this page' and shows level-2 headings only by default", async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    await expect(page.locator('#ad-outline-title')).toHaveText('On this page');
    await expect(outline(page)).toBeVisible();
    await expect(outline(page).getByRole('link')).toHaveText(['Getting around', 'Second section']);
    // The h3 is on the page, just not in the outline.
    await expect(page.getByRole('heading', { level: 3, name: 'A third-level heading' })).toBeVisible();
    await expect(outline(page).getByText('A third-level heading')).toHaveCount(0);
  });

  test("'deep' shows levels 2 to 6, h3s nested under their h2", async ({ page }) => {
    await visit(page, `${FX}/guide/long`);
    const links = outline(page).getByRole('link');
    await expect(links).toHaveCount(16);
    await expect(links.first()).toHaveText('Section 1');
    await expect(links.nth(1)).toHaveText('Detail 1');
    await expect(
      outline(page).locator('li', { hasText: 'Section 5' }).getByRole('link', { name: 'Detail 5' }),
    ).toHaveAttribute('href', '#detail-5');
  });

  test('marks the heading the reader has scrolled to with aria-current=location', async ({ page }) => {
    await visit(page, `${FX}/guide/long`);
    const section5 = outline(page).getByRole('link', { name: 'Section 5' });
    const section2 = outline(page).getByRole('link', { name: 'Section 2' });
    await expect(section5).not.toHaveAttribute('aria-current', /.*/);

    await scrollToHeading(page, 'section-5');
    await expect(section5).toHaveAttribute('aria-current', 'location');
    await expect(outline(page).locator('[aria-current]')).toHaveCount(1);

    await scrollToHeading(page, 'section-2');
    await expect(section2).toHaveAttribute('aria-current', 'location');
    await expect(section5).not.toHaveAttribute('aria-current', /.*/);
  });

  test('following an outline link marks that heading', async ({ page }) => {
    await visit(page, `${FX}/guide/long`);
    const section5 = outline(page).getByRole('link', { name: 'Section 5' });
    await section5.click();
    await expect(page).toHaveURL(`${FX}/guide/long#section-5`);
    await expect(page.getByRole('heading', { level: 2, name: 'Section 5' })).toBeInViewport();
    await expect(section5).toHaveAttribute('aria-current', 'location');
    await expect(outline(page).locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('breakpoint', () => {
  test('below 1280 px the outline is a dropdown, from 1280 px an aside', async ({ page }) => {
    await page.setViewportSize({ width: 1279, height: 800 });
    await visit(page, `${FX}/guide/long`);
    await expect(outline(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'On this page' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(outline(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'On this page' })).toBeHidden();
  });
});

test.describe('dropdown (1000 px)', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  async function openDropdown(page: Page) {
    await visit(page, `${FX}/guide/long`);
    await expect(outline(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'On this page' });
    const dropdown = page.locator('#ad-outline-dropdown');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    return { button, dropdown };
  }

  test("opens by click and shows 'Return to top' and the outline", async ({ page }) => {
    const { dropdown } = await openDropdown(page);
    await expect(dropdown.getByRole('link', { name: 'Return to top' })).toHaveAttribute('href', '#main-content');
    await expect(dropdown.getByRole('link', { name: 'Section 8' })).toHaveAttribute('href', '#section-8');
  });

  test('closes on a click outside', async ({ page }) => {
    const { button, dropdown } = await openDropdown(page);
    // The left edge of the heading: the dropdown covers its middle.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays open on a click inside', async ({ page }) => {
    const { button, dropdown } = await openDropdown(page);
    await dropdown.click({ position: { x: 4, y: 4 } });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
  });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    const { button, dropdown } = await openDropdown(page);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes on route change', async ({ page }) => {
    const { button, dropdown } = await openDropdown(page);
    await markDocument(page);
    // Follow a sidebar link by keyboard, so that no click lands outside the dropdown first.
    const link = page
      .getByRole('navigation', { name: 'Sidebar navigation' })
      .getByRole('link', { name: 'Introduction' });
    await link.focus();
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${FX}/guide/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    expect(await marker(page)).toBe(1);
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
