/**
 * Cross-checks site/api (the RIPE Atlas API v2.6.0 in Swagger 1.2) against the requirements
 * (spec/api-reference.md). The tables below are written from the spec by hand, not from the description,
 * so a missing endpoint, parameter, field or a wrong bound, default or enum fails here.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatWarning, loadDescription } from '../src/model/index.ts';
import type { ApiModel, EnumValue, Field, Operation, Parameter } from '../src/model/model.ts';

const SITE_API = fileURLToPath(new URL('../../../site/api', import.meta.url));

// Section 7: every call. `{api_key_prefix:uuid}` of the spec is written `{api_key_prefix}` with format uuid,
// since a converter suffix is no placeholder name.
const ENDPOINTS: readonly string[] = [
  'GET /api/v2/anchor-measurements/{pk}/',
  'GET /api/v2/anchor-measurements/',
  'GET /api/v2/anchors/{pk}/',
  'GET /api/v2/anchors/',
  'GET /api/v2/credits/',
  'GET /api/v2/credits/income-items/',
  'GET /api/v2/credits/expense-items/',
  'POST /api/v2/credits/transfers/',
  'GET /api/v2/credits/voucher/{code}',
  'POST /api/v2/credits/voucher/redeem/',
  'GET /api/v2/credits/standing-order/',
  'POST /api/v2/credits/standing-order/',
  'GET /api/v2/credits/standing-order/{pk}/',
  'PATCH /api/v2/credits/standing-order/{pk}/',
  'DELETE /api/v2/credits/standing-order/{pk}/',
  'GET /api/v2/credits/bill-me/',
  'POST /api/v2/credits/bill-me/',
  'GET /api/v2/credits/bill-me/{pk}/',
  'PATCH /api/v2/credits/bill-me/{pk}/',
  'DELETE /api/v2/credits/bill-me/{pk}/',
  'GET /api/v2/credits/transactions/',
  'GET /api/v2/credits/members/',
  'POST /api/v2/credits/members/claim/',
  'GET /api/v2/keys/permissions/',
  'GET /api/v2/keys/permissions/{permission}/targets/',
  'GET /api/v2/keys/',
  'POST /api/v2/keys/',
  'GET /api/v2/keys/{api_key_prefix}/',
  'PUT /api/v2/keys/{api_key_prefix}/',
  'PATCH /api/v2/keys/{api_key_prefix}/',
  'DELETE /api/v2/keys/{api_key_prefix}/',
  'GET /api/v2/measurements/',
  'POST /api/v2/measurements/',
  'GET /api/v2/measurements/my/',
  'POST /api/v2/measurements/my/',
  'GET /api/v2/measurements/{pk}/',
  'PATCH /api/v2/measurements/{pk}/',
  'DELETE /api/v2/measurements/{pk}/',
  'GET /api/v2/measurements/{pk}/results/',
  'GET /api/v2/measurements/{pk}/latest/',
  'GET /api/v2/measurements/{pk}/ping-stats/',
  'GET /api/v2/measurements/{pk}/private/',
  'GET /api/v2/measurements/groups/',
  'GET /api/v2/measurements/groups/{pk}/',
  'DELETE /api/v2/measurements/groups/{pk}/',
  'GET /api/v2/measurements/tags/',
  'GET /api/v2/measurements/tags/{tag}/results/',
  'GET /api/v2/measurements/my-tags/',
  'GET /api/v2/measurements/my-tags/{tag}/',
  'POST /api/v2/measurements/my-tags/{tag}/stop/',
  'GET /api/v2/measurements/{pk}/tags/',
  'POST /api/v2/measurements/{pk}/tags/',
  'GET /api/v2/measurements/{pk}/tags/{tag}/',
  'DELETE /api/v2/measurements/{pk}/tags/{tag}/',
  'GET /api/v2/measurements/{msm_id}/participation-requests/',
  'POST /api/v2/measurements/{msm_id}/participation-requests/',
  'GET /api/v2/measurements/{msm_id}/participation-requests/{source_id}/',
  'GET /api/v2/participation-requests/{source_id}/',
  'GET /api/v2/probes/',
  'GET /api/v2/probes/my/',
  'GET /api/v2/probes/{pk}/',
  'PUT /api/v2/probes/{pk}/',
  'PATCH /api/v2/probes/{pk}/',
  'GET /api/v2/probes/{prb_id}/measurements/',
  'GET /api/v2/probes/archive/',
  'GET /api/v2/probes/rankings/',
  'GET /api/v2/probes/{pk}/traffic/',
  'GET /api/v2/probes/tags/',
  'GET /api/v2/probes/tags/{slug}/',
];

const lookups = (name: string) => [name, `${name}__lt`, `${name}__lte`, `${name}__gt`, `${name}__gte`];
const textLookups = (name: string) => [name, `${name}__contains`, `${name}__startswith`, `${name}__endswith`];
const MEASUREMENT_FILTERS = [
  'sort',
  ...lookups('id'),
  'id__in',
  ...lookups('start_time'),
  ...lookups('stop_time'),
  ...lookups('interval'),
  ...lookups('probes_requested'),
  ...lookups('probes_scheduled'),
  'is_public',
  'is_oneoff',
  'status',
  'status__in',
  'tags',
  'type',
  'target_ip',
  'current_probes',
  'participant_logs_probes',
  'target_asn',
  ...textLookups('target'),
  ...textLookups('description'),
  'af',
  'search',
  'protocol',
  'group_id',
  'group',
  'favourite',
  'hidden',
  'page',
  'page_size',
  'after',
  'format',
  'optional_fields',
  'fields',
  'format[datetime]',
  'mine',
];
const PROBE_FILTERS = [
  'country_code',
  'country_code__in',
  ...['lt', 'lte', 'gt', 'gte', 'in'].map((op) => `id__${op}`),
  ...['lt', 'lte', 'gt', 'gte'].flatMap((op) => [`latitude__${op}`, `longitude__${op}`]),
  'asn',
  'asn__in',
  'asn_v4',
  'asn_v4__in',
  'asn_v6',
  'asn_v6__in',
  'prefix_v4',
  'prefix_v6',
  'firmware_version',
  'status',
  'status__in',
  'status_name',
  'is_anchor',
  'is_public',
  'tags',
  'radius',
  'search',
  'favourite',
  'hidden',
  'include',
  'optional_fields',
  'format',
  'sort',
];

/** Section 7: the parameters each call names (path placeholders included), by location where it matters. */
const PARAMETERS: Record<string, readonly string[]> = {
  'GET /api/v2/anchor-measurements/{pk}/': ['pk', 'include', 'optional_fields'],
  'GET /api/v2/anchors/{pk}/': ['pk', 'include'],
  'GET /api/v2/anchors/': ['country', 'as_v4', 'as_v6', 'search', 'include'],
  'POST /api/v2/credits/transfers/': ['form:amount', 'form:recipient'],
  'GET /api/v2/credits/voucher/{code}': ['path:code'],
  'POST /api/v2/credits/voucher/redeem/': ['form:code'],
  'GET /api/v2/credits/transactions/': [
    'date',
    'date__lt',
    'date__lte',
    'date__gte',
    'date__gt',
    'sort',
    'type',
    'page_size',
  ],
  'POST /api/v2/credits/members/claim/': ['form:members'],
  'GET /api/v2/keys/permissions/{permission}/targets/': ['path:permission'],
  'GET /api/v2/measurements/': MEASUREMENT_FILTERS,
  'GET /api/v2/measurements/my/': MEASUREMENT_FILTERS,
  'POST /api/v2/measurements/': ['body:body'],
  'POST /api/v2/measurements/my/': ['body:body'],
  'PATCH /api/v2/measurements/{pk}/': [
    'path:pk',
    'form:is_public',
    'form:description',
    'form:auto_topup',
    'form:auto_topup_prb_days_off',
    'form:auto_topup_prb_similarity',
    'form:target_update_hours',
  ],
  'DELETE /api/v2/measurements/{pk}/': ['path:pk', 'query:key'],
  'GET /api/v2/measurements/{pk}/results/': [
    'format',
    'callback',
    'start',
    'stop',
    'probe_ids',
    'anchors_only',
    'public_only',
  ],
  'GET /api/v2/measurements/{pk}/latest/': [
    'format',
    'callback',
    'versions',
    'probe_ids',
    'anchors_only',
    'public_only',
    'lookback_days',
  ],
  'GET /api/v2/measurements/{pk}/ping-stats/': ['start', 'stop', 'probe_ids', 'resolution'],
  'GET /api/v2/measurements/groups/': ['sort', 'page_size', 'after', 'format', 'callback'],
  'GET /api/v2/measurements/tags/': ['tag__startswith'],
  'GET /api/v2/measurements/tags/{tag}/results/': ['path:tag', 'format', 'callback', 'sort'],
  'GET /api/v2/measurements/my-tags/{tag}/': ['path:tag'],
  'POST /api/v2/measurements/my-tags/{tag}/stop/': ['path:tag'],
  'POST /api/v2/measurements/{pk}/tags/': ['path:pk', 'form:tag'],
  'DELETE /api/v2/measurements/{pk}/tags/{tag}/': ['path:pk', 'path:tag'],
  'POST /api/v2/measurements/{msm_id}/participation-requests/': [
    'path:msm_id',
    'form:requested',
    'form:type',
    'form:value',
    'form:action',
    'form:tags_include',
    'form:tags_exclude',
  ],
  'GET /api/v2/measurements/{msm_id}/participation-requests/{source_id}/': ['path:msm_id', 'path:source_id'],
  'GET /api/v2/participation-requests/{source_id}/': ['path:source_id', 'format'],
  'GET /api/v2/probes/': PROBE_FILTERS,
  'GET /api/v2/probes/my/': PROBE_FILTERS,
  'GET /api/v2/probes/{pk}/': ['path:pk', 'include', 'optional_fields'],
  'PUT /api/v2/probes/{pk}/': ['path:pk', 'form:is_wifi_requested'],
  'PATCH /api/v2/probes/{pk}/': ['path:pk', 'form:is_wifi_requested'],
  'GET /api/v2/probes/{prb_id}/measurements/': ['path:prb_id'],
  'GET /api/v2/probes/archive/': [
    'probe',
    'date',
    'date__lt',
    'date__lte',
    'date__gt',
    'date__gte',
    'status',
    'format',
  ],
  'GET /api/v2/probes/{pk}/traffic/': ['start', 'stop', 'resolution'],
  'GET /api/v2/probes/tags/': [
    'name',
    'slug',
    'name__startswith',
    'name__contains',
    'slug__startswith',
    'slug__contains',
  ],
  'GET /api/v2/probes/tags/{slug}/': ['path:slug'],
  'GET /api/v2/keys/{api_key_prefix}/': ['path:api_key_prefix'],
};

