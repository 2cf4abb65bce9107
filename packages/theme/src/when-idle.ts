/**
 * Runs `task` once the browser has a moment with nothing else to do (within `timeoutMs` at the latest), and
 * returns a function that cancels it: for work no reader waits for, kept out of the tasks of loading and
 * hydrating the page. Where the browser cannot tell idle time, the task runs as a task of its own.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
