import { expect, test, type Page } from '../support/test.ts';
import { FIXTURE } from '../support/sites.ts';
import { DEMOS } from '../widgets/support.ts';

/**
 * The application switcher's panel stays inside the window from 320 px up, wherever the button sits: in the
 * docs site's navigation bar (between search and sign-in) and at the end of a plain `<ripe-header>`.
 */
const PLACES = [
  { name: 'the fixture site’s navigation bar', url: `${FIXTURE.url}/guide/`, sites: 6 },
  { name: 'a plain <ripe-header> page', url: `${DEMOS}/header.html`, sites: 6 },
] as const;

const WIDTHS = [320, 390, 1280];

const appsButton = (page: Page) => page.getByRole('button', { name: 'RIPE NCC applications', exact: true });
const appsList = (page: Page) => page.getByRole('navigation', { name: 'RIPE NCC applications', exact: true });

for (const place of PLACES) {
  for (const width of WIDTHS) {
    test(`in ${place.name} at ${width} px the open panel and every site in it are inside the window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto(place.url);
      await appsButton(page).click();
      const links = appsList(page).getByRole('link');
      await expect(links).toHaveCount(place.sites);
      const panel = await appsList(page).boundingBox();
      expect(panel).not.toBeNull();
      const box = panel!;
      expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
      expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(640);
      // Below the button, not over it.
      const button = await appsButton(page).boundingBox();
      expect(box.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
      // Both columns: every site is wholly visible and can be clicked (nothing covers it).
      const xs = new Set<number>();
      for (const link of await links.all()) {
        await expect(link).toBeInViewport({ ratio: 1 });
        await link.click({ trial: true });
        xs.add(Math.round((await link.boundingBox())?.x ?? -1));
      }
      expect(xs.size).toBe(2);
    });
  }
}
