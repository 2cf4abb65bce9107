import { expect, test, type Page } from '@playwright/test';
import { axeViolations, failOnCspViolations, openDemo } from '../widgets/support.ts';

failOnCspViolations(test);

/** Each demo page, and how to bring it to the state worth checking. */
const PAGES: Record<string, (page: Page) => Promise<void>> = {
  'index.html': async () => {},
  'banner.html': async (page) => {
    await expect(page.locator('.ad-banner').first()).toBeVisible();
  },
  'cookie-consent.html': async (page) => {
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  },
  'help.html': async (page) => {
    await page.getByRole('button', { name: 'About probes' }).click();
    await expect(page.getByRole('dialog', { name: 'About probes' })).toBeVisible();
  },
  'rollover.html': async (page) => {
    await page.getByRole('button', { name: '12 probes' }).hover();
    await expect(page.locator('.ad-rollover__panel')).toBeVisible();
  },
  'pan-zoom.html': async (page) => {
    await page.getByRole('button', { name: 'Zoom in' }).first().click();
    await expect(page.locator('.ad-pan-zoom').first()).toHaveAttribute('data-scale', '1.350');
  },
  'header.html': async (page) => {
    await page.getByRole('button', { name: /Measurements/ }).click();
    await expect(page.getByRole('link', { name: 'My measurements' })).toBeVisible();
  },
  'app-switcher.html': async (page) => {
    await page.getByRole('button', { name: 'RIPE NCC applications', exact: true }).click();
    await expect(page.getByRole('link', { name: 'RIPE Atlas' }).first()).toBeVisible();
  },
  'sign-in.html': async (page) => {
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  },
  'mermaid.html': async (page) => {
    await expect(page.locator('ripe-mermaid#good .ad-mermaid')).toHaveAttribute('data-state', 'rendered');
    await expect(page.locator('ripe-mermaid#broken .ad-mermaid')).toHaveAttribute('data-state', 'error');
  },
  'legal.html': async (page) => {
    await expect(page.getByRole('button', { name: 'Demo Terms' })).toBeVisible();
  },
  'legal-hostile-ids.html': async (page) => {
    await page.getByRole('button', { name: 'Brace Policy' }).click();
    await expect(page.getByRole('button', { name: 'Part AB Again' })).toBeVisible();
  },
};

for (const [path, prepare] of Object.entries(PAGES)) {
  for (const dark of [false, true]) {
    test(`the widget demo ${path} in ${dark ? 'dark' : 'light'} has no axe violations`, async ({ page }) => {
      await openDemo(page, path, { dark });
      await prepare(page);
      if (dark && path === 'mermaid.html') {
        await expect(page.locator('ripe-mermaid#good .ad-mermaid')).toHaveAttribute('data-theme', 'dark');
        await expect(page.locator('ripe-mermaid#good .ad-mermaid')).toHaveAttribute('data-state', 'rendered');
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
