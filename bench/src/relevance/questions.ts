/**
 * The relevance benchmark's questions: what readers of the RIPE Atlas docs type into the search box, each
 * with the pages of the real site (`site/content`) that answer it. A question is answered at rank n when the
 * n-th result shown in the modal is on one of its pages (any section of the page).
 *
 * Written from the content, as a probe host, a researcher and an API user would type them, before the
 * ranking was tuned; the questions are not tuned to the engine. When the content changes, fix an answer
 * only where the page that answers really moved.
 */

/** Who asks: a probe or anchor host, a researcher running measurements, a developer using the API. */
export type Asker = 'host' | 'researcher' | 'api';

/**
 * - `phrase`: several words as one would say them ("how much does a ping cost");
 * - `words`: a single word or a short pair of keywords;
 * - `identifier`: an option, field, class or path as the docs and the API write it (`page_size`);
 * - `typo`: a misspelt word;
 * - `synonym`: a word the docs do not use for the thing, or an abbreviation or joined form of one they do.
 */
export type QuestionKind = 'phrase' | 'words' | 'identifier' | 'typo' | 'synonym';

export interface Question {
  query: string;
  /** Route paths of the pages that answer it, as the site links them (`/docs/measurements/ping`). */
  answers: string[];
  asker: Asker;
  kind: QuestionKind;
}

/** The folders of the real site the answers are in, for every question set. */
export const GS = '/docs/getting-started';
export const MS = '/docs/measurements';
export const API = '/docs/apis';
export const REF = '/docs/apis/rest-api-reference';
export const HW = '/docs/probeinfo';
export const TOOLS = '/docs/tools-and-code';
export const LEGAL = '/docs/legal-and-policies';

/** A question of a set. */
export const q = (query: string, answers: string[], asker: Asker, kind: QuestionKind): Question => ({
  query,
  answers,
  asker,
  kind,
});

