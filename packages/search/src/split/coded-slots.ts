/**
 * A long list of a term's records by slot, range-coded (`range-coder.ts`): the records in ascending order, each
 * as the gap after the one before it (an Elias gamma code whose bits have learnt probabilities: the count of
 * its binary digits in unary, each knowing whether the gap before was short, then the digits) and its slot
 * (four bits down a tree of learnt probabilities). A frequent word's records are most of the records with
 * gaps of 0 and a few slots, which this writes in about the entropy of the list: 15 to 40 % less than the
 * gaps written as text and compressed by the host (`slots.ts`), for the lists a query of frequent words
 * downloads. A data file writes the bytes in base 64 (`slots.ts`), which the host's gzip brings back to about
 * the bytes (6 bits a character).
 */
import { type BitCoder, newProbabilities, RangeDecoder, RangeEncoder } from './range-coder.ts';
import type { Slots } from './postings.ts';

/** Lists shorter than this stay text: a few records cost less as gaps than a coder's first guesses. */
export const CODED_FROM = 64;
/** Gaps of up to 2^31 records: at most 31 binary digits after the first. */
const DIGITS = 32;
const SLOT_BITS = 4;
const SLOT_LEAVES = 1 << SLOT_BITS;
/** What the gap before says of the next: none, 1 to 2 records, more (the length of its digits, at most 2). */
const GAP_CONTEXTS = 3;

/** The learnt probabilities of one list. */
class Model {
  readonly length = newProbabilities(GAP_CONTEXTS * DIGITS);
  readonly digits = newProbabilities(DIGITS * DIGITS);
  readonly slot = newProbabilities(SLOT_LEAVES);
  context = 0;
}

/** Digits of `n` (at least 1) after its first. */
const lengthOf = (n: number): number => 31 - Math.clz32(n);

/**
 * One record's gap and slot, coded or read (the encoder is given the values; the decoder, reading, is given
 * zeros, which it ignores): the one description of a coded list's bits.
 */
function codeRecord(coder: BitCoder, model: Model, gap: number, slot: number): [gap: number, slot: number] {
  const n = gap + 1;
  const length = lengthOf(n);
  const at = model.context * DIGITS;
  let digits = 0;
  while (digits < DIGITS - 1 && coder.bit(model.length, at + digits, digits < length ? 1 : 0)) digits++;
  let read = 1;
  for (let d = digits - 1; d >= 0; d--) read = read * 2 + coder.bit(model.digits, digits * DIGITS + d, (n >>> d) & 1);
  model.context = Math.min(digits, GAP_CONTEXTS - 1);
  let node = 1;
  for (let b = SLOT_BITS - 1; b >= 0; b--) node = node * 2 + coder.bit(model.slot, node, (slot >> b) & 1);
  return [read - 1, node - SLOT_LEAVES];
}

/**
 * The list's records in ascending order with their slots, coded: its count of records and the bytes; null where
 * it stays text: shorter than {@link CODED_FROM}, or a record in two slots or a slot past the tree's 16 (neither
 * of which the index gives a term).
 */
export function codeSlots(slots: Slots): { count: number; bytes: Uint8Array } | null {
  const bySlot: { record: number; slot: number }[] = [];
  slots.forEach((records, slot) => {
    for (const record of records ?? []) bySlot.push({ record, slot });
  });
  if (bySlot.length < CODED_FROM || slots.length > SLOT_LEAVES) return null;
  bySlot.sort((a, b) => a.record - b.record);
  const encoder = new RangeEncoder();
  const model = new Model();
  let previous = -1;
  for (const { record, slot } of bySlot) {
    if (record <= previous) return null;
    codeRecord(encoder, model, record - previous - 1, slot);
    previous = record;
  }
  return { count: bySlot.length, bytes: encoder.finish() };
}

/** Reads `count` records of what {@link codeSlots} coded; throws where the bytes end first. */
export function decodeSlots(count: number, bytes: Uint8Array): Slots {
  const decoder = new RangeDecoder(bytes);
  const model = new Model();
  const slots: Slots = [];
  let record = -1;
  for (let i = 0; i < count; i++) {
    const [gap, slot] = codeRecord(decoder, model, 0, 0);
    record += gap + 1;
    (slots[slot] ??= []).push(record);
  }
  return Array.from(slots, (records) => records ?? []);
}
