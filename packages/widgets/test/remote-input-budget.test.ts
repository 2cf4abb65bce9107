import { describe, expect, it } from 'vitest';
import { createSharedBudget, utf8Length } from '../src/remote-input/budget.ts';
import { LimitError } from '../src/remote-input/limits.ts';

/** A read that resolves when the test says so, recording that it started. */
function deferred() {
  let resolve: (text: string) => void = () => {};
  let started = false;
  const promise = new Promise<string>((done) => (resolve = done));
  return {
    read: () => {
      started = true;
      return promise;
    },
    resolve: (text: string) => resolve(text),
    get started() {
      return started;
    },
  };
}

const settle = (promise: Promise<string>) =>
  promise.then(
    (text) => text.length,
    (error: unknown) => (error instanceof LimitError ? error.message : error),
  );

describe('createSharedBudget', () => {
  it('spends the budget in the order the texts are asked for, whatever order they arrive in', async () => {
    const budget = createSharedBudget(10, 8);
    const reads = [deferred(), deferred(), deferred(), deferred()];
    const results = reads.map((read) => settle(budget.read(read.read)));
    // The last arrives first, then the others backwards.
    reads[3]!.resolve('x');
    reads[2]!.resolve('xxxxx');
    reads[1]!.resolve('xxxx');
    reads[0]!.resolve('xxxx');
    expect(await Promise.all(results)).toEqual([
      4,
      4,
      'It is beyond the 10 bytes of remote content one page reads.',
      // A text after a refused one is refused too, however small.
      'It is beyond the 10 bytes of remote content one page reads.',
    ]);
  });

  it('asks for no text after the budget is spent, and reads at most `parallel` at once', async () => {
    const budget = createSharedBudget(10, 2);
    const reads = [deferred(), deferred(), deferred(), deferred()];
    const results = reads.map((read) => settle(budget.read(read.read)));
    await Promise.resolve();
    expect(reads.map((read) => read.started)).toEqual([true, true, false, false]);
    reads[0]!.resolve('x'.repeat(6));
    reads[1]!.resolve('x'.repeat(6));
    expect(await results[1]).toBe('It is beyond the 10 bytes of remote content one page reads.');
    const refused = 'It is beyond the 10 bytes of remote content one page reads.';
    expect(await Promise.all(results)).toEqual([6, refused, refused, refused]);
    expect(reads.map((read) => read.started)).toEqual([true, true, false, false]);
  });

  it('passes failures of a read on, and lets the texts after it through', async () => {
    const budget = createSharedBudget(10, 1);
    const failed = budget.read(() => Promise.reject(new Error('Failed to load')));
    const next = budget.read(() => Promise.resolve('fits'));
    await expect(failed).rejects.toThrow('Failed to load');
    await expect(next).resolves.toBe('fits');
  });

  it('counts bytes of UTF-8', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Length('\ud800x')).toBe(4);
  });
});
