import { API_KEY, type CodeOptions, type CodeRequest } from '../code-request.ts';
import { shellWord } from '../shell.ts';
import {
  isRecord,
  MEASUREMENT_CLASSES,
  noArgumentFor,
  readFields,
  writeToolCall,
  type ToolCall,
  type ToolContext,
  type ToolGap,
} from './calls.ts';

/**
 * The request as a command of `ripe-atlas`, the RIPE Atlas command line (ripe-atlas-tools), where one makes
 * it: `measurement-info`, `probe-info`, `report`, `measurement-search`, `probe-search` and `measure`. Every
 * command and option written here is in the table the tests check the samples against.
 */
export function toRipeAtlas(request: CodeRequest, options: CodeOptions = {}): string | ToolGap | undefined {
  return writeToolCall(COMMANDS, request, options);
}

type Words = (string | [option: string, value: string])[];

/** The command, one option per line once there are more than two words. */
function command(words: Words): string {
  const parts = words.map((word) => (typeof word === 'string' ? shellWord(word) : `${word[0]} ${shellWord(word[1])}`));
  const [head, ...rest] = parts;
  const options = rest.filter((part) => part.startsWith('--'));
  const positional = rest.filter((part) => !part.startsWith('--'));
  const first = ['ripe-atlas', head, ...positional].join(' ');
  return options.length > 1 ? [first, ...options].join(' \\\n  ') : [first, ...options].join(' ');
}

/** A path value, or the placeholder's name in capitals while it has none. */
function pathValue(context: ToolContext, name: string): string {
  return context.values.path[name] ?? name.toUpperCase();
}

/** A time as the command line takes it (`YYYY-MM-DDTHH:MM:SS`, UTC) from a Unix time or an ISO date. */
function isoTime(text: string): string | undefined {
  if (/^\d{1,12}$/.test(text)) return new Date(Number(text) * 1000).toISOString().slice(0, 19);
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/.test(text) ? text : undefined;
}

/** `measurement-info` and `probe-info` send no key and take only the id. */
function info(name: 'measurement-info' | 'probe-info'): ToolCall['write'] {
  return (context) => {
    if (context.key) return { cannot: `ripe-atlas ${name} sends no API key.` };
    const { others } = readFields(context.values.query, []);
    if (others.length) return noArgumentFor(`ripe-atlas ${name}`, others);
    return command([name, pathValue(context, 'pk')]);
  };
}

/**
 * `report`: the latest results without a time, the results of a time range with one; the key is the one
 * configured for fetching.
 */
function report(range: boolean): ToolCall['write'] {
  return (context) => {
    const { values: query, others } = readFields(
      context.values.query,
      range ? ['start', 'stop', 'probe_ids'] : ['probe_ids'],
    );
    if (others.length) return noArgumentFor('ripe-atlas report', others);
    if (range && !query.has('start') && !query.has('stop')) {
      return {
        cannot:
          'ripe-atlas report fetches this call for a time range: give start or stop (without them it reports the latest results).',
      };
    }
    const words: Words = ['report', pathValue(context, 'pk')];
    for (const [name, option] of [
      ['start', '--start-time'],
      ['stop', '--stop-time'],
    ] as const) {
      const value = query.get(name);
      if (value === undefined) continue;
      const time = isoTime(value);
      if (time === undefined) return { cannot: `ripe-atlas report reads ${name} as a date and time, not ${value}.` };
      words.push([option, time]);
    }
    const probes = query.get('probe_ids');
    if (probes !== undefined) words.push(['--probes', probes]);
    const configure = `ripe-atlas configure --set authorisation.fetch=${API_KEY}`;
    return context.key ? `${configure}\n${command(words)}` : command(words);
  };
}

/** The statuses `measurement-search --status` names, as the API's status ids. */
const STATUS_GROUPS: Record<string, string> = { scheduled: '0,1', ongoing: '2', stopped: '4,5,6,7' };

const MEASUREMENT_TYPES = Object.keys(MEASUREMENT_CLASSES);

