/**
 * A request's deadline: a signal that aborts once `ms` have passed, or as soon as `also` aborts (a reader's
 * Cancel), and which of the two it was. `clear()` once the request has settled.
 */
export interface Deadline {
  signal: AbortSignal;
  /** Whether the time ran out (not `also`). */
  readonly passed: boolean;
  clear(): void;
}

export function deadline(ms: number, also?: AbortSignal): Deadline {
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort();
  }, ms);
  const forward = (): void => controller.abort();
  also?.addEventListener('abort', forward);
  if (also?.aborted) controller.abort();
  return {
    signal: controller.signal,
    get passed() {
      return passed;
    },
    clear() {
      clearTimeout(timer);
      also?.removeEventListener('abort', forward);
    },
  };
}
