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
