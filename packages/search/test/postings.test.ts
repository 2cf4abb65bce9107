import { describe, expect, it } from 'vitest';
import { createEncoder } from '../src/engine/encoder.ts';
import { FIELDS, FlexIndex } from '../src/engine/flex-index.ts';
import {
  addedWords,
  addPostings,
  countOf,
  distinctTerms,
  isPartOf,
  longerWords,
  type Slots,
  termSlots,
  topOf,
} from '../src/split/postings.ts';

const RECORDS: { title: string; content: string }[] = [
  { title: 'Traceroute', content: 'Traceroute route: a traceroute measurement finds the route to a target.' },
  { title: 'Route and traceroute', content: 'The route, then traceroute; stopping a ping is not pinging.' },
  { title: 'Ping', content: 'Ping sends ICMP echo requests. Stopping ping measurements: stop, stopped, stopping.' },
  { title: 'Probes', content: 'A probe v3 hosts 10000 results, 10,000 of them; café and cafe are one word.' },
  {
    title: 'A long section about many words',
    content:
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
      'seventeen eighteen nineteen twenty measurement measurements measure measuring probe probes',
  },
  { title: 'x', content: 'a b c ab abc abcd bcd cd d' },
  { title: 'Credits', content: 'Credits are spent on measurements; each ping costs credits, a traceroute more.' },
  { title: 'Anchors', content: 'routes routed router rerouting outer utero' },
];

/** The records' numbers in the order they are added: not their own order, as on a site (page tops first). */
const ORDER = [5, 0, 3, 1, 7, 2, 6, 4];

function postingsOf(field: 'title' | 'content'): Map<string, Slots> {
  const encoder = createEncoder();
  const vocabulary = new Set(RECORDS.flatMap((r) => distinctTerms(encoder, r[field])));
  const longer = longerWords(vocabulary);
  const postings = new Map<string, Slots>();
  ORDER.forEach((id, rank) => {
    addPostings(
      postings,
      rank,
      addedWords(distinctTerms(encoder, RECORDS[id]?.[field] ?? ''), (t) => longer.get(t) ?? []),
    );
  });
  return postings;
}

/** Every start and end of every word of the records, and a few terms of none. */
function allTerms(): string[] {
  const encoder = createEncoder();
  const terms = new Set<string>(['zzz', 'qq', 'routex']);
  for (const record of RECORDS) {
    for (const word of distinctTerms(encoder, `${record.title} ${record.content}`)) {
      for (let end = 1; end <= word.length; end++) terms.add(word.slice(0, end)).add(word.slice(word.length - end));
    }
  }
  return [...terms].sort();
}

describe('postings: the index from the words', () => {
  const made = new FlexIndex(createEncoder());
  for (const id of ORDER) made.add(id, RECORDS[id]?.title ?? '', RECORDS[id]?.content ?? '');
  made.seal();
  const lazy = new FlexIndex(createEncoder(), true);
  lazy.seal();
  const postings = { title: postingsOf('title'), content: postingsOf('content') };
  const toIds = (slots: Slots): (number[] | undefined)[] =>
    Array.from(slots, (ranks) => ranks?.map((rank) => ORDER[rank] ?? -1));
  for (const term of allTerms()) {
    const slots = Object.fromEntries(FIELDS.map((f) => [f, toIds(termSlots(term, postings[f]))]));
    lazy.load(term, slots as Record<(typeof FIELDS)[number], (number[] | undefined)[]>);
  }

  it('gives every term the records, in the order, of an index made from the texts', () => {
    for (const term of allTerms()) {
      const [a, b] = [made.matches(term), lazy.matches(term)];
      expect([term, b.heading.ids, b.text.ids]).toEqual([term, a.heading.ids, a.text.ids]);
    }
    expect(lazy.takeMissing()).toEqual({ terms: [], tops: [] });
  });

  it('answers queries of several terms as that index does, with and without suggestions', () => {
    const terms = allTerms().filter((t) => t.length > 1);
    for (let i = 0; i < terms.length; i += 7) {
      const query = `${terms[i]} ${terms[(i * 3) % terms.length]} ${terms[(i * 5 + 1) % terms.length]}`;
      for (const [limit, suggest] of [
        [20, false],
        [50, true],
        [1, true],
      ] as const) {
        expect([query, lazy.find(query, limit, suggest)]).toEqual([query, made.find(query, limit, suggest)]);
      }
    }
  });

  it('passes over a word that an earlier word of the text holds as a part, as FlexSearch does', () => {
    const longer = longerWords(['traceroute', 'route', 'rout']);
    expect(longer.get('route')).toEqual(['traceroute']);
    expect(longer.get('rout')).toEqual(['route']);
    const words = addedWords(['traceroute', 'route', 'rout', 'ping'], (t) => longer.get(t) ?? []);
    expect(words.map((w) => w.word)).toEqual(['traceroute', 'rout', 'ping']);
    expect(words.map((w) => w.slot)).toEqual([0, 2, 3]);
  });

  it('tells the parts of a word: its starts, itself, and its shorter ends', () => {
    expect(['rou', 'route', 'oute', 'e'].map((t) => isPartOf(t, 'route'))).toEqual([true, true, true, true]);
    expect(['out', 'routes', 'x'].map((t) => isPartOf(t, 'route'))).toEqual([false, false, false]);
  });

  it('says which terms a lazy index was asked for and lacks, and answers them with nothing', () => {
    const empty = new FlexIndex(createEncoder(), true);
    expect(empty.matches('ping').text.ids).toEqual([]);
    expect(empty.find('ping credits', 20, true)).toEqual([]);
    expect(empty.takeMissing().terms.sort()).toEqual(['credits', 'ping']);
    expect(empty.takeMissing()).toEqual({ terms: [], tops: [] });
  });

  it('asks for a short term’s top where its records are ranked, and for all of them where a phrase reads them', () => {
    const index = new FlexIndex(createEncoder(), true);
    expect(index.matches('a').text.ids).toEqual([]);
    expect(index.takeMissing()).toEqual({ terms: [], tops: ['a'] });
    // A term asked for whole and as a top at once is asked for whole.
    index.matches('a');
    expect(index.find('a ping', 20, false)).toEqual([]);
    expect(index.takeMissing()).toEqual({ terms: ['a', 'ping'], tops: [] });
    index.load('a', { title: [], content: [[3, 5]] }, false);
    index.load('ping', { title: [], content: [[5]] });
    expect(index.knows('a')).toBe(true);
    expect(index.matches('a').text.ids).toEqual([3, 5]);
    // Its top does not do for a phrase: the rest of its records are asked for, and replace the top.
    expect(index.find('a ping', 20, false)).toEqual([]);
    expect(index.takeMissing()).toEqual({ terms: ['a'], tops: [] });
    index.load('a', { title: [], content: [[3, 5], [7]] });
    index.load('a', { title: [], content: [[3]] }, false);
    expect(index.find('a ping', 20, false)).toEqual([5]);
    expect(index.takeMissing()).toEqual({ terms: [], tops: [] });
  });

  it('cuts a term’s records to the first a search with that limit reads: slot by slot, in the order added', () => {
    const slots: number[][] = [];
    slots[0] = [4, 9];
    slots[2] = [1, 2, 8];
    slots[5] = [3];
    expect(topOf(slots, 4)).toEqual([[4, 9], undefined, [1, 2]]);
    expect(topOf(slots, 1)).toEqual([[4]]);
    expect(topOf(slots, 10)).toEqual(slots);
    expect(countOf(slots)).toBe(6);
  });
});
