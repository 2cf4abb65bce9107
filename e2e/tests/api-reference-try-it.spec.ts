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

/** An operation's block: its head (heading and Try it) and its details. */
const operationOf = (page: Page, operationId: string): Locator =>
  page.locator('.ad-api-op').filter({ has: page.locator(`h3[id="${operationId}"]`) });

/** Opens an operation by its deep link and its try-it panel; returns the panel. */
async function openPanel(page: Page, operationId: string, url = PAGE): Promise<Locator> {
  await page.goto(`${url}#${operationId}`);
  const operation = operationOf(page, operationId);
  await expect(operation.locator('details')).toHaveAttribute('open');
  const button = operation.getByRole('button', { name: 'Try it' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = operation.locator('.ad-tryit__panel');
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
  // The button's label says what it does next.
  await response.getByRole('button', { name: 'Expand response' }).click();
  const collapse = response.getByRole('button', { name: 'Collapse response' });
  await expect(collapse).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveAttribute('data-state', 'expanded');
  await collapse.click();
  await expect(response.getByRole('button', { name: 'Expand response' })).toHaveAttribute('aria-pressed', 'false');
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
  await expect(response.getByRole('status')).toHaveText(/^No response after \d+ ms$/);
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

test('operations that change data show code with a key placeholder and are not sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE.url });
  const panel = await openPanel(page, 'patch-api-v2-measurements-pk');
  await expect(panel.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await expect(panel.getByText('PATCH requests change data, so this page does not send them')).toBeVisible();
  await applyValue(panel, 'pk', '1001');
  await applyValue(panel, 'is_public', 'true');
  const code = panel.locator('.ad-tryit__curl');
  await expect(code).toContainText(`curl -X PATCH '${API}/api/v2/measurements/1001/'`);
  await expect(code).toContainText("-H 'Authorization: Key YOUR_KEY'");
  await expect(code).toContainText('is_public=true');
  const before = atlas.requests.length;
  await panel.getByRole('button', { name: 'Copy curl code' }).click();
  await expect(panel.getByText('Copied the curl code.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

  // HTTPie, Python (requests) and JavaScript (fetch), chosen with the arrow keys of the tab list.
  const tabs = panel.getByRole('tablist', { name: 'Code' });
  await tabs.getByRole('tab', { name: 'curl' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'HTTPie' })).toHaveAttribute('aria-selected', 'true');
  await expect(code).toContainText(`http --form PATCH '${API}/api/v2/measurements/1001/'`);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Python' })).toBeFocused();
  await expect(code).toContainText('requests.patch(');
  await expect(code).toContainText('"Authorization": "Key YOUR_KEY"');
  await page.keyboard.press('ArrowRight');
  await expect(code).toContainText(`fetch("${API}/api/v2/measurements/1001/", {`);
  await expect(code).toContainText('method: "PATCH"');
  await panel.getByRole('button', { name: 'Copy JavaScript code' }).click();
  await expect(panel.getByText('Copied the JavaScript code.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  await tabs.getByRole('tab', { name: 'JavaScript' }).focus();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  expect(atlas.requests.length).toBe(before);
});

test('the platform’s own tools as code, and the tab chosen remembered across operations and pages', async ({
  page,
}) => {
  const latest = await openPanel(page, 'get-api-v2-measurements-pk-latest');
  await applyValue(latest, 'pk', '1001');
  await applyValue(latest, 'probe_ids', '6001');
  const tabs = latest.getByRole('tablist', { name: 'Code' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'curl',
    'ripe-atlas',
    'HTTPie',
    'Python',
    'Cousteau',
    'JavaScript',
    'Node.js',
    'Go',
  ]);
  const code = latest.locator('.ad-tryit__curl');
  await tabs.getByRole('tab', { name: 'ripe-atlas' }).click();
  await expect(code).toHaveText('ripe-atlas report 1001 --probes 6001');
  await tabs.getByRole('tab', { name: 'Cousteau' }).click();
  await expect(code).toContainText('from ripe.atlas.cousteau import AtlasLatestRequest');
  await expect(code).toContainText('    msm_id=1001,\n    probe_ids=[6001],');
  // The stand-in is the fixture's API: Cousteau is pointed at it.
  await expect(code).toContainText(`    server="127.0.0.1:${ATLAS_API_PORT}",`);

  // Another page opens on the tab chosen; an operation Cousteau does not make shows the first, and the
  // choice holds for the next that it does.
  const probe = await openPanel(page, 'get-api-v2-probes-pk', `${FIXTURE.url}/api/probes`);
  await expect(probe.getByRole('tab', { name: 'Cousteau' })).toHaveAttribute('aria-selected', 'true');
  await expect(probe.locator('.ad-tryit__curl')).toContainText('probe = Probe(');
  const put = await openPanel(page, 'put-api-v2-probes-pk', `${FIXTURE.url}/api/probes`);
  await expect(put.getByRole('tab', { name: 'Cousteau' })).toHaveCount(0);
  await expect(put.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  const results = await openPanel(page, 'get-api-v2-measurements-pk-results');
  await expect(results.getByRole('tab', { name: 'Cousteau' })).toHaveAttribute('aria-selected', 'true');

  // A call the command line makes, but not with these values: why not, and nothing to copy.
  await applyValue(results, 'pk', '1001');
  await results.getByRole('tab', { name: 'ripe-atlas' }).click();
  await expect(
    results.getByText('ripe-atlas report fetches this call for a time range: give start or stop'),
  ).toBeVisible();
  await expect(results.getByRole('button', { name: 'Copy ripe-atlas code' })).toHaveCount(0);
  await applyValue(results, 'start', '1714564800');
  await expect(results.locator('.ad-tryit__curl')).toHaveText(
    'ripe-atlas report 1001 --start-time 2024-05-01T12:00:00',
  );
  await expect(results.getByRole('button', { name: 'Copy ripe-atlas code' })).toBeVisible();
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
  const block = operationOf(page, 'get-api-v2-measurements-pk');
  await expect(block.locator('details')).toHaveAttribute('open');
  const tryIt = block.getByRole('button', { name: 'Try it' });
  await tryIt.focus();
  await page.keyboard.press('Enter');
  await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
  const edit = block.getByRole('button', { name: 'Edit pk' });
  await expect(edit).toBeVisible();
  // The panel opens above the tables: after the summary, its first control is the first parameter's.
  await page.keyboard.press('Tab');
  await expect(block.locator('summary')).toBeFocused();
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

/** The row of a parameter in a panel. */
const paramRow = (panel: Locator, name: string): Locator =>
  panel.locator('.ad-tryit__param').filter({ has: panel.page().locator(`code:text-is("${name}")`) });

test('a list parameter with an enum takes several values, joined with commas as the API reads them', async ({
  page,
}) => {
  const panel = await openPanel(page, 'get-api-v2-measurements');
  const row = paramRow(panel, 'optional_fields');
  await row.getByRole('button', { name: 'Edit optional_fields' }).click();
  const group = row.getByRole('group', { name: 'Values of optional_fields' });
  await group.getByRole('checkbox', { name: 'probes', exact: true }).check();
  await group.getByRole('checkbox', { name: 'participation_requests' }).check();
  await row.getByRole('button', { name: 'Apply' }).click();
  // In the order the description declares them, whatever the order of the clicks.
  await expect(urlOf(panel)).toHaveText(
    `GET ${API}/api/v2/measurements/?optional_fields=participation_requests,probes`,
  );
  await expect(row.locator('.ad-tryit__param-value')).toHaveText('= participation_requests,probes');
  await group.getByRole('checkbox', { name: 'probes', exact: true }).uncheck();
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(urlOf(panel)).toHaveText(`GET ${API}/api/v2/measurements/?optional_fields=participation_requests`);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(responseOf(panel).getByRole('status')).toContainText('Status 200');
});

test('a JSON body editor is prefilled from the model, warns about bounds, and nothing is sent', async ({ page }) => {
  const panel = await openPanel(page, 'post-api-v2-measurements');
  const editor = panel.getByLabel('Request body (JSON)');
  await expect(editor).toHaveValue(/"definitions": \[/);
  await expect(editor).toHaveValue(/"type": "ping"/);
  await expect(editor).toHaveValue(/"packets": 3/);
  const example = await editor.inputValue();
  const code = panel.locator('.ad-tryit__curl');
  await expect(code).toContainText(`curl -X POST '${API}/api/v2/measurements/'`);
  await expect(code).toContainText("-H 'Content-Type: application/json'");
  await expect(code).toContainText('"packets": 3');

  await editor.fill(example.replace('"packets": 3', '"packets": 99').replace(/"af": 4/, '"af": 5'));
  const warnings = panel.locator('.ad-tryit__body-editor .ad-tryit__warnings');
  await expect(warnings).toContainText('definitions[0].packets: 99 is above the maximum of 16');
  await expect(warnings).toContainText('definitions[0].af: 5 is not one of 4, 6');
  // A warning does not block: the code carries the body as typed.
  await expect(code).toContainText('"packets": 99');
  await panel.getByRole('tab', { name: 'Python' }).click();
  await expect(code).toContainText('requests.post(');
  await expect(code).toContainText('"packets": 99,');
  await expect(code).toContainText('"is_public": True,');

  await editor.fill('{"definitions": [');
  await expect(warnings).toContainText('The body is not valid JSON');
  await expect(panel.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  expect(atlas.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

test('a slow request can be cancelled, and the panel says so', async ({ page }) => {
  atlas.setMode({ delayMs: 10_000 });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(responseOf(panel).getByRole('status')).toHaveText(/^Cancelled after \d+ ms$/);
  await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeEnabled();
  await expect(responseOf(panel).getByRole('alert')).toHaveCount(0);
});

test('focus stays on Send request while it sends and after the answer, not on <body>', async ({ page }) => {
  atlas.setMode({ delayMs: 2_000 });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  const send = panel.locator('.ad-tryit__send');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(send).toHaveText('Sending…');
  await expect(send).toBeFocused();
  await expect(responseOf(panel).getByRole('status')).toContainText('Status 200');
  await expect(send).toHaveText('Send request');
  await expect(send).toBeFocused();
});

test('Cancel, by keyboard or as the answer comes, hands focus back to Send request', async ({ page }) => {
  atlas.setMode({ delayMs: 10_000 });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  const send = panel.locator('.ad-tryit__send');
  await send.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(responseOf(panel).getByRole('status')).toHaveText(/^Cancelled after \d+ ms$/);
  await expect(send).toBeFocused();

  // The answer arrives while focus rests on Cancel, which then goes.
  atlas.setMode({ delayMs: 3_000 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(responseOf(panel).getByRole('status')).toContainText('Status 200');
  await expect(send).toBeFocused();
});

test('a 204 says No content', async ({ page }) => {
  atlas.setMode({ status: 204 });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(responseOf(panel).getByRole('status')).toContainText('Status 204');
  await expect(responseOf(panel).getByRole('region', { name: 'Response body' })).toHaveText('No content');
});

test('a body that is not JSON is shown as text, with a note above it', async ({ page }) => {
  atlas.setMode({ invalidJson: true });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const response = responseOf(panel);
  await expect(
    response.getByText('The response is not valid JSON; it is shown as the text that arrived.'),
  ).toBeVisible();
  await expect(response.getByRole('region', { name: 'Response body' })).toHaveText(
    '<html><body>Bad gateway</body></html>',
  );
});

test('a redirect to another host names the content security policy, not CORS', async ({ page, cspViolations }) => {
  atlas.setMode({ redirect: 'foreign' });
  const panel = await openPanel(page, 'get-api-v2-measurements');
  await panel.getByRole('button', { name: 'Send request' }).click();
  const alert = responseOf(panel).getByRole('alert');
  await expect(alert).toHaveText(
    'The request was refused by this site’s content security policy: the API redirected it to another host, which the policy does not allow the page to connect to. Run the code below instead.',
  );
  await expect(alert).not.toContainText('CORS');
  // The browser reported the blocked connection: this test expects exactly that report.
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  await expect.poll(() => cspViolations.some((text) => text.includes(`'http://localhost:${atlas.port}/`))).toBe(true);
  expect(cspViolations.every((text) => text.includes('connect-src'))).toBe(true);
  cspViolations.length = 0;
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in any state of the panels, in ${scheme}`, async ({ page, cspViolations }) => {
    // Many panels, each in another state, checked at once: axe takes a while on the largest page.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    const open = async (id: string): Promise<Locator> => {
      const operation = operationOf(page, id);
      await operation.getByRole('button', { name: 'Try it' }).click();
      const panel = operation.locator('.ad-tryit__panel');
      await expect(panel.getByText('Request URL')).toBeVisible();
      return panel;
    };
    const send = async (panel: Locator, status: RegExp): Promise<void> => {
      await panel.getByRole('button', { name: 'Send request' }).click();
      await expect(responseOf(panel).getByRole('status')).toHaveText(status);
    };
    // A response, an open multi-select with a warning, and the Python code.
    const list = await open('get-api-v2-measurements');
    await applyValue(list, 'page_size', '9999');
    await send(list, /Status 400/);
    await paramRow(list, 'optional_fields').getByRole('button', { name: 'Edit optional_fields' }).click();
    await list.getByRole('tab', { name: 'Python' }).click();
    // The path hint.
    const one = await open('get-api-v2-measurements-pk');
    await expect(one.getByText('Add a path parameter first: pk.')).toBeVisible();
    // The body editor with warnings.
    const create = await open('post-api-v2-measurements');
    const editor = create.getByLabel('Request body (JSON)');
    await expect(editor).toHaveValue(/"definitions"/);
    await editor.fill('{"definitions": [{"type": "ping", "af": 5}], "probes": []}');
    await expect(create.locator('.ad-tryit__body-editor .ad-tryit__warnings li').first()).toBeVisible();
    // No content, not JSON, blocked by the policy, cancelled, no response.
    atlas.setMode({ status: 204 });
    await send(await open('get-api-v2-measurements-my'), /Status 204/);
    atlas.setMode({ invalidJson: true });
    await send(await open('get-api-v2-measurements-groups'), /Status 200/);
    atlas.setMode({ redirect: 'foreign' });
    await send(await open('get-api-v2-measurements-tags'), /No response/);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0;
    atlas.setMode({ cors: false });
    await send(await open('get-api-v2-measurements-my-tags'), /No response/);
    const axe = (selector: string) =>
      new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    const named = (violations: Awaited<ReturnType<typeof axe>>['violations']) =>
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    // A pending request with its Cancel button, checked alone while it waits; then cancelled.
    atlas.setMode({ delayMs: 60_000 });
    const slow = await open('get-api-v2-measurements-pk-private');
    await applyValue(slow, 'pk', '1001');
    await slow.getByRole('button', { name: 'Send request' }).click();
    await expect(slow.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(named((await axe('.ad-api-op:has(h3[id="get-api-v2-measurements-pk-private"])')).violations)).toEqual([]);
    await slow.getByRole('button', { name: 'Cancel' }).click();
    await expect(responseOf(slow).getByRole('status')).toHaveText(/^Cancelled/);
    expect(named((await axe('.ad-api-op:has(.ad-tryit__panel:not([hidden]))')).violations)).toEqual([]);
  });
}