/** Section 3: every entity as a model with its fields. */
const ENTITIES: Record<string, readonly string[]> = {
  AnchorMeasurement: ['id', 'is_mesh', 'type', 'date_created', 'date_modified', 'measurement', 'target'],
  Anchor: [
    ...['id', 'type', 'hostname', 'fqdn', 'probe', 'is_ipv4_only', 'ip_v4', 'as_v4', 'ip_v4_gateway', 'ip_v4_netmask'],
    ...['ip_v6', 'as_v6', 'ip_v6_gateway', 'ip_v6_prefix', 'city', 'country', 'company', 'nic_handle', 'geometry'],
    ...['tlsa_record', 'is_disabled', 'is_replacement', 'replaces_anchor', 'date_live', 'date_decommissioned'],
    'hardware_version',
  ],
  Credits: [
    ...['current_balance', 'credit_checked', 'max_daily_credits', 'estimated_daily_income'],
    ...['estimated_daily_expenditure', 'estimated_daily_balance', 'calculation_time', 'estimated_runout_seconds'],
    ...['past_day_measurement_results', 'past_day_credits_spent', 'last_date_debited', 'last_date_credited'],
    ...['income_items', 'expense_items', 'transactions'],
  ],
  IncomeItems: [
    ...['hosted_probes', 'sponsored_probes', 'ambassador_probes', 'hosted_anchors', 'sponsored_anchors'],
    'total_estimated_daily_income',
  ],
  ProbeIncomeItem: ['probe_id', 'probe', 'description', 'max_daily_connected_income', 'estimated_daily_income'],
  HostedProbeIncomeItem: [
    ...['probe_id', 'probe', 'description', 'max_daily_connected_income', 'estimated_daily_income'],
    'yesterday_results_reward',
  ],
  ExpenseItems: ['owned_measurements', 'billed_measurements', 'total_estimated_daily_expenditure'],
  MeasurementExpenseItem: [
    ...['measurement_id', 'measurement', 'description', 'scheduled_start_time', 'scheduled_stop_time'],
    ...['next_day_running_time_seconds', 'estimated_participants', 'estimated_daily_cost'],
  ],
  TransferResponse: ['transaction'],
  StandingOrder: ['id', 'threshold', 'amount', 'is_active', 'recipients'],
  Recipient: ['user'],
  BillMe: ['id', 'recipients'],
  Member: ['reg_id', 'total_claims', 'can_claim', 'last_claim', 'next_claim', 'name'],
  Voucher: [
    ...['value', 'redemptions_allowed', 'periodic', 'active_from', 'active_till', 'campaign', 'can_redeem'],
    'redemptions_left',
  ],
  Transaction: [
    ...['id', 'type', 'reason', 'description', 'amount', 'balance_before', 'balance_after', 'date'],
    ...['measurement_id', 'measurement', 'samples', 'probe_id', 'probe'],
  ],
  Target: ['id', 'label', 'type'],
  Grant: ['permission', 'target'],
  Permission: ['id', 'type', 'description', 'target_types'],
  ApiKey: [
    ...['uuid', 'url', 'label', 'created_at', 'valid_from', 'valid_to', 'last_used', 'enabled', 'is_active'],
    ...['is_frozen', 'grants', 'regenerate'],
  ],
  MeasurementGroup: ['id', 'is_wifi_group', 'group_members', 'total_members'],
  GroupMember: ['id', 'type', 'measurement'],
  Measurement: [
    ...['id', 'description', 'type', 'af', 'is_public', 'is_oneoff', 'spread', 'resolve_on_probe', 'skip_dns_check'],
    ...['start_time', 'stop_time', 'tags', 'group_id', 'auto_topup', 'auto_topup_prb_days_off'],
    ...['auto_topup_prb_similarity', 'target_update_hours', 'aggregator_client_id'],
    ...['result', 'status', 'is_all_scheduled', 'is_reachability_test', 'target_asn', 'target_prefix', 'target_ip'],
    ...['creation_time', 'in_wifi_group', 'resolved_ips', 'probes_requested', 'probes_scheduled'],
    ...['participant_count', 'group', 'probes', 'estimated_results_per_day', 'credits_per_result', 'probe_sources'],
    ...['participation_requests', 'user_id', 'bill_to_user_id', 'scheduled_via', 'target_update_last'],
  ],
  PingMeasurement: ['packets', 'size', 'packet_interval', 'include_probe_id'],
  TracerouteMeasurement: [
    ...['port', 'packets', 'first_hop', 'max_hops', 'paris', 'size', 'protocol', 'response_timeout'],
    ...['duplicate_timeout', 'hop_by_hop_option_size', 'destination_option_size', 'dont_fragment', 'traffic_class'],
    'gap_limit',
  ],
  DnsMeasurement: [
    ...['query_class', 'query_type', 'query_argument', 'protocol', 'retry', 'timeout', 'port', 'udp_payload_size'],
    ...['use_probe_resolver', 'set_rd_bit', 'set_cd_bit', 'set_do_bit', 'set_ad_bit', 'set_nsid_bit'],
    ...['prepend_probe_id', 'include_qbuf', 'include_abuf', 'use_macros', 'tls', 'default_client_subnet'],
    ...['cookies', 'ttl'],
  ],
  HttpMeasurement: [
    ...['method', 'path', 'query_string', 'user_agent', 'version', 'port', 'host', 'https', 'header_bytes'],
    ...['max_bytes_read', 'extended_timing', 'more_extended_timing'],
  ],
  NtpMeasurement: ['packets', 'timeout', 'size'],
  SslcertMeasurement: ['port', 'hostname'],
  WifiMeasurement: [
    ...['ssid', 'key_mgmt', 'eap', 'identity', 'anonymous_identity', 'phase2', 'cert', 'extra_wait', 'ipv4'],
    ...['ipv6', 'rssi', 'psk', 'password'],
  ],
  MeasurementStatus: ['id', 'name', 'when'],
  MeasurementCreated: ['measurements'],
  MeasurementRequest: ['definitions', 'probes'],
  PrivateMeasurementTag: ['tag', 'label'],
  PublicMeasurementTag: ['tag'],
  ProbeTag: ['name', 'slug'],
  ParticipationRequest: [
    ...['requested', 'type', 'value', 'action', 'tags_include', 'tags_exclude', 'id', 'created_at', 'self'],
    'measurement',
  ],
  ProbeSource: ['requested', 'type', 'value', 'tags_include', 'tags_exclude'],
  Probe: [
    ...['id', 'url', 'address_v4', 'address_v6', 'asn_v4', 'asn_v6', 'prefix_v4', 'prefix_v6', 'connection_af'],
    ...['connection_controller', 'country_code', 'country_name', 'description', 'firmware_version'],
    ...['first_connected', 'last_connected', 'geometry', 'is_anchor', 'is_public', 'is_wifi_requested'],
    ...['wifi_requested_date', 'measurements', 'status', 'status_since', 'tags', 'total_uptime', 'type'],
  ],
  ProbeStatus: ['id', 'name', 'since'],
  ProbeRankings: ['asn4', 'asn6', 'prefix4', 'prefix6', 'country'],
  ProbeMeasurementItem: ['id', 'type', 'description', 'status', 'start_time', 'stop_time', 'target'],
  PrivateDetails: ['id', 'user_email', 'bill_to'],
  MeasurementProbeTraffic: ['msm_id', 'msm_type', 'start_time', 'stop_time', 'probe_id', 'resolution', 'data'],
  ProbeTraffic: ['probe_id', 'resolution', 'start_time', 'stop_time', 'msm_id', 'traffic'],
};

