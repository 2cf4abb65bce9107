/**
 * The calls of RIPE Atlas's own tools, as their documentation and source give them: what the Cousteau and
 * `ripe-atlas` code samples are checked against. Each entry names where it was read. Update an entry only
 * from those sources, never from what the sample writers produce.
 *
 * Cousteau: https://github.com/RIPE-NCC/ripe-atlas-cousteau (docs/use.rst, "Use & Examples"; the classes in
 * ripe/atlas/cousteau/__init__.py, request.py, source.py, measurement.py, api_listing.py, api_meta_data.py).
 * ripe-atlas: https://github.com/RIPE-NCC/ripe-atlas-tools (docs/use.rst, "How to Use the RIPE Atlas
 * Toolkit"; the commands in ripe/atlas/tools/commands/, and the defaults in ripe/atlas/tools/settings).
 */

/** The keyword arguments every request class reads in `AtlasRequest.__init__` (request.py). */
const REQUEST_ARGS = ['key', 'server', 'user_agent', 'verify', 'proxies', 'headers', 'url_path'];

export interface CousteauClass {
  /** `METHOD path` of the API call the class makes; `GET *` for the general request; none for a part. */
  api?: string;
  /**
   * The keyword arguments it takes. `definition`: any field of the measurement definition (measurement.py
   * stores every keyword it is given); `filters`: any filter of the listing's API call (api_listing.py).
   */
  args: readonly string[] | 'definition' | 'filters';
  /** The method that sends the request. */
  send?: 'create' | 'get';
  source: string;
}

export const COUSTEAU: Readonly<Record<string, CousteauClass>> = {
  AtlasCreateRequest: {
    api: 'POST /api/v2/measurements/',
    args: ['measurements', 'sources', 'start_time', 'stop_time', 'is_oneoff', 'bill_to', ...REQUEST_ARGS],
    send: 'create',
    source: 'request.py, class AtlasCreateRequest; docs/use.rst, "Create Request"',
  },
  AtlasSource: {
    args: ['type', 'value', 'requested', 'tags'],
    source: 'source.py, class AtlasSource; docs/use.rst, "Measurement Sources"',
  },
  AtlasChangeRequest: {
    api: 'POST /api/v2/measurements/{msm_id}/participation-requests/',
    args: ['msm_id', 'sources', ...REQUEST_ARGS],
    send: 'create',
    source: 'request.py, class AtlasChangeRequest; docs/use.rst, "Changing Measurement Sources"',
  },
  AtlasChangeSource: {
    args: ['type', 'value', 'requested', 'tags', 'action'],
    source: 'source.py, class AtlasChangeSource',
  },
  AtlasStopRequest: {
    api: 'DELETE /api/v2/measurements/{pk}/',
    args: ['msm_id', ...REQUEST_ARGS],
    send: 'create',
    source: 'request.py, class AtlasStopRequest; docs/use.rst, "Stopping Measurement"',
  },
  AtlasResultsRequest: {
    api: 'GET /api/v2/measurements/{pk}/results/',
    args: ['msm_id', 'start', 'stop', 'probe_ids', ...REQUEST_ARGS],
    send: 'create',
    source: 'request.py, class AtlasResultsRequest; docs/use.rst, "Fetching Results"',
  },
  AtlasLatestRequest: {
    api: 'GET /api/v2/measurements/{pk}/latest/',
    args: ['msm_id', 'probe_ids', 'lookback_days', ...REQUEST_ARGS],
    send: 'create',
    source: 'request.py, class AtlasLatestRequest; docs/use.rst, "Fetching Latest Results"',
  },
  AtlasRequest: {
    api: 'GET *',
    args: REQUEST_ARGS,
    send: 'get',
    source: 'request.py, class AtlasRequest (get(**url_params)); docs/use.rst, "General GET API Requests"',
  },
  Measurement: {
    api: 'GET /api/v2/measurements/{pk}/',
    args: ['id', 'key', 'server', 'fields', 'user_agent', 'meta_data'],
    source: 'api_meta_data.py, class Measurement; docs/use.rst, "Metadata"',
  },
  Probe: {
    api: 'GET /api/v2/probes/{pk}/',
    args: ['id', 'key', 'server', 'fields', 'user_agent', 'meta_data'],
    source: 'api_meta_data.py, class Probe; docs/use.rst, "Metadata"',
  },
  MeasurementRequest: {
    api: 'GET /api/v2/measurements/',
    args: 'filters',
    source: 'api_listing.py, class MeasurementRequest; docs/use.rst, "Filtering"',
  },
  ProbeRequest: {
    api: 'GET /api/v2/probes/',
    args: 'filters',
    source: 'api_listing.py, class ProbeRequest; docs/use.rst, "Filtering"',
  },
  AnchorRequest: {
    api: 'GET /api/v2/anchors/',
    args: 'filters',
    source: 'api_listing.py, class AnchorRequest',
  },
  Ping: { args: 'definition', source: 'measurement.py, class Ping' },
  Traceroute: { args: 'definition', source: 'measurement.py, class Traceroute' },
  Dns: { args: 'definition', source: 'measurement.py, class Dns' },
  Sslcert: { args: 'definition', source: 'measurement.py, class Sslcert' },
  Ntp: { args: 'definition', source: 'measurement.py, class Ntp' },
  Http: { args: 'definition', source: 'measurement.py, class Http' },
};

/** The arguments `RequestGenerator.__init__` takes besides the filters (api_listing.py). */
export const LISTING_ARGS = ['return_objects', 'user_agent', 'server', 'verify'];

