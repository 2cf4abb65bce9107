/**
 * A local stand-in for the RIPE Atlas API (https://atlas.ripe.net/api/v2/), for the try-it panel's tests:
 * a real HTTP server on 127.0.0.1, so cross-origin rules, redirects, time-outs and failures really apply.
 * It answers the documented GET paths with fixture data in the platform's shapes (paginated lists with
 * count/next/previous/results, the platform's error object) and can be switched, per request or for a
 * while, to fail, redirect, dawdle or leave out its CORS header.
 *
 * Per-request switches (query parameters, left out of everything else):
 *   _status=500 | _status=404   answer with that error
 *   _status=204                 answer with no content
 *   _redirect=1                 302 to another documented path
 *   _redirect=foreign           302 to the same path on another host name (localhost), which a page's
 *                               content security policy that names 127.0.0.1 does not allow
 *   _invalid=1                  answer 200 with a body that is not JSON
 *   _delay=<ms>                 wait before answering
 *   _cors=0                     no Access-Control-Allow-Origin header
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in misbehaves; `{}` is normal service. Query switches override it per request. */
export interface AtlasApiMode {
  /** Answer every request with this error status and the platform's error object, or 204 with no content. */
  status?: 204 | 404 | 500;
  /**
   * Answer every request (but the target's own) with a 302 to {@link REDIRECT_TARGET}; `'foreign'`: to the same
   * path on `localhost` instead of 127.0.0.1, another host for the browser.
   */
  redirect?: boolean | 'foreign';
  /** Answer 200 with a body that is not JSON (as a proxy's error page would be). */
  invalidJson?: boolean;
  /** Wait this many milliseconds before answering. */
  delayMs?: number;
  /** Send `Access-Control-Allow-Origin: *` (default true). */
  cors?: boolean;
}

/** A request as the stand-in saw it, for tests that check what the client sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  cookie?: string;
  authorization?: string;
}

export interface AtlasApi {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  port: number;
  setMode(mode: AtlasApiMode): void;
  /** Every request so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

/** Where the redirect switch sends requests: another documented path. */
export const REDIRECT_TARGET = '/api/v2/measurements/';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/**
 * The platform's error object. 104 is its code for "not found"; it documents no other codes, so the
 * others repeat the status.
 */
export function atlasError(status: number, detail: string): { error: Record<string, unknown> } {
  return { error: { status, code: status === 404 ? 104 : status, title: TITLES[status] ?? 'Error', detail } };
}

type Json = Record<string, unknown>;

/**
 * Fixture data, kept in this file so the stand-in is one self-contained module. URLs point at the
 * stand-in itself so that links (next pages, results) can be followed.
 */
