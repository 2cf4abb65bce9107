/**
 * The schema of `site.config.ts` (zod): `SiteConfig` and its parts are inferred from it, and each check
 * words the error it reports. In a message, `{key}` stands for the key the problem is at (see
 * `config-problems.ts`, which places each problem at its line).
 */
import { z } from 'zod';
import { DEFAULT_LABELS } from '../labels.ts';
import type { Plugin } from '../plugin.ts';
import { LINK_URL, ORIGIN } from '../plugin-options.ts';
import { ROOT_LOCALE } from '../rules/locale.ts';
import type { Labels } from '../types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (error: string) => z.string({ error });
/** An object's error: `unknown` for a key it does not know, `otherwise` for a value that is not the object. */
const objectError =
  (unknown: string, otherwise?: string) =>
  (issue: { code?: string | undefined }): string | undefined =>
    issue.code === 'unrecognized_keys' ? unknown : otherwise;
/** Heading levels shown in the outline: one level, a range, or 'deep' for 2 to 6. `false` hides the outline. */
export const outlineSetting = (error: string) => {
  const level = z.int({ error }).min(1, { error }).max(6, { error });
  return z.union([level, z.tuple([level, level], { error }), z.literal('deep'), z.literal(false)], { error });
};
export type OutlineConfig = z.infer<ReturnType<typeof outlineSetting>>;

/** 'dark' and 'force-dark' start dark; forced modes and 'force-auto' hide the appearance switch. */
const appearance = z.union([z.boolean(), z.enum(['dark', 'force-dark', 'force-auto'])], {
  error: "`appearance` must be true, false, 'dark', 'force-dark' or 'force-auto'",
});
export type AppearanceConfig = z.infer<typeof appearance>;

const isPattern = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

const NAV_ERROR = '`nav` must be a list of { text, link?, items? }';
/** A navigation bar entry: a link, or a flyout menu when it has `items`. */
const navItem = z.strictObject(
  {
    text: text('every `nav` item needs a `text`'),
    link: text('`link` must be a string').exactOptional(),
    /** A regular expression (as a string) matched against the page path to mark the item active. */
    activeMatch: text('`activeMatch` must be a string')
      .refine(isPattern, '`activeMatch` is not a valid regular expression')
      .exactOptional(),
    target: text('`target` must be a string').exactOptional(),
    rel: text('`rel` must be a string').exactOptional(),
    get items() {
      return z.array(navItem, { error: NAV_ERROR }).optional();
    },
  },
  { error: objectError('unknown key `{key}` in a `nav` item') },
);
const navItems = z.array(navItem, { error: NAV_ERROR });
export type NavItem = z.infer<typeof navItem>;

const SIDEBAR_ERROR = '`sidebar` must be a list of { text, link?, items?, collapsed?, base?, dir? }';
/**
 * A sidebar entry. Groups have `items`; a group with `collapsed` set can be folded. In a page's first paint an
 * empty `items` marks a group of a large sidebar whose items are in the sidebar's file (`firstPaintSidebar`).
 */
const sidebarItem = z.strictObject(
  {
    text: text('every `sidebar` item needs a `text`'),
    /** Route path of the page, e.g. `/docs/getting-started/`. Optional for a pure group heading. */
    link: text('`link` must be a string').exactOptional(),
    get items() {
      return z.array(sidebarItem, { error: SIDEBAR_ERROR }).optional();
    },
    /** `undefined`: not collapsible; `false`: collapsible and open; `true`: collapsible and folded. */
    collapsed: z.boolean({ error: '`collapsed` must be true or false' }).exactOptional(),
    /** Prefix prepended to the relative `link` of this item and of its descendants. */
    base: text('`base` must be a string').exactOptional(),
    /** A folder of the content folder: the group's items are its pages and subfolders (see `file-sidebars.ts`). */
    dir: text('`dir` must be a folder of the content folder').exactOptional(),
  },
  { error: objectError('unknown key `{key}` in a `sidebar` item') },
);
const sidebarItems = z.array(sidebarItem, { error: SIDEBAR_ERROR });
export type SidebarItem = z.infer<typeof sidebarItem>;

/** A sidebar made from a folder of the content folder: its pages and subfolders, in order. */
const sidebarFolder = z.strictObject({ dir: text('`dir` must be a folder of the content folder') });
export type SidebarFolder = z.infer<typeof sidebarFolder>;

