import { expect, test } from '../support/test.ts';
import { FX, visit } from '../support/shell.ts';

/**
 * A code group (`::: code-group` in a page of the fixture site): its blocks become tabs named by their titles,
 * as the WAI-ARIA Authoring Practices' tabs with automatic activation.
 */

test('a code group is tabs: one block shows, the arrow keys, Home and End choose another', async ({ page }) => {
  await visit(page, `${FX}/handbook/Probes/Install`);
  const tablist = page.getByRole('tablist', { name: 'Code variants' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveText(['Debian', 'Fedora', 'macOS']);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toContainText('apt install probe-tools');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('dnf install probe-tools');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText('brew install probe-tools');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  // Only the chosen tab is in the tab order: Tab goes on to the code shown.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel').locator('pre')).toBeFocused();
});

test('a click chooses a tab; the panel is named by its tab', async ({ page }) => {
  await visit(page, `${FX}/handbook/Probes/Install`);
  await page.getByRole('tab', { name: 'macOS' }).click();
  await expect(page.getByRole('tabpanel', { name: 'macOS' })).toContainText('brew install probe-tools');
  await expect(page.getByRole('tab', { name: 'Debian' })).toHaveAttribute('aria-selected', 'false');
});
