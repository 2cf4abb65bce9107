import { describe, expect, it } from 'vitest';
import { createEncoder } from '../src/engine/encoder.ts';
import { queryWords } from '../src/engine/query-words.ts';
import { Scratch } from '../src/engine/scratch.ts';
import type { Form, PlannedWord } from '../src/engine/word-forms.ts';
import {
  FIT,
  fitIn,
  HEADING,
  headingPartOf,
  PAGE_SHARE,
  pairBonus,
  PATH,
  rarity,
  scoreFromPart,
  scoreRecords,
  type ScoreView,
  scoreWord,
  TEXT,
  TITLE,
} from '../src/engine/word-scores.ts';

describe('fitIn', () => {
  it('is 1 for a whole word, 0.9 for its start, 0.3 for only its end, 0 for none', () => {
    expect(fitIn('ping', ['ping'])).toBe(FIT.word);
    expect(fitIn('host', ['hosting', 'a', 'probe'])).toBe(FIT.start);
    expect(fitIn('ping', ['stopping', 'a', 'measurement'])).toBe(FIT.end);
    expect(fitIn('ping', ['cost'])).toBe(0);
  });
});

/**
 * Page "Ping" (0) with sections "Cost" (1) and its "Packets" (2); page "Lifecycle" (3) with section
 * "Stopping a measurement" (4). Terms and where the records hold them are given as the index finds them.
 */
const HEADINGS = [['ping'], ['cost'], ['packets'], ['lifecycle'], ['stopping', 'a', 'measurement']];
const TERMS: Record<string, { heading: number[]; text: number[] }> = {
  ping: { heading: [0, 4], text: [0, 1, 2, 4] },
  cost: { heading: [1], text: [1, 2, 3] },
  packet: { heading: [2], text: [2] },
  how: { heading: [], text: [1, 3] },
};

function view(): ScoreView {
  return {
    size: HEADINGS.length,
    scratch: new Scratch(),
    holdingForm: (form: Form) => {
      const [first, ...more] = form.terms.map((t) => TERMS[t]?.text ?? []);
      return (first ?? []).filter((id) => more.every((ids) => ids.includes(id)));
    },
    headingIds: (term) => TERMS[term]?.heading ?? [],
    below: (id) => ({ 0: [1, 2], 1: [2], 3: [4] })[id] ?? [],
    above: (id) => ({ 1: [0], 2: [1, 0], 4: [3] })[id] ?? [],
    pageTopOf: (id) => (id < 3 ? 0 : 3),
    headingFit: (term, id) => fitIn(term, HEADINGS[id] ?? []),
  };
}

const encoder = createEncoder();
const word = (text: string, required = true, forms?: Form[]): PlannedWord => {
  const [query] = queryWords([text], (t) => encoder.encode(t));
  if (!query) throw new Error(text);
  return { ...query, required, forms: forms ?? [{ kind: 'word', terms: query.terms }] };
};

describe('scoreWord', () => {
  it('counts a word by where each record holds it: page title 4, heading 3, a heading above 2, text 1', () => {
    const { weight, location } = scoreWord(word('ping'), view(), 0);
    expect([...location]).toEqual([TITLE, PATH, PATH, 0, TEXT]);
    expect([...weight]).toEqual([4, 2, 2, 0, 1]);
  });

  it('counts a heading that holds the term only as the end of a word below the text: "ping" in "Stopping"', () => {
    expect(3 * FIT.end).toBeLessThan(TEXT);
    expect(scoreWord(word('ping'), view(), 0).location[4]).toBe(TEXT);
  });

  it('takes the nearer heading above a record, and the best of its forms', () => {
    const cost = scoreWord(word('cost'), view(), 0);
    expect([...cost.location]).toEqual([0, HEADING, PATH, TEXT, 0]);
    const stems = scoreWord(word('packets', true, [{ kind: 'stem', terms: ['packet'] }]), view(), 1);
    expect(stems.weight[2]).toBeCloseTo(0.9 * HEADING);
  });
});

