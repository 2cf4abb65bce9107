import { useState, type ReactNode } from 'react';
import { SIGN_IN_MOBILE_BREAKPOINT, SIGN_IN_TEXTS } from '../config.ts';
import { useDropdown, type DropdownOptions } from '../hooks/useDropdown.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { UserIcon } from '../icons.tsx';
import { initials, type Profile, type SignInState } from './profile.ts';
import {
  loginHref,
  pictureHref,
  profileApiUrl,
  signInMenu,
  type SignInMenuItem,
  type SignInUrlOptions,
  type UserLink,
} from './urls.ts';
import { useSignIn } from './useSignIn.ts';

export interface SignInProps extends SignInUrlOptions, DropdownOptions {
  /** Custom links of the signed-in menu, after the profile link. */
  userLinks?: readonly UserLink[] | undefined;
  /** Below this window width (px) the widget shows only the picture; default 768. */
  mobileBreakpoint?: number | undefined;
  /** Always the narrow-screen look (picture only), as in a crowded navigation bar. */
  compact?: boolean | undefined;
  /** The page to return to after login or logout; default the current page. */
  currentUrl?: string | undefined;
  /** Called with each state the profile call ends in. */
  onStateChange?: ((state: SignInState) => void) | undefined;
}

function Avatar({ profile, src }: { profile: Profile; src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <span className="ad-signin__avatar ad-signin__initials" aria-hidden="true">
        {initials(profile)}
      </span>
    );
  }
  return <img className="ad-signin__avatar" src={src} alt="" width="32" height="32" onError={() => setFailed(src)} />;
}

function MenuList({ items, onRetry }: { items: readonly SignInMenuItem[]; onRetry?: () => void }) {
  return (
    <ul className="ad-signin__list">
      {items.map((item, index) =>
        item.divider ? (
          <li key={`divider-${index}`} className="ad-signin__divider" aria-hidden="true" />
        ) : (
          <li key={`${item.title ?? ''} ${item.url ?? ''}`}>
            <a className="ad-signin__link" href={item.url} aria-current={item.active ? 'page' : undefined}>
              {item.title}
            </a>
          </li>
        ),
      )}
      {onRetry && (
        <li>
          <button type="button" className="ad-signin__link" onClick={onRetry}>
            {SIGN_IN_TEXTS.retry}
          </button>
        </li>
      )}
    </ul>
  );
}

/**
 * The sign-in widget (spec 2, 4, 6, 7): asks the account service who is signed in when the hint cookie says
 * so, and shows a Login link, the signed-in person with a menu (profile, user links, Logout), or 'Login not
 * available' with 'Retry Login'. It renders in the browser only; the server renders its reserved box.
 */
export function SignIn({
  userLinks = [],
  mobileBreakpoint = SIGN_IN_MOBILE_BREAKPOINT,
  compact = false,
  currentUrl,
  onStateChange,
  open,
  defaultOpen,
  onOpenChange,
  ...urls
}: SignInProps) {
  const { state, retry } = useSignIn(profileApiUrl(urls), onStateChange);
  const dropdown = useDropdown({ open, defaultOpen, onOpenChange });
  const narrow = useMediaQuery(`(width < ${mobileBreakpoint}px)`) || compact;
  const here = currentUrl ?? (typeof location === 'undefined' ? '' : location.href);
  const root = (body: ReactNode) => (
    <div className="ad-signin" data-status={state.status} data-mode={narrow ? 'narrow' : 'wide'}>
      {body}
    </div>
  );

  if (state.status === 'unknown') return root(<span className="ad-signin__pending" aria-hidden="true" />);
  if (state.status === 'logged-out') {
    return root(
      <a className="ad-signin__login" href={loginHref(urls, here)}>
        <UserIcon />
        <span className="ad-signin__label">{SIGN_IN_TEXTS.login}</span>
      </a>,
    );
  }
  const error = state.status === 'error';
  const name = error ? SIGN_IN_TEXTS.unavailable : `${state.profile.firstName} ${state.profile.lastName}`.trim();
  return root(
    <>
      <button
        className="ad-signin__button"
        aria-label={narrow ? name : undefined}
        data-state={dropdown.open ? 'open' : 'closed'}
        {...dropdown.buttonProps}
      >
        {error ? <UserIcon /> : <Avatar profile={state.profile} src={pictureHref(urls, state.profile.uuid)} />}
        <span className="ad-signin__label">{name}</span>
      </button>
      {dropdown.open && <div className="ad-w-backdrop" aria-hidden="true" />}
      <nav
        className="ad-signin__panel"
        aria-label={error ? SIGN_IN_TEXTS.unavailable : 'Account'}
        {...dropdown.panelProps}
      >
        {error ? (
          <MenuList
            items={[]}
            onRetry={() => {
              dropdown.setOpen(false);
              retry();
            }}
          />
        ) : (
          <MenuList items={signInMenu(urls, userLinks, here)} />
        )}
      </nav>
    </>,
  );
}
