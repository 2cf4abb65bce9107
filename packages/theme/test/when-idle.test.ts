// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../src/when-idle.ts';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for idle time, with the time-out, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((callback: () => void) => {
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(task).toHaveBeenCalledTimes(1);

    const stop = whenIdle(task);
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(2);
  });

  it('runs the task as a task of its own where there is no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    whenIdle(other)();
    vi.runAllTimers();
    expect(other).not.toHaveBeenCalled();
  });
});
