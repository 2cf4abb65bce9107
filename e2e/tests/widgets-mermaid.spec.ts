import { expect, test, type Page } from '@playwright/test';
import { failOnCspViolations, openDemo, setDark } from '../widgets/support.ts';

failOnCspViolations(test);

const good = (page: Page) => page.locator('ripe-mermaid#good');
const broken = (page: Page) => page.locator('ripe-mermaid#broken');

test.describe('<ripe-mermaid> on its demo page', () => {
  test('renders the diagram to SVG in a pan-and-zoom control that zooms to 5, styled under the CSP', async ({
    page,
  }) => {
    await openDemo(page, 'mermaid.html');
    await expect(good(page).locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');
    const svg = good(page).locator('.ad-pan-zoom svg').first();
    await expect(svg).toBeVisible();
    await expect(good(page).getByText('Atlas API')).toBeVisible();
    // Mermaid's styles reached the nodes through CSSOM: not the black of an unstyled SVG.
    const fill = await good(page)
      .locator('.node rect, .node polygon')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(fill).not.toBe('rgb(0, 0, 0)');
    const zoomIn = good(page).getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 6; i++) await zoomIn.click();
    await expect(good(page).locator('.ad-pan-zoom')).toHaveAttribute('data-scale', '5.000');
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  });

  test('shows an error box with the message and the source for a broken diagram', async ({ page }) => {
    await openDemo(page, 'mermaid.html');
    const box = broken(page).locator('.ad-mermaid-error');
    await expect(box).toBeVisible();
    await expect(box.getByText('The diagram could not be rendered.')).toBeVisible();
    await expect(box.locator('.ad-mermaid-error__message')).toContainText('Parse error');
    await expect(box.locator('pre')).toHaveText('flowchart LR\n  A[User] --> --> B(');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('renders again in the dark theme when the page turns dark', async ({ page }) => {
    await openDemo(page, 'mermaid.html');
    await expect(good(page).locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');
    const lightFill = await good(page)
      .locator('.node rect')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    await setDark(page, true);
    await expect(good(page).locator('.ad-mermaid')).toHaveAttribute('data-theme', 'dark');
    await expect
      .poll(() =>
        good(page)
          .locator('.node rect')
          .first()
          .evaluate((el) => getComputedStyle(el).fill),
      )
      .not.toBe(lightFill);
  });

  test('Mermaid is loaded only by pages with a diagram', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openDemo(page, 'pan-zoom.html');
    await expect(page.locator('.ad-pan-zoom').first()).toBeVisible();
    expect(scripts.filter((path) => /mermaid/i.test(path))).toEqual([]);
    await openDemo(page, 'mermaid.html');
    await expect(good(page).locator('.ad-mermaid')).toHaveAttribute('data-state', 'rendered');
    expect(scripts.some((path) => /chunks\/mermaid\.core-/.test(path))).toBe(true);
  });
});