function fixtures(origin: string) {
  const api = `${origin}/api/v2`;
  const geometry = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });
  const status = (id: number, name: string, when: number) => ({ id, name, when });
  const measurement = (id: number, type: string, extra: Json): Json => ({
    id,
    type,
    af: 4,
    description: `${type} measurement ${id}`,
    is_oneoff: false,
    is_public: true,
    interval: 240,
    spread: 120,
    resolve_on_probe: false,
    start_time: 1700000000,
    stop_time: null,
    creation_time: 1699999900,
    probes_requested: 10,
    probes_scheduled: 10,
    participant_count: 10,
    is_all_scheduled: true,
    is_reachability_test: false,
    in_wifi_group: false,
    group_id: id,
    group: `${api}/measurements/groups/${id}/`,
    result: `${api}/measurements/${id}/results/`,
    tags: [],
    estimated_results_per_day: 3600,
    credits_per_result: 3,
    target_update_hours: 0,
    auto_topup: false,
    ...extra,
  });
  const measurements = [
    measurement(1001, 'ping', {
      target: 'k.root-servers.net',
      target_ip: '193.0.14.129',
      target_asn: 25152,
      target_prefix: '193.0.14.0/23',
      resolved_ips: ['193.0.14.129'],
      status: status(2, 'Ongoing', 1700000000),
      packets: 3,
      size: 48,
      packet_interval: 1000,
      include_probe_id: false,
    }),
    measurement(1002, 'traceroute', {
      target: 'ripe.net',
      target_ip: '193.0.11.51',
      target_asn: 3333,
      target_prefix: '193.0.10.0/23',
      resolved_ips: ['193.0.11.51'],
      status: status(2, 'Ongoing', 1700000000),
      protocol: 'ICMP',
      port: 80,
      first_hop: 1,
      max_hops: 32,
      paris: 16,
      size: 48,
      response_timeout: 4000,
    }),
    measurement(1003, 'dns', {
      af: 6,
      is_oneoff: true,
      interval: null,
      target: 'a.root-servers.net',
      target_ip: '2001:503:ba3e::2:30',
      status: status(4, 'Stopped', 1700003600),
      stop_time: 1700003600,
      query_class: 'IN',
      query_type: 'SOA',
      query_argument: '.',
      protocol: 'UDP',
      udp_payload_size: 512,
      use_probe_resolver: false,
      set_rd_bit: false,
      include_abuf: true,
    }),
  ];
  const probe = (id: number, country: string, statusId: number, statusName: string, extra: Json = {}): Json => ({
    id,
    url: `${api}/probes/${id}/`,
    address_v4: `192.0.2.${id % 250}`,
    address_v6: null,
    asn_v4: 3333,
    asn_v6: null,
    prefix_v4: '192.0.2.0/24',
    prefix_v6: null,
    country_code: country,
    description: `Probe ${id}`,
    firmware_version: 5080,
    first_connected: 1600000000,
    last_connected: 1700000000,
    geometry: geometry(4.9, 52.4),
    is_anchor: false,
    is_public: true,
    status: { id: statusId, name: statusName, since: '2023-11-14T22:13:20Z' },
    status_since: 1700000000,
    tags: [{ name: 'system: V3', slug: 'system-v3' }],
    total_uptime: 86400000,
    type: 'Probe',
    ...extra,
  });
  const probes = [
    probe(6001, 'NL', 1, 'Connected', { is_anchor: true }),
    probe(6002, 'DE', 2, 'Disconnected'),
    probe(6003, 'NL', 0, 'Never Connected'),
  ];
  const anchors = [
    {
      id: 101,
      type: 'Anchor',
      fqdn: 'nl-ams-as3333.anchors.atlas.ripe.net',
      hostname: 'nl-ams-as3333',
      probe: 6001,
      is_ipv4_only: false,
      ip_v4: '193.0.0.78',
      as_v4: 3333,
      ip_v4_gateway: '193.0.0.1',
      ip_v4_netmask: '255.255.255.0',
      ip_v6: '2001:67c:2e8:11::c100:134e',
      as_v6: 3333,
      ip_v6_gateway: '2001:67c:2e8:11::1',
      ip_v6_prefix: 64,
      city: 'Amsterdam',
      country: 'NL',
      company: 'RIPE NCC',
      nic_handle: 'RIPE-NCC',
      geometry: geometry(4.9, 52.4),
      tlsa_record: '',
      is_disabled: false,
      is_replacement: false,
      replaces_anchor: null,
      date_live: '2013-01-01T00:00:00Z',
      date_decommissioned: null,
      hardware_version: 2,
    },
  ];
  const anchorMeasurements = [
    {
      id: 501,
      is_mesh: true,
      type: 'ping',
      measurement: `${api}/measurements/1001/`,
      target: `${api}/anchors/101/`,
    },
  ];
  const results = (msmId: number): Json[] =>
    probes.slice(0, 2).map((p, index) => ({
      fw: 5080,
      type: measurements.find((m) => m.id === msmId)?.type ?? 'ping',
      msm_id: msmId,
      prb_id: p.id,
      timestamp: 1700000000 + index * 240,
      from: p.address_v4,
      af: 4,
      avg: 12.5,
      min: 12.1,
      max: 13.2,
      sent: 3,
      rcvd: 3,
      result: [{ rtt: 12.1 }, { rtt: 12.2 }, { rtt: 13.2 }],
    }));
  const credits = {
    current_balance: 1500000,
    credit_checked: true,
    max_daily_credits: 1000000,
    estimated_daily_income: 21600,
    estimated_daily_expenditure: 10800,
    estimated_daily_balance: 10800,
    calculation_time: '2023-11-14T22:13:20Z',
    estimated_runout_seconds: null,
    past_day_measurement_results: 3600,
    past_day_credits_spent: 10800,
    last_date_debited: '2023-11-14T22:00:00Z',
    last_date_credited: '2023-11-14T22:00:00Z',
    income_items: `${api}/credits/income-items/`,
    expense_items: `${api}/credits/expense-items/`,
    transactions: `${api}/credits/transactions/`,
  };
  return { measurements, probes, anchors, anchorMeasurements, results, credits };
}