/** Sidebars keyed by path prefix; the longest prefix matching the page path wins. */
const sidebar = z.union(
  [
    sidebarItems,
    sidebarFolder,
    z.record(
      z.string(),
      z.union(
        [
          sidebarItems,
          z.strictObject({ base: text('sidebar `{parent}` needs a `base` string'), items: sidebarItems }),
          sidebarFolder,
        ],
        { error: 'sidebar `{key}` must be a list of items, { base, items } or { dir }' },
      ),
    ),
  ],
  { error: '`sidebar` must be a list of items, { dir } or an object keyed by path prefix' },
);
export type SidebarConfig = z.infer<typeof sidebar>;

const socialLink = z.strictObject({
  /**
   * A built-in icon, drawn inline (`github`, `mastodon`, `x` or `twitter`, `linkedin`, `youtube`, `facebook`,
   * `discord`, `bluesky`; any case), or another name, whose image comes from the site's `iconService`.
   */
  icon: z.string(),
  link: z.string(),
  ariaLabel: z.string().exactOptional(),
});
export type SocialLink = z.infer<typeof socialLink>;

const labels = z.strictObject(
  Object.fromEntries(
    Object.keys(DEFAULT_LABELS).map((key) => [key, text('label `{key}` must be a string').exactOptional()]),
  ) as Record<keyof Labels, z.ZodExactOptional<z.ZodString>>,
  { error: objectError('unknown label `{key}`', '`{key}` must map label names to texts') },
);

const SYNONYMS_ERROR = "`synonyms` must be a list of word groups, e.g. [['msm', 'measurement']]";
const searchText = text('search option `{key}` must be a string').exactOptional();
/** Client-side search (spec 5.1): synonyms and the texts of the search button and modal. */
const search = z.strictObject(
  {
    /**
     * Groups of words that stand for each other, in both directions: `[['msm', 'measurement']]` makes
     * "msm" find "measurement" and "measurement" find "msm". Default none.
     */
    synonyms: z
      .array(z.array(z.string({ error: SYNONYMS_ERROR }), { error: SYNONYMS_ERROR }), { error: SYNONYMS_ERROR })
      .exactOptional(),
    /** The search button's label. Default: the locale's `search` label, 'Search'. */
    buttonLabel: searchText,
    /** The search input's placeholder. Default 'Search docs'. */
    placeholder: searchText,
    /** Shown while the input is empty. Default 'Use quotes for exact match'. */
    hint: searchText,
    /** Shown when nothing matches; `{query}` is replaced by the query. Default 'No results for “{query}”'. */
    noResults: searchText,
    /** Announced to screen readers; `{count}` is replaced by the number of results. Default '{count} results'. */
    results: searchText,
    /** Shown while the search data loads. Default 'Loading search…'. */
    loading: searchText,
    /** Shown when the search data cannot be loaded. Default 'Search is unavailable. Please try again later.'. */
    unavailable: searchText,
    /** The label of the modal's close button. Default 'Close search'. */
    close: searchText,
    /**
     * How each locale's search data is delivered. `auto` (default): in one file, or, for a large site, split in
     * parts so that a query downloads only what it needs (its texts read by HTTP range requests, which static
     * hosts answer); `always` and `never` decide for every size (`never` for a host that ignores ranges).
     */
    split: z
      .enum(['auto', 'always', 'never'], { error: "search option `split` must be 'auto', 'always' or 'never'" })
      .exactOptional(),
  },
  {
    error: objectError(
      'unknown search option `{key}`',
      '`search` must be { synonyms?, buttonLabel?, placeholder?, ... }',
    ),
  },
);
export type SearchConfig = z.infer<typeof search>;
/** The texts of the search button and the search modal. */
export type SearchLabels = Record<Exclude<keyof SearchConfig, 'synonyms' | 'split'>, string>;

const editLink = z.strictObject(
  {
    /** URL pattern with `:path` replaced by the page's file path relative to the content folder. */
    pattern: z.string(),
    text: z.string().exactOptional(),
  },
  { error: '`editLink` must be { pattern, text? } with `:path` in the pattern' },
);
export type EditLinkConfig = z.infer<typeof editLink>;

const footerText = text('footer `{key}` must be a non-empty string').refine(
  (value) => value.trim() !== '',
  'footer `{key}` must be a non-empty string',
);
const footerLinksError = 'footer `links` must be a list of { text, link } with http(s), mailto or /relative links';
/** The footer of every page, below the content: the page's contentinfo landmark. */
const footer = z.strictObject(
  {
    /** A line of text, e.g. who runs the service. */
    message: footerText.exactOptional(),
    /** The copyright line, e.g. '© RIPE NCC'. */
    copyright: footerText.exactOptional(),
    /** Links, e.g. to the legal information and the cookie statement. */
    links: z
      .array(
        z.strictObject(
          {
            text: z.string({ error: footerLinksError }).refine((value) => value.trim() !== '', footerLinksError),
            link: z.string({ error: footerLinksError }).regex(LINK_URL, footerLinksError),
          },
          { error: footerLinksError },
        ),
        { error: footerLinksError },
      )
      .exactOptional(),
  },
  { error: objectError('unknown footer option `{key}`', '`footer` must be { message?, copyright?, links? }') },
);
export type FooterConfig = z.infer<typeof footer>;

