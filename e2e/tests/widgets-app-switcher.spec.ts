import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_LIST } from '../stand-ins/static-host.ts';
import { STATIC_HOST_ORIGIN } from '../support/ports.ts';
import { FALLBACK_SITE_NAMES } from '../support/stand-ins.ts';
import { axeViolations, failOnCspViolations, openDemo } from '../widgets/support.ts';

failOnCspViolations(test);

const button = (page: Page, name = 'RIPE NCC applications') => page.getByRole('button', { name, exact: true });
const list = (page: Page, name = 'RIPE NCC applications') => page.getByRole('navigation', { name, exact: true });

/** The console lines the page logs as warnings. */
function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

async function open(page: Page, scenario?: string): Promise<void> {
  await openDemo(page, `app-switcher.html${scenario ? `?scenario=${scenario}` : ''}`, { sameSite: true });
  await button(page).click();
}

test.describe('<ripe-app-switcher> on its demo page, against the static-host stand-in', () => {
  test('a grid button opens a two-column list from the static host, the current site highlighted', async ({ page }) => {
    const logged = warnings(page);
    await open(page);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
    const links = list(page).getByRole('link');
    await expect(links).toHaveText(['RIPE NCC', 'RIPE Atlas', 'RIPEstat', 'RIPE Labs', 'Widget demos', 'Fixture Docs']);
    await expect(list(page).getByRole('link', { name: 'Widget demos' })).toHaveAttribute('aria-current', 'true');
    await expect(list(page).locator('[aria-current]')).toHaveCount(1);
    const boxes = await Promise.all([0, 1, 2].map((i) => links.nth(i).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[1]?.x).toBeGreaterThan(boxes[0]?.x ?? 0);
    expect(boxes[2]?.x).toBe(boxes[0]?.x);
    expect(await axeViolations(page)).toEqual([]);
    expect(logged).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
  });

  test('the pre-production list comes from its own path', async ({ page }) => {
    await openDemo(page, 'app-switcher.html', { sameSite: true });
    const name = 'RIPE NCC applications (pre-production)';
    await button(page, name).click();
    await expect(list(page, name).getByRole('link').first()).toHaveText('RIPE NCC (pre-production)');
    await expect(list(page, name).getByRole('link', { name: 'RIPE Atlas' })).toHaveAttribute(
      'href',
      'https://atlas.prepdev.ripe.net/',
    );
  });

  test('a list slower than 2 s is given up: the built-in list and the time-out log line', async ({ page }) => {
    const logged = warnings(page);
    await open(page, 'slow');
    await expect(list(page).getByRole('status')).toHaveText('Loading…');
    await expect(list(page).getByRole('link')).toHaveText(FALLBACK_SITE_NAMES, { timeout: 5000 });
    // Only the switcher the reader turned to asked for its list.
    expect(logged).toEqual(['Fetch aborted due to timeout']);
  });

  for (const scenario of ['down', '500', 'invalid', 'shape']) {
    test(`a failing list (${scenario}) gives the built-in list and the failure log line`, async ({ page }) => {
      const logged = warnings(page);
      await open(page, scenario);
      await expect(list(page).getByRole('link')).toHaveText(FALLBACK_SITE_NAMES);
      await expect.poll(() => logged.length).toBe(1);
      expect(logged.every((line) => line.startsWith('Failed to fetch sites. Using fallback:'))).toBe(true);
    });
  }

  for (const [intent, act] of [
    ['hovered', (page: Page) => button(page).hover()],
    ['focused', (page: Page) => button(page).focus()],
    ['opened', (page: Page) => button(page).press('Enter')],
  ] as const) {
    test(`asks the static host for its list only once ${intent}, not on page view`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/dynamic/app-switcher/')) requests.push(request.url());
      });
      await openDemo(page, 'app-switcher.html', { sameSite: true });
      await expect(page.locator('.ad-apps')).toHaveCount(2);
      await expect(page.locator('.ad-apps[data-status="idle"]')).toHaveCount(2);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await act(page);
      await expect(page.locator('#production .ad-apps')).toHaveAttribute('data-status', 'loaded');
      expect(requests).toEqual([`${STATIC_HOST_ORIGIN}/dynamic/app-switcher/list.json`]);
      await expect(page.locator('#pre-production .ad-apps')).toHaveAttribute('data-status', 'idle');
    });
  }

  test('hostile names show as text and links with other schemes are left out', async ({ page }) => {
    await open(page, 'hostile');
    const links = list(page).getByRole('link');
    await expect(links).toHaveText([HOSTILE_LIST[0]!.name, 'Spaced name']);
    await expect(links.first()).toHaveAttribute('href', 'https://evil.example/');
    await expect(list(page).locator('img')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
  });
});
