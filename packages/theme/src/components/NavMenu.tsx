import { isNavActive } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';
import { NavFlyout } from './NavFlyout.tsx';
import { NavLink } from './NavLink.tsx';

/** The navigation bar's items: links, and flyout menus for items with children. */
export function NavMenu() {
  const { page, locale } = useShell();
  if (locale.nav.length === 0) return null;
  return (
    <nav className="ad-nav-menu" aria-label={locale.labels.mainNavigation}>
      <ul className="ad-nav-menu__list">
        {locale.nav.map((item) => (
          <li key={item.text} className="ad-nav-menu__item">
            {item.items ? (
              <NavFlyout text={item.text} active={isNavActive(item, page.path)}>
                <ul className="ad-flyout__list">
                  {item.items.map((child) => (
                    <li key={child.text}>
                      <NavLink item={child} className="ad-flyout__link" />
                    </li>
                  ))}
                </ul>
              </NavFlyout>
            ) : (
              <NavLink item={item} className="ad-nav-menu__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
