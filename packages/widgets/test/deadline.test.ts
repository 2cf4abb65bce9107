import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadline } from '../src/remote-input/deadline.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('deadline', () => {
  it('aborts once the time has passed, and says it was the time', () => {
    vi.useFakeTimers();
    const time = deadline(100);
    vi.advanceTimersByTime(99);
    expect(time.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([time.signal.aborted, time.passed]).toEqual([true, true]);
  });

  it("aborts with the reader's signal, now or later, and then it was not the time", () => {
    vi.useFakeTimers();
    const reader = new AbortController();
    const time = deadline(100, reader.signal);
    reader.abort();
    expect([time.signal.aborted, time.passed]).toEqual([true, false]);
    const already = deadline(100, AbortSignal.abort());
    expect([already.signal.aborted, already.passed]).toEqual([true, false]);
  });

  it('aborts nothing once cleared', () => {
    vi.useFakeTimers();
    const reader = new AbortController();
    const time = deadline(100, reader.signal);
    time.clear();
    reader.abort();
    vi.advanceTimersByTime(200);
    expect([time.signal.aborted, time.passed]).toEqual([false, false]);
  });
});
