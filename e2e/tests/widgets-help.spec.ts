import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, openDemo, recordEvents, recordedEvents } from '../widgets/support.ts';

failOnCspViolations(test);

const button = (page: Page, name = 'About probes') => page.getByRole('button', { name });
const popover = (page: Page, name = 'About probes') => page.getByRole('dialog', { name });
const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

test.describe('<ripe-help> on its demo page', () => {
  test('opens a 312 px pop-over in the top layer below its button, with focus inside', async ({ page }) => {
    await openDemo(page, 'help.html');
    await recordEvents(page, 'ripe-help-toggle');
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await button(page).click();
    await expect(popover(page)).toBeVisible();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await popover(page).evaluate((el) => el.matches(':popover-open'))).toBe(true);
    const box = await popover(page).boundingBox();
    const anchor = await button(page).boundingBox();
    expect(box?.width).toBe(312);
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((anchor?.y ?? 0) + (anchor?.height ?? 0));
    expect(Math.abs((box?.x ?? 0) - (anchor?.x ?? 0))).toBeLessThan(1);
    await expect(popover(page)).toBeFocused();
    await expect(page.locator('ripe-help').first()).toHaveAttribute('open', '');
    expect(await recordedEvents(page, 'ripe-help-toggle')).toEqual([
      { detail: { open: true }, bubbles: true, composed: true },
    ]);
  });

  test('closes on Escape and gives focus back to the button', async ({ page }) => {
    await openDemo(page, 'help.html');
    await button(page).click();
    await expect(popover(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('closes on a click outside and gives focus back to the button', async ({ page }) => {
    await openDemo(page, 'help.html');
    await button(page).click();
    await expect(popover(page)).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(popover(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('stays open for a click inside, and opens from the keyboard', async ({ page }) => {
    await openDemo(page, 'help.html');
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect(popover(page)).toBeVisible();
    await popover(page).click({ position: { x: 10, y: 10 } });
    await expect(popover(page)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await isFocused(page, 'ripe-help a')).toBe(true);
    await expect(popover(page)).toBeVisible();
  });

  test('stays inside the window next to the right edge', async ({ page }) => {
    await openDemo(page, 'help.html');
    await button(page, 'About anchors').click();
    const box = await popover(page, 'About anchors').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(box?.width).toBe(312);
  });
});
