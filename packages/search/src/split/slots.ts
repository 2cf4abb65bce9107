/**
 * A term's records by slot as a data file writes them: for each slot in turn, the gaps between its record
 * numbers (ascending, each less one) as base-64 variable-length numbers (five bits a character, the sixth
 * saying that more follow, as in source maps), slots separated by a space; then, after a `;`, the further
 * records in the same way (a heading's words the index passes over). Empty slots at the end are left out.
 */
import type { Slots } from './postings.ts';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((char, value) => [char, value]));
const MORE = 32;
const SLOT = ' ';
const FURTHER = ';';

function writeNumbers(numbers: readonly number[]): string {
  let text = '';
  let previous = -1;
  for (const number of numbers) {
    let gap = number - previous - 1;
    previous = number;
    do {
      const low = gap % MORE;
      gap = Math.floor(gap / MORE);
      text += DIGITS[gap > 0 ? low + MORE : low];
    } while (gap > 0);
  }
  return text;
}

function readNumbers(text: string): number[] {
  const numbers: number[] = [];
  let previous = -1;
  let gap = 0;
  let scale = 1;
  for (const char of text) {
    const value = VALUE.get(char);
    if (value === undefined) throw new Error(`search data: ${JSON.stringify(char)} in a list of records`);
    gap += (value % MORE) * scale;
    if (value >= MORE) {
      scale *= MORE;
      continue;
    }
    previous += gap + 1;
    numbers.push(previous);
    gap = 0;
    scale = 1;
  }
  if (scale !== 1) throw new Error('search data: a list of records ends inside a number');
  return numbers;
}

const trimmed = (lists: string[]): string[] => {
  while (lists.length && lists.at(-1) === '') lists.pop();
  return lists;
};

/** A term's slots, and further lists of records (each ascending), as a data file writes them. */
export function writeSlots(slots: Slots, ...further: readonly (readonly number[])[]): string {
  const written = trimmed(Array.from(slots, (records) => writeNumbers(records ?? []))).join(SLOT);
  return trimmed([written, ...further.map(writeNumbers)]).join(FURTHER);
}

/** Reads what {@link writeSlots} wrote; throws at anything else. */
export function readSlots(text: string): { slots: Slots; further: number[][] } {
  const [slots = '', ...further] = text.split(FURTHER);
  return { slots: slots ? slots.split(SLOT).map(readNumbers) : [], further: further.map(readNumbers) };
}