export const QUESTIONS: Question[] = [
  // A probe or anchor host.
  q('how do I host a probe', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('probe not connecting', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('probe keeps disconnecting', [`${GS}/hosting-a-probe`, `${HW}/probe-v3`, `${HW}/probe-v2`], 'host', 'phrase'),
  q('firewall ports probe', [`${GS}/hosting-a-probe`], 'host', 'words'),
  q('does the probe need inbound ports', [`${GS}/hosting-a-probe`, `${GS}/`], 'host', 'phrase'),
  q('usb stick failing', [`${HW}/probe-v3`], 'host', 'phrase'),
  q('v3 probe keeps restarting', [`${HW}/probe-v3`], 'host', 'phrase'),
  q('static ip address for probe', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('register my probe', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('software probe linux', [`${GS}/hosting-a-probe`, `${GS}/probes-and-anchors`], 'host', 'words'),
  q('how many credits does a probe earn', [`${GS}/credits`], 'host', 'phrase'),
  q('move probe to another network', [`${GS}/hosting-a-probe`], 'host', 'phrase'),
  q('stop hosting a probe', [`${GS}/hosting-a-probe`, LEGAL], 'host', 'phrase'),
  q('probe bandwidth usage', [`${GS}/hosting-a-probe`], 'host', 'words'),
  q('probe status abandoned', [`${HW}/`], 'host', 'words'),
  q('what does written off mean', [`${HW}/`], 'host', 'phrase'),
  q('probe gets hot', [`${HW}/probe-v4`], 'host', 'phrase'),
  q('power supply', [`${HW}/probe-v4`, `${HW}/probe-v3`, `${HW}/probe-v5`, `${GS}/hosting-a-probe`], 'host', 'words'),
  q('host an anchor', [`${HW}/anchor-v3`, `${HW}/anchor-v2`, '/about', `${GS}/probes-and-anchors`], 'host', 'phrase'),
  q('virtual anchor requirements', [`${HW}/anchor-v3`], 'host', 'words'),
  q('can I clone the anchor vm', [`${HW}/anchor-v3`], 'host', 'phrase'),
  q('privacy of my probe location', [`${GS}/hosting-a-probe`, LEGAL], 'host', 'phrase'),
  q('which probe generation do I have', [`${HW}/`], 'host', 'phrase'),
  q('firmware update', [`${HW}/`, `${HW}/probe-v4`], 'host', 'words'),
  q('earn credits', [`${GS}/credits`], 'host', 'words'),
  q('anchor hosting requirements', [`${HW}/anchor-v2`, `${HW}/anchor-v3`], 'host', 'words'),

  // A researcher or operator running measurements.
  q('ping measurement', [`${MS}/ping`], 'researcher', 'words'),
  q('traceroute options', [`${MS}/traceroute`], 'researcher', 'words'),
  q('paris traceroute', [`${MS}/traceroute`], 'researcher', 'words'),
  q('what is an anchor', [`${GS}/probes-and-anchors`, `${HW}/anchor-v2`], 'researcher', 'phrase'),
  q('difference between probes and anchors', [`${GS}/probes-and-anchors`], 'researcher', 'phrase'),
  q('built-in measurements', [`${GS}/built-in-measurements`], 'researcher', 'words'),
  q('root server measurements', [`${GS}/built-in-measurements`], 'researcher', 'words'),
  q('download results', [`${MS}/`], 'researcher', 'words'),
  q('stream results in real time', [`${MS}/`, `${API}/rate-limits`, `${TOOLS}/libraries`], 'researcher', 'phrase'),
  q('parse results python', [`${TOOLS}/libraries`, `${MS}/`], 'researcher', 'words'),
  q('dns query types', [`${MS}/dns`], 'researcher', 'words'),
  q('which anycast instance', [`${MS}/dns`, `${MS}/ntp`], 'researcher', 'phrase'),
  q('nsid', [`${MS}/dns`], 'researcher', 'words'),
  q('detect tls interception', [`${MS}/sslcert`], 'researcher', 'phrase'),
  q('ntp offset', [`${MS}/ntp`], 'researcher', 'words'),
  q('http measurement target restrictions', [`${MS}/http`, `${GS}/user-defined-measurements`], 'researcher', 'words'),
  q(
    'select probes by country',
    [`${GS}/user-defined-measurements`, `${API}/creating-measurements`],
    'researcher',
    'phrase',
  ),
  q('probe tags ipv6', [`${GS}/probes-and-anchors`, `${GS}/user-defined-measurements`], 'researcher', 'words'),
  q('one-off vs periodic', [`${GS}/user-defined-measurements`, `${MS}/`], 'researcher', 'phrase'),
  q('how much does a ping cost', [`${MS}/ping`, `${GS}/credits`], 'researcher', 'phrase'),
  q('traceroute cost', [`${MS}/traceroute`, `${GS}/credits`], 'researcher', 'words'),
  q('cite ripe atlas data in a paper', [LEGAL], 'researcher', 'phrase'),
  q('hop limit', [`${MS}/traceroute`], 'researcher', 'words'),
  q('packet loss', [`${MS}/ping`], 'researcher', 'words'),
  q('measurement status stopped', [`${MS}/lifecycle`], 'researcher', 'words'),
  q('why did my measurement fail', [`${MS}/lifecycle`], 'researcher', 'phrase'),
  q('no suitable probes', [`${MS}/lifecycle`], 'researcher', 'phrase'),
  q('restart a stopped measurement', [`${MS}/lifecycle`], 'researcher', 'phrase'),
  q('archived measurements', [`${MS}/lifecycle`], 'researcher', 'words'),
  q('monitor my domain name servers', [`${TOOLS}/domainmon`], 'researcher', 'phrase'),
  q('soa serial mismatch', [`${TOOLS}/domainmon`], 'researcher', 'words'),
  q('wifi password', [`${MS}/wifi`], 'researcher', 'words'),
  q('dns over tls', [`${MS}/dns`], 'researcher', 'phrase'),
  q('command line tool', [`${TOOLS}/libraries`, `${TOOLS}/`], 'researcher', 'words'),
  q('mailing list', ['/about', '/docs/custom-example'], 'researcher', 'words'),
  q('who runs ripe atlas', ['/about'], 'researcher', 'phrase'),
  q('terms of service', [LEGAL, '/legal'], 'researcher', 'phrase'),
  q(
    'measure my own server',
    [`${GS}/user-defined-measurements`, `${GS}/built-in-measurements`],
    'researcher',
    'phrase',
  ),
  q('can I buy credits', [`${GS}/credits`], 'researcher', 'phrase'),
  q(
    'daily spending limit',
    [`${GS}/credits`, `${GS}/user-defined-measurements`, `${API}/rate-limits`],
    'researcher',
    'words',
  ),
  q('sagan', [`${TOOLS}/libraries`], 'researcher', 'words'),
  q('install cousteau', [`${TOOLS}/libraries`], 'researcher', 'words'),
  q('ttl', [`${MS}/traceroute`], 'researcher', 'words'),
  q('certificate', [`${MS}/sslcert`], 'researcher', 'words'),
  q('vantage point', [`${GS}/probes-and-anchors`], 'researcher', 'words'),

  // A developer using the API.
  q('create measurement api', [`${API}/creating-measurements`], 'api', 'words'),
  q('api key', [`${GS}/api-keys`, `${API}/authentication`], 'api', 'words'),
  q('rotate key', [`${GS}/api-keys`, `${API}/authentication`], 'api', 'words'),
  q('authorization header', [`${API}/authentication`, `${GS}/api-keys`], 'api', 'words'),
  q('403 forbidden', [`${API}/authentication`, `${API}/errors`], 'api', 'words'),
  q('429 too many requests', [`${API}/rate-limits`, `${API}/errors`], 'api', 'words'),
  q('retry with backoff', [`${API}/rate-limits`, `${API}/errors`], 'api', 'phrase'),
  q('frozen key', [`${API}/authentication`, `${GS}/api-keys`], 'api', 'words'),
  q('pagination', [`${API}/pagination`], 'api', 'words'),
  q('more than 10000 results', [`${API}/pagination`], 'api', 'phrase'),
  q('cursor', [`${API}/pagination`], 'api', 'words'),
  q('error response format', [`${API}/errors`], 'api', 'words'),
  q(
    'stop a measurement api',
    [`${API}/creating-measurements`, `${MS}/lifecycle`, `${REF}/measurements`],
    'api',
    'phrase',
  ),
  q(
    'add probes to running measurement',
    [`${API}/creating-measurements`, `${REF}/participation-requests`],
    'api',
    'phrase',
  ),
  q('check credit balance', [`${GS}/credits`, `${REF}/credits`], 'api', 'words'),
  q('transfer credits', [`${GS}/credits`, `${REF}/credits`], 'api', 'words'),
  q('base url', [`${API}/`], 'api', 'words'),
  q('filter probes by asn', [`${API}/`, `${REF}/probes`], 'api', 'phrase'),
  q('http status codes', [`${API}/errors`], 'api', 'words'),
  q('json content type header', [`${API}/errors`, `${API}/`, `${API}/creating-measurements`], 'api', 'words'),
  q('timestamps timezone', [`${API}/`], 'api', 'words'),
  q('delete api key', [`${GS}/api-keys`, `${REF}/keys`], 'api', 'words'),
  q('list my measurements', [`${REF}/measurements`], 'api', 'phrase'),

  // Identifiers, as the docs and the API write them.
  q(
    'page_size',
    [`${REF}/probes`, `${REF}/measurements`, `${REF}/anchors`, `${REF}/credits`, `${API}/pagination`],
    'api',
    'identifier',
  ),
  q('use_probe_resolver', [`${REF}/measurements`, `${MS}/dns`], 'api', 'identifier'),
  q('/api/v2/probes/', [`${REF}/probes`, `${API}/`], 'api', 'identifier'),
  q('msm_id', [`${REF}/measurements`, `${MS}/`], 'api', 'identifier'),
  q('resolve_on_probe', [`${REF}/measurements`, `${MS}/`, `${GS}/user-defined-measurements`], 'api', 'identifier'),
  q(
    'is_oneoff',
    [`${REF}/measurements`, `${API}/creating-measurements`, `${GS}/user-defined-measurements`],
    'api',
    'identifier',
  ),
  q('query_argument', [`${REF}/measurements`, `${MS}/dns`], 'api', 'identifier'),
  q('/api/v2/credits/', [`${REF}/credits`, `${GS}/credits`], 'api', 'identifier'),
  q('AtlasSource', [`${TOOLS}/libraries`], 'api', 'identifier'),
  q('Retry-After', [`${API}/rate-limits`], 'api', 'identifier'),
  q('current_balance', [`${REF}/credits`], 'api', 'identifier'),
  q('bill_to', [`${REF}/measurements`, `${API}/creating-measurements`], 'api', 'identifier'),
  q('valid_to', [`${REF}/keys`, `${API}/authentication`], 'api', 'identifier'),

  // Typos.
  q('tracerout', [`${MS}/traceroute`], 'researcher', 'typo'),
  q('certficate', [`${MS}/sslcert`], 'researcher', 'typo'),
  q('anchr', [`${GS}/probes-and-anchors`, `${HW}/anchor-v2`, `${HW}/anchor-v3`], 'host', 'typo'),
  q('pagnation', [`${API}/pagination`], 'api', 'typo'),
  q('authentification', [`${API}/authentication`], 'api', 'typo'),
  q('credt balance', [`${GS}/credits`, `${REF}/credits`], 'api', 'typo'),
  q('mesurement lifecycle', [`${MS}/lifecycle`], 'researcher', 'typo'),
  q('how much does a pnig cost', [`${MS}/ping`, `${GS}/credits`], 'researcher', 'typo'),
  q('domainmonn', [`${TOOLS}/domainmon`], 'researcher', 'typo'),

  // Other words for the same thing, abbreviations and joined words.
  q('token', [`${GS}/api-keys`, `${API}/authentication`], 'api', 'synonym'),
  q('apikey', [`${GS}/api-keys`, `${API}/authentication`], 'api', 'synonym'),
  q('cert expiry', [`${MS}/sslcert`], 'researcher', 'synonym'),
  q('msm status', [`${MS}/lifecycle`], 'researcher', 'synonym'),
  q('tracert', [`${MS}/traceroute`], 'researcher', 'synonym'),
  q('rtt', [`${MS}/ping`], 'researcher', 'synonym'),
  q('pagesize', [`${API}/pagination`], 'api', 'synonym'),
  q('datacenter anchor', [`${GS}/probes-and-anchors`, `${HW}/anchor-v2`, `${HW}/anchor-v3`], 'host', 'synonym'),
  q('cancel a measurement', [`${MS}/lifecycle`, `${API}/creating-measurements`], 'researcher', 'synonym'),
  q('nameserver', [`${MS}/dns`, `${TOOLS}/domainmon`], 'researcher', 'synonym'),
  q('time server', [`${MS}/ntp`], 'researcher', 'synonym'),
  q('wireless network test', [`${MS}/wifi`], 'researcher', 'synonym'),
  q('api token', [`${GS}/api-keys`, `${API}/authentication`], 'api', 'synonym'),
];