describe('scoreRecords', () => {
  it('counts the required words a record holds and adds their weights; a word that is not required counts half, in headings only', () => {
    const words = [word('ping'), word('cost'), word('how', false)];
    const scores = words.map((w, i) => scoreWord(w, view(), i));
    const { coverage, score } = scoreRecords([0, 1, 2, 3, 4], words, scores, view());
    expect([...coverage]).toEqual([1, 2, 2, 1, 1]);
    // Each word's weight times its rarity, plus half its rarity for each word its page holds (both pages hold
    // both: "ping" is the end of "Stopping"); "how" is only in the text of 1 and 3: it adds nothing.
    const [ping = 0, cost = 0] = scores.map((s) => rarity(s.holders, view().size));
    const weights = (i: number) => [...(scores[i]?.weight ?? [])];
    const onPage = () => PAGE_SHARE * (ping + cost);
    const expected = weights(0).map((w, id) => w * ping + (weights(1)[id] ?? 0) * cost + onPage());
    expect([...score].map((s) => s.toFixed(4))).toEqual(expected.map((s) => s.toFixed(4)));
  });

  it('counts a word held elsewhere on the page: of two sections alike, the one on the page of both words comes first', () => {
    const words = [word('packets', true, [{ kind: 'word', terms: ['packet'] }]), word('ping')];
    const scores = words.map((w, i) => scoreWord(w, view(), i));
    // Record 1 ("Cost", on the Ping page) lacks "packet" but its page holds it; record 3 (Lifecycle) holds neither
    // word, and its page only "ping" (in "Stopping a measurement").
    const { coverage, score } = scoreRecords([1, 3], words, scores, view());
    expect(coverage[1]).toBe(1);
    expect(coverage[3]).toBe(0);
    const packet = rarity(scores[0]?.holders ?? 0, view().size);
    const ping = rarity(scores[1]?.holders ?? 0, view().size);
    expect(score[1]).toBeCloseTo(PATH * ping + PAGE_SHARE * (packet + ping));
    expect(score[3]).toBeCloseTo(PAGE_SHARE * ping);
    expect(score[1]).toBeGreaterThan((score[3] ?? 0) + PATH * ping);
  });
});

describe('a heading part', () => {
  it('holds a word’s records at a heading or below one, by place, and its holders: its scores there, as they were', () => {
    for (const text of ['ping', 'cost', 'how']) {
      const scores = scoreWord(word(text, false), view(), 0);
      const part = headingPartOf(scores, view().size);
      const [weight, location] = [[...scores.weight], [...scores.location]];
      const fromPart = scoreFromPart(part, view(), 1);
      expect(fromPart.holders).toBe(scores.holders);
      for (let id = 0; id < view().size; id++) {
        const heading = (location[id] ?? 0) >= PATH;
        expect([text, id, fromPart.location[id], fromPart.weight[id]]).toEqual([
          text,
          id,
          heading ? location[id] : 0,
          heading ? weight[id] : 0,
        ]);
      }
    }
    // "ping": the page title (0) and the two records below it; "Stopping" (4) holds it only as an end, below its text.
    expect(headingPartOf(scoreWord(word('ping', false), view(), 0), view().size).places.flat()).toEqual([0, 1, 2]);
  });

  it('scores a word that is not required as its records do', () => {
    const words = [word('cost'), word('ping', false)];
    const fromRecords = words.map((w, i) => scoreWord(w, view(), i));
    const ids = [0, 1, 2, 3, 4];
    const expected = [...scoreRecords(ids, words, fromRecords, view()).score];
    const part = headingPartOf(scoreWord(word('ping', false), view(), 2), view().size);
    const scores = [scoreWord(words[0] ?? word('cost'), view(), 0), scoreFromPart(part, view(), 1)];
    expect([...scoreRecords(ids, words, scores, view()).score]).toEqual(expected);
  });
});

describe('rarity', () => {
  it("is BM25's inverse document frequency: a word of few records counts more than one of many", () => {
    expect(rarity(1, 1000)).toBeGreaterThan(rarity(10, 1000));
    expect(rarity(10, 1000)).toBeGreaterThan(rarity(500, 1000));
    expect(rarity(1000, 1000)).toBeGreaterThan(0);
    expect(rarity(1000, 1000)).toBeLessThan(0.001);
    expect(rarity(1, 1000)).toBeCloseTo(Math.log(1 + 999.5 / 1.5));
  });
});

describe('pairBonus', () => {
  it('is the rarities of the words summed: two rare words written together count more than two common ones', () => {
    expect(pairBonus([{ holders: 3 }, { holders: 40 }], 1000)).toBeCloseTo(rarity(3, 1000) + rarity(40, 1000));
    expect(pairBonus([{ holders: 2 }, { holders: 5 }], 1000)).toBeGreaterThan(
      pairBonus([{ holders: 600 }, { holders: 900 }], 1000),
    );
  });

  it('counts nothing for a word no record holds', () => {
    expect(pairBonus([{ holders: 0 }, { holders: 10 }], 1000)).toBeCloseTo(rarity(10, 1000));
  });
});