interface Expected {
  minimum?: number;
  maximum?: number;
  default?: EnumValue;
  enum?: EnumValue[];
  enumNames?: string[];
  maxLength?: number;
  multipleOf?: number;
  maxItems?: number;
  required?: boolean;
  type?: string;
  format?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Texts the description must mention (readings the schema cannot carry). */
  mentions?: string[];
}

type Check = { param: [operation: string, name: string] } | { field: [model: string, name: string] };
type Bound = Check & { expect: Expected };

const param = (operation: string, name: string, expect: Expected): Bound => ({ param: [operation, name], expect });
const field = (model: string, name: string, expect: Expected): Bound => ({ field: [model, name], expect });
const range = (minimum: number, maximum: number, extra: Expected = {}): Expected => ({ minimum, maximum, ...extra });
const withMinus = (values: string[]) => values.flatMap((v) => [v, `-${v}`]);

const MEASUREMENT_STATUS_IDS = [0, 1, 2, 4, 5, 6, 7, 8];
const MEASUREMENT_STATUS_NAMES = [
  ...['Specified', 'Scheduled', 'Ongoing', 'Stopped', 'Forced to stop', 'No suitable probes', 'Failed'],
  'Archived',
];
const PROBE_STATUS_NAMES = ['Never Connected', 'Connected', 'Disconnected', 'Abandoned', 'Written off'];
const SOURCE_TYPES = ['area', 'country', 'probes', 'asn', 'prefix', 'msm'];
const AREAS = ['WW', 'West', 'North-Central', 'South-Central', 'North-East', 'South-East'];
const MEASUREMENT_TYPES = ['ping', 'traceroute', 'dns', 'sslcert', 'http', 'ntp', 'wifi'];
const MEASUREMENT_SORTS = withMinus([
  ...['id', 'start_time', 'stop_time', 'is_oneoff', 'interval', 'type', 'af', 'status.name', 'status.id'],
  ...['probes_requested', 'probes_scheduled'],
]);
const MEASUREMENT_OPTIONAL = [
  ...['participation_requests', 'participant_logs', 'current_probes', 'is_active', 'probe_sources'],
  'probes',
];
const DNS_QUERY_TYPES = [
  ...['A', 'AAAA', 'ANY', 'CNAME', 'DNSKEY', 'DS', 'MX', 'NS', 'NSEC', 'PTR', 'RRSIG', 'SOA', 'TXT', 'SRV'],
  ...['NAPTR', 'TLSA'],
];

