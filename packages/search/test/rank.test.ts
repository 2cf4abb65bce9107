import { describe, expect, it } from 'vitest';
import {
  bestCase,
  compareRanked,
  contenders,
  diversify,
  firstQualifying,
  type Ranked,
  topByKey,
  withPhrase,
  withText,
} from '../src/engine/rank.ts';
import type { PlannedWord } from '../src/engine/word-forms.ts';
import { seeded } from './fixtures/seeded.ts';

const rank = (id: number, fields: Partial<Ranked> = {}): Ranked => ({
  id,
  coverage: 1,
  exact: 0,
  phrase: false,
  score: 1,
  pairBonus: 1,
  order: id,
  ...fields,
});
const ordered = (...ranks: Ranked[]): number[] => [...ranks].sort(compareRanked).map((r) => r.id);

describe('compareRanked', () => {
  it('puts more of the required words first, whatever the rest', () => {
    expect(ordered(rank(1, { score: 12 }), rank(2, { coverage: 2 }))).toEqual([2, 1]);
  });

  it('then identifiers written as typed, then a phrase of three words or more', () => {
    expect(ordered(rank(1, { phrase: true }), rank(2, { exact: 1 }))).toEqual([2, 1]);
    expect(ordered(rank(1, { score: 9 }), rank(2, { phrase: true }))).toEqual([2, 1]);
  });

  it('then the score, then the index order', () => {
    expect(ordered(rank(1, { score: 2 }), rank(2, { score: 3 }))).toEqual([2, 1]);
    expect(ordered(rank(5, { order: 1 }), rank(4, { order: 0 }))).toEqual([4, 5]);
  });
});

const words = (...texts: string[]): PlannedWord[] =>
  texts.map((text) => ({
    text,
    terms: [text],
    significant: true,
    identifier: text.includes('_'),
    required: true,
    forms: [],
  }));

describe('withPhrase', () => {
  const facts = { isReference: () => false, writes: () => false, says: (id: number) => id === 1 };

  it('marks a record that writes three words or more together', () => {
    expect(withPhrase(rank(1), words('list', 'my', 'measurements'), facts).phrase).toBe(true);
    expect(withPhrase(rank(2), words('list', 'my', 'measurements'), facts).phrase).toBe(false);
  });

  it("adds the words' bonus to the score of a record that writes two words together", () => {
    const paired = withPhrase(rank(1, { score: 2, pairBonus: 5.5 }), words('transfer', 'credits'), facts);
    expect(paired).toMatchObject({ phrase: false, score: 7.5 });
    expect(withPhrase(rank(2, { score: 2, pairBonus: 5.5 }), words('transfer', 'credits'), facts).score).toBe(2);
  });

  it('does nothing for one word', () => {
    expect(withPhrase(rank(1), words('ping'), facts)).toEqual(rank(1));
  });
});

/** Queries of each kind the rules tell apart: two words, three words, an identifier. */
const QUERIES = [words('probe', 'status'), words('list', 'my', 'probes'), words('page_size', 'probes')];

describe('contenders', () => {
  it('are the only ranks whose texts can change the list shown, for pools of every kind', () => {
    const random = seeded(11);
    let read = 0;
    let pooled = 0;
    for (let trial = 0; trial < 400; trial++) {
      const query = QUERIES[trial % 3] ?? [];
      const pages = 1 + Math.floor(random() * 60);
      const pool = Array.from({ length: 1 + Math.floor(random() * 100) }, (_, id) =>
        rank(id, {
          coverage: random() < 0.2 ? 1 : 2,
          score: Math.round(random() * (trial % 2 ? 40 : 4) * 10) / 10,
          order: Math.floor(random() * 1000),
        }),
      );
      const page = new Map(pool.map((r) => [r.id, String(Math.floor(random() * pages))]));
      const pageOf = (id: number): string => page.get(id) ?? '';
      // What each record's text says, as reading it would tell.
      const says = new Set(pool.filter(() => random() < 0.3).map((r) => r.id));
      const writes = new Set(pool.filter(() => random() < 0.3).map((r) => r.id));
      const facts = {
        isReference: () => false,
        says: (id: number) => says.has(id),
        writes: (id: number) => writes.has(id),
      };
      const known = (r: Ranked): Ranked =>
        withPhrase({ ...r, exact: query.filter((w) => w.identifier && writes.has(r.id)).length }, query, facts);
      const list = (ranks: Ranked[]): number[] =>
        diversify(
          ranks.sort(compareRanked).map((r) => r.id),
          pageOf,
        ).slice(0, 20);
      const chosen = new Set(contenders(pool, (r) => bestCase(r, query), pageOf, 20));
      expect(list(pool.map((r) => (chosen.has(r) ? known(r) : r)))).toEqual(list(pool.map(known)));
      // Two words of a full pool whose scores spread: most texts go unread.
      if (query.length === 2 && !query.some((w) => w.identifier) && pool.length > 80 && trial % 2) {
        read += chosen.size;
        pooled += pool.length;
      }
    }
    expect(pooled).toBeGreaterThan(0);
    expect(read).toBeLessThan(pooled / 2);
  });

  it('are every rank when fewer could be shown than asked for', () => {
    const pool = [rank(1, { score: 9 }), rank(2, { score: 1 })];
    expect(contenders(pool, (r) => bestCase(r, words('a', 'b')), String, 20)).toEqual(pool);
  });
});

