import { expect, type Page } from '@playwright/test';

/** Opens every section and sub-section by clicking, outermost first. */
export async function expandAll(page: Page): Promise<void> {
  const closed = page.locator('.ad-legal__trigger[aria-expanded="false"]:visible');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(page.locator('.ad-legal__trigger[aria-expanded="false"]')).toHaveCount(0);
}
