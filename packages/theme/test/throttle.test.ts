import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../src/throttle.ts';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per interval, with a trailing run', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    t.run();
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops a pending trailing run when cancelled', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t.run();
    t.run();
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
