/**
 * The plugin interface: the only way a capability enters the generator. A site lists the plugins it uses in
 * `site.config.ts` (`plugins: [apiReference({ … })]`); the core knows none of them by name.
 *
 * A plugin is a plain object, usually made by a function that takes the plugin's options and checks them
 * (throwing a {@link PluginOptionsError}). What it adds, at the points where the generator has a seam:
 *
 * - `islands`: markdown directives (`::name{…}`, `:name[…]`, `:::name`) that become islands: a placeholder in
 *   the page's HTML, filled at build time by the plugin's renderer when it has one, and hydrated in the
 *   browser by the island's module, a chunk of its own loaded only on pages that hold one;
 * - `navBar`: components at the end of the navigation bar, rendered at build time and hydrated;
 * - `logo`: the component of the navigation bar's home link, in place of the site's title;
 * - `top`: a component above the navigation bar (a notice banner), rendered at build time in a root of its
 *   own that stays at the top of the window with the bar, and hydrated; with an inline script run before the
 *   first paint;
 * - `deferred`: a component rendered in the browser only, once the page has hydrated, from a chunk of its
 *   own (a consent banner);
 * - `styles`: stylesheets every page links, bundled with the shell's;
 * - `csp`: sources the content security policy must allow;
 * - `load`: reads what the plugin needs of the site (an API description, say) and returns the build-time
 *   renderers of its islands (as HTML, and as markdown for a page's markdown), the files it adds to the build,
 *   and its warnings; called by `build`, and by `dev` at start and whenever one of the `watch` paths changes;
 * - `alternates`: other forms of a page (its markdown), linked from the page's head; the shell offers the reader
 *   a markdown one ("Copy page", "View as markdown");
 * - `emit`: files made of the whole site once its pages are rendered (`llms.txt`, each page as markdown);
 *   called by `build`, and by `dev` when a file it may have made is asked for.
 *
 * Modules the browser loads (an island's, a navigation bar item's, a stylesheet) are named as the site's code would import
 * them: a package specifier (`@atlas-docs/api-reference/island`), or a path relative to the site folder
 * (`./plugins/greeting.tsx`).
 */
import type { IslandMarkdown } from './markdown/page-markdown.ts';
import type { IslandHtml } from './markdown/render-markdown.ts';
import type { Layout, OutlineConfig, SidebarItem, SiteConfig } from './types.ts';

/** How search ranks a page's sections: guides first for plain words, the reference first for identifiers. */
export type SearchKind = 'guide' | 'reference';

export interface IslandDefinition {
  /**
   * The module that brings the island to life in the browser; it exports
   * `mount(element, props, context)` (see {@link IslandModule}). Without one the island is HTML only.
   */
  client?: string;
  /** The search kind of a page that holds this island. Default: the page's own (`guide`). */
  searchKind?: SearchKind;
  /**
   * The outline levels of a page that holds this island, unless its front matter sets them (a reference lists
   * its operations, headings of level 3). Default: the site's.
   */
  outline?: OutlineConfig;
  /** The plugin's settings every island of this kind is given in the browser (JSON), as `context.options`. */
  options?: Readonly<Record<string, unknown>>;
}

/** What the generator gives an island's `mount` besides its own props. */
export interface IslandContext {
  /** The island definition's `options`; empty without. */
  options: Readonly<Record<string, unknown>>;
}

/**
 * A React component a plugin places in the page: the module whose default export it is, and the props it is
 * rendered with (JSON, the same on the server and in the browser). A module name alone renders without props.
 */
export type PageComponent = string | { module: string; props?: Readonly<Record<string, unknown>> };

/** The component above the navigation bar, and the inline script that follows its HTML. */
export type TopComponent = Exclude<PageComponent, string> & {
  /**
   * Runs right after the component's HTML is parsed, before the first paint (say, to hide a banner the
   * reader dismissed). Its hash goes into the content security policy. The generator measures the region's
   * height after it, for the bars below.
   */
  script?: string;
};

/** What an island's browser module exports. */
export interface IslandModule {
  /** Mounts the island on its placeholder; returns a function that unmounts it. */
  mount: (element: HTMLElement, props: Record<string, unknown>, context: IslandContext) => (() => void) | void;
}

/** The content security policy's directives a plugin may add sources to. */
export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src';

/** What a plugin's `load` is given. */
export interface PluginSite {
  /** The site folder, absolute. */
  siteDir: string;
  /** The site's config, as loaded and checked. */
  config: SiteConfig;
}

/** A file the build adds to the site: its URL path (`/openapi.json`) and its text. */
export interface GeneratedFile {
  path: string;
  text: string;
  /**
   * What the file is, for the lists of the site's documents that tools read (`llms.txt`): a document a reader
   * may want on its own, such as an API's description. Without one the file is not listed.
   */
  title?: string;
  /** A sentence on the file, beside its title in such lists. */
  description?: string;
}

