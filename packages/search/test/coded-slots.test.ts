import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CODED_FROM, codeSlots, decodeSlots } from '../src/split/coded-slots.ts';
import type { Slots } from '../src/split/postings.ts';
import { newProbabilities, RangeDecoder, RangeEncoder } from '../src/split/range-coder.ts';
import { readSlots, writeSlots } from '../src/split/slots.ts';

/** Numbers in [0, 1) without the patterns of a linear congruential generator, which gzip would find (mulberry32). */
function random32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Of `records` records, those a share of them holds, each in a slot drawn from `weights`. */
function list(records: number, share: number, weights: readonly number[], seed = 1): Slots {
  const random = random32(seed);
  const total = weights.reduce((a, b) => a + b, 0);
  const slots: Slots = weights.map(() => []);
  for (let record = 0; record < records; record++) {
    if (random() >= share) continue;
    let pick = random() * total;
    const slot = weights.findIndex((w) => (pick -= w) < 0);
    slots[slot === -1 ? weights.length - 1 : slot]?.push(record);
  }
  while (slots.length && !slots.at(-1)?.length) slots.pop();
  return slots;
}

const FREQUENT = [0, 34, 33, 16, 7, 4, 2, 1, 0.2];

describe('the range coder', () => {
  it('reads back every bit as coded, with the probabilities it learnt the same way', () => {
    const random = random32(3);
    const bits = Array.from({ length: 20_000 }, (_, i) => (random() < (i % 3 === 0 ? 0.95 : 0.3) ? 1 : 0));
    const encoder = new RangeEncoder();
    const written = newProbabilities(3);
    for (const [i, bit] of bits.entries()) encoder.bit(written, i % 3, bit);
    const decoder = new RangeDecoder(encoder.finish());
    const read = newProbabilities(3);
    expect(bits.map((_, i) => decoder.bit(read, i % 3))).toEqual(bits);
    expect(read).toEqual(written);
  });

  it('codes a bit that is nearly always the same in a small part of a byte', () => {
    const encoder = new RangeEncoder();
    const probabilities = newProbabilities(1);
    for (let i = 0; i < 80_000; i++) encoder.bit(probabilities, 0, i % 100 === 0 ? 1 : 0);
    // About 0.08 bits a bit: the entropy of 1 in 100 is 0.081.
    expect(encoder.finish().length).toBeLessThan(1_000);
  });

  it('throws where the bytes end before the bits asked for', () => {
    const encoder = new RangeEncoder();
    const probabilities = newProbabilities(1);
    for (let i = 0; i < 1_000; i++) encoder.bit(probabilities, 0, i % 2);
    const bytes = encoder.finish();
    const decoder = new RangeDecoder(bytes.subarray(0, bytes.length - 40));
    const read = newProbabilities(1);
    expect(() => {
      for (let i = 0; i < 1_000; i++) decoder.bit(read, 0);
    }).toThrow(/search data: a coded list of records ends early/);
  });
});

describe('range-coded lists of records', () => {
  const cases: [string, Slots][] = [
    ['a frequent word: most records, nine slots', list(20_000, 0.97, FREQUENT)],
    ['a common word: a quarter of the records', list(20_000, 0.25, [0, 10, 20, 20, 20, 10, 5, 5, 5], 2)],
    ['a rare word: gaps of thousands', list(2_000_000, 0.0005, [1, 1, 1], 3)],
    ['one slot, every record', [Array.from({ length: 500 }, (_, i) => i)]],
    ['empty slots between', [[], [], Array.from({ length: 100 }, (_, i) => i * 7), [], [3, 5]]],
    ['record numbers up to 2^31', [Array.from({ length: 70 }, (_, i) => 2 ** 31 - 1 - (69 - i) * 1_000_003)]],
  ];
  for (const [name, slots] of cases) {
    it(`reads back what it coded: ${name}`, () => {
      const coded = codeSlots(slots);
      expect(coded).not.toBeNull();
      expect(decodeSlots(coded?.count ?? 0, coded?.bytes ?? new Uint8Array())).toEqual(slots);
      const text = writeSlots(slots);
      expect(text.startsWith('~')).toBe(true);
      expect(readSlots(text).slots).toEqual(slots);
    });
  }

  it('leaves a short list, a record in two slots and a slot past 16 as gaps', () => {
    const short: Slots = [[], Array.from({ length: CODED_FROM - 1 }, (_, i) => i)];
    const twice: Slots = [Array.from({ length: 100 }, (_, i) => i), [50]];
    const deep: Slots = Array.from({ length: 17 }, (_, s) => Array.from({ length: 10 }, (_, i) => s * 10 + i));
    for (const slots of [short, twice, deep]) {
      expect(codeSlots(slots)).toBeNull();
      expect(writeSlots(slots).startsWith('~')).toBe(false);
      expect(readSlots(writeSlots(slots)).slots).toEqual(slots);
    }
  });

  it('writes gaps where the build prefers them, and the further lists after the coded slots', () => {
    const slots = list(5_000, 0.5, FREQUENT);
    expect(writeSlots(slots, [], () => false)).toBe(writeSlots([...slots, []], [], () => false));
    expect(writeSlots(slots, [], () => false).startsWith('~')).toBe(false);
    const withFurther = writeSlots(slots, [[4, 9], [], [12]]);
    expect(readSlots(withFurther)).toEqual({ slots, further: [[4, 9], [], [12]] });
  });

  it('writes a frequent word’s list in a third less than its gaps compressed, and a common word’s in less too', () => {
    const size = (text: string): number => gzipSync(text).length;
    const frequent = list(100_000, 0.97, FREQUENT);
    expect(size(writeSlots(frequent))).toBeLessThan(size(writeSlots(frequent, [], () => false)) * 0.67);
    const common = list(100_000, 0.25, FREQUENT, 4);
    expect(size(writeSlots(common))).toBeLessThan(size(writeSlots(common, [], () => false)) * 0.95);
  });

  it('throws at a coded list cut short, without its count or not in base 64', () => {
    const text = writeSlots(list(5_000, 0.5, FREQUENT));
    expect(() => readSlots(text.slice(0, text.length - 200))).toThrow(
      /search data: a coded list of records ends early/,
    );
    expect(() => readSlots('~')).toThrow(/search data/);
    expect(() => readSlots(`${text.slice(0, 4)}!!${text.slice(4)}`)).toThrow(/search data/);
  });
});
