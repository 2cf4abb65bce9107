import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Whether the browser reveals `hidden="until-found"` content on find-in-page (and fires `beforematch`). */
export function supportsBeforeMatch(): boolean {
  return typeof document !== 'undefined' && 'onbeforematch' in document.documentElement;
}

/**
 * A panel's hiding, set through a ref because React renders `hidden` only as a boolean: a closed panel is
 * `hidden="until-found"` where the browser supports it, so find-in-page still matches its text and the
 * browser fires `beforematch` on it before showing the match; `onFound` then opens it. Elsewhere a closed
 * panel is plainly hidden.
 */
export function useUntilFound<E extends HTMLElement>(open: boolean, onFound: () => void) {
  const ref = useRef<E>(null);
  const [untilFound] = useState(supportsBeforeMatch);
  const found = useRef(onFound);
  useLayoutEffect(() => {
    found.current = onFound;
  });

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', untilFound ? 'until-found' : '');
  }, [open, untilFound]);

  useEffect(() => {
    const panel = ref.current;
    if (!panel || !untilFound) return;
    const listener = () => found.current();
    panel.addEventListener('beforematch', listener);
    return () => panel.removeEventListener('beforematch', listener);
  }, [untilFound]);

  return { ref, untilFound };
}
