/**
 * A binary range coder with adaptive probabilities (the coder of LZMA): each bit is coded with the probability
 * that its context has learnt from the bits before it, so a bit that is nearly always the same costs a small
 * fraction of a bit. The encoder and the decoder share one interface, {@link BitCoder}, so that what is coded
 * is written once (`coded-slots.ts`): the encoder codes the bit it is given, the decoder returns the bit it reads.
 */

/** Probabilities are of a 0 bit, in 2,048ths; each starts at one half. */
const PROBABILITY_BITS = 11;
const ONE = 1 << PROBABILITY_BITS;
/** How fast a probability moves towards what it sees: by a 32nd of the distance each bit. */
const MOVE_BITS = 5;
/** The range is kept above 2^24, a byte moving out whenever it falls below. */
const TOP = 2 ** 24;
const WORD = 2 ** 32;

/** Codes one bit with the probability at `probabilities[at]`, which learns from it; returns the bit. */
export interface BitCoder {
  bit(probabilities: Uint16Array, at: number, value: number): number;
}

/** Probabilities for `count` contexts, each starting at one half. */
export const newProbabilities = (count: number): Uint16Array => new Uint16Array(count).fill(ONE / 2);

function learn(probabilities: Uint16Array, at: number, bit: number, probability: number): void {
  probabilities[at] = bit ? probability - (probability >> MOVE_BITS) : probability + ((ONE - probability) >> MOVE_BITS);
}

export class RangeEncoder implements BitCoder {
  /** The low end of the range: up to 33 bits, the 33rd a carry into the bytes written. */
  private low = 0;
  private range = WORD - 1;
  /** The last byte held back (a carry may still change it), and how many bytes are held (it and 0xff after it). */
  private cache = 0;
  private held = 1;
  private readonly bytes: number[] = [];

  bit(probabilities: Uint16Array, at: number, value: number): number {
    const probability = probabilities[at] ?? ONE / 2;
    const bound = (this.range >>> PROBABILITY_BITS) * probability;
    if (value) {
      this.low += bound;
      this.range -= bound;
    } else {
      this.range = bound;
    }
    learn(probabilities, at, value, probability);
    while (this.range < TOP) {
      this.range *= 256;
      this.shiftLow();
    }
    return value;
  }

  /** The bytes coded, the range closed. */
  finish(): Uint8Array {
    for (let i = 0; i < 5; i++) this.shiftLow();
    return Uint8Array.from(this.bytes);
  }

  private shiftLow(): void {
    if (this.low < 0xff000000 || this.low >= WORD) {
      const carry = this.low >= WORD ? 1 : 0;
      let byte = this.cache;
      do {
        this.bytes.push((byte + carry) & 0xff);
        byte = 0xff;
      } while (--this.held);
      this.cache = Math.floor((this.low % WORD) / TOP);
    }
    this.held++;
    this.low = (this.low % TOP) * 256;
  }
}

export class RangeDecoder implements BitCoder {
  private range = WORD - 1;
  private code = 0;
  private next = 0;

  constructor(private readonly bytes: Uint8Array) {
    for (let i = 0; i < 5; i++) this.code = this.code * 256 + this.byte();
  }

  bit(probabilities: Uint16Array, at: number): number {
    const probability = probabilities[at] ?? ONE / 2;
    const bound = (this.range >>> PROBABILITY_BITS) * probability;
    let bit = 0;
    if (this.code < bound) {
      this.range = bound;
    } else {
      this.code -= bound;
      this.range -= bound;
      bit = 1;
    }
    learn(probabilities, at, bit, probability);
    while (this.range < TOP) {
      this.range *= 256;
      this.code = this.code * 256 + this.byte();
    }
    return bit;
  }

  /** The next byte; past the end (which the encoder's closing bytes keep a whole coding from reaching), an error. */
  private byte(): number {
    const byte = this.bytes[this.next++];
    if (byte === undefined) throw new Error('search data: a coded list of records ends early');
    return byte;
  }
}
