import { useEffect, useState } from 'react';

/** False for `delayMs` after mount, then true. */
export function useDelayedFlag(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
