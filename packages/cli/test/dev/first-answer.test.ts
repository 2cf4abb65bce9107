import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstAnswer } from '../../src/dev/first-answer.ts';

describe('FirstAnswer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `settled` has resolved by now. */
  const watch = (first: FirstAnswer, waitMs: number): (() => boolean) => {
    let done = false;
    void first.settled(waitMs).then(() => (done = true));
    return () => done;
  };

  it('settles after the wait when nothing was asked for', async () => {
    const settled = watch(new FirstAnswer(), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('waits past the wait for an answer asked for before it, and settles when it is out', async () => {
    const first = new FirstAnswer();
    const settled = watch(first, 1000);
    let finish: (value: string) => void = () => {};
    const answered = first.answer(() => new Promise<string>((done) => (finish = done)));
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled()).toBe(false);
    finish('page');
    expect(await answered).toBe('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('settles as soon as a quick first answer is out, and after one that failed', async () => {
    const quick = new FirstAnswer();
    const quickSettled = watch(quick, 1000);
    await quick.answer(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(0);
    expect(quickSettled()).toBe(true);

    const failing = new FirstAnswer();
    const failedSettled = watch(failing, 1000);
    await expect(failing.answer(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(failedSettled()).toBe(true);
  });
});