const SEARCH_TIMES: Record<string, string> = {
  start_time__lt: '--started-before',
  start_time__gt: '--started-after',
  stop_time__lt: '--stopped-before',
  stop_time__gt: '--stopped-after',
};

/** `measurement-search`: the filters it has options for. */
function measurementSearch(context: ToolContext): string | ToolGap {
  const call = 'ripe-atlas measurement-search';
  if (context.key) return { cannot: `${call} sends no API key.` };
  const { values: query, others } = readFields(context.values.query, [
    'search',
    'af',
    'type',
    'status__in',
    ...Object.keys(SEARCH_TIMES),
  ]);
  if (others.length) return noArgumentFor(call, others);
  const words: Words = ['measurement-search'];
  for (const [name, value] of query) {
    const timeOption = SEARCH_TIMES[name];
    if (name === 'search') words.push(['--search', value]);
    else if (name === 'af' && (value === '4' || value === '6')) words.push(['--af', value]);
    else if (name === 'type' && MEASUREMENT_TYPES.includes(value)) words.push(['--type', value]);
    else if (name === 'status__in') {
      const ids = value.split(',').sort().join(',');
      const status = Object.keys(STATUS_GROUPS).find((group) => STATUS_GROUPS[group] === ids);
      if (!status) {
        return { cannot: `${call} filters by status groups (${Object.keys(STATUS_GROUPS).join(', ')}), not ${value}.` };
      }
      words.push(['--status', status]);
    } else if (timeOption && isoTime(value) !== undefined) words.push([timeOption, isoTime(value) ?? value]);
    else return { cannot: `${call} takes no ${name} of ${value}.` };
  }
  return command(words);
}

/** `probe-search`'s options that take a filter's value as it is. */
const PROBE_FILTERS: Record<string, string> = {
  asn: '--asn',
  asn_v4: '--asnv4',
  asn_v6: '--asnv6',
  prefix_v4: '--prefixv4',
  prefix_v6: '--prefixv6',
  country_code: '--country',
};

/** `probe-search`: the filters it has options for; without one, `--all`. */
function probeSearch(context: ToolContext): string | ToolGap {
  const call = 'ripe-atlas probe-search';
  if (context.key) return { cannot: `${call} sends no API key.` };
  const { values: query, others } = readFields(context.values.query, [
    ...Object.keys(PROBE_FILTERS),
    'status',
    'tags',
    'radius',
  ]);
  if (others.length) return noArgumentFor(call, others);
  if (query.has('country_code') && query.has('radius')) {
    return { cannot: `${call} takes a country or a circle, not both.` };
  }
  const words: Words = ['probe-search'];
  for (const [name, value] of query) {
    const option = PROBE_FILTERS[name];
    const circle = /^(-?[\d.]+,-?[\d.]+):(\d+)$/.exec(value);
    if (option) words.push([option, value]);
    else if (name === 'status' && /^[0-3]$/.test(value)) words.push(['--status', value]);
    else if (name === 'tags') for (const tag of value.split(',')) words.push(['--tag', tag]);
    else if (name === 'radius' && circle?.[1] && circle[2])
      words.push(['--center', circle[1]], ['--radius', circle[2]]);
    else return { cannot: `${call} takes no ${name} of ${value}.` };
  }
  if (words.length === 1) words.push('--all');
  return command(words);
}

/** A definition field the command has an option for: its option, and for a switch the value it defaults to. */
interface FieldOption {
  option: string;
  /** The values the option accepts, where it names them. */
  choices?: readonly string[];
  /** A switch (`--set-rd-bit`): given when the field is true; false is its default unless said. */
  flag?: boolean;
  defaultOn?: boolean;
}

const SHARED_FIELDS: Record<string, FieldOption> = {
  target: { option: '--target' },
  af: { option: '--af', choices: ['4', '6'] },
  description: { option: '--description' },
  interval: { option: '--interval' },
  spread: { option: '--spread' },
  group_id: { option: '--group-id' },
  resolve_on_probe: { option: '--resolve-on-probe', flag: true },
};

