/**
 * The codes of a word table's entries: strings of the 64 characters of {@link CODE_CHARS}, shortest for the
 * most frequent entries. A code's first character tells its length: of the 64, the first `shape[0]` begin
 * a code of one character, the next `shape[1]` a code of two, and so on up to four. The shape is chosen for
 * each table so that its texts take the fewest characters; gzip then writes a character in about as many
 * bits as it carries.
 */

export const CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const RADIX = 64;
const LONGEST = 4;

/** How many of the 64 first characters begin a code of one, two, three and four characters; they sum to 64. */
export type CodeShape = readonly [number, number, number, number];

const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < RADIX; i++) DIGIT[CODE_CHARS.charCodeAt(i)] = i;

/** How many entries the codes of each length can tell apart, and the first entry of each length. */
function ranges(shape: CodeShape): { first: number[]; count: number[] } {
  const first: number[] = [];
  const count: number[] = [];
  let next = 0;
  shape.forEach((starts, i) => {
    first.push(next);
    count.push(starts * RADIX ** i);
    next += starts * RADIX ** i;
  });
  return { first, count };
}

/** How many entries a shape can code. */
export const capacityOf = (shape: CodeShape): number => ranges(shape).count.reduce((a, b) => a + b, 0);

/**
 * The shape that writes these entries' uses in the fewest characters. `uses`: how often each entry is
 * written, most used first (an entry's id is its place).
 */
export function shapeFor(uses: readonly number[]): CodeShape {
  const total = uses.length;
  if (total > RADIX ** LONGEST) throw new Error(`a word table of ${total} entries is more than codes can tell apart`);
  const before = [0];
  for (const use of uses) before.push((before.at(-1) ?? 0) + use);
  const usesBelow = (id: number): number => before[Math.min(id, total)] ?? 0;
  let best: CodeShape = [0, 0, 0, RADIX];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let one = 0; one <= RADIX; one++) {
    for (let two = 0; one + two <= RADIX; two++) {
      for (let three = 0; one + two + three <= RADIX; three++) {
        const shape: CodeShape = [one, two, three, RADIX - one - two - three];
        const { first, count } = ranges(shape);
        if (capacityOf(shape) < total) continue;
        let length = 0;
        for (let i = 0; i < LONGEST; i++) {
          const start = first[i] ?? 0;
          length += (i + 1) * (usesBelow(start + (count[i] ?? 0)) - usesBelow(start));
        }
        if (length < bestLength) {
          best = shape;
          bestLength = length;
        }
      }
    }
  }
  return best;
}

/** The first character's digit at which codes of each length begin. */
const startsOf = (shape: CodeShape): number[] => shape.map((_, i) => shape.slice(0, i).reduce((a, b) => a + b, 0));

/** Build time: the code of each entry of a table whose codes have this shape. */
export function codeWriter(shape: CodeShape): (id: number) => string {
  const { first, count } = ranges(shape);
  const starts = startsOf(shape);
  return (id) => {
    for (let i = 0; i < LONGEST; i++) {
      const offset = id - (first[i] ?? 0);
      if (offset < 0 || offset >= (count[i] ?? 0)) continue;
      const rest = RADIX ** i;
      let code = CODE_CHARS[(starts[i] ?? 0) + Math.floor(offset / rest)] ?? '';
      for (let place = rest / RADIX; place >= 1; place /= RADIX) code += CODE_CHARS[Math.floor(offset / place) % RADIX];
      return code;
    }
    throw new Error(`entry ${id} has no code in shape ${JSON.stringify(shape)}`);
  };
}

/** Reads the codes of one shape. */
export class PrefixCode {
  private readonly first: number[];
  private readonly starts: number[];

  constructor(readonly shape: CodeShape) {
    if (
      shape.length !== LONGEST ||
      shape.some((n) => !Number.isInteger(n) || n < 0) ||
      shape.reduce((a, b) => a + b, 0) !== RADIX
    ) {
      throw new Error(`code shape ${JSON.stringify(shape)} is not ${LONGEST} counts that sum to ${RADIX}`);
    }
    this.first = ranges(shape).first;
    this.starts = startsOf(shape);
  }

  /** Reads the codes of `text` from `start` to `end`, handing each entry's id to `visit`. */
  read(text: string, visit: (id: number) => void, start = 0, end = text.length): void {
    const digit = (at: number): number => {
      const code = text.charCodeAt(at);
      const value = code < 128 ? (DIGIT[code] ?? -1) : -1;
      if (value < 0 || at >= end) throw new Error(`codes: no code character at ${at}`);
      return value;
    };
    for (let at = start; at < end;) {
      const lead = digit(at++);
      let length = 0;
      while (length < LONGEST - 1 && lead >= (this.starts[length + 1] ?? RADIX)) length++;
      let offset = lead - (this.starts[length] ?? 0);
      for (let i = 0; i < length; i++) offset = offset * RADIX + digit(at++);
      visit((this.first[length] ?? 0) + offset);
    }
  }
}
