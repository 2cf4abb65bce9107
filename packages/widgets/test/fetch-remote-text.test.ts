import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchRemoteText } from '../src/sanitize/fetch-remote-text.ts';

// A real server on 127.0.0.1, so status codes, redirects and time-outs really happen.
let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') res.writeHead(200, { 'content-type': 'text/markdown' }).end('# Privacy');
    else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('late'), 1000);
    else if (req.url === '/away') res.writeHead(302, { location: `http://127.0.0.2:${port}/ok` }).end();
    else if (req.url === '/home') res.writeHead(302, { location: '/ok' }).end();
    else res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchRemoteText', () => {
  it('returns the text from an allowed host', async () => {
    await expect(fetchRemoteText(`${origin}/ok`, { timeoutMs: 2000 })).resolves.toBe('# Privacy');
  });

  it('resolves a relative URL against the given base', async () => {
    await expect(fetchRemoteText('ok', { timeoutMs: 2000, base: `${origin}/` })).resolves.toBe('# Privacy');
  });

  it.each([
    'https://static.ripe.net.evil.example/x.md',
    'https://evil.example/x.md',
    'javascript:alert(1)',
    '//evil.example/x.md',
  ])('refuses %j with "URL not from allowed domain", before any request', async (url) => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(fetchRemoteText(url, { timeoutMs: 2000, base: `${origin}/` })).rejects.toThrow(
      /^URL not from allowed domain$/,
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('fails with "Failed to load" on a 404', async () => {
    await expect(fetchRemoteText(`${origin}/missing`, { timeoutMs: 2000 })).rejects.toThrow(/^Failed to load$/);
  });

  it('fails with "Failed to load" after the time-out', async () => {
    const started = Date.now();
    await expect(fetchRemoteText(`${origin}/slow`, { timeoutMs: 100 })).rejects.toThrow(/^Failed to load$/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('fails with "Failed to load" when nothing answers', async () => {
    await expect(fetchRemoteText('http://127.0.0.1:9/x', { timeoutMs: 2000 })).rejects.toThrow(/^Failed to load$/);
  });

  it('refuses a redirect that leaves the allowed hosts', async () => {
    await expect(fetchRemoteText(`${origin}/away`, { timeoutMs: 2000, hosts: ['127.0.0.1'] })).rejects.toThrow(
      /^URL not from allowed domain$/,
    );
  });

  it('follows a redirect on the same host', async () => {
    await expect(fetchRemoteText(`${origin}/home`, { timeoutMs: 2000, hosts: ['127.0.0.1'] })).resolves.toBe(
      '# Privacy',
    );
  });
});
