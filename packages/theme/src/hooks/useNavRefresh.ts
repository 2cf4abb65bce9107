import { useState } from 'react';
import { NAV_REFRESH_DELAY_MS } from '../constants.ts';
import { useRouteChange } from './useRouteChange.ts';

/**
 * A counter that goes up {@link NAV_REFRESH_DELAY_MS} after each client-side navigation, once the new
 * content is in the DOM and laid out: the outline, the sidebar and content islands refresh on it.
 */
export function useNavRefresh(): number {
  const [tick, setTick] = useState(0);
  useRouteChange(() => {
    window.setTimeout(() => setTick((value) => value + 1), NAV_REFRESH_DELAY_MS);
  });
  return tick;
}
