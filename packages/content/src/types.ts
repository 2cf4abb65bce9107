/**
 * The contract between the content pipeline (build time), the React shell and the client router.
 * Everything here but the config's plugins is plain JSON: page data is written to `dist/_data/**.json` and
 * read by the browser.
 */
import type { Plugin, SearchKind } from './plugin.ts';

export type * from './plugin.ts';

/**
 * A sidebar entry. Groups have `items`; a group with `collapsed` set can be folded. In a page's first paint an
 * empty `items` marks a group of a large sidebar whose items are in the sidebar's file (`firstPaintSidebar`).
 */
export interface SidebarItem {
  text: string;
  /** Route path of the page, e.g. `/docs/getting-started/`. Optional for a pure group heading. */
  link?: string;
  items?: SidebarItem[];
  /** `undefined`: not collapsible; `false`: collapsible and open; `true`: collapsible and folded. */
  collapsed?: boolean;
  /** Prefix prepended to the relative `link` of this item and of its descendants. */
  base?: string;
}

/** Sidebars keyed by path prefix; the longest prefix matching the page path wins. */
export type SidebarConfig = SidebarItem[] | Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }>;

/** A navigation bar entry: a link, or a flyout menu when it has `items`. */
export interface NavItem {
  text: string;
  link?: string;
  /** A regular expression (as a string) matched against the page path to mark the item active. */
  activeMatch?: string;
  target?: string;
  rel?: string;
  items?: NavItem[];
}

export interface SocialLink {
  /**
   * A built-in icon, drawn inline (`github`, `mastodon`, `x` or `twitter`, `linkedin`, `youtube`, `facebook`,
   * `discord`, `bluesky`; any case), or another name, whose image comes from the site's `iconService`.
   */
  icon: string;
  link: string;
  ariaLabel?: string;
}

/** Heading levels shown in the outline: one level, a range, or 'deep' for 2 to 6. `false` hides the outline. */
export type OutlineConfig = number | [number, number] | 'deep' | false;

/** 'dark' and 'force-dark' start dark; forced modes and 'force-auto' hide the appearance switch. */
export type AppearanceConfig = boolean | 'dark' | 'force-dark' | 'force-auto';

/** The interface texts of a locale. Every label has the English default of the spec. */
export interface Labels {
  outlineTitle: string;
  returnToTop: string;
  menu: string;
  skipToContent: string;
  prevPage: string;
  nextPage: string;
  lastUpdated: string;
  editLink: string;
  appearance: string;
  changeLanguage: string;
  sidebarMenu: string;
  /** The name of a sidebar group's caret button; `{text}` is the group's title. */
  sidebarGroup: string;
  /** The name of the bar under the navigation bar on narrow screens (the sidebar's button, 'On this page'). */
  pageNavigation: string;
  mainNavigation: string;
  switchToDark: string;
  switchToLight: string;
  notFoundTitle: string;
  notFoundQuote: string;
  takeMeHome: string;
  customDocTitle: string;
  fileName: string;
  unknownFile: string;
  search: string;
}

export interface LocaleConfig {
  /** The language tag, e.g. `en`, `nl`. */
  lang: string;
  /** The name shown in the language menu, e.g. `English`. */
  label: string;
  /** Site title in this locale (default: the site title). */
  title?: string;
  description?: string;
  nav?: NavItem[];
  sidebar?: SidebarConfig;
  labels?: Partial<Labels>;
  /** This locale's search texts and synonyms (see {@link SearchConfig}); texts default to English, synonyms to the site's. */
  search?: SearchConfig;
}

/** The texts of the search button and the search modal. */
export interface SearchLabels {
  /** The search button's label. Default: the locale's `search` label, 'Search'. */
  buttonLabel: string;
  /** The search input's placeholder. Default 'Search docs'. */
  placeholder: string;
  /** Shown while the input is empty. Default 'Use quotes for exact match'. */
  hint: string;
  /** Shown when nothing matches; `{query}` is replaced by the query. Default 'No results for “{query}”'. */
  noResults: string;
  /** Announced to screen readers; `{count}` is replaced by the number of results. Default '{count} results'. */
  results: string;
  /** Shown while the search data loads. Default 'Loading search…'. */
  loading: string;
  /** Shown when the search data cannot be loaded. Default 'Search is unavailable. Please try again later.'. */
  unavailable: string;
  /** The label of the modal's close button. Default 'Close search'. */
  close: string;
}

/** Client-side search (spec 5.1): synonyms and the texts of the search button and modal. */
export interface SearchConfig extends Partial<SearchLabels> {
  /**
   * Groups of words that stand for each other, in both directions: `[['msm', 'measurement']]` makes
   * "msm" find "measurement" and "measurement" find "msm". Default none.
   */
  synonyms?: string[][];
}

/** What the shell knows of a locale's search before its data loads. */
export interface SearchShellData {
  /** URL of the locale's search data file (content-hashed), fetched on the first search intent. */
  data: string;
  labels: SearchLabels;
}

export interface EditLinkConfig {
  /** URL pattern with `:path` replaced by the page's file path relative to the content folder. */
  pattern: string;
  text?: string;
}

/** The footer of every page, below the content: the page's contentinfo landmark. */
export interface FooterConfig {
  /** A line of text, e.g. who runs the service. */
  message?: string;
  /** The copyright line, e.g. '© RIPE NCC'. */
  copyright?: string;
  /** Links, e.g. to the legal information and the cookie statement. */
  links?: { text: string; link: string }[];
}

