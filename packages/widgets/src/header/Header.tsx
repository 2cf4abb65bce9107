import type { ReactNode } from 'react';
import { DEFAULT_HOME_URL, SHORT_NAME } from '../config.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import { MenuIcon } from '../icons.tsx';

export interface HeaderProps {
  /** Whether the menu is open (the side menu it controls). */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  /** Called on each toggle with the new state: the React side of the header's toggle events. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Leaves out the menu button. */
  hideMenu?: boolean | undefined;
  /** The light variant (default: the dark brand bar). */
  lightTheme?: boolean | undefined;
  /** Id of the main content the skip link goes to; default 'main-content'. */
  skipNav?: string | undefined;
  /** Where the logo links to; default '/'. */
  homeUrl?: string | undefined;
  /** The provider's short name; names the toggle event; default 'ripe'. */
  shortName?: string | undefined;
  /** Id of the element the menu button opens (the side menu), for aria-controls. */
  menuId?: string | undefined;
  /** Labels: default 'Skip to content' and 'Menu'. */
  skipLabel?: string | undefined;
  menuLabel?: string | undefined;
  /** Right-hand content: the application switcher, the sign-in widget. */
  children?: ReactNode;
}

/** The name of the header's toggle event for a short name: 'ripe' gives 'ripe-header-menu-toggle'. */
export const headerToggleEvent = (shortName: string = SHORT_NAME): string => `${shortName}-header-menu-toggle`;

/**
 * Every name the header's toggle is dispatched under: the spec's, the short name plus 'header-menu-toggle'
 * ('ripeheader-menu-toggle'), and {@link headerToggleEvent}'s, which pages already listen to.
 */
export const headerToggleEvents = (shortName: string = SHORT_NAME): readonly [string, string] => [
  `${shortName}header-menu-toggle`,
  headerToggleEvent(shortName),
];

/** The sticky 70 px site header with a skip link, a menu button and the logo (spec 2.7). */
export function Header({
  open,
  defaultOpen = false,
  onOpenChange,
  hideMenu = false,
  lightTheme = false,
  skipNav = 'main-content',
  homeUrl = DEFAULT_HOME_URL,
  shortName = SHORT_NAME,
  menuId,
  skipLabel = 'Skip to content',
  menuLabel = 'Menu',
  children,
}: HeaderProps) {
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  return (
    <header className="ad-header" data-theme={lightTheme ? 'light' : 'dark'} data-state={isOpen ? 'open' : 'closed'}>
      <a className="ad-header__skip" href={`#${skipNav}`}>
        {skipLabel}
      </a>
      {!hideMenu && (
        <button
          type="button"
          className="ad-w-icon-button ad-header__menu"
          aria-label={menuLabel}
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setOpen(!isOpen)}
        >
          <MenuIcon />
        </button>
      )}
      <a className="ad-header__home" href={homeUrl} aria-label={`${shortName.toUpperCase()} NCC home`}>
        <svg
          className="ad-header__logo"
          viewBox="0 0 120 28"
          width="120"
          height="28"
          aria-hidden="true"
          focusable="false"
        >
          <text x="0" y="21" fill="currentColor" fontSize="21" fontWeight="700" fontFamily="Arial, sans-serif">
            {shortName.toUpperCase()} NCC
          </text>
        </svg>
      </a>
      <div className="ad-header__end">{children}</div>
    </header>
  );
}
