import type { LocaleConfig, LocaleLink } from '../types.ts';

/** The key of the default locale, served at `/`. */
export const ROOT_LOCALE = 'root';

/** The root path of a locale: `/` for the root locale, `/nl/` for `nl`. */
export function localeRoot(key: string): string {
  return key === ROOT_LOCALE ? '/' : `/${key}/`;
}

/** The locale a path belongs to: the locale whose prefix starts the path, else the root locale. */
export function resolveLocale(path: string, locales: Record<string, LocaleConfig> | undefined): string {
  if (!locales) return ROOT_LOCALE;
  const key = Object.keys(locales)
    .filter((k) => k !== ROOT_LOCALE)
    .find((k) => path === `/${k}` || path.startsWith(`/${k}/`));
  return key ?? ROOT_LOCALE;
}

/** The path of a page inside its locale: `/nl/docs/a` -> `/docs/a`. */
export function pathInLocale(path: string, key: string): string {
  return key === ROOT_LOCALE ? path : path.slice(key.length + 1) || '/';
}

/**
 * The language menu of a page: every locale, linking to the same page in that locale when it exists,
 * else to that locale's home.
 */
export function localeLinks(
  path: string,
  locales: Record<string, LocaleConfig> | undefined,
  pageExists: (route: string) => boolean,
): LocaleLink[] {
  if (!locales || Object.keys(locales).length < 2) return [];
  const current = resolveLocale(path, locales);
  const rest = pathInLocale(path, current);
  return Object.entries(locales).map(([key, locale]) => {
    const root = localeRoot(key);
    const candidate = `${root}${rest.slice(1)}`;
    return {
      key,
      label: locale.label,
      lang: locale.lang,
      link: pageExists(candidate) ? candidate : root,
      active: key === current,
    };
  });
}
