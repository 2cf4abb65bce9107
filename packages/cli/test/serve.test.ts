import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/serve.ts';

describe('serveStatic', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'atlas-serve-'));
    await mkdir(join(root, 'docs', 'a'), { recursive: true });
    await mkdir(join(root, 'nl'), { recursive: true });
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), 'home');
    await writeFile(join(root, '404.html'), 'not found');
    await writeFile(join(root, 'nl', '404.html'), 'niet gevonden');
    await writeFile(join(root, 'docs', 'index.html'), 'docs index');
    await writeFile(join(root, 'docs', 'page.html'), 'a page');
    await writeFile(join(root, 'docs', 'a', 'index.html'), 'folder a');
    await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    server = await serveStatic(root, { port: 0, headers: { 'x-test': 'yes' } });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: await res.text(), headers: res.headers };
  };

  it('serves the root and folder index pages', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
    expect(await get('/docs/')).toMatchObject({ status: 200, body: 'docs index' });
  });

  it('serves clean URLs from .html files, and folders with or without a trailing slash', async () => {
    expect(await get('/docs/page')).toMatchObject({ status: 200, body: 'a page' });
    expect(await get('/docs/page.html')).toMatchObject({ status: 200, body: 'a page' });
    expect(await get('/docs/a')).toMatchObject({ status: 200, body: 'folder a' });
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    expect(await get('/nope')).toMatchObject({ status: 404, body: 'not found' });
    expect(await get('/docs/page/extra')).toMatchObject({ status: 404, body: 'not found' });
  });

  it("uses a locale's own 404 page under its prefix", async () => {
    expect(await get('/nl/nope')).toMatchObject({ status: 404, body: 'niet gevonden' });
  });

  it('sends one range of a file as static hosts do, and the whole file for several', async () => {
    const range = async (value: string) => {
      const res = await fetch(`${base}/assets/app-1234.js`, { headers: { range: value } });
      return [res.status, await res.text(), res.headers.get('content-range')];
    };
    expect(await range('bytes=0-6')).toEqual([206, 'console', 'bytes 0-6/14']);
    expect(await range('bytes=8-')).toEqual([206, 'log(1)', 'bytes 8-13/14']);
    expect(await range('bytes=-3')).toEqual([206, '(1)', 'bytes 11-13/14']);
    expect(await range('bytes=10-99')).toEqual([206, 'g(1)', 'bytes 10-13/14']);
    expect(await range('bytes=0-1,4-5')).toEqual([200, 'console.log(1)', null]);
    expect(await range('bytes=20-30')).toEqual([416, '', 'bytes */14']);
    expect((await get('/assets/app-1234.js')).headers.get('accept-ranges')).toBe('bytes');
  });

  it('never serves files outside the root', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(res.body).toBe('not found');
  });

  it('sets content types, caching and extra headers', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await get('/docs/page');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-test')).toBe('yes');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await fetch(`${base}/`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