describe('firstQualifying', () => {
  it('finds every qualifying record that could be shown, reading far fewer than all', () => {
    const random = seeded(5);
    let read = 0;
    let all = 0;
    for (let trial = 0; trial < 300; trial++) {
      const query = QUERIES[trial % 3] ?? [];
      const pages = 1 + Math.floor(random() * 300);
      const ranks = Array.from({ length: Math.floor(random() * 2000) }, (_, id) =>
        rank(id, { coverage: random() < 0.1 ? 1 : 2, score: Math.round(random() * 300) / 10 }),
      );
      const page = ranks.map(() => String(Math.floor(random() * pages)));
      const pageOf = (id: number): string => page[id] ?? '';
      const share = random();
      const qualifying = new Set(ranks.filter(() => random() < share).map((r) => r.id));
      const says = new Set(ranks.filter(() => random() < 0.7).map((r) => r.id));
      const facts = { isReference: () => false, says: (id: number) => says.has(id), writes: () => random() < 0.5 };
      const known = new Map(ranks.map((r) => [r.id, withText(r, query, facts)]));
      let asked = 0;
      const qualify = (r: Ranked): Ranked | false => (asked++, qualifying.has(r.id) && (known.get(r.id) ?? r));
      const found = firstQualifying(ranks, (r) => bestCase(r, query), qualify, pageOf, 20, Infinity);
      const shown = (list: Ranked[]): number[] =>
        diversify(
          list.sort(compareRanked).map((r) => r.id),
          pageOf,
        ).slice(0, 20);
      expect(shown(found)).toEqual(shown(ranks.flatMap((r) => (qualifying.has(r.id) ? [known.get(r.id) ?? r] : []))));
      if (query.length === 2 && !query[0]?.identifier) {
        read += asked;
        all += ranks.length;
      }
    }
    expect(read).toBeLessThan(all / 3);
  });

  it('stops after so many records whose text is not there, to go on once it is', () => {
    const ranks = [1, 2, 3, 4, 5].map((id) => rank(id, { score: 10 - id }));
    const found = firstQualifying(
      ranks,
      (r) => r,
      (r) => (r.id % 2 ? null : r),
      String,
      20,
      2,
    );
    expect(found.map((r) => r.id)).toEqual([2]);
  });
});

describe('topByKey', () => {
  it('keeps the k largest keys, ties in the order of the list', () => {
    const key = [5, 1, 5, 9, 1, 5];
    expect(topByKey([0, 1, 2, 3, 4, 5], key, 3)).toEqual([3, 0, 2]);
    expect(topByKey([5, 4, 3, 2, 1, 0], key, 4)).toEqual([3, 5, 2, 0]);
    expect(topByKey([1, 4], key, 5)).toEqual([1, 4]);
  });

  it('agrees with a full sort on a long list', () => {
    const ids = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    const key = Array.from({ length: 500 }, (_, i) => (i * 31) % 17);
    const sorted = ids
      .map((id, at) => ({ id, at }))
      .sort((a, b) => (key[b.id] ?? 0) - (key[a.id] ?? 0) || a.at - b.at)
      .map((e) => e.id);
    expect(topByKey(ids, key, 40)).toEqual(sorted.slice(0, 40));
  });
});

describe('diversify', () => {
  it('lets no page have more than two results before every other page has had its turn', () => {
    const page = (link: string): string => link.split('#')[0] ?? '';
    const links = ['/a#1', '/a#2', '/a#3', '/a#4', '/b#1', '/c', '/b#2', '/b#3'];
    expect(diversify(links, page)).toEqual(['/a#1', '/a#2', '/b#1', '/c', '/b#2', '/a#3', '/a#4', '/b#3']);
  });
});
