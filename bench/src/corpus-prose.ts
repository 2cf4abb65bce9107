import type { Random } from './random.ts';

/** A link a page may use: every one points to a page that exists. */
export interface ProseLink {
  text: string;
  link: string;
}

const SUBJECTS = [
  'Each probe',
  'Every anchor',
  'A traceroute measurement',
  'A ping measurement',
  'The DNS measurement',
  'A one-off measurement',
  'A recurring measurement',
  'The results API',
  'The measurement scheduler',
  'The controller',
  'A software probe',
  'The streaming endpoint',
  'The probe selection',
  'An anchoring measurement',
  'The built-in measurement set',
];

const VERBS = [
  'records',
  'reports',
  'measures',
  'aggregates',
  'estimates',
  'samples',
  'summarises',
  'tracks',
  'compares',
  'exposes',
  'collects',
  'publishes',
];

const OBJECTS = [
  'the round-trip time (RTT) to every target',
  'the path through each ASN along the route',
  'the prefixes announced by the origin AS',
  'packet loss over the last interval',
  'the minimum, median and maximum latency',
  'the hop-by-hop latency of a traceroute',
  'the answers of the root name servers',
  'the TLS certificate chain presented by the server',
  'the clock offset reported by an NTP server',
  'the reachability of IPv4 and IPv6 destinations',
  'the number of probes that answered in time',
  'the credits spent on each result',
  'the country and ASN of every vantage point',
  'the status history of a probe',
  'the time to first byte of an HTTP request',
];

const QUALIFIERS = [
  'every 240 seconds',
  'from thousands of vantage points',
  'while the probe is connected to the controller',
  'for both address families',
  'within a few minutes of the scheduled start',
  'for as long as the measurement runs',
  'without spending any credits',
  'in the same JSON format as other results',
  'across the whole measurement period',
  'from probes in the selected area',
  'when the target answers',
  'in coordinated universal time (UTC)',
];

const CLAUSES = [
  'a probe loses its connection',
  'the target does not answer',
  'a measurement is stopped',
  'you select probes by ASN',
  'the interval is shorter than the timeout',
  'an anchor is decommissioned',
  'a prefix is withdrawn',
  'a result arrives late',
  'the API key has no permission for the operation',
  'you ask for more probes than are available',
];

const PURPOSES = [
  'comparing latency between networks',
  'finding where along the path packets are lost',
  'checking the reachability of a new prefix',
  'monitoring a service from many networks',
  'debugging a routing change',
  'studying the root server system',
  'estimating the distance to a target',
  'spotting interception of TLS connections',
  'measuring the effect of a peering change',
  'keeping an eye on your own network',
];

const NOUNS = [
  'result',
  'measurement',
  'probe',
  'anchor',
  'target',
  'prefix',
  'hop',
  'sample',
  'interval',
  'vantage point',
];

const FIELDS = [
  'msm_id',
  'prb_id',
  'timestamp',
  'rtt',
  'dst_addr',
  'src_addr',
  'af',
  'proto',
  'hop',
  'lts',
  'from',
  'size',
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lower(subject: string): string {
  return subject.charAt(0).toLowerCase() + subject.slice(1);
}

/** One sentence of measurement-platform prose, sometimes with inline code or bold text. */
export function sentence(random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
      return `${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${random.pick(OBJECTS)} ${random.pick(QUALIFIERS)}.`;
    case 1:
      return `When ${random.pick(CLAUSES)}, ${lower(random.pick(SUBJECTS))} ${random.pick(VERBS)} ${random.pick(OBJECTS)}.`;
    case 2:
      return `This ${random.pick(NOUNS)} is useful for ${random.pick(PURPOSES)}.`;
    case 3: {
      const fields = random.sample(FIELDS, random.int(2, 4)).map((f) => `\`${f}\``);
      return `Each ${random.pick(NOUNS)} carries ${fields.slice(0, -1).join(', ')} and ${fields.at(-1) ?? ''}.`;
    }
    case 4:
      return `Note that ${lower(random.pick(SUBJECTS))} only ${random.pick(VERBS)} ${random.pick(OBJECTS)} **${random.pick(QUALIFIERS)}**.`;
    default:
      return `${capitalise(random.pick(PURPOSES))} takes some care when ${random.pick(CLAUSES)}.`;
  }
}

