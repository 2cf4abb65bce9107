import { useEffect, useRef } from 'react';
import { useShell } from '../context.ts';
import { AppearanceSwitch, hasAppearanceSwitch } from './AppearanceSwitch.tsx';
import { LocaleLinks } from './LanguageMenu.tsx';
import { NavLink } from './NavLink.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/** The full-screen navigation of narrow screens: nav items, languages, appearance and social links. */
export function NavScreen({ open, id }: { open: boolean; id: string }) {
  const { site, page, locale } = useShell();
  const { labels } = locale;
  const ref = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  return (
    <div ref={ref} className="ad-nav-screen" id={id} hidden={!open}>
      <nav aria-label={labels.mainNavigation}>
        <ul className="ad-nav-screen__list">
          {locale.nav.map((item) => (
            <li key={item.text} className="ad-nav-screen__item">
              {item.items ? (
                <>
                  <p className="ad-nav-screen__group">{item.text}</p>
                  <ul className="ad-nav-screen__sublist">
                    {item.items.map((child) => (
                      <li key={child.text}>
                        <NavLink item={child} className="ad-nav-screen__link" />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <NavLink item={item} className="ad-nav-screen__link" />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {page.localeLinks.length > 1 && (
        <div className="ad-nav-screen__languages">
          <p className="ad-nav-screen__group">{labels.changeLanguage}</p>
          <LocaleLinks />
        </div>
      )}
      {hasAppearanceSwitch(site.appearance) && (
        <div className="ad-nav-screen__appearance">
          <p className="ad-nav-screen__group">{labels.appearance}</p>
          <AppearanceSwitch />
        </div>
      )}
      <SocialLinks className="ad-nav-screen__social" />
    </div>
  );
}
