import { expect, type Page } from '@playwright/test';
import { FIXTURE } from './sites.ts';

/** The fixture site's origin; its pages are opened by absolute URL: `${FX}/guide/`. */
export const FX = FIXTURE.url;

declare global {
  interface Window {
    /** Set by a test before a client-side navigation: it survives only if the document is not reloaded. */
    __marker?: number;
  }
}

/**
 * Waits until the shell has hydrated and its mount effects have run. The layout turns transitions on
 * 300 ms after mounting; by then the client router (the root's effect, which runs last) handles clicks.
 */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('.ad-layout')).toHaveAttribute('data-transitions', 'on');
}

/** Opens a page and waits for the shell to be interactive. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await shellReady(page);
}

/** Marks the current document; see {@link marker}. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__marker = 1;
  });
}

/** 1 while the document marked by {@link markDocument} is still loaded, undefined after a full load. */
export function marker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.__marker);
}
