import { formatBytes, LimitError } from './limits.ts';

/**
 * A budget of bytes shared by remote texts that are fetched in parallel (the content texts of one legal page),
 * spent in the order the texts were asked for, whatever order they arrive in: the first text that would pass
 * it on, and every text after it, is refused with a {@link LimitError}; texts after a refused one are never
 * requested. At most `parallel` texts are read or held at once, so a hostile source costs at most the budget
 * plus that many texts, whatever the number of texts it names. Pure promises; no DOM.
 */
export interface SharedBudget {
  /**
   * Reads one text through `read` when its turn comes (the order of the calls is the order of the budget),
   * and resolves with it once every text asked for before it has been decided, if it fits.
   */
  read(read: () => Promise<string>): Promise<string>;
}

export const overBudget = (maxBytes: number): LimitError =>
  new LimitError(`It is beyond the ${formatBytes(maxBytes)} of remote content one page reads.`);

export function createSharedBudget(maxBytes: number, parallel: number): SharedBudget {
  let used = 0;
  let spent = false;
  /** Resolves once the latest text asked for is decided. */
  let decided: Promise<void> = Promise.resolve();
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < parallel) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // The slot passes to the next text in line, or frees.
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return {
    async read(read) {
      const before = decided;
      let decide = (): void => {};
      decided = new Promise((resolve) => (decide = resolve));
      await acquire();
      let outcome: { text: string } | { error: unknown };
      try {
        // Earlier texts spent it: no request at all.
        outcome = spent ? { error: overBudget(maxBytes) } : { text: await read() };
      } catch (error) {
        outcome = { error };
      }
      await before;
      try {
        if ('error' in outcome) throw outcome.error;
        const size = utf8Length(outcome.text);
        if (spent || used + size > maxBytes) {
          spent = true;
          throw overBudget(maxBytes);
        }
        used += size;
        return outcome.text;
      } finally {
        // Decided first, so that the text the slot passes to knows whether the budget is spent.
        decide();
        release();
      }
    },
  };
}

/** The bytes of a text in UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A pair of surrogates is one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
