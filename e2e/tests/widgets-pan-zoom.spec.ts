import { expect, test, type Locator, type Page } from '@playwright/test';
import { failOnCspViolations, openDemo, recordEvents, recordedEvents } from '../widgets/support.ts';

failOnCspViolations(test);

const control = (page: Page, id = 'generic') => page.locator(`ripe-pan-zoom#${id}`);
const scale = (panZoom: Locator) => panZoom.locator('.ad-pan-zoom');
const zoomIn = (panZoom: Locator) => panZoom.getByRole('button', { name: 'Zoom in' });
const zoomOut = (panZoom: Locator) => panZoom.getByRole('button', { name: 'Zoom out' });

/** The computed transform of the content: [scale, x, y]. */
async function transform(panZoom: Locator): Promise<[number, number, number]> {
  const matrix = await panZoom.locator('.ad-pan-zoom__content').evaluate((el) => getComputedStyle(el).transform);
  const values = /matrix\(([^)]+)\)/.exec(matrix)?.[1]?.split(',').map(Number) ?? [1, 0, 0, 1, 0, 0];
  return [values[0] ?? 1, values[4] ?? 0, values[5] ?? 0];
}

test.describe('<ripe-pan-zoom> on its demo page', () => {
  test('zooms with the buttons by e^0.3 between 0.125 and 4, and resets', async ({ page }) => {
    await openDemo(page, 'pan-zoom.html');
    await recordEvents(page, 'ripe-pan-zoom-change');
    const panZoom = control(page);
    await zoomIn(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '1.350');
    expect((await transform(panZoom))[0]).toBeCloseTo(Math.exp(0.3), 4);
    expect(await recordedEvents(page, 'ripe-pan-zoom-change')).toHaveLength(1);
    // e^(0.3 * 5) > 4: the fifth step reaches the maximum, after which the button is disabled.
    for (let i = 0; i < 4; i++) await zoomIn(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '4.000');
    await expect(zoomIn(panZoom)).toHaveAttribute('aria-disabled', 'true');
    // 4 * e^(-0.3 * 12) < 0.125 < 4 * e^(-0.3 * 11).
    for (let i = 0; i < 12; i++) await zoomOut(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '0.125');
    await expect(zoomOut(panZoom)).toHaveAttribute('aria-disabled', 'true');
    await panZoom.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '1.000');
    expect(await transform(panZoom)).toEqual([1, 0, 0]);
  });

  test('takes its limits and step from attributes', async ({ page }) => {
    await openDemo(page, 'pan-zoom.html');
    const panZoom = control(page, 'custom');
    await zoomIn(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '1.649');
    await zoomIn(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '2.000');
    // 2 * e^(-0.5 * 3) < 0.5 < 2 * e^(-0.5 * 2).
    for (let i = 0; i < 3; i++) await zoomOut(panZoom).click();
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '0.500');
    await expect(zoomOut(panZoom)).toHaveAttribute('aria-disabled', 'true');
  });

  test('pans and zooms from the keyboard when focused', async ({ page }) => {
    await openDemo(page, 'pan-zoom.html');
    const panZoom = control(page);
    const area = panZoom.getByRole('application', { name: 'Shapes' });
    await area.focus();
    await page.keyboard.press('+');
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '1.350');
    await page.keyboard.press('-');
    await expect(scale(panZoom)).toHaveAttribute('data-scale', '1.000');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await transform(panZoom)).toEqual([1, -40, -40]);
    await page.keyboard.press('0');
    expect(await transform(panZoom)).toEqual([1, 0, 0]);
  });

  test('pans by dragging', async ({ page }) => {
    await openDemo(page, 'pan-zoom.html');
    const panZoom = control(page);
    const box = await panZoom.getByRole('application').boundingBox();
    if (!box) throw new Error('not visible');
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, box.y + 130, { steps: 5 });
    await page.mouse.up();
    expect(await transform(panZoom)).toEqual([1, 50, 30]);
  });

  test('zooms with Ctrl and the wheel about the pointer; a plain wheel scrolls unless zoom-on-wheel', async ({
    page,
  }) => {
    await openDemo(page, 'pan-zoom.html');
    const generic = control(page);
    const box = await generic.getByRole('application').boundingBox();
    if (!box) throw new Error('not visible');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.wheel(0, -100);
    await expect(scale(generic)).toHaveAttribute('data-scale', '1.000');
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect(scale(generic)).toHaveAttribute('data-scale', '1.105');
    // The point under the pointer stays: (20 - x) / scale = 20, within the rounding of pointer positions.
    const [s, x, y] = await transform(generic);
    expect((20 - x) / s).toBeCloseTo(20, 0);
    expect((20 - y) / s).toBeCloseTo(20, 0);
    expect(s).toBeCloseTo(Math.exp(0.1), 4);

    const custom = control(page, 'custom');
    const customBox = await custom.getByRole('application').boundingBox();
    if (!customBox) throw new Error('not visible');
    await page.mouse.move(customBox.x + 50, customBox.y + 50);
    await page.mouse.wheel(0, -100);
    await expect(scale(custom)).not.toHaveAttribute('data-scale', '1.000');
  });
});
