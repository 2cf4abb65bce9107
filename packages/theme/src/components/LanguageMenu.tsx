import { useShell } from '../context.ts';
import { NavFlyout } from './NavFlyout.tsx';

const globe = (
  <svg className="ad-icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

/** Links to the current page in the other languages. */
export function LocaleLinks() {
  const { page } = useShell();
  return (
    <ul className="ad-flyout__list">
      {page.localeLinks.map((link) => (
        <li key={link.key}>
          {link.active ? (
            <span className="ad-flyout__link" aria-current="true" lang={link.lang}>
              {link.label}
            </span>
          ) : (
            <a className="ad-flyout__link" href={link.link} hrefLang={link.lang} lang={link.lang}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The language menu ('Change language'); absent on single-language sites. */
export function LanguageMenu() {
  const { page, locale } = useShell();
  if (page.localeLinks.length < 2) return null;
  return (
    <NavFlyout label={locale.labels.changeLanguage} icon={globe} className="ad-language-menu">
      <LocaleLinks />
    </NavFlyout>
  );
}
