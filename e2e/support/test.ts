import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * The test function of every browser test: the sites are served with their content security policy,
 * and any violation of it (reported by Chromium on the console) fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'violations of the content security policy').toEqual([]);
    },
    { auto: true },
  ],
});
