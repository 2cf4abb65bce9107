import { expect, test, type Page } from '../support/test.ts';

/** Each operation's example request and response, in the page's HTML. */
const MEASUREMENTS = '/docs/apis/rest-api-reference/measurements';

async function openOperation(page: Page, id: string) {
  const operation = page.locator('.ad-api-op', { has: page.locator(`h3[id="${id}"]`) });
  await operation.locator('details.ad-api-op__details > summary').click();
  return operation;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an operation shows its example request and response, values that look like the API’s', async ({ page }) => {
    await page.goto(MEASUREMENTS);
    const create = await openOperation(page, 'post-api-v2-measurements');
    const request = create.locator('.ad-api__example', { hasText: 'Example request' });
    await expect(request.locator('pre')).toBeVisible();
    const body = JSON.parse((await request.locator('pre').textContent()) ?? '') as {
      definitions: { type: string; target?: string }[];
    };
    expect(body.definitions[0]).toMatchObject({ type: 'ping', target: 'www.ripe.net' });
    const one = await openOperation(page, 'get-api-v2-measurements-pk');
    const response = one.locator('.ad-api__example', { hasText: 'Example response' });
    await expect(response.locator('pre')).toBeVisible();
    const measurement = JSON.parse((await response.locator('pre').textContent()) ?? '') as { id: number };
    expect(measurement.id).toBe(12016241);
    // Copying needs the script: without it there is no button that would do nothing.
    await expect(response.getByRole('button', { name: 'Copy' })).toBeHidden();
  });
});

test('an example is copied by its button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(MEASUREMENTS);
  await expect(page.locator('.ad-tryit__open').first()).toHaveAttribute('data-state', 'ready');
  const one = await openOperation(page, 'get-api-v2-measurements-pk');
  const response = one.locator('.ad-api__example', { hasText: 'Example response' });
  await response.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Example copied.' })).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await response.locator('pre').textContent());
});