/** A paragraph of 2 to 5 sentences; with a link, one sentence points to another page. */
export function paragraph(random: Random, link?: ProseLink): string {
  const sentences = Array.from({ length: random.int(2, 5) }, () => sentence(random));
  if (link) {
    const at = random.int(1, sentences.length);
    sentences.splice(at, 0, `See [${link.text.toLowerCase()}](${link.link}) for ${random.pick(PURPOSES)}.`);
  }
  return sentences.join(' ');
}

/** A one-line description for front matter. */
export function description(random: Random, title: string): string {
  return `${title}: how ${lower(random.pick(SUBJECTS))} ${random.pick(VERBS)} ${random.pick(OBJECTS)}.`;
}

export const H2_HEADINGS = [
  'How it works',
  'Selecting probes',
  'Choosing targets',
  'Reading the results',
  'Latency and RTT',
  'Packet loss',
  'Address families',
  'Scheduling and intervals',
  'Credits and limits',
  'Using the API',
  'Result format',
  'Filtering by ASN',
  'Filtering by prefix',
  'Common problems',
  'Accuracy and timing',
  'Comparing vantage points',
  'Anchoring measurements',
  'Data retention',
  'Streaming results',
  'Downloading results',
  'Troubleshooting',
  'Best practices',
  'Limits per user',
  'Privacy considerations',
];

export const H3_HEADINGS = [
  'IPv4',
  'IPv6',
  'One-off measurements',
  'Recurring measurements',
  'Example',
  'Parameters',
  'Response fields',
  'Timeouts',
  'Retries',
  'Per-probe results',
  'Aggregated results',
  'Known issues',
];

export const TIPS = [
  'Start with a small number of probes and a one-off measurement: it is cheaper and the results arrive within minutes.',
  'Results are timestamped in UTC. Convert them to local time only when you present them.',
  'Select probes from several ASNs: results from a single network say little about the internet as a whole.',
  'Anchors make stable targets. Prefer them over arbitrary hosts when you need a long-running baseline.',
];

export const WARNINGS = [
  'Measurements towards hosts you do not operate can trigger alarms at the target. Keep the rate low.',
  'A stopped measurement cannot be restarted. Create a new one with the same definition instead.',
  'The latency reported by software probes includes the scheduling delay of the host system.',
  'API keys give access to your credits. Never put them in client-side code or public repositories.',
];

const ONSETS = ['b', 'c', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'br', 'ch', 'cl', 'dr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'n', 'r', 's', 't', 'l', 'm', 'nd', 'st'];

/** How many distinct words random-word prose draws from: about the active vocabulary of a large docs site. */
export const RANDOM_VOCABULARY_SIZE = 1000;

/**
 * The vocabulary of random-word prose: {@link RANDOM_VOCABULARY_SIZE} distinct pronounceable words of one to
 * four syllables, made from a seed, so that they look like words to the search's encoder but repeat as
 * little as a large site's prose does.
 */
export function randomVocabulary(random: Random, size = RANDOM_VOCABULARY_SIZE): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const syllables = random.int(1, 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += random.pick(ONSETS) + random.pick(VOWELS);
    words.add(word + random.pick(CODAS));
  }
  return [...words];
}

/**
 * Prose of words drawn at random: what a neutral benchmark corpus uses, and a harder case for compression
 * than the word lists above, since hardly a phrase repeats.
 */
export class RandomProse {
  constructor(private readonly words: readonly string[]) {}

  /** `min` to `max` words. */
  draw(random: Random, min: number, max: number): string[] {
    return Array.from({ length: random.int(min, max) }, () => random.pick(this.words));
  }

  /** A sentence of 6 to 18 words. */
  sentence(random: Random): string {
    return `${capitalise(this.draw(random, 6, 18).join(' '))}.`;
  }

  /** A paragraph of 2 to 5 sentences; with a link, one sentence points to another page. */
  paragraph(random: Random, link?: ProseLink): string {
    const sentences = Array.from({ length: random.int(2, 5) }, () => this.sentence(random));
    if (link) {
      const at = random.int(1, sentences.length);
      sentences.splice(at, 0, `See [${link.text.toLowerCase()}](${link.link}) ${this.draw(random, 2, 5).join(' ')}.`);
    }
    return sentences.join(' ');
  }

  /** A heading of one to three words. */
  heading(random: Random): string {
    return capitalise(this.draw(random, 1, 3).join(' '));
  }
}