const LIST = 'GET /api/v2/measurements/';
const MY = 'GET /api/v2/measurements/my/';
const PROBES = 'GET /api/v2/probes/';
const MY_PROBES = 'GET /api/v2/probes/my/';

/** Sections 4, 5 and 9 (and the enums of section 7): bounds, defaults, enums, required flags. */
const BOUNDS: readonly Bound[] = [
  // Section 4: statuses, with their names.
  field('MeasurementStatus', 'id', { enum: MEASUREMENT_STATUS_IDS, enumNames: MEASUREMENT_STATUS_NAMES }),
  field('MeasurementStatus', 'name', { enum: MEASUREMENT_STATUS_NAMES, mentions: ['Requested to stop'] }),
  field('ProbeStatus', 'id', { enum: [0, 1, 2, 3, 4], enumNames: PROBE_STATUS_NAMES }),
  field('ProbeStatus', 'name', { enum: PROBE_STATUS_NAMES }),
  ...[LIST, MY].map((op) => param(op, 'status', { enum: MEASUREMENT_STATUS_IDS, enumNames: MEASUREMENT_STATUS_NAMES })),
  ...[PROBES, MY_PROBES].flatMap((op) => [
    param(op, 'status', { enum: [0, 1, 2, 3, 4], enumNames: PROBE_STATUS_NAMES }),
    param(op, 'status_name', { enum: PROBE_STATUS_NAMES }),
  ]),
  field('Measurement', 'is_public', { default: true, mentions: ['false to true'] }),
  field('ApiKey', 'is_active', { readOnly: true, mentions: ['enabled'] }),
  field('ApiKey', 'is_frozen', { readOnly: true, mentions: ['regenerat'] }),

  // Section 3 details.
  field('Anchor', 'hardware_version', { enum: [0, 1, 2, 98, 99] }),
  field('Voucher', 'value', { type: 'integer' }),
  field('Voucher', 'active_from', { format: 'date-time' }),
  field('Voucher', 'active_till', { format: 'date-time' }),
  field('Voucher', 'can_redeem', { type: 'boolean' }),
  field('Transaction', 'type', { enum: ['admin', 'measurement', 'probe'] }),
  field('ApiKey', 'enabled', { default: true }),
  field('ApiKey', 'uuid', { readOnly: true, format: 'uuid', mentions: ['masked'] }),
  field('ApiKey', 'regenerate', { writeOnly: true }),
  field('Measurement', 'id', { readOnly: true }),
  field('Measurement', 'status', { readOnly: true }),
  field('Measurement', 'auto_topup', { default: false }),
  field('PrivateDetails', 'user_email', { readOnly: true }),
  field('PrivateDetails', 'bill_to', { readOnly: true }),
  field('ProbeTraffic', 'msm_id', { enum: [9002] }),
  field('AnchorMeasurement', 'id', { type: 'integer' }),
  field('AnchorMeasurement', 'is_mesh', { type: 'boolean' }),

  // Section 5: anchors and vouchers.
  field('Anchor', 'as_v4', range(0, 2147483647)),
  field('Anchor', 'as_v6', range(0, 2147483647)),
  field('Anchor', 'ip_v6_prefix', range(-2147483648, 2147483647)),
  param('GET /api/v2/anchors/', 'as_v4', range(0, 2147483647)),
  param('GET /api/v2/anchors/', 'as_v6', range(0, 2147483647)),
  field('Voucher', 'redemptions_allowed', range(1, 2147483647)),

  // Measurement create and the core fields.
  field('Measurement', 'description', { required: true }),
  field('Measurement', 'type', { required: true, enum: MEASUREMENT_TYPES }),
  field('Measurement', 'af', { required: true, enum: [4, 6], mentions: ['wifi'] }),
  field('Measurement', 'spread', { maximum: 400, mentions: ['half the interval'] }),
  field('Measurement', 'auto_topup_prb_days_off', range(1, 30, { default: 7 })),
  field('Measurement', 'auto_topup_prb_similarity', { default: 0.5 }),
  field('Measurement', 'target_update_hours', { default: 0 }),
  param('PATCH /api/v2/measurements/{pk}/', 'auto_topup_prb_days_off', range(1, 30, { default: 7 })),
  param('PATCH /api/v2/measurements/{pk}/', 'auto_topup_prb_similarity', { default: 0.5 }),
  param('PATCH /api/v2/measurements/{pk}/', 'target_update_hours', { default: 0 }),

  // Ping.
  field('PingMeasurement', 'packets', range(1, 16, { default: 3 })),
  field('PingMeasurement', 'size', range(1, 2048, { default: 64 })),
  field('PingMeasurement', 'packet_interval', range(2, 30000, { default: 1000, mentions: ['300000'] })),

  // Traceroute.
  field('TracerouteMeasurement', 'port', range(1, 65535, { default: 80 })),
  field('TracerouteMeasurement', 'packets', range(1, 16)),
  field('TracerouteMeasurement', 'first_hop', range(1, 255, { default: 1 })),
  field('TracerouteMeasurement', 'max_hops', range(1, 255, { default: 32 })),
  field('TracerouteMeasurement', 'paris', range(0, 64, { default: 16 })),
  field('TracerouteMeasurement', 'size', range(0, 2048, { default: 48 })),
  field('TracerouteMeasurement', 'protocol', { enum: ['ICMP', 'UDP', 'TCP'], default: 'ICMP' }),
  field('TracerouteMeasurement', 'response_timeout', range(1, 60000, { default: 4000 })),
  field('TracerouteMeasurement', 'duplicate_timeout', { default: 10 }),
  field('TracerouteMeasurement', 'hop_by_hop_option_size', range(0, 2048)),
  field('TracerouteMeasurement', 'destination_option_size', range(0, 1024)),
  field('TracerouteMeasurement', 'traffic_class', range(0, 255)),
  field('TracerouteMeasurement', 'gap_limit', range(0, 4294967295)),

  // Dns.
  field('DnsMeasurement', 'query_class', { required: true, enum: ['IN', 'CHAOS'] }),
  field('DnsMeasurement', 'query_type', { required: true, enum: DNS_QUERY_TYPES }),
  field('DnsMeasurement', 'query_argument', { required: true }),
  field('DnsMeasurement', 'udp_payload_size', range(512, 4096, { default: 512 })),
  field('DnsMeasurement', 'protocol', { enum: ['UDP', 'TCP'] }),
  field('DnsMeasurement', 'retry', range(0, 10)),
  field('DnsMeasurement', 'timeout', range(100, 30000, { default: 5000 })),
  field('DnsMeasurement', 'port', range(1, 65535, { default: 53, mentions: ['853'] })),
  field('DnsMeasurement', 'include_abuf', { default: true }),

  // Http.
  field('HttpMeasurement', 'method', { enum: ['GET', 'POST', 'HEAD'], default: 'GET' }),
  field('HttpMeasurement', 'path', { default: '/' }),
  field('HttpMeasurement', 'version', { enum: ['1.0', '1.1'], default: '1.1' }),
  field('HttpMeasurement', 'header_bytes', range(0, 2048)),
  field('HttpMeasurement', 'max_bytes_read', range(1, 1020048, { default: 8192 })),
  field('HttpMeasurement', 'port', range(1, 65535)),
  field('HttpMeasurement', 'user_agent', { mentions: ['fixe'] }),

  // Ntp, sslcert.
  field('NtpMeasurement', 'packets', range(1, 16)),
  field('NtpMeasurement', 'timeout', range(1, 60000, { default: 4000 })),
  field('NtpMeasurement', 'size', range(28, 1184, { multipleOf: 4 })),
  field('SslcertMeasurement', 'port', range(1, 65535, { default: 443 })),

  // Wifi.
  field('WifiMeasurement', 'ssid', { required: true, maxLength: 32, mentions: ['five'] }),
  field('WifiMeasurement', 'ipv4', { default: true }),
  field('WifiMeasurement', 'ipv6', { default: true }),
  field('WifiMeasurement', 'rssi', { default: true }),
  field('WifiMeasurement', 'extra_wait', range(0, 16)),
  field('WifiMeasurement', 'key_mgmt', { enum: ['WPA-PSK', 'WPA-EAP'], mentions: ['psk', 'eap', 'password'] }),
  field('WifiMeasurement', 'eap', { enum: ['TTLS', 'PEAP'] }),
  field('WifiMeasurement', 'phase2', { enum: ['auth=EAP-MSCHAPV2', 'auth=MSCHAPV2', 'auth=PAP'] }),
  field('WifiMeasurement', 'cert', { mentions: ['PEM'] }),

  // Probe sources and participation requests.
  field('ProbeSource', 'type', { enum: SOURCE_TYPES, mentions: ['1 to 6'] }),
  field('ProbeSource', 'value', { mentions: [...AREAS, 'CIDR', 'comma-separated', 'two-letter'] }),
  field('ProbeSource', 'requested', { type: 'integer' }),
  field('ParticipationRequest', 'type', { enum: SOURCE_TYPES }),
  field('ParticipationRequest', 'action', { enum: ['add', 'remove'], mentions: ['1 and 2'] }),
  field('ParticipationRequest', 'value', { mentions: AREAS }),
  field('ParticipationRequest', 'requested', { type: 'integer' }),
  param('POST /api/v2/measurements/{msm_id}/participation-requests/', 'type', { enum: SOURCE_TYPES, required: true }),
  param('POST /api/v2/measurements/{msm_id}/participation-requests/', 'action', { enum: ['add', 'remove'] }),
  param('POST /api/v2/measurements/{msm_id}/participation-requests/', 'value', { mentions: AREAS }),
  param('POST /api/v2/measurements/{msm_id}/participation-requests/', 'requested', { type: 'integer' }),

  // Ping stats, probe traffic, latest results.
  param('GET /api/v2/measurements/{pk}/ping-stats/', 'resolution', { enum: ['none', 'hour', 'day', 'week'] }),
  param('GET /api/v2/measurements/{pk}/ping-stats/', 'probe_ids', { mentions: ['one'] }),
  param('GET /api/v2/probes/{pk}/traffic/', 'resolution', { enum: ['none', 'hour', 'day'], default: 'hour' }),
  param('GET /api/v2/measurements/{pk}/latest/', 'versions', range(1, 10)),
  param('GET /api/v2/measurements/{pk}/latest/', 'lookback_days', { default: 7, mentions: ['0', 'probe_ids'] }),

  // Tag assign, probe PUT and PATCH.
  param('POST /api/v2/measurements/{pk}/tags/', 'tag', { required: true }),
  param('PUT /api/v2/probes/{pk}/', 'is_wifi_requested', { required: true, type: 'boolean' }),
  param('PATCH /api/v2/probes/{pk}/', 'is_wifi_requested', { required: false, type: 'boolean' }),
  param('GET /api/v2/keys/{api_key_prefix}/', 'api_key_prefix', { format: 'uuid', required: true }),

  // Section 7 enums and section 9 limits: measurements lists.
  ...[LIST, MY].flatMap((op) => [
    param(op, 'page_size', range(1, 500, { default: 50 })),
    param(op, 'page', { mentions: ['10000', 'after'] }),
    param(op, 'participant_logs_probes', { maxItems: 100 }),
    param(op, 'sort', { enum: MEASUREMENT_SORTS }),
    param(op, 'format', { enum: ['api', 'json'] }),
    param(op, 'optional_fields', { enum: MEASUREMENT_OPTIONAL }),
    param(op, 'format[datetime]', { enum: ['iso-8601', 'json', 'unix'] }),
    param(op, 'type', { enum: MEASUREMENT_TYPES }),
    param(op, 'af', { enum: [4, 6] }),
    param(op, 'protocol', { mentions: ['dns', 'traceroute'] }),
    param(op, 'is_public', { type: 'boolean' }),
    param(op, 'mine', { type: 'boolean' }),
  ]),
  param('GET /api/v2/measurements/{pk}/results/', 'format', { enum: ['json', 'jsonp', 'txt'] }),
  param('GET /api/v2/measurements/groups/', 'sort', { enum: ['id', '-id'] }),
  param('GET /api/v2/measurements/groups/', 'page_size', range(1, 500, { default: 50 })),
  param('GET /api/v2/measurements/tags/{tag}/results/', 'sort', { enum: ['timestamp', 'msm_id'] }),
  param('GET /api/v2/participation-requests/{source_id}/', 'format', { enum: ['api', 'json'] }),
  param('GET /api/v2/anchor-measurements/{pk}/', 'include', { enum: ['target', 'measurement'] }),
  param('GET /api/v2/anchor-measurements/{pk}/', 'optional_fields', { enum: ['date_created', 'date_modified'] }),
  param('GET /api/v2/anchors/{pk}/', 'include', { enum: ['probe'] }),
  param('GET /api/v2/credits/transactions/', 'sort', { enum: ['date', '-date'], default: 'date' }),
  param('GET /api/v2/credits/transactions/', 'type', { enum: ['admin', 'measurement', 'probe'] }),
  param('GET /api/v2/credits/transactions/', 'page_size', range(1, 500, { default: 50 })),
  param('POST /api/v2/credits/members/claim/', 'members', { type: 'array', required: true }),

  // Probes.
  ...[PROBES, MY_PROBES].flatMap((op) => [
    param(op, 'format', { enum: ['json', 'txt'] }),
    param(op, 'sort', { enum: withMinus(['id', 'description', 'status', 'country', 'asn_v4', 'asn_v6']) }),
    param(op, 'include', { enum: ['measurements'] }),
    param(op, 'optional_fields', { enum: ['country_name', 'measurements'] }),
    param(op, 'radius', { mentions: ['lat,lon:km'] }),
    param(op, 'page_size', range(1, 500, { default: 50 })),
  ]),
  param('GET /api/v2/probes/{pk}/', 'include', { enum: ['measurements'] }),
  param('GET /api/v2/probes/{pk}/', 'optional_fields', { enum: ['country_name', 'measurements'] }),
  param('GET /api/v2/probes/archive/', 'format', { enum: ['json', 'geojson', 'txt'] }),
  param('GET /api/v2/probes/archive/', 'date', { format: 'date', mentions: ['YYYY-MM-DD'] }),
];

