import { test, expect, type Page } from '../support/test.ts';
import { visit } from '../support/shell.ts';
import { FIXTURE, SITE } from '../support/sites.ts';
import { openDemo } from '../widgets/support.ts';

/**
 * `prefers-reduced-motion: reduce`: nothing moves. Each page is brought into the states where things would
 * slide, fade, turn or expand, and every element and pseudo-element then has computed transition and
 * animation durations of 0. With motion allowed the same states do animate, so the check sees them.
 */

/**
 * Every element or pseudo-element of the theme and the widgets (their classes start with `ad-`) whose
 * transition or animation lasts, or waits, longer than 0 s; with its durations.
 */
function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const lasts = (durations: string): boolean => durations.split(',').some((value) => parseFloat(value) > 0);
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    for (const element of document.querySelectorAll('[class^="ad-"], [class*=" ad-"]')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const delays = style.transitionDelay;
        if (lasts(style.transitionDuration) || lasts(style.animationDuration) || lasts(delays)) {
          found.push(
            `${describe(element)}${pseudo ?? ''}: transition ${style.transitionDuration} (delay ${delays}), animation ${style.animationDuration}`,
          );
        }
      }
    }
    return found;
  });
}

/** Each page, and how to bring it into its moving states (open, expanded, switched). */
const SCENES: Record<string, { check: string; reach: (page: Page) => Promise<void> }> = {
  'the sidebar drawer, its backdrop and carets': {
    check: '.ad-sidebar',
    reach: async (page) => {
      await page.setViewportSize({ width: 800, height: 700 });
      await visit(page, `${FIXTURE.url}/guide/`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#ad-sidebar')).toHaveAttribute('data-state', 'open');
      await page.locator('#ad-sidebar .ad-sidebar__caret').first().click();
    },
  },
  'the appearance switch': {
    check: '.ad-appearance__thumb',
    reach: async (page) => {
      await visit(page, `${SITE.url}/docs/`);
      await page.locator('.ad-navbar__extras .ad-appearance').click();
    },
  },
  'the navigation screen’s button': {
    check: '.ad-navbar__hamburger-lines',
    reach: async (page) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await visit(page, `${FIXTURE.url}/guide/`);
      await page.getByRole('button', { name: 'Main navigation' }).click();
      await expect(page.locator('#ad-nav-screen')).toBeVisible();
    },
  },
  'the side menu’s expanding parents': {
    check: '.ad-side-menu__children',
    reach: async (page) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await openDemo(page, 'header.html');
      await page.getByRole('button', { name: 'Measurements' }).click();
      await expect(page.getByRole('link', { name: 'My measurements' })).toBeVisible();
    },
  },
  'the legal page’s chevrons': {
    check: '.ad-legal__chevron',
    reach: async (page) => {
      await openDemo(page, 'legal.html');
      await page.getByRole('button', { name: 'Demo Terms' }).click();
    },
  },
};

for (const [name, { check, reach }] of Object.entries(SCENES)) {
  test.describe(name, () => {
    test('move when motion is allowed', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await reach(page);
      expect((await moving(page)).some((line) => line.includes(check))).toBe(true);
    });

    test('do not move with prefers-reduced-motion: reduce', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await reach(page);
      expect(await moving(page)).toEqual([]);
    });
  });
}
