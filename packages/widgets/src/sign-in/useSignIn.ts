import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchSignInState, hasSignInHint, type SignInState } from './profile.ts';

/**
 * The sign-in state: unknown until the first check; logged out without the hint cookie (no call is made);
 * otherwise the answer of the profile call. `retry` calls again (the 'Retry Login' item).
 */
export function useSignIn(profileUrl: string, onStateChange?: (state: SignInState) => void) {
  const [state, setState] = useState<SignInState>({ status: 'unknown' });
  // The callback is an output: a new one must not make another call.
  const report = useRef(onStateChange);
  useLayoutEffect(() => {
    report.current = onStateChange;
  });

  const check = useCallback(async () => {
    const next: SignInState = hasSignInHint(document.cookie)
      ? await fetchSignInState(profileUrl)
      : { status: 'logged-out' };
    setState(next);
    report.current?.(next);
  }, [profileUrl]);

  useEffect(() => {
    void check();
  }, [check]);

  const retry = useCallback(() => {
    setState({ status: 'unknown' });
    void check();
  }, [check]);

  return { state, retry };
}