const localeConfig = z.strictObject(
  {
    /** The language tag, e.g. `en`, `nl`. */
    lang: text('locale `{parent}` needs a `lang` string'),
    /** The name shown in the language menu, e.g. `English`. */
    label: text('locale `{parent}` needs a `label` string'),
    /** Site title in this locale (default: the site title). */
    title: text('`title` must be a string').exactOptional(),
    description: text('`description` must be a string').exactOptional(),
    nav: navItems.exactOptional(),
    sidebar: sidebar.exactOptional(),
    labels: labels.exactOptional(),
    /** This locale's search texts and synonyms; texts default to English, synonyms to the site's. */
    search: search.exactOptional(),
  },
  { error: objectError('unknown key `{key}` in locale `{parent}`', 'locale `{key}` must be { lang, label, ... }') },
);
export type LocaleConfig = z.infer<typeof localeConfig>;

const locales = z
  .record(z.string().regex(/^[\w-]+$/, 'locale key `{key}` must be a plain path segment'), localeConfig, {
    error: '`locales` must map locale keys (`root`, `nl`, ...) to { lang, label }',
  })
  .refine((value) => ROOT_LOCALE in value, {
    error: '`locales` needs a `root` entry: the locale served at /',
    when: (payload) => isRecord(payload.value),
  });

const plugin = z.custom<Plugin>((value) => isRecord(value) && typeof value.name === 'string' && value.name !== '', {
  error: 'each plugin must be an object with a `name` (call the plugin: `myPlugin()`)',
});
const plugins = z.array(plugin, { error: '`plugins` must be a list of plugins' }).superRefine((list, context) => {
  const names = new Set<string>();
  for (const { name } of list) {
    if (names.has(name)) context.addIssue({ code: 'custom', message: `the plugin \`${name}\` is listed twice` });
    names.add(name);
  }
});

const ORIGIN_ERROR = '`origin` must be the public origin such as https://atlas.ripe.net (no path)';

