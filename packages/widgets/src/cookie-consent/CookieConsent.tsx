import { useRef } from 'react';
import { moveFocusPast } from '../focus/move-focus.ts';
import type { ConsentValue } from './consent-cookie.ts';
import { isSafeLinkUrl } from '../sanitize/urls.ts';
import { useBottomInset } from './useBottomInset.ts';
import { useCookieConsent, type CookieConsentStateOptions } from './useCookieConsent.ts';

export interface CookieConsentProps extends CookieConsentStateOptions {
  /** The explanation before the buttons. */
  text?: string | undefined;
  /** A link to the cookie statement, after the text. */
  policyUrl?: string | undefined;
  policyText?: string | undefined;
  /** Accessible name of the banner region; default 'Cookie consent'. */
  label?: string | undefined;
}

export const DEFAULT_CONSENT_TEXT =
  'This site uses cookies that it needs to work. With your consent it also uses analytics cookies, which help us improve it.';

/**
 * The cookie-consent banner (spec 4): fixed at the bottom of the window until a consent is stored.
 * 'Required Only' stores `rejected`; 'All Cookies' stores `accepted` and tells Matomo.
 */
export function CookieConsent({
  text = DEFAULT_CONSENT_TEXT,
  policyUrl,
  policyText = 'Cookie statement',
  label = 'Cookie consent',
  ...state
}: CookieConsentProps) {
  const { open, choose } = useCookieConsent(state);
  const ref = useRef<HTMLElement>(null);
  useBottomInset(ref, open);
  // The buttons go with the banner: focus goes on to the next control of the page, not to <body>.
  const decide = (value: ConsentValue): void => {
    moveFocusPast(ref.current);
    choose(value);
  };
  const showPolicy = policyUrl !== undefined && policyUrl !== '' && isSafeLinkUrl(policyUrl);
  return (
    <section
      ref={ref}
      className="ad-cookie-consent"
      data-state={open ? 'open' : 'closed'}
      aria-label={label}
      hidden={!open}
    >
      <p className="ad-cookie-consent__text">
        {text}
        {showPolicy && (
          <>
            {' '}
            <a className="ad-cookie-consent__link" href={policyUrl}>
              {policyText}
            </a>
          </>
        )}
      </p>
      <div className="ad-cookie-consent__actions">
        <button type="button" className="ad-w-button" onClick={() => decide('rejected')}>
          Required Only
        </button>
        <button type="button" className="ad-w-button ad-w-button--primary" onClick={() => decide('accepted')}>
          All Cookies
        </button>
      </div>
    </section>
  );
}
