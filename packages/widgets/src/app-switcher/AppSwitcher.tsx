import { useState } from 'react';
import { DEFAULT_STATIC_HOST, type SitesList } from '../config.ts';
import { useDropdown, type DropdownOptions } from '../hooks/useDropdown.ts';
import { useFloating } from '../hooks/useFloating.ts';
import { GridIcon } from '../icons.tsx';
import { isCurrentSite, sitesListUrl } from './sites.ts';
import { useSites } from './useSites.ts';

export interface AppSwitcherProps extends DropdownOptions {
  /** Origin of the static host with the site lists; default `https://static.ripe.net`. */
  staticHost?: string | undefined;
  /** Which list: `production` (default) or `pre-production`. */
  list?: SitesList | undefined;
  /** A full list URL instead of host and list. */
  listUrl?: string | undefined;
  /** The site to highlight: a URL of it (its origin is compared); default the page's own URL. */
  current?: string | undefined;
  /** Accessible name of the button and the list; default 'RIPE NCC applications'. */
  label?: string | undefined;
  /** Time-out of the list fetch in ms; default 2000. */
  timeoutMs?: number | undefined;
  /** The reader has already turned to the switcher (a page's stand-in of its button saw it): fetch the list now. */
  turnedTo?: boolean | undefined;
}

/**
 * A grid-icon button opening a two-column list of the provider's sites, the current one highlighted
 * (spec 2.6). The list comes from the static host when the reader first hovers, focuses or opens the
 * switcher; after 2 s or on any failure the built-in list is used. The panel stays inside the window.
 */
export function AppSwitcher({
  staticHost = DEFAULT_STATIC_HOST,
  list = 'production',
  listUrl,
  current,
  label = 'RIPE NCC applications',
  timeoutMs,
  turnedTo = false,
  ...options
}: AppSwitcherProps) {
  const { open, buttonProps, panelProps } = useDropdown(options);
  // The list is fetched at the first sign of intent, not on page view: no third-party request before it.
  const [intent, setIntent] = useState(turnedTo);
  const showIntent = (): void => setIntent(true);
  const { status, sites } = useSites(listUrl ?? sitesListUrl(staticHost, list), timeoutMs, intent || open);
  // Placed below the button and kept inside the window, whatever the button's place in the bar.
  useFloating(buttonProps.ref, panelProps.ref, open, { placement: 'bottom-end' });
  const here = current ?? (typeof location === 'undefined' ? '' : location.href);
  return (
    <div className="ad-apps" data-state={open ? 'open' : 'closed'} data-status={status}>
      <button
        className="ad-apps__button"
        aria-label={label}
        title={label}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        {...buttonProps}
      >
        <GridIcon />
      </button>
      {open && <div className="ad-w-backdrop" aria-hidden="true" />}
      <nav className="ad-apps__panel" aria-label={label} {...panelProps}>
        {status === 'loading' || status === 'idle' ? (
          <p className="ad-apps__loading" role="status">
            Loading…
          </p>
        ) : (
          <ul className="ad-apps__list">
            {sites.map((site) => {
              const currentSite = isCurrentSite(site, here);
              return (
                <li key={`${site.name} ${site.url}`} className="ad-apps__item">
                  <a
                    className="ad-apps__link"
                    href={site.url}
                    aria-current={currentSite ? 'true' : undefined}
                    data-current={currentSite ? '' : undefined}
                  >
                    {site.name}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </div>
  );
}
