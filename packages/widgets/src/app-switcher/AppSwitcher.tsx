import { DEFAULT_STATIC_HOST, type SitesList } from '../config.ts';
import { useDropdown, type DropdownOptions } from '../hooks/useDropdown.ts';
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
}

/**
 * A grid-icon button opening a two-column list of the provider's sites, the current one highlighted
 * (spec 2.6). The list comes from the static host; after 2 s or on any failure the built-in list is used.
 */
export function AppSwitcher({
  staticHost = DEFAULT_STATIC_HOST,
  list = 'production',
  listUrl,
  current,
  label = 'RIPE NCC applications',
  timeoutMs,
  ...options
}: AppSwitcherProps) {
  const { open, buttonProps, panelProps } = useDropdown(options);
  const { status, sites } = useSites(listUrl ?? sitesListUrl(staticHost, list), timeoutMs);
  const here = current ?? (typeof location === 'undefined' ? '' : location.href);
  return (
    <div className="ad-apps" data-state={open ? 'open' : 'closed'} data-status={status}>
      <button className="ad-apps__button" aria-label={label} title={label} {...buttonProps}>
        <GridIcon />
      </button>
      <nav className="ad-apps__panel" aria-label={label} {...panelProps}>
        {status === 'loading' ? (
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