type Handler = (match: RegExpExecArray, query: URLSearchParams) => { status: number; body: unknown };

/** The documented GET paths the stand-in serves. */
function routes(origin: string): [RegExp, Handler][] {
  const data = fixtures(origin);
  const list = (items: Json[], path: string) => (_: RegExpExecArray, query: URLSearchParams) =>
    paginate(items, `${origin}${path}`, query);
  const one = (items: Json[], what: string) => (match: RegExpExecArray) => {
    const item = items.find((candidate) => String(candidate.id) === match[1]);
    return item
      ? { status: 200, body: item }
      : { status: 404, body: atlasError(404, `No ${what} with id ${match[1]}.`) };
  };
  const filtered = (items: Json[], fields: string[]) => (query: URLSearchParams) =>
    items.filter((item) =>
      fields.every(
        (field) => !query.has(field) || String(field === 'status' ? statusId(item) : item[field]) === query.get(field),
      ),
    );
  const measurements = filtered(data.measurements, ['type', 'status', 'af']);
  const probes = filtered(data.probes, ['country_code', 'status', 'is_anchor']);
  return [
    [/^\/api\/v2\/measurements\/$/, (_, q) => paginate(measurements(q), `${origin}/api/v2/measurements/`, q)],
    [/^\/api\/v2\/measurements\/(\d+)\/$/, one(data.measurements, 'measurement')],
    [/^\/api\/v2\/measurements\/(\d+)\/(?:results|latest)\/$/, (m) => resultsOf(data, m)],
    [/^\/api\/v2\/probes\/$/, (_, q) => paginate(probes(q), `${origin}/api/v2/probes/`, q)],
    [/^\/api\/v2\/probes\/(\d+)\/$/, one(data.probes, 'probe')],
    [/^\/api\/v2\/anchors\/$/, list(data.anchors, '/api/v2/anchors/')],
    [/^\/api\/v2\/anchors\/(\d+)\/$/, one(data.anchors, 'anchor')],
    [/^\/api\/v2\/anchor-measurements\/$/, list(data.anchorMeasurements, '/api/v2/anchor-measurements/')],
    [/^\/api\/v2\/anchor-measurements\/(\d+)\/$/, one(data.anchorMeasurements, 'anchor measurement')],
    [/^\/api\/v2\/credits\/$/, () => ({ status: 200, body: data.credits })],
  ];
}

function statusId(item: Json): unknown {
  const status = item.status;
  return typeof status === 'object' && status !== null && 'id' in status ? status.id : undefined;
}

function resultsOf(data: ReturnType<typeof fixtures>, match: RegExpExecArray): { status: number; body: unknown } {
  const id = Number(match[1]);
  if (!data.measurements.some((m) => m.id === id)) {
    return { status: 404, body: atlasError(404, `No measurement with id ${id}.`) };
  }
  return { status: 200, body: data.results(id) };
}

