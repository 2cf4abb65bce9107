import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAtlasApi, type AtlasApi } from '../../../e2e/stand-ins/atlas-api.ts';
import { sendRequest } from '../src/try-it/index.ts';

/** A plain server for bodies the Atlas stand-in never sends: text, nothing. */
async function startPlain(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/text') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('not json');
    } else {
      response.writeHead(204);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('sendRequest', () => {
  let atlas: AtlasApi;
  let plain: { url: string; server: Server };
  beforeAll(async () => {
    atlas = await startAtlasApi();
    plain = await startPlain();
  });
  afterAll(async () => {
    await atlas.close();
    await new Promise((resolve) => plain.server.close(resolve));
  });

  it('reads a JSON answer and times the request', async () => {
    const result = await sendRequest(`${atlas.url}/api/v2/measurements/1001/`);
    expect(result).toMatchObject({ ok: true, status: 200, redirected: false, networkOrCors: false, timedOut: false });
    expect(result.body).toMatchObject({ id: 1001, type: 'ping' });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('sends a GET without credentials, following redirects, asking for JSON', async () => {
    const calls: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init) calls.push(init);
      return fetch(input, init);
    };
    await sendRequest(`${atlas.url}/api/v2/probes/`, { fetch: spy });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      redirect: 'follow',
      headers: { Accept: 'application/json' },
    });
    expect(atlas.requests.at(-1)).toEqual({ method: 'GET', path: '/api/v2/probes/' });
  });

  it('turns a non-success status into the error object of the panel', async () => {
    const notFound = await sendRequest(`${atlas.url}/api/v2/measurements/999/`);
    expect(notFound).toMatchObject({ ok: false, status: 404, body: { error: 'HTTP error! Status: 404' } });
    const failed = await sendRequest(`${atlas.url}/api/v2/probes/?_status=500`);
    expect(failed).toMatchObject({
      ok: false,
      status: 500,
      body: { error: 'HTTP error! Status: 500' },
      networkOrCors: false,
    });
  });

  it('reports a failure without a response as possibly the network or CORS', async () => {
    const closed = await startAtlasApi();
    await closed.close();
    const result = await sendRequest(`${closed.url}/api/v2/probes/`);
    expect(result).toMatchObject({ ok: false, status: null, networkOrCors: true, timedOut: false });
    expect(result.body).toEqual({ error: 'fetch failed' });
  });

  it('gives up after the time-out', async () => {
    const result = await sendRequest(`${atlas.url}/api/v2/probes/?_delay=500`, { timeoutMs: 50 });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      timedOut: true,
      networkOrCors: false,
      body: { error: 'The request timed out after 50 ms' },
    });
  });

  it('says when the answer came after a redirect, and from where', async () => {
    const result = await sendRequest(`${atlas.url}/api/v2/probes/?_redirect=1`);
    expect(result).toMatchObject({ ok: true, status: 200, redirected: true, url: `${atlas.url}/api/v2/measurements/` });
  });

  it('keeps a body that is not JSON as text, saying so, and an empty one as null', async () => {
    expect(await sendRequest(`${plain.url}/text`)).toMatchObject({ body: 'not json', invalidJson: true });
    expect(await sendRequest(`${plain.url}/empty`)).toMatchObject({
      ok: true,
      status: 204,
      body: null,
      invalidJson: false,
    });
  });

  it('is cancelled by its signal, and says so rather than blaming the network', async () => {
    const controller = new AbortController();
    const pending = sendRequest(`${atlas.url}/api/v2/probes/?_delay=2000`, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({
      ok: false,
      status: null,
      cancelled: true,
      timedOut: false,
      networkOrCors: false,
      body: { error: 'The request was cancelled' },
    });
  });

  it('names a connection the content security policy refused, from the report the page receives', async () => {
    const page = new EventTarget();
    const refusing: typeof fetch = () => {
      const report = Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'connect-src',
        blockedURI: 'http://localhost:1/api/v2/probes/',
      });
      page.dispatchEvent(report);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const result = await sendRequest(`${atlas.url}/api/v2/probes/`, { fetch: refusing, policyReports: page });
    expect(result).toMatchObject({
      status: null,
      networkOrCors: false,
      blockedByPolicy: 'http://localhost:1/api/v2/probes/',
    });
    // Another directive's report is not about this request.
    const other: typeof fetch = () => {
      page.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'img-src' }));
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const plainFailure = await sendRequest(`${atlas.url}/api/v2/probes/`, { fetch: other, policyReports: page });
    expect(plainFailure.networkOrCors).toBe(true);
    expect(plainFailure.blockedByPolicy).toBeUndefined();
  });

  it('measures with the clock it is given', async () => {
    let tick = 0;
    const result = await sendRequest(`${atlas.url}/api/v2/credits/`, { now: () => (tick += 120) });
    expect(result.elapsedMs).toBe(120);
  });
});
