import AxeBuilder from '@axe-core/playwright';
import { startAtlasApi, type AtlasApi } from '../stand-ins/atlas-api.ts';
import { ATLAS_API_PORT } from '../support/ports.ts';
import { FIXTURE } from '../support/sites.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';

/**
 * The try-it panel against the Atlas API stand-in on 127.0.0.1: the fixture site's panels send to it.
 * The stand-in's switches apply to every request, so the tests of this file run one after another.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${ATLAS_API_PORT}`;
const PAGE = `${FIXTURE.url}/api/measurements`;
let atlas: AtlasApi;

test.beforeAll(async () => {
  atlas = await startAtlasApi({ port: ATLAS_API_PORT });
});
test.afterAll(async () => {
  await atlas.close();
});
test.beforeEach(() => {
  atlas.setMode({});
});

/** Opens an operation by its deep link and its try-it panel; returns the panel. */
async function openPanel(page: Page, operationId: string, url = PAGE): Promise<Locator> {
  await page.goto(`${url}#${operationId}`);
  const block = page.locator(`h3[id="${operationId}"] + details`);
  await expect(block).toHaveAttribute('open');
  const button = block.getByRole('button', { name: 'Try it' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = block.locator('.ad-tryit__panel');
  await expect(panel.getByText('Request URL')).toBeVisible();
  return panel;
}

/** Opens a parameter's editor, enters a value and applies it. */
async function applyValue(panel: Locator, name: string, value: string): Promise<void> {
  const row = panel.locator('.ad-tryit__param').filter({ has: panel.page().locator(`code:text-is("${name}")`) });
  const edit = row.getByRole('button', { name: `Edit ${name}` });
  if ((await edit.getAttribute('aria-expanded')) !== 'true') await edit.click();
  const field = row.getByLabel(`Value of ${name}`);
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
  await row.getByRole('button', { name: 'Apply' }).click();
}

const urlOf = (panel: Locator) => panel.locator('.ad-tryit__url');
const responseOf = (panel: Locator) => panel.getByRole('region', { name: 'Response' });

test('send stays disabled with a hint until the path parameter is applied; then the answer shows', async ({ page }) => {
  const panel = await openPanel(page, 'get-api-v2-measurements-pk');
  const send = panel.getByRole('button', { name: 'Send request' });
  await expect(send).toBeDisabled();
  await expect(panel.getByText('Add a path parameter first: pk.')).toBeVisible();
  await expect(urlOf(panel)).toHaveText(`GET ${API}/api/v2/measurements/{pk}/`);
  // The response is hidden until a request returns.
  await expect(responseOf(panel)).toHaveCount(0);

  const row = panel.locator('.ad-tryit__param').first();
  await row.getByRole('button', { name: 'Edit pk' }).click();
  const input = row.getByLabel('Value of pk');
  await expect(input).toHaveAttribute('placeholder', 'type a integer');
  const apply = row.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await input.fill('   ');
  await expect(apply).toBeDisabled();
  await input.fill('1001');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(urlOf(panel)).toHaveText(`GET ${API}/api/v2/measurements/1001/`);
  // The same value again changes nothing, so apply is off.
  await expect(apply).toBeDisabled();
  await expect(panel.getByText('Add a path parameter first')).toHaveCount(0);

  await send.click();
  const response = responseOf(panel);
  await expect(response.getByRole('status')).toContainText('Status 200 in');
  await expect(response.getByRole('region', { name: 'Response body' })).toContainText('"id": 1001');
  await expect(response.getByRole('region', { name: 'Response body' })).toContainText('"type": "ping"');
  await expect(response.locator('.ad-tryit__headers')).toContainText('application/json');
  const sent = atlas.requests.at(-1);
  expect(sent?.path).toBe('/api/v2/measurements/1001/');
  expect(sent?.cookie).toBeUndefined();
  expect(sent?.authorization).toBeUndefined();

  // Hidden, shown again, expanded and collapsed.
  const body = response.locator('.ad-tryit__body');
  await response.getByRole('button', { name: 'Hide response' }).click();
  await expect(body).toBeHidden();
  await response.getByRole('button', { name: 'Show response' }).click();
  await expect(body).toBeVisible();
  const expand = response.getByRole('button', { name: 'Expand response' });
  await expand.click();
  await expect(expand).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveAttribute('data-state', 'expanded');
  await expand.click();
  await expect(body).toHaveAttribute('data-state', 'collapsed');
});

test('editors: true or false for booleans, a choice list for enums, warnings that do not block', async ({ page }) => {
  const panel = await openPanel(page, 'get-api-v2-measurements');
  const options = (name: string) =>
    panel
      .locator('.ad-tryit__param')
      .filter({ has: page.locator(`code:text-is("${name}")`) })
      .getByLabel(`Value of ${name}`)
      .locator('option');
  await panel.getByRole('button', { name: 'Edit is_public' }).click();
  await expect(options('is_public')).toHaveText(['Choose a value', 'true', 'false']);
  await panel.getByRole('button', { name: 'Edit status', exact: true }).click();
  await expect(options('status')).toContainText(['0 (Specified)', '2 (Ongoing)', '8 (Archived)']);

  await applyValue(panel, 'is_public', 'true');
  await applyValue(panel, 'type', 'ping');
  await applyValue(panel, 'page_size', '1000');
  const row = panel.locator('.ad-tryit__param').filter({ has: page.locator('code:text-is("page_size")') });
  await expect(row.getByText('page_size: 1000 is above the maximum of 500')).toBeVisible();
  await expect(row.locator('.ad-tryit__rules')).toContainText('maximum 500');
  await expect(urlOf(panel)).toHaveText(`GET ${API}/api/v2/measurements/?is_public=true&type=ping&page_size=1000`);

  // The warning does not block: the request goes out, and the server has the last word.
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(responseOf(panel).getByRole('status')).toContainText('Status 400');
  expect(atlas.requests.at(-1)?.path).toBe('/api/v2/measurements/');

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(urlOf(panel)).toHaveText(`GET ${API}/api/v2/measurements/?is_public=true&type=ping`);
});

test('a server error shows the error object of the spec', async ({ page }) => {
  atlas.setMode({ status: 500 });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const response = responseOf(panel);
  await expect(response.getByRole('status')).toContainText('Status 500');
  await expect(response.getByRole('region', { name: 'Response body' })).toHaveText(
    JSON.stringify({ error: 'HTTP error! Status: 500' }, null, 2),
  );
  await expect(response.getByRole('alert')).toHaveCount(0);
});

test('a redirect is followed and named', async ({ page }) => {
  atlas.setMode({ redirect: true });
  const panel = await openPanel(page, 'get-api-v2-measurements-pk');
  await applyValue(panel, 'pk', '1002');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const status = responseOf(panel).getByRole('status');
  await expect(status).toContainText('Status 200');
  await expect(status).toContainText(`redirected to ${API}/api/v2/measurements/`);
  await expect(responseOf(panel).getByRole('region', { name: 'Response body' })).toContainText('"count"');
});

test('an answer without CORS headers shows the failure and names network or CORS', async ({ page }) => {
  atlas.setMode({ cors: false });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const response = responseOf(panel);
  await expect(response.getByRole('status')).toContainText('Status no response');
  await expect(response.getByRole('alert')).toContainText('the network, or the API not allowing this page');
  await expect(response.getByRole('region', { name: 'Response body' })).toContainText('"error": "Failed to fetch"');
  // The browser withheld the answer: the page could not read it, though the request reached the server.
  expect(atlas.requests.at(-1)?.path).toBe('/api/v2/measurements/');
});

test('a network failure shows the same error object', async ({ page }) => {
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await atlas.close();
  try {
    await panel.getByRole('button', { name: 'Send request' }).click();
    const response = responseOf(panel);
    await expect(response.getByRole('alert')).toContainText('The cause may be the network');
    await expect(response.getByRole('region', { name: 'Response body' })).toHaveText(
      JSON.stringify({ error: 'Failed to fetch' }, null, 2),
    );
  } finally {
    atlas = await startAtlasApi({ port: ATLAS_API_PORT });
  }
});

test('operations that change data show curl with a key placeholder and are not sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE.url });
  const panel = await openPanel(page, 'patch-api-v2-measurements-pk');
  await expect(panel.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await expect(panel.getByText('PATCH requests change data, so this page does not send them')).toBeVisible();
  await applyValue(panel, 'pk', '1001');
  await applyValue(panel, 'is_public', 'true');
  const curl = panel.locator('.ad-tryit__curl');
  await expect(curl).toContainText(`curl -X PATCH '${API}/api/v2/measurements/1001/'`);
  await expect(curl).toContainText("-H 'Authorization: Key YOUR_KEY'");
  await expect(curl).toContainText('is_public=true');
  const before = atlas.requests.length;
  await panel.getByRole('button', { name: 'Copy curl command' }).click();
  await expect(panel.getByText('Copied the curl command.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.textContent());
  expect(atlas.requests.length).toBe(before);
});

test('every request is also shown as curl', async ({ page }) => {
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await applyValue(panel, 'type', 'dns');
  await expect(panel.locator('.ad-tryit__curl')).toHaveText(
    new RegExp(`^curl '${API}/api/v2/measurements/\\?type=dns'`),
  );
});

test('keyboard: open the panel, edit, apply and send without a mouse', async ({ page }) => {
  await page.goto(`${PAGE}#get-api-v2-measurements-pk`);
  const block = page.locator('h3[id="get-api-v2-measurements-pk"] + details');
  await expect(block).toHaveAttribute('open');
  const tryIt = block.getByRole('button', { name: 'Try it' });
  await tryIt.focus();
  await page.keyboard.press('Enter');
  await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
  const edit = block.getByRole('button', { name: 'Edit pk' });
  await expect(edit).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  await page.keyboard.press('Space');
  await expect(edit).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(block.getByLabel('Value of pk')).toBeFocused();
  await page.keyboard.type('1003');
  await page.keyboard.press('Enter');
  await expect(block.locator('.ad-tryit__url')).toContainText('/api/v2/measurements/1003/');
  const send = block.getByRole('button', { name: 'Send request' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(block.getByRole('region', { name: 'Response' }).getByRole('status')).toContainText('Status 200');
  // Space on the button closes the panel again.
  await tryIt.focus();
  await page.keyboard.press('Space');
  await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
  await expect(block.locator('.ad-tryit__panel')).toBeHidden();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with panels, an editor and a response open, in ${scheme}`, async ({ page }) => {
    // axe over a whole reference page takes a while on a busy machine.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    // A smaller resource page than measurements keeps the whole-page check quick.
    const panel = await openPanel(page, 'get-api-v2-anchors', `${FIXTURE.url}/api/anchors`);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await applyValue(panel, 'page_size', '9999');
    await expect(panel.getByText('page_size: 9999 is above the maximum of 500')).toBeVisible();
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(responseOf(panel).getByRole('status')).toContainText('Status');
    const one = page.locator('h3[id="get-api-v2-anchors-pk"] + details');
    await one.locator('summary').click();
    await one.getByRole('button', { name: 'Try it' }).click();
    await expect(one.getByText('Add a path parameter first: pk.')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