/** The platform's page: count, next, previous, results; page_size at most 500. */
function paginate(items: Json[], base: string, query: URLSearchParams): { status: number; body: unknown } {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 50);
  if (!Number.isInteger(page) || page < 1) return { status: 404, body: atlasError(404, 'Invalid page.') };
  if (!Number.isInteger(size) || size < 1 || size > 500) {
    return { status: 400, body: atlasError(400, 'page_size must be between 1 and 500.') };
  }
  const start = (page - 1) * size;
  if (start > 0 && start >= items.length) return { status: 404, body: atlasError(404, 'Invalid page.') };
  const link = (target: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    return `${base}?${params.toString()}`;
  };
  return {
    status: 200,
    body: {
      count: items.length,
      next: start + size < items.length ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: items.slice(start, start + size),
    },
  };
}

const SWITCHES = ['_status', '_redirect', '_delay', '_cors', '_invalid'];

/** The mode of one request: the standing mode, overridden by the request's switches. */
function modeOf(standing: AtlasApiMode, query: URLSearchParams): AtlasApiMode {
  const mode = { ...standing };
  const status = query.get('_status');
  if (status === '204' || status === '404' || status === '500') mode.status = Number(status) as 204 | 404 | 500;
  if (query.get('_redirect') === '1') mode.redirect = true;
  if (query.get('_redirect') === 'foreign') mode.redirect = 'foreign';
  if (query.get('_invalid') === '1') mode.invalidJson = true;
  const delay = Number(query.get('_delay'));
  if (query.has('_delay') && Number.isFinite(delay) && delay >= 0) mode.delayMs = delay;
  if (query.get('_cors') === '0') mode.cors = false;
  return mode;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the stand-in on 127.0.0.1 (port 0, the default, picks a free one). */
export async function startAtlasApi(options: { port?: number } = {}): Promise<AtlasApi> {
  let standing: AtlasApiMode = {};
  const requests: RecordedRequest[] = [];
  let table: [RegExp, Handler][] = [];
  let port = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = { method: request.method ?? 'GET', path: url.pathname };
    if (request.headers.cookie !== undefined) recorded.cookie = request.headers.cookie;
    if (request.headers.authorization !== undefined) recorded.authorization = request.headers.authorization;
    requests.push(recorded);
    const mode = modeOf(standing, url.searchParams);
    for (const name of SWITCHES) url.searchParams.delete(name);
    if (mode.delayMs) await delay(mode.delayMs);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    if (mode.cors !== false) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Headers'] = 'Accept, Authorization, Content-Type';
      headers['Access-Control-Allow-Methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
    }
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      response.writeHead(status, { ...headers, ...extra });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') return send(204, undefined);
    const host = request.headers.host ?? '';
    if (mode.redirect === 'foreign' && !host.startsWith('localhost')) {
      return send(302, undefined, { Location: `http://localhost:${port}${url.pathname}${url.search}` });
    }
    if (mode.redirect === true && url.pathname !== REDIRECT_TARGET) {
      return send(302, undefined, { Location: `${REDIRECT_TARGET}${url.search}` });
    }
    if (mode.status === 204) return send(204, undefined);
    if (mode.status) return send(mode.status, atlasError(mode.status, `The stand-in was asked for a ${mode.status}.`));
    if (mode.invalidJson) {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      return void response.end('<html><body>Bad gateway</body></html>');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(405, atlasError(405, `Method "${request.method ?? ''}" not allowed.`));
    }
    // The platform adds the trailing slash its paths end with, by a permanent redirect.
    if (!url.pathname.endsWith('/') && table.some(([pattern]) => pattern.test(`${url.pathname}/`))) {
      return send(301, undefined, { Location: `${url.pathname}/${url.search}` });
    }
    for (const [pattern, handler] of table) {
      const match = pattern.exec(url.pathname);
      if (match) {
        const answer = handler(match, url.searchParams);
        return send(answer.status, answer.body);
      }
    }
    send(404, atlasError(404, 'Not found.'));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(atlasError(500, error instanceof Error ? error.message : String(error))));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  table = routes(url);
  return {
    url,
    port,
    setMode(mode) {
      standing = { ...mode };
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
