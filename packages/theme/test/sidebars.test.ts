import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SidebarItem } from '@atlas-docs/content/types';
import { isWhole, knownSidebar, loadedSidebar, loadSidebar, onSidebarLoaded } from '../src/router/sidebars.ts';

const whole: SidebarItem[] = [{ text: 'Group', items: [{ text: 'Page', link: '/docs/page' }] }];

describe('isWhole', () => {
  it('tells a whole sidebar from a first paint with folded groups, at any depth', () => {
    expect(isWhole(whole)).toBe(true);
    expect(isWhole([{ text: 'Folded', link: '/a', collapsed: true, items: [] }])).toBe(false);
    expect(isWhole([{ text: 'All', items: [{ text: 'Folded', link: '/a', collapsed: true, items: [] }] }])).toBe(false);
  });
});

describe('loadSidebar, against a site on 127.0.0.1', () => {
  let server: Server;
  let origin = '';
  const requests: string[] = [];
  let failing = true;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/assets/sidebar-flaky.json' && failing) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(whole));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('fetches a sidebar once, however many pages ask, and tells its listeners', async () => {
    const url = `${origin}/assets/sidebar-once.json`;
    let heard = 0;
    const stop = onSidebarLoaded(() => (heard += 1));
    const [first, second] = await Promise.all([loadSidebar(url), loadSidebar(url)]);
    expect(first).toEqual(whole);
    expect(second).toEqual(whole);
    expect(await loadSidebar(url)).toEqual(whole);
    expect(loadedSidebar(url)).toEqual(whole);
    expect(requests.filter((path) => path === '/assets/sidebar-once.json')).toHaveLength(1);
    expect(heard).toBe(1);
    stop();
  });

  it('gives null when the file cannot be loaded, and tries again on the next call', async () => {
    const url = `${origin}/assets/sidebar-flaky.json`;
    expect(await loadSidebar(url)).toBeNull();
    expect(loadedSidebar(url)).toBeUndefined();
    failing = false;
    expect(await loadSidebar(url)).toEqual(whole);
    expect(requests.filter((path) => path === '/assets/sidebar-flaky.json')).toHaveLength(2);
  });

  it('does not fetch a sidebar that a page had whole', async () => {
    const url = `${origin}/assets/sidebar-known.json`;
    knownSidebar(url, whole);
    expect(await loadSidebar(url)).toBe(whole);
    expect(requests).not.toContain('/assets/sidebar-known.json');
  });
});