/** The whole site configuration, in `site.config.ts` of a site folder. */
export interface SiteConfig {
  /** Site title, shown beside the logo and in the document title. */
  title: string;
  /** Meta description of the home page and default for pages. */
  description: string;
  /** Folder with the markdown pages, relative to the site folder. Default `content`. */
  srcDir?: string;
  /**
   * The public origin the site is served at, without a path: canonical links, social previews (`og:url`),
   * `sitemap.xml` and `robots.txt` name it. Default `https://atlas.ripe.net`.
   */
  origin?: string;
  /** Navigation bar items of the root locale. */
  nav?: NavItem[];
  /** Sidebars of the root locale. */
  sidebar?: SidebarConfig;
  socialLinks?: SocialLink[];
  /** Default outline levels. Default 2. */
  outline?: OutlineConfig;
  /** Default `true`: light by default, with the switch. */
  appearance?: AppearanceConfig;
  editLink?: EditLinkConfig;
  /** Show the last-updated time from git history. Default `true`. */
  lastUpdated?: boolean;
  /** Locales keyed by path prefix; `root` is the default locale at `/`. Default: English only. */
  locales?: Record<string, LocaleConfig>;
  /** Old paths (without leading or trailing slash) mapped to their new route paths. */
  redirects?: Record<string, string>;
  /** Interface texts of the root locale. */
  labels?: Partial<Labels>;
  /** Path of the favicon, relative to the public folder. */
  favicon?: string;
  /** Search synonyms and texts of the root locale (see {@link SearchConfig}); synonyms apply to every locale without its own. */
  search?: SearchConfig;
  /**
   * Where the image of a social link without built-in artwork comes from: an Iconify-compatible icon service.
   * Default `https://api.iconify.design`.
   */
  iconService?: string;
  /**
   * The plugins the site uses, each a capability of its own (the API reference, RIPE NCC's widgets, a
   * site's own islands): see {@link Plugin}. Default: none.
   */
  plugins?: Plugin[];
  /** The footer of every page (see {@link FooterConfig}). Default: none. */
  footer?: FooterConfig;
}

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface PagerLink {
  text: string;
  link: string;
}

export interface LocaleLink {
  /** Locale key (`root` or the path prefix). */
  key: string;
  label: string;
  lang: string;
  link: string;
  active: boolean;
}

export interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

export interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
}

export interface Feature {
  title: string;
  details?: string;
  icon?: string;
  link?: string;
  linkText?: string;
}

export type Layout = 'home' | 'doc' | 'page' | 'custom' | '404';

/** One page, as rendered by the shell. */
export interface PageData {
  /** Route path, e.g. `/docs/getting-started/built-in-measurements` or `/docs/`. */
  path: string;
  /** File path relative to the content folder, e.g. `docs/getting-started/built-in-measurements.md`; empty when none. */
  relativePath: string;
  title: string;
  description: string;
  layout: Layout;
  /** Locale key: `root` or the locale's path prefix without slashes. */
  locale: string;
  lang: string;
  /** Content HTML, produced at build time. Omitted in the hydration data (read from the DOM instead). */
  html: string;
  headings: Heading[];
  /** Resolved outline levels, `false` when the outline is hidden. */
  outline: [number, number] | false;
  /** The whole sidebar of the page (at build time; the browser gets a {@link PageSidebar}). */
  sidebar: SidebarItem[] | null;
  prev: PagerLink | null;
  next: PagerLink | null;
  /** Last commit time in ms since the epoch, or null when unknown. */
  lastUpdated: number | null;
  /**
   * The same time as the reader sees it, `Nov 22, 2026, 9:09 PM UTC`, formatted at build time: an
   * `Intl.DateTimeFormat` costs a browser tens of milliseconds to create, on the main thread, while it hydrates.
   */
  lastUpdatedText: string | null;
  editLink: string | null;
  localeLinks: LocaleLink[];
  hero: Hero | null;
  features: Feature[];
  /** Title of the custom layout's highlighted box. */
  customTitle?: string;
  /** How search ranks the page's sections: `reference` when it holds an island of that kind (build time only). */
  searchKind: SearchKind;
  /**
   * The page's own description (its front matter's), empty when it has none: the search reads it as text of
   * the page's top, where the page says in a sentence what it is about (build time only).
   */
  summary: string;
}

/**
 * A page's sidebar as the browser gets it: the sidebar is written once per site, not once per page, to a
 * content-hashed file that every page showing it shares.
 */
export interface PageSidebar {
  /** URL of the file with the whole sidebar (`/assets/sidebar-<hash>.json`); fetched once, cached for ever. */
  url: string;
  /** The sidebar as the page's HTML shows it (`firstPaintSidebar`): only in the hydration data of the HTML. */
  firstPaint?: SidebarItem[];
}

/** What only the build reads of a page: the browser's data goes without it. */
export type BuildOnly = 'searchKind' | 'summary';

/** A page as the shell renders it: its sidebar is a {@link PageSidebar}. */
export type ShellPage = Omit<PageData, 'sidebar' | BuildOnly> & { sidebar: PageSidebar | null };

/** What the shell needs of a locale, shared by every page of it. */
export interface LocaleShellData {
  key: string;
  lang: string;
  label: string;
  /** Root path of the locale, `/` or `/nl/`. */
  root: string;
  title: string;
  nav: NavItem[];
  labels: Labels;
}

/** Site-wide shell data: small and independent of the number of pages. */
export interface SiteData {
  title: string;
  socialLinks: SocialLink[];
  appearance: AppearanceConfig;
  locales: Record<string, LocaleShellData>;
  /** The icon service of social links without built-in artwork (see `SiteConfig.iconService`). */
  iconService: string;
  /** Each locale's search data URL and texts, keyed by locale key; set by the build. Absent: no search. */
  search?: Record<string, SearchShellData>;
  /** The footer of every page; absent: none. */
  footer?: FooterConfig;
}
