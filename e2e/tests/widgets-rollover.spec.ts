import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, openDemo, recordEvents, recordedEvents } from '../widgets/support.ts';

failOnCspViolations(test);

const trigger = (page: Page) => page.getByRole('button', { name: '12 probes' });
const panel = (page: Page) => page.locator('.ad-rollover__panel');

async function centre(locator: ReturnType<Page['locator']>): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('<ripe-rollover> on its demo page', () => {
  test('shows on hover, stays while the pointer moves onto the panel, hides when it leaves', async ({ page }) => {
    await openDemo(page, 'rollover.html');
    await recordEvents(page, 'ripe-rollover-toggle');
    await expect(panel(page)).toBeHidden();
    await trigger(page).hover();
    await expect(panel(page)).toBeVisible();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    // Down from the trigger onto the panel's text in small steps: no gap closes it on the way.
    const from = await centre(trigger(page));
    const to = await centre(page.locator('.ad-rollover__card'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.move(to.x, to.y, { steps: 20 });
    await expect(panel(page)).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(panel(page)).toBeHidden();
    expect(await recordedEvents(page, 'ripe-rollover-toggle')).toEqual([
      { detail: { open: true }, bubbles: true, composed: true },
      { detail: { open: false }, bubbles: true, composed: true },
    ]);
  });

  test('shows on keyboard focus, stays while focus is in the panel, hides when focus leaves', async ({ page }) => {
    await openDemo(page, 'rollover.html');
    await trigger(page).focus();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'see the list' })).toBeFocused();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'A link after the panel' })).toBeFocused();
    await expect(panel(page)).toBeHidden();
  });

  test('Escape hides it without moving the pointer or focus', async ({ page }) => {
    await openDemo(page, 'rollover.html');
    await trigger(page).hover();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await trigger(page).focus();
    await page.mouse.move(5, 600);
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });
});