/** What a plugin's `load` returns. */
export interface PluginContent {
  /** Build-time renderers of the plugin's islands, by name: the placeholder's HTML from the directive's attributes. */
  islandHtml?: Record<string, IslandHtml>;
  /** Files added to the built site; links to them are valid links. */
  files?: GeneratedFile[];
  /**
   * The plugin's islands in markdown, by name, for the markdown of the pages that hold them (see `emit`):
   * an API's operations as tables, say. An island without one is a sentence that links to the page.
   */
  islandMarkdown?: Record<string, IslandMarkdown>;
  /** Problems that do not stop the build, each naming where. */
  warnings?: string[];
}

export interface Plugin {
  /** The plugin's name, unique in a site: its errors and warnings are named after it. */
  name: string;
  /** Directives that become islands, by directive name. */
  islands?: Record<string, IslandDefinition>;
  /**
   * Components at the end of the navigation bar, in order, by the name of their place (`data-slot`); they may
   * read the shell with `useShell()` of `@atlas-docs/theme`. Every page loads them: keep them light, and load
   * the rest on the reader's intent.
   */
  navBar?: Record<string, PageComponent>;
  /**
   * The logo of the navigation bar's home link, in place of the site's title (a wordmark): rendered at build
   * time and hydrated, with `title` (the site's title in the page's language) besides its props. It names the
   * link, so its accessible name must hold the words it shows. One plugin of a site may give it.
   */
  logo?: PageComponent;
  /**
   * A component above the navigation bar, in the page's top region (a notice banner): in the page's HTML, and
   * hydrated in a root of its own, so it has its props but not the shell. Every page loads it.
   */
  top?: TopComponent;
  /**
   * A component that depends on the reader (a consent banner, an analytics tracker): never in the page's
   * HTML, it loads once the page has hydrated, in a chunk of its own, first inside the shell, before the bars
   * (`useShell()` gives the page).
   */
  deferred?: PageComponent;
  /** Stylesheets every page links. */
  styles?: string[];
  /** Sources the content security policy allows, by directive. */
  csp?: Partial<Record<CspDirective, string[]>>;
  /** Paths relative to the site folder (files or folders) whose change calls `load` again in `dev`. */
  watch?: string[];
  /** Reads what the plugin needs of the site; throwing stops a build, and shows in `dev`'s overlay. */
  load?: (site: PluginSite) => Promise<PluginContent>;
  /** Other forms of each page (not the not-found pages), linked from its head. */
  alternates?: (page: AlternatePage) => PageAlternate[];
  /** Files made of the whole site once its pages are rendered; their paths must not be pages'. */
  emit?: (site: EmitSite) => GeneratedFile[] | Promise<GeneratedFile[]>;
}

/** Another form of a page, linked from its head as `<link rel="alternate" type="…" href="…">`. */
export interface PageAlternate {
  /** Its media type: `text/markdown`. */
  type: string;
  /** Its URL path. */
  href: string;
}

/** What `alternates` is given of a page. */
export interface AlternatePage {
  /** Route path, `/docs/measurements/ping` or `/docs/`. */
  path: string;
  layout: Layout;
}

/** A page as `emit` is given it. */
export interface EmitPage {
  /** Route path, `/docs/measurements/ping` or `/docs/`. */
  path: string;
  title: string;
  description: string;
  layout: Layout;
  /** Locale key: `root` or the locale's path prefix. */
  locale: string;
  /** The page's sidebar, whose groups and order lists of the site's pages follow. */
  sidebar: SidebarItem[] | null;
  /**
   * The page as markdown: its title as a heading, its text without front matter, custom blocks as quotes,
   * islands as their plugins' `islandMarkdown` writes them; links to other pages as `linkOf` makes them of
   * their routes (and `#hash`), links to the site's other files as absolute URLs.
   */
  markdown: (linkOf: (route: string) => string) => string;
}

/** What `emit` is given: the pages of the site, and the files the plugins' `load` added. */
export interface EmitSite {
  config: SiteConfig;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** Every page but the not-found pages, sorted by route. */
  pages: EmitPage[];
  files: GeneratedFile[];
}

/** A plugin's options that do not fit: `path` leads to the option (`['openapi']`), `reason` says why. */
export class PluginOptionsError extends Error {
  constructor(
    readonly plugin: string,
    readonly problems: { path: string[]; reason: string }[],
  ) {
    super(problems.map((p) => `${plugin}: ${[...p.path].join('.') || 'options'}: ${p.reason}`).join('\n'));
    this.name = 'PluginOptionsError';
  }
}
