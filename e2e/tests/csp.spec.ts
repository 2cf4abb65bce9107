import { shellReady } from '../support/shell.ts';
import { expect, test } from '../support/test.ts';

test('pages are served with the recommended content security policy', async ({ page }) => {
  const response = await page.goto('/docs/getting-started/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  // The hashed inline scripts: the no-flash theme script and the loader of the entry module.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
  expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain("'unsafe-inline'");
});

test('the inline theme script is the one the policy allows: dark mode applies under the policy', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test("the shell's modules are preloaded together and each is fetched once under the policy", async ({ page }) => {
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
  });
  await page.goto('/docs/');
  await shellReady(page);
  const preloads = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // React's chunk, then the entry, which is evaluated last (the modules loaded later add their own preloads).
  const react = preloads.findIndex((path) => /^\/assets\/react-[\w-]+\.js$/.test(path));
  const entry = preloads.findIndex((path) => /^\/assets\/entry-client-[\w-]+\.js$/.test(path));
  expect(react).toBeGreaterThanOrEqual(0);
  expect(entry).toBeGreaterThan(react);
  // A preload the import could not reuse would fetch the module a second time.
  for (const path of preloads) expect(requests.get(path), path).toBe(1);
});

test('a violation of the policy is caught', async ({ page, cspViolations }) => {
  await page.goto('/docs/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  // The blocked script did not run.
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  // This test provoked the violation on purpose; the check after each test must not fail it.
  cspViolations.length = 0;
});
