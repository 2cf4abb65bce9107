import type { RefObject } from 'react';
import { useShell } from '../context.ts';
import { AppearanceSwitch, hasAppearanceSwitch } from './AppearanceSwitch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { NavMenu } from './NavMenu.tsx';
import { NavScreen } from './NavScreen.tsx';
import { NavSlot } from './NavSlot.tsx';
import { SearchNav } from './search/SearchNav.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * The navigation bar: logo and title, search, nav items, language menu, appearance switch, social
 * links, then the items of the site's plugins (RIPE NCC's application switcher and sign-in, say); a hamburger
 * opens the navigation screen on narrow screens.
 */
interface NavBarProps {
  /** The navigation screen of narrow screens (state held by the layout, which makes the page inert). */
  screenOpen: boolean;
  onToggleScreen: () => void;
  screenButtonRef: RefObject<HTMLButtonElement | null>;
}

export function NavBar({ screenOpen: open, onToggleScreen: toggle, screenButtonRef: buttonRef }: NavBarProps) {
  const { site, locale, components } = useShell();
  const { navBar, logo } = components;
  return (
    <header className="ad-navbar" data-screen={open ? 'open' : 'closed'}>
      <div className="ad-navbar__inner">
        <a className="ad-navbar__title" href={locale.root}>
          {logo ? (
            <logo.Component {...logo.props} title={locale.title} />
          ) : (
            <span className="ad-navbar__name">{locale.title}</span>
          )}
        </a>
        <div className="ad-navbar__content">
          <NavSlot name="search">
            <SearchNav />
          </NavSlot>
          <NavMenu />
          <div className="ad-navbar__extras">
            <LanguageMenu />
            {hasAppearanceSwitch(site.appearance) && <AppearanceSwitch />}
            <SocialLinks className="ad-navbar__social" />
          </div>
          {navBar.map(({ name, Component, props }) => (
            <NavSlot key={name} name={name}>
              <Component {...props} />
            </NavSlot>
          ))}
          <button
            ref={buttonRef}
            type="button"
            className="ad-navbar__hamburger"
            aria-expanded={open}
            aria-controls="ad-nav-screen"
            aria-label={locale.labels.mainNavigation}
            onClick={toggle}
          >
            <span className="ad-navbar__hamburger-lines" aria-hidden="true" />
          </button>
        </div>
      </div>
      <NavScreen open={open} id="ad-nav-screen" />
    </header>
  );
}
