import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { builtPages, FIXTURE, SITE, WIDGETS_SITE } from '../support/sites.ts';

/**
 * Every anchor of the built sites, page by page, against the list in `e2e/fixtures/anchors.json`: a link
 * that readers saved or shared keeps its target whatever makes the ids (the slugger, the API reference's
 * anchors, the table rows). `UPDATE_ANCHORS=1` writes the list anew, for a change that means to move them.
 */
const LIST = new URL('../fixtures/anchors.json', import.meta.url);
const SITES = { site: SITE.dir, fixture: FIXTURE.dir, 'widgets-site': WIDGETS_SITE.dir };

/** The ids inside a page's main content, in document order. */
function anchorsOf(html: string): string[] {
  const start = html.indexOf('<main');
  const main = start < 0 ? '' : html.slice(start, html.indexOf('</main>', start));
  return [...main.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? '');
}

async function anchorsOfSite(dir: string): Promise<Record<string, string[]>> {
  const anchors: Record<string, string[]> = {};
  for (const route of await builtPages(dir)) {
    const file = join(dir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
    anchors[route] = anchorsOf(await readFile(file, 'utf8'));
  }
  return anchors;
}

test('every anchor of the real site and the fixture sites is where it was', async () => {
  const now: Record<string, Record<string, string[]>> = {};
  for (const [name, dir] of Object.entries(SITES)) now[name] = await anchorsOfSite(dir);
  if (process.env.UPDATE_ANCHORS === '1') await writeFile(LIST, `${JSON.stringify(now, null, 1)}\n`);
  const listed = JSON.parse(await readFile(LIST, 'utf8')) as typeof now;
  for (const name of Object.keys(SITES)) expect(now[name], name).toEqual(listed[name]);
});
