import { describe, expect, it } from 'vitest';
import { RecordTable } from '../src/engine/record-table.ts';
import {
  pairKey,
  phrasePairKeys,
  queryPairKeys,
  saidPairKeys,
  saidWords,
  textPairKeys,
  wordRuns,
} from '../src/engine/word-pairs.ts';
import { PairIndex, pairChunks, pairRecords, readPairChunk } from '../src/split/pair-chunks.ts';
import { chunkPlaces } from '../src/split/chunks.ts';
import { seeded } from './fixtures/seeded.ts';

/** Texts with what the checks meet: punctuation, identifiers, numbers, short words, case, accents. */
const TEXTS = [
  'Ping measurements send ICMP echo requests. The probe reports round-trip times (RTT) in ms.',
  'Use page_size=100 and the `msm_id` of a measurement; the API returns at most 500 results.',
  'A probe v3 is a TP-Link router. Hosts of probes earn credits: 21,600 a day.',
  'Traceroute: a route to a target, hop by hop. Paris traceroute keeps the flow of a path.',
  'Café résumé naïve: Übersicht der Messungen — DNS, SSL/TLS, HTTP and NTP, of a kind.',
];

describe('word pairs', () => {
  it('reads a text as runs of letters and digits, and keys two words side by side by their ends', () => {
    expect(wordRuns('page_size=100, the msm-id; Übersicht')).toEqual([
      'page',
      'size',
      '100',
      'the',
      'msm',
      'id',
      'Übersicht',
    ]);
    expect(pairKey('measurement', 'results')).toBe('ent|res');
    expect(pairKey('of', 'a')).toBe('of|a');
    expect([...textPairKeys('The probe, of a kind.')]).toEqual(['the|pro', 'obe|of', 'of|a', 'a|kin']);
  });

  it('keys every two words side by side alike, as numbers or as strings (sides beyond digits and ASCII letters)', () => {
    for (const text of [...TEXTS, 'a b', 'x9 é2 0abc ÀB_cd 2024', '']) {
      const words = wordRuns(text.toLowerCase());
      const expected = new Set(words.slice(1).map((word, i) => pairKey(words[i] ?? '', word)));
      expect(textPairKeys(text), text).toEqual(expected);
    }
  });

  it('gives no key where a side lies in a part of a word shorter than a key’s side, or beyond ASCII', () => {
    // "of" may end a longer word of the text ("proof"), "a" may begin one: their pairs cannot be told.
    expect(phrasePairKeys('of the probe')).toEqual(['the|pro']);
    expect(phrasePairKeys('the probe v3')).toEqual(['the|pro']);
    expect(phrasePairKeys('a ping')).toEqual([]);
    expect(phrasePairKeys('café résumé')).toEqual([]);
    // Said words: the first is a whole word of the text, so it keys at any length; the last may begin one.
    expect(saidPairKeys(['of', 'the', 'probe'])).toEqual(['of|the', 'the|pro']);
    expect(saidPairKeys(['the', 'pr'])).toEqual([]);
    expect(saidPairKeys(['cafe', 'résumé'])).toEqual([]);
    expect(saidWords(['Page_size', 'Résumé'])).toEqual(['page', 'size', 'resume']);
  });

  it('tells a query’s keys from its text alone: a phrase’s, or its words’', () => {
    expect(queryPairKeys('"the probe"')).toEqual(['the|pro']);
    expect(queryPairKeys('ping measurement')).toEqual(['ing|mea']);
    expect(queryPairKeys('ping')).toEqual([]);
  });

  it('keys every phrase a text writes with keys the text holds (a part of a text, cut anywhere)', () => {
    const random = seeded(7);
    let checked = 0;
    for (const text of TEXTS) {
      const keys = textPairKeys(text);
      for (let n = 0; n < 400; n++) {
        const start = Math.floor(random() * text.length);
        const end = start + 1 + Math.floor(random() * 40);
        const phrase = text.slice(start, end);
        // As the engine reads a quoted query: spaces squeezed, and at least one space.
        if (!/ /.test(phrase) || /\s\s/.test(phrase) || phrase !== phrase.trim()) continue;
        for (const written of [phrase, phrase.toUpperCase(), phrase.toLowerCase()]) {
          const wanted = phrasePairKeys(written);
          checked += wanted.length;
          expect(
            wanted.filter((key) => !keys.has(key)),
            `${written} in ${text}`,
          ).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('keys every run of words a record says with keys its text holds, and a record without one says none', () => {
    const table = new RecordTable();
    TEXTS.forEach((text, i) => table.push({ link: `/p${i}`, title: `Page ${i}`, anchor: '', parents: [] }, '', text));
    const random = seeded(11);
    let said = 0;
    for (const [id, text] of TEXTS.entries()) {
      const words = wordRuns(text.toLowerCase());
      for (let n = 0; n < 200; n++) {
        const at = Math.floor(random() * (words.length - 1));
        const run = words.slice(at, at + 2 + Math.floor(random() * 3));
        // The last word typed in part, as a reader does.
        const typed = [...run.slice(0, -1), (run.at(-1) ?? '').slice(0, 1 + Math.floor(random() * 6))];
        if (!table.says(id, typed)) continue;
        said++;
        const keys = textPairKeys(text);
        expect(
          saidPairKeys(saidWords(typed)).filter((key) => !keys.has(key)),
          typed.join(' '),
        ).toEqual([]);
      }
    }
    expect(said).toBeGreaterThan(300);
    // With the pairs known, a record lacking the keys says nothing and is not read.
    const pairs = new PairIndex(['']);
    pairs.load(0, pairChunks(pairRecords(TEXTS))[0]?.text ?? '');
    table.setPairs(pairs);
    expect(table.says(0, ['round', 'trip'])).toBe(true);
    expect(table.says(1, ['round', 'trip'])).toBe(false);
    expect(table.mayWrite(0, 'round-trip times')).toBe(true);
    expect(table.mayWrite(2, 'round-trip times')).toBe(false);
  });
});

describe('chunks of pair keys', () => {
  it('cut the sorted keys in chunks of at most a size, and read back each key’s records', () => {
    const keys = TEXTS.map(textPairKeys);
    const chunks = pairChunks(pairRecords(TEXTS), 200);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((chunk) => chunk.text.length <= 200 || chunk.text.split('\n').length === 2)).toBe(true);
    const firsts = chunks.map((chunk) => chunk.first);
    expect(firsts).toEqual([...firsts].sort());
    const read = new Map(chunks.flatMap((chunk) => [...readPairChunk(chunk.text)]));
    const all = new Set(keys.flatMap((set) => [...set]));
    expect(new Set(read.keys())).toEqual(all);
    for (const key of all) expect(read.get(key)).toEqual(keys.flatMap((set, id) => (set.has(key) ? [id] : [])));
    expect(() => readPairChunk('no tab here\n')).toThrow(/without a key/);
    expect(() => readPairChunk('the|pro\t!\n')).toThrow(/list of numbers/);
  });

  it('place the chunks end to end in their files', () => {
    expect(chunkPlaces([10, 5, 7, 3], [0, 2])).toEqual([
      { file: 0, start: 0, end: 10 },
      { file: 0, start: 10, end: 15 },
      { file: 1, start: 0, end: 7 },
      { file: 1, start: 7, end: 10 },
    ]);
  });

  it('say a record holds the keys only once their chunks are there, and which keys were asked for meanwhile', () => {
    const chunks = pairChunks(pairRecords(TEXTS), 200);
    const index = new PairIndex(chunks.map((chunk) => chunk.first));
    const [ping, round] = ['ing|mea', 'und|tri'];
    expect(index.holdsAll(0, [ping, round])).toBe('unknown');
    expect(index.takeMissing().sort()).toEqual([ping, round].sort());
    expect(index.takeMissing()).toEqual([]);
    for (const key of [ping, round]) {
      const chunk = index.chunkOf(key);
      index.load(chunk, chunks[chunk]?.text ?? '');
    }
    expect(index.holdsAll(0, [ping, round])).toBe(true);
    expect(index.holdsAll(1, [ping, round])).toBe(false);
    // A key before the first chunk's first key: no record holds it.
    expect(index.holdsAll(0, ['\u0001|x'])).toBe(false);
  });
});
