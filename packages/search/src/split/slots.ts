/**
 * A term's records by slot as a data file writes them: for each slot in turn, the gaps between its record
 * numbers (ascending, each less one) as base-64 variable-length numbers (five bits a character, the sixth
 * saying that more follow, as in source maps), slots separated by a space; then, after a `;`, the further
 * records in the same way (a heading's words the index passes over). Empty slots at the end are left out.
 * A long list of slots is range-coded instead (`coded-slots.ts`): `~`, its count of records as a base-64
 * variable-length number, and the coded bytes in base 64.
 */
import { codeSlots, decodeSlots } from './coded-slots.ts';
import type { Slots } from './postings.ts';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((char, value) => [char, value]));
const MORE = 32;
const SLOT = ' ';
const FURTHER = ';';
const CODED = '~';

/** Numbers of zero or more as base-64 variable-length numbers. */
export function writeVlq(numbers: readonly number[]): string {
  let text = '';
  for (let number of numbers) {
    do {
      const low = number % MORE;
      number = Math.floor(number / MORE);
      text += DIGITS[number > 0 ? low + MORE : low];
    } while (number > 0);
  }
  return text;
}

/** Reads what {@link writeVlq} wrote; throws at anything else. */
export function readVlq(text: string): number[] {
  const numbers: number[] = [];
  let number = 0;
  let scale = 1;
  for (const char of text) {
    const value = VALUE.get(char);
    if (value === undefined) throw new Error(`search data: ${JSON.stringify(char)} in a list of numbers`);
    number += (value % MORE) * scale;
    if (value >= MORE) {
      scale *= MORE;
      continue;
    }
    numbers.push(number);
    number = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error('search data: a list of numbers ends inside a number');
  return numbers;
}

/** Ascending record numbers as the gaps between them, each less one. */
function writeNumbers(numbers: readonly number[]): string {
  return writeVlq(numbers.map((number, i) => number - (numbers[i - 1] ?? -1) - 1));
}

function readNumbers(text: string): number[] {
  let previous = -1;
  return readVlq(text).map((gap) => (previous += gap + 1));
}

const trimmed = (lists: string[]): string[] => {
  while (lists.length && lists.at(-1) === '') lists.pop();
  return lists;
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  return btoa(binary);
}

/**
 * Whether a list is written coded rather than as gaps, given both writings: the build keeps the one that
 * compresses to less (a list of rare words' records is about as short as gaps, which gzip reads across lists).
 */
export type PreferCoded = (coded: string, gaps: string) => boolean;

function writeSlotList(slots: Slots, preferCoded: PreferCoded): string {
  const gaps = trimmed(Array.from(slots, (records) => writeNumbers(records ?? []))).join(SLOT);
  const coded = codeSlots(slots);
  const codedText = coded && CODED + writeVlq([coded.count]) + toBase64(coded.bytes);
  return codedText && preferCoded(codedText, gaps) ? codedText : gaps;
}

function readCodedSlots(text: string): Slots {
  let end = CODED.length;
  while ((VALUE.get(text[end] ?? '') ?? 0) >= MORE) end++;
  const [count] = readVlq(text.slice(CODED.length, end + 1));
  let binary: string;
  try {
    binary = atob(text.slice(end + 1));
  } catch {
    throw new Error('search data: a coded list of records that is not base 64');
  }
  if (count === undefined) throw new Error('search data: a coded list of records without its count');
  return decodeSlots(
    count,
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** Whether a written list's slots are range-coded. */
export const isCoded = (text: string): boolean => text.startsWith(CODED);

/** A term's slots, and further lists of records (each ascending), as a data file writes them. */
export function writeSlots(
  slots: Slots,
  further: readonly (readonly number[])[] = [],
  preferCoded: PreferCoded = () => true,
): string {
  return trimmed([writeSlotList(slots, preferCoded), ...further.map(writeNumbers)]).join(FURTHER);
}

/** Reads what {@link writeSlots} wrote; throws at anything else. */
export function readSlots(text: string): { slots: Slots; further: number[][] } {
  const [slots = '', ...further] = text.split(FURTHER);
  const read = isCoded(slots) ? readCodedSlots(slots) : slots ? slots.split(SLOT).map(readNumbers) : [];
  return { slots: read, further: further.map(readNumbers) };
}
