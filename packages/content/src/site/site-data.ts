import { DEFAULT_LABELS } from '../labels.ts';
import { localeRoot, ROOT_LOCALE } from '../rules/locale.ts';
import { canonicalNav } from '../rules/nav.ts';
import { isSidebarFolder, resolveSidebar, sidebarKey, type LinkCanonicaliser } from '../rules/sidebar.ts';
import type {
  Labels,
  LocaleConfig,
  LocaleShellData,
  NavItem,
  SidebarConfig,
  SidebarItem,
  SiteConfig,
  SiteData,
} from '../types.ts';

/** The icon service of social links without artwork, when the config names none. */
export const DEFAULT_ICON_SERVICE = 'https://api.iconify.design';

/** The public origin of a site without an `origin` setting: the RIPE Atlas docs. */
export const DEFAULT_ORIGIN = 'https://atlas.ripe.net';

/** The site's public origin, without a trailing slash. */
export function siteOrigin(config: SiteConfig): string {
  return (config.origin ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
}

/** The locale of a site without a `locales` config. */
export const DEFAULT_LOCALE: LocaleConfig = { lang: 'en', label: 'English' };

/** The site's locales; a site without `locales` has one, the English root. */
export function siteLocales(config: SiteConfig): Record<string, LocaleConfig> {
  return config.locales ?? { [ROOT_LOCALE]: DEFAULT_LOCALE };
}

/** The sidebar config of a locale: its own, or for the root locale the site's. */
export function localeSidebar(config: SiteConfig, key: string): SidebarConfig | undefined {
  const own = config.locales?.[key]?.sidebar;
  return own ?? (key === ROOT_LOCALE ? config.sidebar : undefined);
}

/**
 * The sidebar of a page in a locale, resolved once per locale and sidebar key: pages under the same
 * key share one array (which also lets the pager flatten it once). Links are written by `canonical`.
 */
export function sidebarResolver(
  config: SiteConfig,
  canonical?: LinkCanonicaliser,
): (locale: string, route: string) => SidebarItem[] | null {
  const cache = new Map<string, SidebarItem[] | null>();
  return (locale, route) => {
    const sidebar = localeSidebar(config, locale);
    if (!sidebar || isSidebarFolder(sidebar)) return null;
    const key = Array.isArray(sidebar) ? '' : sidebarKey(sidebar, route);
    if (key === undefined) return null;
    const cacheKey = `${locale}\0${key}`;
    let resolved = cache.get(cacheKey);
    if (resolved === undefined) {
      resolved = resolveSidebar(sidebar, route, canonical);
      cache.set(cacheKey, resolved);
    }
    return resolved;
  };
}

/** The navigation bar of a locale: its own, else the site's. */
export function localeNav(config: SiteConfig, key: string): NavItem[] {
  return config.locales?.[key]?.nav ?? config.nav ?? [];
}

/** The labels of a locale: the defaults, overridden by the site's `labels` (root) and the locale's. */
export function localeLabels(config: SiteConfig, key: string): Labels {
  const site = key === ROOT_LOCALE ? config.labels : undefined;
  return { ...DEFAULT_LABELS, ...site, ...config.locales?.[key]?.labels };
}

/**
 * The site-wide shell data: title, social links, appearance and each locale's nav and labels. Nav links are
 * written by `canonical` (the build passes the route each page really has).
 */
export function buildSiteData(config: SiteConfig, canonical?: LinkCanonicaliser): SiteData {
  const locales: Record<string, LocaleShellData> = {};
  for (const [key, locale] of Object.entries(siteLocales(config))) {
    locales[key] = {
      key,
      lang: locale.lang,
      label: locale.label,
      root: localeRoot(key),
      title: locale.title ?? config.title,
      nav: canonical ? canonicalNav(localeNav(config, key), canonical) : localeNav(config, key),
      labels: localeLabels(config, key),
    };
  }
  return {
    title: config.title,
    socialLinks: config.socialLinks ?? [],
    appearance: config.appearance ?? true,
    locales,
    iconService: config.iconService ?? DEFAULT_ICON_SERVICE,
    ...(config.footer ? { footer: config.footer } : {}),
  };
}