/** The whole site configuration, in `site.config.ts` of a site folder. */
const siteConfig = z.strictObject(
  {
    /** Site title, shown beside the logo and in the document title. */
    title: text('`title` must be a string'),
    /** Meta description of the home page and default for pages. */
    description: text('`description` must be a string'),
    /** Folder with the markdown pages, relative to the site folder. Default `content`. */
    srcDir: text('`srcDir` must be a string').exactOptional(),
    /**
     * Markdown files of the content folder that are no pages, as glob patterns relative to it (`['**\/examples/**',
     * 'README.md']`): files other pages include, say. VitePress's `srcExclude`.
     */
    exclude: z
      .array(z.string({ error: '`exclude` must be a list of glob patterns' }), {
        error: '`exclude` must be a list of glob patterns',
      })
      .exactOptional(),
    /**
     * Folder whose files are served as they are (`public/logo.svg` at `/logo.svg`), relative to the site folder.
     * Default `public`; a VuePress folder has `.vuepress/public`.
     */
    publicDir: text('`publicDir` must be a string').exactOptional(),
    /**
     * The path a site was once served under, as its pages' links still name it (VuePress's and VitePress's
     * `base`, e.g. `/docs/`): a link that starts with it is a link into this site, `/docs/a` to `/a`.
     */
    linkBase: text('`linkBase` must be a path such as /docs/')
      .regex(/^\/(?:[^/\s]+\/)+$/, '`linkBase` must be a path such as /docs/')
      .exactOptional(),
    /**
     * The public origin the site is served at, without a path: canonical links, social previews (`og:url`),
     * `sitemap.xml` and `robots.txt` name it. Default `https://atlas.ripe.net`.
     */
    origin: z
      .string({ error: ORIGIN_ERROR })
      .regex(/^https?:\/\/[^/\s]+\/?$/, ORIGIN_ERROR)
      .exactOptional(),
    /** Navigation bar items of the root locale. */
    nav: navItems.exactOptional(),
    /** Sidebars of the root locale. */
    sidebar: sidebar.exactOptional(),
    socialLinks: z
      .array(socialLink, { error: '`socialLinks` must be a list of { icon, link, ariaLabel? }' })
      .exactOptional(),
    /** Default outline levels. Default 2. */
    outline: outlineSetting(
      "`outline` must be a heading level 1-6, a range [from, to], 'deep' or false",
    ).exactOptional(),
    /** Default `true`: light by default, with the switch. */
    appearance: appearance.exactOptional(),
    editLink: editLink.exactOptional(),
    /** Show the last-updated time from git history. Default `true`. */
    /**
     * How headings get their ids: `github` (default, github-slugger) or `vitepress` (VitePress's slugify), for a
     * site that moves from VitePress and keeps the anchors other sites link to; `vitepress-cased` keeps the
     * heading's case, as a VitePress site whose own slugify leaves out the lower-casing has them. A function of
     * the heading's text is a site's own slugify (a second heading of the same anchor gets `-1`, `-2`).
     */
    anchors: z
      .union(
        [
          z.enum(['github', 'vitepress', 'vitepress-cased']),
          z.custom<(text: string) => string>((value) => typeof value === 'function'),
        ],
        { error: "`anchors` must be 'github', 'vitepress', 'vitepress-cased' or a function of the heading's text" },
      )
      .exactOptional(),
    /**
     * What encloses a heading's own id after its text: default `['{', '}']` (`## Title {#id}`); a VitePress site
     * that set `markdown.attrs` delimiters writes `['%{', '}%']`, say.
     */
    headingIdDelimiters: z
      .tuple([z.string().min(1), z.string().min(1)], {
        error: '`headingIdDelimiters` must be two non-empty strings, such as ["{", "}"]',
      })
      .exactOptional(),
    /**
     * What a broken internal link, anchor, sidebar or nav link does to a build: `error` (default) fails it,
     * `warn` builds and names each one (for a folder brought from elsewhere whose links are not all fixed).
     */
    brokenLinks: z.enum(['error', 'warn'], { error: "`brokenLinks` must be 'error' or 'warn'" }).exactOptional(),
    lastUpdated: z.boolean({ error: '`lastUpdated` must be true or false' }).exactOptional(),
    /** Locales keyed by path prefix; `root` is the default locale at `/`. Default: English only. */
    locales: locales.exactOptional(),
    /** Old paths (without leading or trailing slash) mapped to their new route paths. */
    redirects: z
      .record(z.string(), text('redirect `{key}` must map to a route path'), {
        error: '`redirects` must map old paths to new routes',
      })
      .exactOptional(),
    /** Interface texts of the root locale. */
    labels: labels.exactOptional(),
    /** Path of the favicon, relative to the public folder. */
    favicon: text('`favicon` must be a string').exactOptional(),
    /** Search synonyms and texts of the root locale; synonyms apply to every locale without its own. */
    search: search.exactOptional(),
    /**
     * Where the image of a social link without built-in artwork comes from: an Iconify-compatible icon service.
     * Default `https://api.iconify.design`.
     */
    iconService: z
      .string({ error: '`iconService` must be an origin such as https://host (no path)' })
      .regex(ORIGIN, '`iconService` must be an origin such as https://host (no path)')
      .exactOptional(),
    /**
     * The plugins the site uses, each a capability of its own (the API reference, RIPE NCC's widgets, a
     * site's own islands): see {@link Plugin}. Default: none.
     */
    plugins: plugins.exactOptional(),
    /** The footer of every page. Default: none. */
    footer: footer.exactOptional(),
  },
  { error: objectError('unknown config key `{key}`') },
);
export type SiteConfig = z.infer<typeof siteConfig>;

/** A setting of earlier versions that is a plugin's option now: the error says where it went. */
const movedTo = (key: string, plugin: string) =>
  z.never({ error: `\`${key}\` is a plugin's setting: list ${plugin} in \`plugins\`` }).exactOptional();

/** The schema `site.config.ts` is checked against: the site config, and the settings that moved to plugins. */
export const siteConfigSchema = siteConfig.extend({
  apiReference: movedTo('apiReference', 'apiReference() of @atlas-docs/api-reference'),
  banner: movedTo('banner', 'banner() of @atlas-docs/ripe-ncc'),
  cookieConsent: movedTo('cookieConsent', 'cookieConsent() of @atlas-docs/ripe-ncc'),
  analytics: movedTo('analytics', 'the `analytics` option of cookieConsent() of @atlas-docs/ripe-ncc'),
  sitesList: movedTo('sitesList', 'the `list` option of appSwitcher() of @atlas-docs/ripe-ncc'),
  services: movedTo(
    'services',
    'the options of the plugins that talk to each service (`server`, `staticHost`, `accessUrl`)',
  ),
});
