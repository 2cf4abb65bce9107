import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, openDemo, recordEvents, recordedEvents } from '../widgets/support.ts';

failOnCspViolations(test);

const banner = (page: Page, id: string) => page.locator(`ripe-banner[banner-id="${id}"]`);

test.describe('<ripe-banner> on its demo page', () => {
  test('shows each level', async ({ page }) => {
    await openDemo(page, 'banner.html');
    const levels = [
      ['maintenance', 'warning'],
      ['welcome', 'info'],
      ['outage', 'alarm'],
      ['release', 'accent'],
      ['credits', 'positive'],
      ['cookies', 'cookie'],
    ] as const;
    for (const [id, level] of levels) {
      await expect(banner(page, id).locator('.ad-banner')).toHaveAttribute('data-level', level);
      await expect(banner(page, id).locator('.ad-banner')).toBeVisible();
    }
  });

  test('a dismissal is remembered per banner across a reload', async ({ page }) => {
    await openDemo(page, 'banner.html');
    await recordEvents(page, 'ripe-banner-dismiss');
    await banner(page, 'welcome').getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner(page, 'welcome').locator('.ad-banner')).toBeHidden();
    await expect(banner(page, 'welcome')).toHaveAttribute('dismissed', '');
    expect(await recordedEvents(page, 'ripe-banner-dismiss')).toEqual([
      { detail: { id: 'welcome' }, bubbles: true, composed: true },
    ]);
    await page.reload();
    await expect(banner(page, 'credits').locator('.ad-banner')).toBeVisible();
    await expect(banner(page, 'welcome').locator('.ad-banner')).toBeHidden();
    await expect(banner(page, 'welcome').locator('.ad-banner')).toHaveAttribute('data-state', 'closed');
  });

  test('its link and its custom button dismiss it', async ({ page }) => {
    await openDemo(page, 'banner.html');
    await recordEvents(page, 'ripe-banner-button');
    await banner(page, 'release').getByRole('button', { name: 'Got it' }).click();
    await expect(banner(page, 'release').locator('.ad-banner')).toBeHidden();
    expect(await recordedEvents(page, 'ripe-banner-button')).toEqual([
      { detail: { id: 'release' }, bubbles: true, composed: true },
    ]);
    await banner(page, 'maintenance').getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/index(\.html)?$/);
    await page.goBack();
    await expect(banner(page, 'credits').locator('.ad-banner')).toBeVisible();
    await expect(banner(page, 'maintenance').locator('.ad-banner')).toBeHidden();
  });

  test('a permanent banner has no dismiss button and stays after its link and button', async ({ page }) => {
    await openDemo(page, 'banner.html');
    const outage = banner(page, 'outage');
    await expect(outage.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    await expect(outage.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await outage.getByRole('button', { name: 'Report a problem' }).click();
    await expect(outage.locator('.ad-banner')).toBeVisible();
    await outage.getByRole('link', { name: 'Status page' }).click();
    await expect(page).toHaveURL(/\/index(\.html)?$/);
    await page.goBack();
    await expect(outage.locator('.ad-banner')).toBeVisible();
  });
});