const TYPE_FIELDS: Record<string, Record<string, FieldOption>> = {
  ping: {
    packets: { option: '--packets' },
    size: { option: '--size' },
    packet_interval: { option: '--packet-interval' },
  },
  traceroute: {
    packets: { option: '--packets' },
    size: { option: '--size' },
    protocol: { option: '--protocol', choices: ['ICMP', 'UDP', 'TCP'] },
    timeout: { option: '--timeout' },
    dont_fragment: { option: '--dont-fragment', flag: true },
    paris: { option: '--paris' },
    first_hop: { option: '--first-hop' },
    max_hops: { option: '--max-hops' },
    port: { option: '--port' },
    destination_option_size: { option: '--destination-option-size' },
    hop_by_hop_option_size: { option: '--hop-by-hop-option-size' },
  },
  dns: {
    protocol: { option: '--protocol', choices: ['UDP', 'TCP'] },
    query_class: { option: '--query-class', choices: ['IN', 'CHAOS'] },
    query_type: { option: '--query-type' },
    query_argument: { option: '--query-argument' },
    set_cd_bit: { option: '--set-cd-bit', flag: true },
    set_do_bit: { option: '--set-do-bit', flag: true },
    set_nsid_bit: { option: '--set-nsid-bit', flag: true },
    set_rd_bit: { option: '--set-rd-bit', flag: true, defaultOn: true },
    retry: { option: '--retry' },
    udp_payload_size: { option: '--udp-payload-size' },
  },
  sslcert: { port: { option: '--port' } },
  http: {
    header_bytes: { option: '--header-bytes' },
    version: { option: '--version' },
    method: { option: '--method' },
    path: { option: '--path' },
    query_string: { option: '--query-string' },
    user_agent: { option: '--user-agent' },
    max_bytes_read: { option: '--body-bytes' },
  },
  ntp: { packets: { option: '--packets' }, timeout: { option: '--timeout' } },
};

/** The areas `--from-area` names. */
const AREAS = ['WW', 'West', 'North-Central', 'South-Central', 'North-East', 'South-East'];

/** The probe source types and the `--from-…` option of each. */
const SOURCE_OPTIONS: Record<string, string> = {
  area: '--from-area',
  country: '--from-country',
  prefix: '--from-prefix',
  asn: '--from-asn',
  probes: '--from-probes',
  msm: '--from-measurement',
};

/** A JSON value as an option's argument: numbers and strings only. */
function argument(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The options of one definition field, or undefined when the command cannot say it. */
function fieldWords(
  type: string,
  name: string,
  value: unknown,
  definition: Record<string, unknown>,
): Words | undefined {
  if (name === 'is_public') return value === true ? [] : undefined;
  // One-off unless an interval makes it recurring: the flag is said when it agrees.
  if (name === 'is_oneoff') return value === !('interval' in definition) ? [] : undefined;
  if (name === 'tags') {
    const tags = Array.isArray(value) && value.every((tag) => typeof tag === 'string') ? value : undefined;
    return tags ? [['--measurement-tags', tags.join(',')]] : undefined;
  }
  if (type === 'dns' && name === 'use_probe_resolver') return value === !('target' in definition) ? [] : undefined;
  if (type === 'http' && (name === 'extended_timing' || name === 'more_extended_timing')) {
    if (name === 'more_extended_timing' && value === true && definition.extended_timing !== true) return undefined;
    if (name === 'extended_timing' && value === true && definition.more_extended_timing === true) return [];
    return value === true ? [['--timing-verbosity', name === 'extended_timing' ? '1' : '2']] : [];
  }
  const field = SHARED_FIELDS[name] ?? TYPE_FIELDS[type]?.[name];
  if (!field) return undefined;
  if (field.flag) {
    if (typeof value !== 'boolean') return undefined;
    if (value === (field.defaultOn ?? false)) return [];
    return value ? [field.option] : undefined;
  }
  const text = argument(value);
  if (text === undefined || (field.choices && !field.choices.includes(text))) return undefined;
  return [[field.option, text]];
}

/** The options of the probe source, or the names of its fields the command cannot say. */
function sourceWords(source: Record<string, unknown>): { words: Words } | { unsaid: string[] } {
  const { type, value, requested, tags_include: include, tags_exclude: exclude, ...rest } = source;
  const option = typeof type === 'string' ? SOURCE_OPTIONS[type] : undefined;
  const text = argument(value);
  const tags = isRecord(rest.tags) ? rest.tags : {};
  const unsaid = Object.keys(rest).filter((key) => key !== 'tags' || !isRecord(rest.tags));
  if (!option) unsaid.push('type');
  if (text === undefined || (type === 'area' && !AREAS.includes(text))) unsaid.push('value');
  if (unsaid.length || !option || text === undefined) return { unsaid };
  const words: Words = [[option, text]];
  // With --from-probes the command asks for every probe listed: --probes cannot be given with it.
  if (type !== 'probes' && requested !== undefined) {
    const count = argument(requested);
    if (count === undefined) return { unsaid: ['requested'] };
    words.push(['--probes', count]);
  }
  const lists: [string, unknown][] = [
    ['include', typeof include === 'string' ? include.split(',') : tags.include],
    ['exclude', typeof exclude === 'string' ? exclude.split(',') : tags.exclude],
  ];
  for (const [kind, list] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((tag) => typeof tag === 'string')) return { unsaid: [`tags_${kind}`] };
    for (const tag of list) words.push([`--${kind}-tag`, tag]);
  }
  return { words };
}

