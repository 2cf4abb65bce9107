import { startTransition, useEffect, useState } from 'react';

/**
 * False for `delayMs` after mount, then true. The change re-renders the component's whole subtree; as a
 * transition, that render yields to the browser every few milliseconds instead of blocking it.
 */
export function useDelayedFlag(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
