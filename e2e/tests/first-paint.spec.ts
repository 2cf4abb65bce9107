import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts.ts';
import { SITE } from '../support/sites.ts';
import { expect, test } from '../support/test.ts';

// The browser's scroll bars as a reader's desktop has them (the tests' browsers hide them): a bar that appears
// when the page grows past the window would move what is drawn.
test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
  },
});

/** How long the second part of a page takes to come. */
const PAUSE_MS = 1500;

/**
 * The real site through a server that sends a page as a slow network does, in two parts: up to its outline, then,
 * after a pause, the rest; every other file whole, as the site serves it.
 */
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${SITE.url}${request.url ?? '/'}`);
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      const html = type.startsWith('text/html') ? body.toString() : '';
      const cut = html.indexOf('<aside class="ad-doc-layout__aside"');
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server.close(closed));
});

for (const route of ['/docs/getting-started/', '/docs/apis/rest-api-reference/measurements']) {
  test(`${route} is drawn once its bars are parsed, and the rest, arriving later, moves nothing drawn`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize({ width: 1350, height: 940 });
    const loading = page.goto(`${origin}${route}`);
    // Drawn before the outline and the rest of the page arrive: the first paint waits for the bars only.
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length).catch(() => 0), // before the page's document is there
        { timeout: PAUSE_MS - 200 },
      )
      .toBe(1);
    expect(await page.locator('.ad-doc-layout__aside').count()).toBe(0);
    await loading;
    await expect(page.locator('.ad-doc-layout__aside')).toBeVisible();
    // The content kept its place when the outline's column filled.
    expect(await layoutShifts(page)).toEqual([]);
  });
}
