import type { Locator } from '@playwright/test';
import { test, expect, type Page } from '../support/test.ts';
import { visit } from '../support/shell.ts';
import { FIXTURE, SITE } from '../support/sites.ts';
import { openDemo } from '../widgets/support.ts';

/**
 * Forced colours (Windows contrast themes): the browser replaces every colour with the theme's few system
 * colours and drops shadows, so a state shown only by a tint or a coloured border disappears. Every selected
 * or current state must still differ from its neighbours in what survives: system colours such as
 * Highlight, borders, outlines or underlines (a bolder weight alone is not enough).
 */

/** What forced colours leave a reader to tell one item from another. */
const DRAWN = [
  'color',
  'background-color',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'outline',
  'text-decoration-line',
] as const;

/**
 * How the element is drawn, as a reader sees it: each colour blended over the page's background (a tint
 * of 10 % over white is white), a border or outline of style `none` or width 0 as `none`.
 */
function drawn(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate((element) => {
    const canvas = getComputedStyle(document.body)
      .backgroundColor.match(/[\d.]+/g)
      ?.map(Number) ?? [255, 255, 255];
    const seen = (color: string): string => {
      const [r = 0, g = 0, b = 0, a = 1] = color.match(/[\d.]+/g)?.map(Number) ?? [];
      const blend = (value: number, index: number): number => Math.round(value * a + (canvas[index] ?? 255) * (1 - a));
      return `rgb(${blend(r, 0)}, ${blend(g, 1)}, ${blend(b, 2)})`;
    };
    const style = getComputedStyle(element);
    const line = (prefix: string): string => {
      const lineStyle = style.getPropertyValue(`${prefix}-style`);
      const width = parseFloat(style.getPropertyValue(`${prefix}-width`));
      return lineStyle === 'none' || width === 0
        ? 'none'
        : `${lineStyle} ${seen(style.getPropertyValue(`${prefix}-color`))}`;
    };
    return {
      color: seen(style.color),
      'background-color': seen(style.backgroundColor),
      'border-top': line('border-top'),
      'border-right': line('border-right'),
      'border-bottom': line('border-bottom'),
      'border-left': line('border-left'),
      outline: line('outline'),
      'text-decoration-line': style.textDecorationLine,
    };
  });
}

/** The properties in which the two differ. */
async function differences(selected: Locator, other: Locator): Promise<string[]> {
  const [a, b] = await Promise.all([drawn(selected), drawn(other)]);
  return DRAWN.filter((property) => a[property] !== b[property]);
}

async function forced(page: Page): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

/** Each state: how to reach it, then the selected item and an unselected one of the same kind. */
const STATES: Record<string, (page: Page) => Promise<[Locator, Locator]>> = {
  'the active search result': async (page) => {
    await visit(page, `${SITE.url}/docs/`);
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('probe');
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    await expect(dialog.getByRole('option').nth(1)).toBeVisible();
    return [dialog.locator('[role="option"][aria-selected="true"]'), dialog.getByRole('option').nth(1)];
  },
  'the sidebar’s current page': async (page) => {
    await visit(page, `${SITE.url}/docs/getting-started/credits`);
    const nav = page.getByRole('navigation', { name: 'Sidebar navigation' });
    return [nav.locator('a[aria-current="page"]'), nav.locator('a:not([aria-current])').first()];
  },
  'the outline’s current heading': async (page) => {
    await visit(page, `${SITE.url}/docs/measurements/traceroute`);
    const outline = page.locator('.ad-doc-layout__aside');
    // The reader has scrolled to 'Choosing a protocol': its heading is just under the top of the window.
    await page.evaluate(() => {
      const heading = document.getElementById('choosing-a-protocol');
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
    });
    await expect(outline.locator('a[aria-current="location"]')).toHaveCount(1);
    return [outline.locator('a[aria-current="location"]'), outline.locator('a:not([aria-current])').first()];
  },
  'the navigation bar’s active item': async (page) => {
    await visit(page, `${SITE.url}/docs/getting-started/credits`);
    const nav = page.locator('.ad-nav-menu');
    return [nav.getByRole('link', { name: 'Docs' }), nav.getByRole('link', { name: 'API' })];
  },
  'the language menu’s current language': async (page) => {
    await visit(page, `${FIXTURE.url}/guide/`);
    await page.getByRole('button', { name: 'Change language' }).click();
    const menu = page.locator('.ad-language-menu');
    return [menu.locator('[aria-current]'), menu.getByRole('link', { name: 'Nederlands' })];
  },
  'the navigation screen’s active item': async (page) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, `${FIXTURE.url}/guide/`);
    await page.getByRole('button', { name: 'Main navigation' }).click();
    const screen = page.locator('#ad-nav-screen');
    return [screen.getByRole('link', { name: 'Guide' }), screen.getByRole('link', { name: 'Plain page' })];
  },
  'the application switcher’s current site': async (page) => {
    await visit(page, `${FIXTURE.url}/guide/`);
    await page.getByRole('button', { name: 'RIPE NCC applications' }).click();
    const list = page.getByRole('navigation', { name: 'RIPE NCC applications' });
    await expect(list.locator('a[aria-current]')).toBeVisible();
    return [list.locator('a[aria-current]'), list.locator('a:not([aria-current])').first()];
  },
  'the selected tab of an operation’s code samples': async (page) => {
    await page.goto(`${FIXTURE.url}/api/measurements#get-api-v2-measurements`);
    const operation = page.locator('.ad-api-op').filter({ has: page.locator('h3[id="get-api-v2-measurements"]') });
    await expect(operation.locator('details')).toHaveAttribute('open');
    await operation.getByRole('button', { name: 'Try it' }).click();
    const tabs = operation.getByRole('tablist', { name: 'Code' });
    await expect(tabs).toBeVisible();
    return [tabs.getByRole('tab', { selected: true }), tabs.getByRole('tab', { selected: false }).first()];
  },
  'the sign-in menu’s current page': async (page) => {
    await openDemo(page, 'sign-in.html', { sameSite: true });
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    const menu = page.getByRole('navigation', { name: 'Account' });
    return [menu.locator('a[aria-current="page"]'), menu.getByRole('link', { name: 'Profile' })];
  },
};

test.describe('in forced colours every selected or current state stands out', () => {
  for (const [name, reach] of Object.entries(STATES)) {
    test(name, async ({ page }) => {
      await forced(page);
      const [selected, other] = await reach(page);
      await expect(selected).toBeVisible();
      await expect(other).toBeVisible();
      expect(await differences(selected, other), `${name}: what tells it apart`).not.toEqual([]);
    });
  }

  test('the appearance switch’s thumb is drawn, on and off', async ({ page }) => {
    await forced(page);
    await visit(page, `${FIXTURE.url}/guide/`);
    const track = page.locator('.ad-navbar__extras .ad-appearance');
    const thumb = track.locator('.ad-appearance__thumb');
    for (const checked of ['false', 'true']) {
      await expect(track).toHaveAttribute('aria-checked', checked);
      const [outside, inside] = await Promise.all([drawn(track), drawn(thumb)]);
      expect(
        inside['background-color'] !== outside['background-color'] ||
          inside['border-top'] !== 'none' ||
          inside.outline !== 'none',
        'the thumb differs from its track',
      ).toBe(true);
      await track.click();
    }
  });
});
