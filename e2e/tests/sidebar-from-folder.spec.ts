import { expect, test, type Page } from '../support/test.ts';
import { FX, markDocument, marker, visit } from '../support/shell.ts';

/**
 * A sidebar made from a folder (`{ dir: 'handbook' }` in the fixture site), whose file and folder names are
 * numbered as older documentation folders number theirs: the sidebar in the names' order with the pages' titles,
 * the routes without the numbers, the numbered paths redirecting.
 */

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Sidebar navigation' });

/** The pages in the order the folder's names give, with the route each has and the title it shows. */
const WALK: [string, string][] = [
  ['/handbook/', 'Handbook'],
  ['/handbook/Before-You-Start', 'Before you start'],
  ['/handbook/Probes/', 'Probes'],
  ['/handbook/Probes/Install', 'Install a probe'],
  ['/handbook/Probes/Hardware', 'Probe hardware'],
  ['/handbook/questions', 'Questions'],
];

test('the sidebar lists the folder in its names’ order; walking it by its links visits every page', async ({
  page,
}) => {
  await visit(page, `${FX}/handbook/`);
  const nav = sidebarNav(page);
  await expect(nav.getByRole('link')).toHaveText(WALK.map(([, text]) => text));
  await markDocument(page);
  for (const [path, text] of WALK) {
    await nav.getByRole('link', { name: text, exact: true }).click();
    await expect(page).toHaveURL(FX + path);
    await expect(page).toHaveTitle(new RegExp(`^${text} \\|`));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(text);
  }
  // Every step was the client router's: the document was never reloaded.
  expect(await marker(page)).toBe(1);
});

test('a subfolder is a collapsible group linked to its index page, and the pager follows the sidebar', async ({
  page,
}) => {
  await visit(page, `${FX}/handbook/Before-You-Start`);
  const nav = sidebarNav(page);
  const caret = nav.getByRole('button', { name: 'Probes' });
  await expect(nav.getByRole('link', { name: 'Probes', exact: true })).toHaveAttribute('href', '/handbook/Probes/');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Install a probe' })).toBeHidden();
  await caret.press('Enter');
  await expect(nav.getByRole('link', { name: 'Install a probe' })).toBeVisible();

  const pager = page.locator('.ad-pager');
  await expect(pager.getByRole('link', { name: /Previous page/ })).toContainText('Handbook');
  await pager.getByRole('link', { name: /Next page/ }).click();
  await expect(page).toHaveURL(`${FX}/handbook/Probes/`);
  await expect(page.locator('.ad-pager').getByRole('link', { name: /Next page/ })).toContainText('Install a probe');
});

test('links written to the numbered files and the numbered paths lead to the pages', async ({ page }) => {
  await visit(page, `${FX}/handbook/Before-You-Start`);
  await expect(page.locator('main').getByRole('link', { name: 'hardware' })).toHaveAttribute(
    'href',
    '/handbook/Probes/Hardware',
  );
  const moved: [string, string][] = [
    ['/handbook/02.Probes/02-Hardware', '/handbook/Probes/Hardware'],
    ['/handbook/02.Probes/', '/handbook/Probes/'],
    ['/handbook/03.questions', '/handbook/questions'],
  ];
  for (const [from, to] of moved) {
    await page.goto(FX + from);
    await expect(page).toHaveURL(FX + to);
    await expect(page.locator('.ad-sidebar__link[aria-current="page"]')).toHaveAttribute('href', to);
  }
});
