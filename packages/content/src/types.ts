/**
 * The contract between the content pipeline (build time), the React shell and the client router.
 * Everything here but the config's plugins is plain JSON: page data is written to `dist/_data/**.json` and
 * read by the browser.
 */
import type { PageAlternate, SearchKind } from './plugin.ts';
import type {
  AppearanceConfig,
  FooterConfig,
  NavItem,
  SearchLabels,
  SidebarItem,
  SocialLink,
} from './config/schema.ts';
import type { Feature, Hero } from './markdown/front-matter.ts';

export type * from './plugin.ts';
export type {
  AppearanceConfig,
  EditLinkConfig,
  FooterConfig,
  LocaleConfig,
  NavItem,
  OutlineConfig,
  SearchConfig,
  SearchLabels,
  SidebarConfig,
  SidebarFolder,
  SidebarItem,
  SiteConfig,
  SocialLink,
} from './config/schema.ts';
export type { Feature, Hero, HeroAction } from './markdown/front-matter.ts';

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
  /** The button that puts the page's markdown on the clipboard (with a plugin that gives pages a markdown form). */
  copyPage: string;
  /** Said once the page's markdown is on the clipboard. */
  pageCopied: string;
  /** Said when the page's markdown could not be copied. */
  copyFailed: string;
  /** The link to the page's markdown. */
  viewAsMarkdown: string;
}

/** What the shell knows of a locale's search before its data loads. */
export interface SearchShellData {
  /** URL of the locale's search data file (content-hashed), fetched on the first search intent. */
  data: string;
  labels: SearchLabels;
  /** Present when the data is split in parts (a large site): the page loads the engine that reads them. */
  split?: true;
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
  /** Other forms of the page that plugins give (its markdown), linked from its head (see `Plugin.alternates`). */
  alternates: PageAlternate[];
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
