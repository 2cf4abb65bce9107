/** Runs `fn` at most once per `ms`, on the leading and the trailing edge. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invoke = (): void => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  return {
    run() {
      const wait = ms - (Date.now() - last);
      if (wait <= 0) invoke();
      else timer ??= setTimeout(invoke, wait);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
