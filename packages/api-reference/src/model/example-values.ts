/**
 * Example values that look like the API's own, by the name of the field or parameter: a measurement id looks
 * like one, a time is a time, an address an address (documentation ranges and RIPE NCC's own network). Used
 * by `exampleOf` before the value of the bare type; a value that does not fit the schema's bounds is not used.
 */
import type { ValueSchema } from './model.ts';

/** 2024-05-01T12:00:00Z, the time every example shares. */
const TIME_SECONDS = 1714564800;
const TIME_ISO = '2024-05-01T12:00:00Z';

type Rule = readonly [pattern: RegExp, integer: number | undefined, text: string | undefined];

/**
 * By name, first match wins: a whole number for integer schemas, a text for string schemas (undefined: the
 * rule says nothing for that type).
 */
const RULES: readonly Rule[] = [
  [/^(msm_id|measurement_id|measurement|msm)$/, 12016241, undefined],
  [/^(prb_id|probe_id|probe)$/, 6001, undefined],
  [/^(replaces_anchor|anchor_id|anchor)$/, 1432, undefined],
  [/^(user_id|bill_to_user_id|group_id)$/, 1024, undefined],
  [/(^|_)(time|since|when|timestamp|connected|date)$|^time_/, TIME_SECONDS, TIME_ISO],
  [/_(at|from|till|to)$|^date_|^(last|next)_/, TIME_SECONDS, TIME_ISO],
  [/^(as_v4|as_v6|asn|asn_v4|asn_v6|target_asn)$/, 3333, undefined],
  [/^(prefix_v4|prefix4|target_prefix)$/, undefined, '193.0.0.0/21'],
  [/^(prefix_v6|prefix6)$/, undefined, '2001:67c:2e8::/48'],
  [/(^|_)(ip_v4|address_v4|ipv4_gateway|ip_v4_gateway|target_ip)$/, undefined, '193.0.14.129'],
  [/(^|_)(ip_v6|address_v6|ip_v6_gateway)$/, undefined, '2001:67c:2e8:22::c100:68b'],
  [/^(target|host|hostname|fqdn)$/, undefined, 'www.ripe.net'],
  [/^country_code$|^country$/, undefined, 'NL'],
  [/^country_name$/, undefined, 'Netherlands'],
  [/^city$/, undefined, 'Amsterdam'],
  [/^description$/, undefined, 'Ping www.ripe.net'],
  [/^(tag|slug|tags|tags_include|tags_exclude)$/, undefined, 'system-ipv4-works'],
  [/^(query_argument)$/, undefined, 'ripe.net'],
  [/^(uuid)$/, undefined, '0c9b8f5e-2f4a-4d3b-9a61-5e7d1c2b3a40'],
  [/^(interval)$/, 900, undefined],
  [/^(packets)$/, 3, undefined],
  [/^(size)$/, 48, undefined],
  [/^(port)$/, 443, undefined],
  [/^(requested|probes_requested|probes_scheduled|participant_count)$/, 10, undefined],
];

function fits(value: number | string, schema: ValueSchema): boolean {
  if (typeof value === 'number') {
    return (
      (schema.minimum === undefined || value >= schema.minimum) &&
      (schema.maximum === undefined || value <= schema.maximum)
    );
  }
  return (
    (schema.minLength === undefined || value.length >= schema.minLength) &&
    (schema.maxLength === undefined || value.length <= schema.maxLength)
  );
}

/**
 * A value that looks real for a field or parameter of this name, if one of the rules knows it and it fits; a
 * model's own `id` is read as the id of what the model is (`owner`: a Probe's `id` is a probe id).
 */
export function realisticValue(name: string, schema: ValueSchema, owner?: string): number | string | undefined {
  const bare = name.toLowerCase().replace(/^.*[.\]]/, '');
  const kind = owner?.toLowerCase().match(/measurement|probe|anchor/)?.[0];
  const key = bare === 'id' && kind ? `${kind}_id` : bare;
  if (schema.type === 'string' && schema.format === 'date-time') return undefined;
  for (const [pattern, integer, text] of RULES) {
    if (!pattern.test(key)) continue;
    const value =
      schema.type === 'integer' ? integer : schema.type === 'string' && schema.format === undefined ? text : undefined;
    if (value !== undefined && fits(value, schema)) return value;
    return undefined;
  }
  if ((key === 'latitude' || key === 'longitude') && schema.type === 'number') {
    const value = key === 'latitude' ? 52.3564 : 4.9542;
    return fits(value, schema) ? value : undefined;
  }
  return undefined;
}