/** Operation-level texts: limits that belong to no one parameter (sections 5, 8 and 9). */
const OPERATION_MENTIONS: Record<string, readonly string[]> = {
  'GET /api/v2/measurements/{pk}/ping-stats/': ['14 days', '21 days', 'two months', 'two years'],
  'GET /api/v2/probes/{pk}/traffic/': ['14', '21 days', 'two months', 'no limit'],
  'GET /api/v2/probes/archive/': ['Not paginated'],
  'DELETE /api/v2/measurements/{pk}/': ['Stops'],
  'DELETE /api/v2/measurements/groups/{pk}/': ['Stops every running measurement'],
  'POST /api/v2/measurements/my-tags/{tag}/stop/': ['Stops every measurement'],
};

function findOperation(model: ApiModel, key: string): Operation | undefined {
  const [method, path] = key.split(' ');
  for (const resource of model.resources) {
    for (const endpoint of resource.endpoints) {
      const found = endpoint.operations.find((o) => o.method === method && o.path === path);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every difference between the description and the tables, as readable lines; none when they agree. */
function crossCheck(model: ApiModel): string[] {
  const problems: string[] = [];
  for (const key of ENDPOINTS) if (!findOperation(model, key)) problems.push(`missing endpoint ${key}`);
  for (const [key, names] of Object.entries(PARAMETERS)) {
    const operation = findOperation(model, key);
    for (const entry of names) {
      const [location, name] = entry.includes(':') ? entry.split(':') : [undefined, entry];
      const parameter = operation?.parameters.find((p) => p.name === name);
      if (!parameter) problems.push(`${key}: missing parameter ${name}`);
      else if (location && parameter.in !== location)
        problems.push(`${key}: ${name} is in ${parameter.in}, not ${location}`);
    }
  }
  const models = new Map(model.models.map((m) => [m.id, m]));
  for (const [id, names] of Object.entries(ENTITIES)) {
    const found = models.get(id);
    if (!found) problems.push(`missing model ${id}`);
    for (const name of found ? names : []) {
      if (!found?.fields.some((f) => f.name === name)) problems.push(`${id}: missing field ${name}`);
    }
  }
  for (const bound of BOUNDS) {
    const [where, target] =
      'param' in bound
        ? [
            `${bound.param[0]} ${bound.param[1]}`,
            findOperation(model, bound.param[0])?.parameters.find((p) => p.name === bound.param[1]),
          ]
        : [
            `${bound.field[0]}.${bound.field[1]}`,
            models.get(bound.field[0])?.fields.find((f) => f.name === bound.field[1]),
          ];
    if (!target) problems.push(`${where}: not found`);
    else problems.push(...compare(where, target, bound.expect));
  }
  for (const [key, texts] of Object.entries(OPERATION_MENTIONS)) {
    const operation = findOperation(model, key);
    const text = `${operation?.summary ?? ''} ${operation?.description ?? ''}`;
    for (const t of texts) if (!text.includes(t)) problems.push(`${key}: the description does not mention "${t}"`);
  }
  return problems;
}

function compare(where: string, actual: Parameter | Field, expected: Expected): string[] {
  const problems: string[] = [];
  const { mentions, ...exact } = expected;
  for (const [key, value] of Object.entries(exact)) {
    const got: unknown =
      (actual as unknown as Record<string, unknown>)[key] ??
      (key === 'readOnly' || key === 'writeOnly' ? false : undefined);
    if (JSON.stringify(got) !== JSON.stringify(value)) {
      problems.push(`${where}: ${key} is ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
    }
  }
  for (const text of mentions ?? []) {
    if (!actual.description.includes(text)) problems.push(`${where}: the description does not mention "${text}"`);
  }
  return problems;
}

describe('the RIPE Atlas API description (site/api)', () => {
  let model: ApiModel;
  let warnings: string[];
  beforeAll(async () => {
    const loaded = await loadDescription(SITE_API);
    model = loaded.model;
    warnings = loaded.warnings.map(formatWarning);
  });

  it('is Swagger 1.2 for API v2.6.0: a resource listing and one declaration per resource', async () => {
    const listing = JSON.parse(await readFile(`${SITE_API}/api-docs.json`, 'utf8')) as Record<string, unknown>;
    expect(listing).toMatchObject({ swaggerVersion: '1.2', apiVersion: 'v2.6.0' });
    expect(listing.apis).toEqual(
      ['anchor-measurements', 'anchors', 'credits', 'keys', 'measurements', 'participation-requests', 'probes'].map(
        (name) => ({ path: `/resources/${name}.json`, description: expect.any(String) as string }),
      ),
    );
    expect(model).toMatchObject({ source: 'swagger-1.2', version: 'v2.6.0', baseUrl: 'https://atlas.ripe.net' });
    expect(model.resources.map((r) => r.path)).toContain('/api/v2/measurements');
  });

  it('reads without a single warning', () => {
    expect(warnings).toEqual([]);
  });

  it('has every call, parameter, entity, bound, default and enum of the requirements', () => {
    expect(crossCheck(model)).toEqual([]);
  });

  it('has no call that the requirements do not name', () => {
    const all = model.resources.flatMap((r) =>
      r.endpoints.flatMap((e) => e.operations.map((o) => `${o.method} ${o.path}`)),
    );
    expect(all.filter((key) => !ENDPOINTS.includes(key))).toEqual([]);
    expect(all).toHaveLength(ENDPOINTS.length);
  });

  it('gives every operation a summary, a description and a success response', () => {
    for (const resource of model.resources) {
      for (const operation of resource.endpoints.flatMap((e) => e.operations)) {
        expect(operation.summary, operation.id).not.toBe('');
        expect(operation.description, operation.id).not.toBe('');
        expect(
          operation.responses.some((r) => typeof r.status === 'number' && r.status < 300),
          operation.id,
        ).toBe(true);
        for (const p of operation.parameters) expect(p.description, `${operation.id} ${p.name}`).not.toBe('');
      }
    }
  });

  it('gives every model field a description', () => {
    for (const m of model.models) for (const f of m.fields) expect(f.description, `${m.id}.${f.name}`).not.toBe('');
  });

  describe('the cross-check itself', () => {
    it('fails on a missing endpoint', () => {
      const broken = structuredClone(model);
      const measurements = broken.resources.find((r) => r.name === 'measurements');
      measurements?.endpoints.splice(0, 1);
      expect(crossCheck(broken)).toEqual(
        expect.arrayContaining([
          'missing endpoint GET /api/v2/measurements/',
          'missing endpoint POST /api/v2/measurements/',
        ]),
      );
    });

    it('fails on a wrong bound, default or enum', () => {
      const broken = structuredClone(model);
      const ping = broken.models.find((m) => m.id === 'PingMeasurement');
      const packets = ping?.fields.find((f) => f.name === 'packets');
      if (packets) Object.assign(packets, { maximum: 17, default: 4 });
      const status = broken.models.find((m) => m.id === 'ProbeStatus')?.fields.find((f) => f.name === 'id');
      status?.enum?.pop();
      expect(crossCheck(broken)).toEqual([
        'ProbeStatus.id: enum is [0,1,2,3], expected [0,1,2,3,4]',
        'PingMeasurement.packets: maximum is 17, expected 16',
        'PingMeasurement.packets: default is 4, expected 3',
      ]);
    });
  });
});
