import { useEffect, useRef } from 'react';
import { useShell } from '../context.ts';

/** Calls `onChange` after every client-side navigation to another page (not on first render). */
export function useRouteChange(onChange: (path: string) => void): void {
  const { path } = useShell().page;
  const first = useRef(true);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    callback.current(path);
  }, [path]);
}
