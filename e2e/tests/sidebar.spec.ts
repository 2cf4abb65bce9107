import { test, expect, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/** The sidebar of spec sections 2.2 and 4: active link, collapsible groups, depth, drawer, transitions. */

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Sidebar navigation' });

test.describe('active link', () => {
  test('the current page is marked with aria-current=page, and only it', async ({ page }) => {
    await visit(page, `${FX}/guide/long`);
    const nav = sidebarNav(page);
    await expect(nav.getByRole('link', { name: 'Long page' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', /.*/);
  });

  for (const [url, name] of [
    ['/guide', 'Introduction'],
    ['/guide/index.html', 'Introduction'],
    ['/guide/long.html', 'Long page'],
  ] as const) {
    test(`the variant URL ${url} marks '${name}'`, async ({ page }) => {
      await visit(page, FX + url);
      const nav = sidebarNav(page);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  }
});

test.describe('current link in view', () => {
  // Low, but not a short window (at most 480 px high), where the sidebar scrolls with the page.
  test.use({ viewport: { width: 1280, height: 500 } });

  test('a current link far down the sidebar is scrolled into view, and the first Tab still reaches the skip link', async ({
    page,
  }) => {
    await visit(page, '/docs/tools-and-code/domainmon');
    const current = sidebarNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveText('DomainMON');
    await expect(current).toBeInViewport();
    await expect(sidebarNav(page).getByRole('link', { name: 'API keys' })).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});

test.describe('choice of sidebar', () => {
  test('the longest matching path prefix wins, also after a client-side navigation', async ({ page }) => {
    // The real site: '/docs/apis/' has its own sidebar inside '/docs/'.
    await visit(page, '/docs/getting-started/credits');
    const nav = sidebarNav(page);
    await expect(nav.getByText('Getting started', { exact: true })).toBeVisible();
    await expect(nav.getByText('API manual', { exact: true })).toHaveCount(0);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL('/docs/apis/');
    await expect(nav.getByText('API manual', { exact: true })).toBeVisible();
    await expect(nav.getByText('Getting started', { exact: true })).toHaveCount(0);
    expect(await marker(page)).toBe(1);
  });
});

test.describe('collapsible groups', () => {
  test('the collapsed ancestor groups of the current page are expanded and its link is visible', async ({ page }) => {
    await visit(page, `${FX}/guide/deep/page`);
    const nav = sidebarNav(page);
    for (const group of ['Nested', 'Level 2', 'Level 3', 'Level 4']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    const link = nav.getByRole('link', { name: 'Deep page' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('a client-side navigation into folded groups expands them', async ({ page }) => {
    await visit(page, `${FX}/guide/long`);
    const nav = sidebarNav(page);
    await expect(nav.getByRole('button', { name: 'Nested', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Deep page' })).toBeHidden();
    await markDocument(page);
    await page
      .locator('.ad-pager')
      .getByRole('link', { name: /Next page/ })
      .click();
    await expect(page).toHaveURL(`${FX}/guide/deep/page`);
    for (const group of ['Nested', 'Level 2', 'Level 3', 'Level 4']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(nav.getByRole('link', { name: 'Deep page' })).toBeVisible();
    expect(await marker(page)).toBe(1);
  });

  test('a group that holds the current page, or is it, starts expanded', async ({ page }) => {
    // 'Introduction' is a collapsed group with a page of its own and 'Long page' inside.
    for (const path of ['/guide/', '/guide/long']) {
      await visit(page, FX + path);
      const caret = sidebarNav(page).getByRole('button', { name: 'Introduction' });
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebarNav(page).getByRole('link', { name: 'Long page' })).toBeVisible();
    }
  });

  test('a heading toggle folds and unfolds its group by click, Enter and Space', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    const toggle = sidebarNav(page).getByRole('button', { name: 'Nested', exact: true });
    const child = sidebarNav(page).getByRole('button', { name: 'Level 2', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
  });

  test("a linked group's caret button folds and unfolds it by click, Enter and Space", async ({ page }) => {
    await visit(page, `${FX}/guide/deep/page`);
    const nav = sidebarNav(page);
    const caret = nav.getByRole('button', { name: 'Introduction' });
    const child = nav.getByRole('link', { name: 'Long page' });
    // The group's own page stays a link next to the caret.
    await expect(nav.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/guide/');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();

    await caret.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await caret.press('Space');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await expect(page).toHaveURL(`${FX}/guide/deep/page`);
  });

  test("nesting is rendered to depth 5: 'Level 5' is shown, 'Level 6' is not rendered", async ({ page }) => {
    await visit(page, `${FX}/guide/deep/page`);
    const sidebar = page.locator('#ad-sidebar');
    await expect(sidebar.getByText('Level 5', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Level 6')).toHaveCount(0);
    await expect(sidebar.locator('a[href="/guide/deep/too-deep"]')).toHaveCount(0);
  });
});

test.describe('transitions', () => {
  test('are off for the first 300 ms after load, then on', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    // Read the state as early as possible: when the document has been parsed, and when the flag flips.
    await page.addInitScript(() => {
      const record: Record<string, string | number> = {};
      (window as unknown as { __transitions: typeof record }).__transitions = record;
      document.addEventListener('DOMContentLoaded', () => {
        const layout = document.querySelector('.ad-layout');
        const sidebar = document.querySelector('.ad-sidebar');
        record.atDcl = layout?.getAttribute('data-transitions') ?? 'missing';
        record.durationAtDcl = sidebar ? getComputedStyle(sidebar).transitionDuration : 'missing';
        record.dcl = performance.now();
        new MutationObserver(() => {
          if (layout?.getAttribute('data-transitions') === 'on' && record.on === undefined)
            record.on = performance.now();
        }).observe(document.documentElement, { subtree: true, attributeFilter: ['data-transitions'] });
      });
    });
    await page.goto(`${FX}/guide/`);
    const layout = page.locator('.ad-layout');
    await expect(layout).toHaveAttribute('data-transitions', 'on');
    const record = await page.evaluate(
      () => (window as unknown as { __transitions: Record<string, string | number> }).__transitions,
    );
    expect(record.atDcl).toBe('off');
    expect(record.durationAtDcl).toMatch(/^0s(, 0s)*$/);
    expect(typeof record.on).toBe('number');
    // The shell mounts at about DOMContentLoaded; the flag flips 300 ms later (generous margin).
    expect(Number(record.on) - Number(record.dcl)).toBeGreaterThanOrEqual(200);
    const duration = await page.locator('.ad-sidebar').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).not.toMatch(/^0s(, 0s)*$/);
  });
});

test.describe('drawer on narrow screens (800 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  async function openDrawer(page: Page) {
    await visit(page, `${FX}/guide/`);
    const menu = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.locator('#ad-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(sidebar).toBeVisible();
    return { menu, sidebar };
  }

  test("'Menu' opens it and moves focus into it; Escape closes it and focus returns to 'Menu'", async ({ page }) => {
    const { menu, sidebar } = await openDrawer(page);
    await expect.poll(() => sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(sidebar).toBeHidden();
  });

  test('clicking the backdrop closes it', async ({ page }) => {
    const { menu, sidebar } = await openDrawer(page);
    const backdrop = page.locator('.ad-sidebar-backdrop');
    await expect(backdrop).toHaveAttribute('data-state', 'open');
    await backdrop.click({ position: { x: 700, y: 450 } });
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(backdrop).toHaveAttribute('data-state', 'closed');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
  });

  test('following a link in it closes it', async ({ page }) => {
    const { menu, sidebar } = await openDrawer(page);
    await markDocument(page);
    await sidebar.getByRole('link', { name: 'Long page' }).click();
    await expect(page).toHaveURL(`${FX}/guide/long`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Long page');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    expect(await marker(page)).toBe(1);
  });
});

test.describe('breakpoint', () => {
  for (const width of [960, 1000, 1280]) {
    test(`at ${width} px the sidebar is always shown and 'Menu' is hidden`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, `${FX}/guide/`);
      await expect(page.locator('#ad-sidebar')).toBeVisible();
      await expect(sidebarNav(page).getByRole('link', { name: 'Long page' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    });
  }

  test("at 959 px the sidebar is a drawer behind 'Menu'", async ({ page }) => {
    await page.setViewportSize({ width: 959, height: 800 });
    await visit(page, `${FX}/guide/`);
    await expect(page.locator('#ad-sidebar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('links written with a trailing slash or an _index suffix', () => {
  // The fixture's config writes '/guide/_index', '/guide/long/' and the nav's '/plain/'.
  const written = [
    ['Introduction', '/guide/', 'Introduction'],
    ['Long page', '/guide/long', 'Long page'],
  ] as const;

  for (const [name, route, heading] of written) {
    test(`'${name}' has the page's route as href, and a click and a load land on the page`, async ({ page }) => {
      await visit(page, `${FX}/guide/deep/page`);
      const nav = sidebarNav(page);
      await nav.getByRole('button', { name: 'Introduction' }).click();
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', route);
      await link.click();
      await expect(page).toHaveURL(FX + route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');

      const response = await page.goto(FX + route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the nav and the pager lead to the pages too', async ({ page }) => {
    await visit(page, `${FX}/guide/`);
    const pager = page.locator('.ad-pager');
    await expect(pager.getByRole('link', { name: /Next page/ })).toHaveAttribute('href', '/guide/long');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
    const plain = page.getByRole('link', { name: 'Plain page' });
    await expect(plain).toHaveAttribute('href', '/plain');
    await plain.click();
    await expect(page).toHaveURL(`${FX}/plain`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plain page' })).toBeVisible();
  });
});

test.describe('a large sidebar, once per site', () => {
  // The fixture's '/catalogue/' sidebar has 102 links in four groups: Alpha and Delta with pages of their own,
  // Beta without, Gamma with its first page a level down.
  const sidebarFile = /\/assets\/sidebar-[0-9a-f]{8}\.json$/;

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the page's group is whole, and every other group is a link to its own or its first page", async ({
      page,
    }) => {
      await page.goto(`${FX}/catalogue/beta/e05`);
      const nav = sidebarNav(page);
      await expect(nav.getByRole('link', { name: 'Beta entry 05' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: /^Beta entry/ })).toHaveCount(25);
      await expect(nav.getByRole('link', { name: 'Alpha', exact: true })).toHaveAttribute('href', '/catalogue/alpha/');
      await expect(nav.getByRole('link', { name: 'Gamma', exact: true })).toHaveAttribute(
        'href',
        '/catalogue/gamma/e01',
      );
      await expect(nav.getByRole('link', { name: 'Delta', exact: true })).toHaveAttribute('href', '/catalogue/delta/');
      await expect(nav.getByRole('link')).toHaveCount(25 + 3);
      expect(await page.content()).not.toContain('Alpha entry 02');

      // Following a folded group lands on its page, where that group is whole, its levels open.
      await nav.getByRole('link', { name: 'Gamma', exact: true }).click();
      await expect(page).toHaveURL(`${FX}/catalogue/gamma/e01`);
      await expect(nav.getByRole('link', { name: 'Gamma entry 01' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Gamma entry 25' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Beta', exact: true })).toHaveAttribute('href', '/catalogue/beta/e01');
      await expect(nav.getByRole('link', { name: /^Beta entry/ })).toHaveCount(0);
    });
  });

  test('the whole sidebar is fetched once, on the first sign of use, and its groups open', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (sidebarFile.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await visit(page, `${FX}/catalogue/beta/e05`);
    const nav = sidebarNav(page);
    expect(fetched).toEqual([]);
    const alpha = nav.getByRole('button', { name: 'Pages under Alpha', exact: true });
    await expect(alpha).toHaveAttribute('aria-expanded', 'false');
    await alpha.click();
    await expect(alpha).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Alpha entry 03' })).toBeVisible();
    expect(fetched).toHaveLength(1);

    // The page data of the next page does not repeat the sidebar; the file is not fetched again.
    const data = page.waitForResponse((response) => response.url().endsWith('/_data/catalogue/alpha/e03.json'));
    await markDocument(page);
    await nav.getByRole('link', { name: 'Alpha entry 03' }).click();
    expect(await (await data).text()).not.toContain('Delta entry');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpha entry 03');
    await expect(nav.getByRole('link', { name: 'Alpha entry 03' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    expect(await marker(page)).toBe(1);
    expect(fetched).toHaveLength(1);
  });

  test('a client-side navigation into a folded group loads the sidebar and opens the page’s groups', async ({
    page,
  }) => {
    await visit(page, `${FX}/catalogue/beta/e25`);
    await markDocument(page);
    // The pager follows the whole sidebar: from Beta's last page to Gamma's first, a level down.
    await page
      .locator('.ad-pager')
      .getByRole('link', { name: /Next page/ })
      .click();
    await expect(page).toHaveURL(`${FX}/catalogue/gamma/e01`);
    const nav = sidebarNav(page);
    // Every group of a large sidebar folds; those on the way to the page open themselves.
    for (const group of ['Gamma', 'Gamma entries']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(nav.getByRole('link', { name: 'Gamma entry 01' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gamma entry 01' })).toBeVisible();
    // Beta, which held the last page, keeps its state; Alpha stays folded.
    await expect(nav.getByRole('link', { name: 'Beta entry 25' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Pages under Alpha', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await marker(page)).toBe(1);
  });
});
