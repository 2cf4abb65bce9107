import { useRef } from 'react';
import { moveFocusPast } from '../focus/move-focus.ts';
import { isSafeLinkUrl } from '../sanitize/urls.ts';
import { useBanner } from './useBanner.ts';
import { CloseIcon } from '../icons.tsx';

export type BannerLevel = 'info' | 'positive' | 'warning' | 'accent' | 'alarm' | 'cookie';

export interface BannerProps {
  /** The banner's id (spec: Banner.id): its dismissal is remembered under it. Not the element id. */
  id?: string | undefined;
  /** The notice, as plain text. */
  text: string;
  /** Colour and weight of the notice; default `info`. */
  level?: BannerLevel | undefined;
  /** A link after the text; dropped when its URL is not http(s), mailto or relative. */
  linkUrl?: string | undefined;
  linkText?: string | undefined;
  /** A custom button after the text; `onButtonClick` says what it does. */
  buttonText?: string | undefined;
  onButtonClick?: (() => void) | undefined;
  /** A permanent banner has no dismiss button and stays when its link or button is used. */
  permanent?: boolean | undefined;
  /** Shown (true) or dismissed (false), when controlled. */
  open?: boolean | undefined;
  /** Shown at first when uncontrolled; default true (unless a dismissal is remembered). */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Accessible name of the banner region; default 'Notice'. */
  label?: string | undefined;
  /** Accessible name of the dismiss button; default 'Dismiss'. */
  dismissLabel?: string | undefined;
}

/** A notice banner of spec 2.8/3: dismissible and remembered per id, unless permanent. */
export function Banner({
  id,
  text,
  level = 'info',
  linkUrl,
  linkText,
  buttonText,
  onButtonClick,
  permanent,
  open,
  defaultOpen,
  onOpenChange,
  label = 'Notice',
  dismissLabel = 'Dismiss',
}: BannerProps) {
  const banner = useBanner({ id, permanent, open, defaultOpen, onOpenChange });
  const ref = useRef<HTMLElement>(null);
  // Focus on a control of the banner goes on to the next control of the page, not to <body>.
  const dismiss = (): void => {
    if (banner.dismissible) moveFocusPast(ref.current);
    banner.dismiss();
  };
  const state = banner.open ? 'open' : 'closed';
  const showLink = linkUrl !== undefined && linkUrl !== '' && isSafeLinkUrl(linkUrl);
  return (
    <section
      ref={ref}
      className="ad-banner"
      data-level={level}
      data-state={state}
      aria-label={label}
      hidden={!banner.open}
    >
      <p className="ad-banner__text">{text}</p>
      {(showLink || buttonText) && (
        <div className="ad-banner__actions">
          {showLink && (
            <a className="ad-banner__link" href={linkUrl} onClick={dismiss}>
              {linkText || linkUrl}
            </a>
          )}
          {buttonText && (
            <button
              type="button"
              className="ad-w-button ad-banner__button"
              onClick={() => {
                onButtonClick?.();
                dismiss();
              }}
            >
              {buttonText}
            </button>
          )}
        </div>
      )}
      {banner.dismissible && (
        <button type="button" className="ad-banner__dismiss" aria-label={dismissLabel} onClick={dismiss}>
          <CloseIcon />
        </button>
      )}
    </section>
  );
}
