import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { readConsent, subscribeConsent, writeConsent, type ConsentValue } from './consent-cookie.ts';
import { giveMatomoConsent } from './matomo.ts';

export interface CookieConsentStateOptions {
  /** Shown or not, when controlled (e.g. to offer the choice again); by default shown until a consent exists. */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  onConsentChange?: ((value: ConsentValue) => void) | undefined;
}

export interface CookieConsentState {
  open: boolean;
  choose: (value: ConsentValue) => void;
}

/** The stored consent; `undefined` on the server, where cookies are unknown. */
function useStoredConsent(): ConsentValue | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}

/**
 * The consent banner's state: shown until the `mtm-paq` cookie holds a consent. Choosing stores it, and an
 * accepted consent is passed to Matomo on this and every later page load.
 */
export function useCookieConsent({
  open,
  defaultOpen,
  onOpenChange,
  onConsentChange,
}: CookieConsentStateOptions): CookieConsentState {
  const stored = useStoredConsent();
  // `undefined` means: follow the cookie.
  const [shown, setShown] = useControllableState<boolean | undefined>({
    prop: open,
    defaultProp: defaultOpen,
    onChange: (value) => {
      if (value !== undefined) onOpenChange?.(value);
    },
  });

  useEffect(() => {
    if (stored === 'accepted') giveMatomoConsent();
  }, [stored]);

  const choose = useCallback(
    (value: ConsentValue) => {
      writeConsent(value);
      if (value === 'accepted') giveMatomoConsent();
      onConsentChange?.(value);
      setShown(false);
    },
    [onConsentChange, setShown],
  );

  return { open: shown ?? stored === null, choose };
}
