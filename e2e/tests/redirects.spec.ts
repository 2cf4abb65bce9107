import { expect, test } from '../support/test.ts';

/** The old documentation paths of the spec (section 2.3) and where they lead. */
const REDIRECTS: [string, string][] = [
  ['built-in-measurements', '/docs/getting-started/built-in-measurements'],
  ['domainmon', '/docs/tools-and-code/domainmon'],
  ['anchor-v2', '/docs/probeinfo/anchor-v2'],
  ['anchor-v3', '/docs/probeinfo/anchor-v3'],
  ['probe-v1', '/docs/probeinfo/probe-v1'],
  ['probe-v2', '/docs/probeinfo/probe-v2'],
  ['probe-v3', '/docs/probeinfo/probe-v3'],
  ['probe-v4', '/docs/probeinfo/probe-v4'],
  ['probe-v5', '/docs/probeinfo/probe-v5'],
];

for (const [from, to] of REDIRECTS) {
  for (const path of [`/${from}`, `/${from}/`]) {
    test(`${path} leads to ${to}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(to);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.ad-sidebar__link[aria-current="page"]')).toHaveAttribute('href', to);
    });
  }
}

test('the redirects file lists every old path, with and without a trailing slash', async ({ request }) => {
  const body = await (await request.get('/_redirects')).text();
  for (const [from, to] of REDIRECTS) {
    expect(body).toContain(`/${from} ${to} 301`);
    expect(body).toContain(`/${from}/ ${to} 301`);
  }
});

for (const path of ['/probe-v3', '/probe-v3/']) {
  test(`${path}?x=1#power keeps the query and the hash, and lands at the heading`, async ({ page }) => {
    await page.goto(`${path}?x=1#power`);
    await expect(page).toHaveURL('/docs/probeinfo/probe-v3?x=1#power');
    const heading = page.getByRole('heading', { level: 2, name: 'Power' });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Probe v3' })).not.toBeInViewport();
  });
}

test('without JavaScript the refresh still leads to the new path', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/probe-v3?x=1#power');
  await expect(page).toHaveURL('/docs/probeinfo/probe-v3');
  await expect(page.locator('main h1')).toHaveText('Probe v3');
  await context.close();
});