export interface Command {
  /** `METHOD path` of the API calls the command makes. */
  api: readonly string[];
  /** Its positional arguments: a number, or the first one's choices (`measure ping`) and then none. */
  positional: number | readonly string[];
  /** Its options; an option with a list takes one of those values. */
  options: Readonly<Record<string, readonly string[] | 'value' | 'switch'>>;
  source: string;
}

const MEASURE_OPTIONS = {
  '--renderer': 'value',
  '--dry-run': 'switch',
  '--auth': 'value',
  '--af': ['4', '6'],
  '--description': 'value',
  '--target': 'value',
  '--no-report': 'switch',
  '--set-alias': 'value',
  '--interval': 'value',
  '--from-area': ['WW', 'West', 'North-Central', 'South-Central', 'North-East', 'South-East'],
  '--from-country': 'value',
  '--from-prefix': 'value',
  '--from-asn': 'value',
  '--from-probes': 'value',
  '--from-measurement': 'value',
  '--probes': 'value',
  '--include-tag': 'value',
  '--exclude-tag': 'value',
  '--group-id': 'value',
  '--spread': 'value',
  '--resolve-on-probe': 'switch',
  '--measurement-tags': 'value',
} as const;

/** Each measurement type's own options (commands/measure/<type>.py; docs/use.rst, "Measurement Creation"). */
export const MEASURE_TYPE_OPTIONS: Readonly<Record<string, Command['options']>> = {
  ping: { '--packets': 'value', '--size': 'value', '--packet-interval': 'value' },
  traceroute: {
    '--packets': 'value',
    '--size': 'value',
    '--protocol': ['ICMP', 'UDP', 'TCP'],
    '--timeout': 'value',
    '--dont-fragment': 'switch',
    '--paris': 'value',
    '--first-hop': 'value',
    '--max-hops': 'value',
    '--port': 'value',
    '--destination-option-size': 'value',
    '--hop-by-hop-option-size': 'value',
  },
  dns: {
    '--protocol': ['UDP', 'TCP'],
    '--query-class': ['IN', 'CHAOS'],
    '--query-type': 'value',
    '--query-argument': 'value',
    '--set-cd-bit': 'switch',
    '--set-do-bit': 'switch',
    '--set-nsid-bit': 'switch',
    '--set-rd-bit': 'switch',
    '--retry': 'value',
    '--udp-payload-size': 'value',
  },
  sslcert: { '--port': 'value' },
  http: {
    '--header-bytes': 'value',
    '--version': 'value',
    '--method': 'value',
    '--path': 'value',
    '--query-string': 'value',
    '--user-agent': 'value',
    '--body-bytes': 'value',
    '--timing-verbosity': ['0', '1', '2'],
  },
  ntp: { '--packets': 'value', '--timeout': 'value' },
};

export const RIPE_ATLAS: Readonly<Record<string, Command>> = {
  configure: {
    api: [],
    positional: 0,
    options: { '--editor': 'switch', '--set': 'value', '--init': 'switch' },
    source: 'docs/use.rst, "Configuration" (authorisation.create, authorisation.fetch: commands/report.py)',
  },
  'measurement-info': {
    api: ['GET /api/v2/measurements/{pk}/'],
    positional: 1,
    options: {},
    source: 'commands/measurement_info.py (Measurement(id=...), no key)',
  },
  'probe-info': {
    api: ['GET /api/v2/probes/{pk}/'],
    positional: 1,
    options: {},
    source: 'commands/probe_info.py (Probe(id=...), no key)',
  },
  report: {
    api: ['GET /api/v2/measurements/{pk}/latest/', 'GET /api/v2/measurements/{pk}/results/'],
    positional: 1,
    options: {
      '--auth': 'value',
      '--probes': 'value',
      '--renderer': 'value',
      '--aggregate-by': 'value',
      '--probe-asns': 'value',
      '--start-time': 'value',
      '--stop-time': 'value',
    },
    source:
      'docs/use.rst, "Result Reporting"; commands/report.py (AtlasLatestRequest, or AtlasResultsRequest with a start or stop time)',
  },
  'measurement-search': {
    api: ['GET /api/v2/measurements/'],
    positional: 0,
    options: {
      '--search': 'value',
      '--status': ['scheduled', 'ongoing', 'stopped'],
      '--af': ['4', '6'],
      '--type': ['ping', 'traceroute', 'dns', 'sslcert', 'ntp', 'http'],
      '--field': 'value',
      '--ids-only': 'switch',
      '--limit': 'value',
      '--started-before': 'value',
      '--started-after': 'value',
      '--stopped-before': 'value',
      '--stopped-after': 'value',
    },
    source: 'docs/use.rst, "Measurement Querying"; commands/measurement_search.py',
  },
  'probe-search': {
    api: ['GET /api/v2/probes/'],
    positional: 0,
    options: {
      '--limit': 'value',
      '--field': 'value',
      '--aggregate-by': 'value',
      '--all': 'switch',
      '--max-per-aggregation': 'value',
      '--ids-only': 'switch',
      '--asn': 'value',
      '--asnv4': 'value',
      '--asnv6': 'value',
      '--prefix': 'value',
      '--prefixv4': 'value',
      '--prefixv6': 'value',
      '--location': 'value',
      '--center': 'value',
      '--radius': 'value',
      '--country': 'value',
      '--tag': 'value',
      '--status': ['0', '1', '2', '3'],
    },
    source: 'docs/use.rst, "Probe Querying"; commands/probe_search.py',
  },
  measure: {
    api: ['POST /api/v2/measurements/'],
    positional: ['ping', 'traceroute', 'dns', 'sslcert', 'http', 'ntp'],
    options: MEASURE_OPTIONS,
    source: 'docs/use.rst, "Measurement Creation"; commands/measure/base.py',
  },
};