/**
 * `measure <type>`: one definition from one probe source, a one-off unless it has an interval (the command has
 * no start or stop time, and creates one measurement at a time).
 */
function measure(context: ToolContext): string | ToolGap {
  const call = 'ripe-atlas measure';
  const body = context.values.json;
  if (!isRecord(body)) return { cannot: `${call} creates one measurement from one probe source at a time.` };
  const { definitions, probes, ...rest } = body;
  const definition: unknown = Array.isArray(definitions) && definitions.length === 1 ? definitions[0] : undefined;
  const source: unknown = Array.isArray(probes) && probes.length === 1 ? probes[0] : undefined;
  if (!isRecord(definition) || !isRecord(source)) {
    return { cannot: `${call} creates one measurement from one probe source at a time.` };
  }
  const { type, ...fields } = definition;
  if (typeof type !== 'string' || !MEASUREMENT_TYPES.includes(type)) {
    return { cannot: `${call} creates ${MEASUREMENT_TYPES.join(', ')} measurements, not ${String(type)}.` };
  }
  const words: Words = ['measure', type];
  const unsaid: string[] = [];
  // The body's own fields beside the definition: only a one-off flag that agrees with it.
  for (const [name, value] of Object.entries(rest)) {
    if (name !== 'is_oneoff' || value !== !('interval' in fields)) unsaid.push(name);
  }
  for (const [name, value] of Object.entries(fields)) {
    const more = fieldWords(type, name, value, definition);
    if (more) words.push(...more);
    else unsaid.push(name);
  }
  const sourced = sourceWords(source);
  if ('unsaid' in sourced) unsaid.push(...sourced.unsaid.map((name) => `the probe source's ${name}`));
  if (unsaid.length) return noArgumentFor(call, unsaid);
  if ('words' in sourced) words.push(...sourced.words);
  words.push(['--auth', API_KEY]);
  return command(words);
}

/** The Atlas API calls `ripe-atlas` makes, with the command that makes each. */
const COMMANDS: readonly ToolCall[] = [
  { method: 'GET', path: '/api/v2/measurements/{pk}/', write: info('measurement-info') },
  { method: 'GET', path: '/api/v2/probes/{pk}/', write: info('probe-info') },
  { method: 'GET', path: '/api/v2/measurements/{pk}/latest/', write: report(false) },
  { method: 'GET', path: '/api/v2/measurements/{pk}/results/', write: report(true) },
  { method: 'GET', path: '/api/v2/measurements/', write: measurementSearch },
  { method: 'GET', path: '/api/v2/probes/', write: probeSearch },
  { method: 'POST', path: '/api/v2/measurements/', write: measure },
];
