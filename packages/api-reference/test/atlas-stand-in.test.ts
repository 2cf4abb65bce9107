import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDIRECT_TARGET, startAtlasApi, type AtlasApi } from '../../../e2e/stand-ins/atlas-api.ts';
import { sendRequest } from '../src/try-it/index.ts';
import { loadDescription } from '../src/model/index.ts';
import type { ApiModel } from '../src/model/model.ts';

const SITE_API = fileURLToPath(new URL('../../../site/api', import.meta.url));

describe('the Atlas API stand-in, through sendRequest', () => {
  let atlas: AtlasApi;
  let model: ApiModel;
  beforeAll(async () => {
    atlas = await startAtlasApi();
    model = (await loadDescription(SITE_API)).model;
  });
  afterAll(() => atlas.close());
  beforeEach(() => atlas.setMode({}));

  /** The top-level field names of a model and of its subtypes. */
  const fieldsOf = (id: string): Set<string> => {
    const found = model.models.find((m) => m.id === id);
    const subs = (found?.subTypes ?? []).map((sub) => model.models.find((m) => m.id === sub));
    return new Set([found, ...subs].flatMap((m) => m?.fields.map((f) => f.name) ?? []));
  };

  it.each([
    ['/api/v2/measurements/', 'Measurement'],
    ['/api/v2/probes/', 'Probe'],
    ['/api/v2/anchors/', 'Anchor'],
    ['/api/v2/anchor-measurements/', 'AnchorMeasurement'],
  ])('lists %s as a page of %s in the documented shape', async (path, item) => {
    const result = await sendRequest(`${atlas.url}${path}`);
    expect(result.status).toBe(200);
    const page = result.body as { count: number; next: null; previous: null; results: Record<string, unknown>[] };
    expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results']);
    expect(page.count).toBe(page.results.length);
    const known = fieldsOf(item);
    for (const entry of page.results) expect(Object.keys(entry).filter((key) => !known.has(key))).toEqual([]);
  });

  it('serves single objects and the credit account in the documented shape', async () => {
    for (const [path, id] of [
      ['/api/v2/measurements/1002/', 'Measurement'],
      ['/api/v2/probes/6001/', 'Probe'],
      ['/api/v2/anchors/101/', 'Anchor'],
      ['/api/v2/anchor-measurements/501/', 'AnchorMeasurement'],
      ['/api/v2/credits/', 'Credits'],
    ] as const) {
      const result = await sendRequest(`${atlas.url}${path}`);
      expect(result.status, path).toBe(200);
      const known = fieldsOf(id);
      expect(
        Object.keys(result.body as object).filter((key) => !known.has(key)),
        path,
      ).toEqual([]);
    }
  });

  it('serves results and latest results as lists', async () => {
    for (const path of ['results', 'latest']) {
      const result = await sendRequest(`${atlas.url}/api/v2/measurements/1001/${path}/`);
      expect(result.body).toEqual(expect.arrayContaining([expect.objectContaining({ msm_id: 1001, type: 'ping' })]));
    }
  });

  it('pages with page and page_size, with links that work', async () => {
    const first = await sendRequest(`${atlas.url}/api/v2/probes/?page_size=2`);
    const body = first.body as { count: number; next: string; previous: null; results: { id: number }[] };
    expect(body).toMatchObject({ count: 3, previous: null });
    expect(body.results.map((p) => p.id)).toEqual([6001, 6002]);
    const second = (await sendRequest(body.next)).body as { next: null; previous: string; results: { id: number }[] };
    expect(second.results.map((p) => p.id)).toEqual([6003]);
    expect(second).toMatchObject({ next: null, previous: `${atlas.url}/api/v2/probes/?page_size=2&page=1` });
  });

  it('filters by a few documented fields', async () => {
    const dns = (await sendRequest(`${atlas.url}/api/v2/measurements/?type=dns`)).body as { results: { id: number }[] };
    expect(dns.results.map((m) => m.id)).toEqual([1003]);
    const nl = (await sendRequest(`${atlas.url}/api/v2/probes/?country_code=NL&status=1`)).body as {
      results: { id: number }[];
    };
    expect(nl.results.map((p) => p.id)).toEqual([6001]);
  });

  it('answers an unknown id or path with the platform’s error object', async () => {
    for (const path of ['/api/v2/probes/1/', '/api/v2/nothing/']) {
      const response = await fetch(`${atlas.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { status: 404, code: 104, title: 'Not Found', detail: expect.any(String) as string },
      });
    }
  });

  it('refuses a page size above 500', async () => {
    const response = await fetch(`${atlas.url}/api/v2/measurements/?page_size=501`);
    expect(response.status).toBe(400);
  });

  it('allows any origin, answers preflights, and adds the trailing slash by redirect', async () => {
    const response = await fetch(`${atlas.url}/api/v2/probes/`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${atlas.url}/api/v2/probes/`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    const bare = await fetch(`${atlas.url}/api/v2/probes/6001`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/api/v2/probes/6001/');
  });

  describe('switched by setMode', () => {
    it('fails with 500 or 404', async () => {
      atlas.setMode({ status: 500 });
      expect(await sendRequest(`${atlas.url}/api/v2/probes/`)).toMatchObject({
        status: 500,
        body: { error: 'HTTP error! Status: 500' },
      });
      atlas.setMode({ status: 404 });
      const response = await fetch(`${atlas.url}/api/v2/probes/`);
      expect(await response.json()).toMatchObject({ error: { status: 404, code: 104, title: 'Not Found' } });
    });

    it('redirects to another documented path with a 302', async () => {
      atlas.setMode({ redirect: true });
      const raw = await fetch(`${atlas.url}/api/v2/probes/6001/`, { redirect: 'manual' });
      expect(raw.status).toBe(302);
      expect(raw.headers.get('location')).toBe(REDIRECT_TARGET);
      const followed = await sendRequest(`${atlas.url}/api/v2/probes/6001/`);
      expect(followed).toMatchObject({ ok: true, redirected: true, url: `${atlas.url}${REDIRECT_TARGET}` });
    });

    it('answers 204 with no content, or 200 with a body that is not JSON', async () => {
      atlas.setMode({ status: 204 });
      expect(await sendRequest(`${atlas.url}/api/v2/probes/`)).toMatchObject({ status: 204, body: null });
      atlas.setMode({ invalidJson: true });
      expect(await sendRequest(`${atlas.url}/api/v2/probes/`)).toMatchObject({ status: 200, invalidJson: true });
      atlas.setMode({});
      expect((await fetch(`${atlas.url}/api/v2/probes/?_status=204`)).status).toBe(204);
      expect(await (await fetch(`${atlas.url}/api/v2/probes/?_invalid=1`)).text()).toBe(
        '<html><body>Bad gateway</body></html>',
      );
    });

    it('redirects to the same path on another host name, once', async () => {
      atlas.setMode({ redirect: 'foreign' });
      const raw = await fetch(`${atlas.url}/api/v2/probes/6001/?a=1`, { redirect: 'manual' });
      expect(raw.status).toBe(302);
      expect(raw.headers.get('location')).toBe(`http://localhost:${atlas.port}/api/v2/probes/6001/?a=1`);
      const there = await fetch(`http://localhost:${atlas.port}/api/v2/probes/6001/`, { redirect: 'manual' });
      expect(there.status).toBe(200);
    });

    it('is slow', async () => {
      atlas.setMode({ delayMs: 150 });
      const result = await sendRequest(`${atlas.url}/api/v2/credits/`);
      expect(result.ok).toBe(true);
      expect(result.elapsedMs).toBeGreaterThanOrEqual(140);
    });

    it('leaves out the CORS header (which only a browser enforces)', async () => {
      atlas.setMode({ cors: false });
      const response = await fetch(`${atlas.url}/api/v2/probes/`);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.status).toBe(200);
    });

    it('lets a query switch override the mode for one request', async () => {
      atlas.setMode({ cors: false });
      const response = await fetch(`${atlas.url}/api/v2/probes/?_status=404`);
      expect(response.status).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      atlas.setMode({});
      const missing = await fetch(`${atlas.url}/api/v2/probes/?_cors=0`);
      expect(missing.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('records what the client sent', async () => {
    await fetch(`${atlas.url}/api/v2/anchors/`, { headers: { Authorization: 'Key abc', Cookie: 'sid=1' } });
    expect(atlas.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/api/v2/anchors/',
      authorization: 'Key abc',
      cookie: 'sid=1',
    });
  });

  it('listens on a port it is given', async () => {
    const probe = await startAtlasApi();
    const port = probe.port;
    await probe.close();
    const fixed = await startAtlasApi({ port });
    expect(fixed.url).toBe(`http://127.0.0.1:${port}`);
    await fixed.close();
  });
});
