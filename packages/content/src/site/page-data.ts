import type { FrontMatter } from '../markdown/front-matter.ts';
import type { RenderedMarkdown } from '../markdown/render-markdown.ts';
import { localeLinks, localeRoot, ROOT_LOCALE } from '../rules/locale.ts';
import { resolveOutlineLevels } from '../rules/outline.ts';
import { resolvePager, type PagerOverride } from '../rules/pager.ts';
import type { LinkCanonicaliser } from '../rules/sidebar.ts';
import type {
  AlternatePage,
  Feature,
  Hero,
  IslandDefinition,
  LocaleShellData,
  OutlineConfig,
  PageAlternate,
  PageData,
  SearchKind,
  SidebarItem,
  SiteConfig,
} from '../types.ts';

export interface PageContext {
  config: SiteConfig;
  route: string;
  /** Path relative to the content folder. */
  relativePath: string;
  locale: LocaleShellData;
  rendered: RenderedMarkdown;
  /** The page's title (see `pageTitle`). */
  title: string;
  lastUpdated: number | null;
  routeExists: (route: string) => boolean;
  /** The sidebar of a route in a locale (see `sidebarResolver`). */
  sidebarOf: (locale: string, route: string) => SidebarItem[] | null;
  /** Writes an internal link of the front matter as the route its page really has (see `canonicalLink`). */
  canonical: LinkCanonicaliser;
  /** The search kind of the page, from the islands it holds (see `searchKindOf`). */
  searchKind: SearchKind;
  /** The outline levels of the islands the page holds (see `IslandDefinition.outline`), the first that has some. */
  islandOutline?: OutlineConfig | undefined;
  /** Other forms of the page, from the plugins (see `Plugin.alternates`). */
  alternates?: ((page: AlternatePage) => PageAlternate[]) | undefined;
}

/** The outline setting of the first island the page holds that has one (see `IslandDefinition.outline`). */
export function islandOutlineOf(
  placed: readonly string[],
  islands: Readonly<Record<string, IslandDefinition>>,
): OutlineConfig | undefined {
  return placed.map((name) => islands[name]?.outline).find((outline) => outline !== undefined);
}

/** `reference` when the page holds an island of that kind, else `guide`. */
export function searchKindOf(
  placed: readonly string[],
  islands: Readonly<Record<string, IslandDefinition>>,
): SearchKind {
  return placed.some((name) => islands[name]?.searchKind === 'reference') ? 'reference' : 'guide';
}

/**
 * A page's title: front matter `title`, else its first `# heading`; a home page without either is named by
 * its hero, else by the site (the locale's title), as VitePress and Starlight do. `null`: the page has none.
 */
export function pageTitle(meta: FrontMatter, heading: string | null, siteTitle: string): string | null {
  const title = meta.title ?? heading;
  if (title !== null || meta.layout !== 'home') return title;
  return meta.hero?.name?.trim() || siteTitle;
}

/** Whether a layout shows a sidebar at all: home and plain pages never do. */
function hasSidebar(meta: FrontMatter): boolean {
  return meta.sidebar !== false && meta.layout !== 'home' && meta.layout !== 'page';
}

/** `Nov 22, 2026, 9:09 PM UTC` in English, `22 nov 2026, 21:09 UTC` in Dutch: the page's language, UTC. */
export function formatUpdated(ms: number, lang: string): string {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${format.format(new Date(ms))} UTC`;
}

/** A pager override whose link is written by `canonical`. */
function canonicalOverride(override: PagerOverride, canonical: LinkCanonicaliser): PagerOverride {
  return typeof override === 'object' && override.link !== undefined
    ? { ...override, link: canonical(override.link) }
    : override;
}

/** The page's last-updated time: none when hidden, the front matter's date, else the time git gives. */
function updatedAt(written: boolean | number | string | Date | undefined, fromGit: number | null): number | null {
  if (written === false) return null;
  if (written instanceof Date) return written.getTime();
  if (typeof written === 'number') return written;
  if (typeof written === 'string') return Date.parse(written);
  return fromGit;
}

function canonicalHero(hero: Hero | undefined, canonical: LinkCanonicaliser): Hero | null {
  if (!hero) return null;
  return hero.actions ? { ...hero, actions: hero.actions.map((a) => ({ ...a, link: canonical(a.link) })) } : hero;
}

function canonicalFeatures(features: Feature[] | undefined, canonical: LinkCanonicaliser): Feature[] {
  return (features ?? []).map((f) => (f.link === undefined ? f : { ...f, link: canonical(f.link) }));
}

/** The data of a markdown page: its rendered content plus sidebar, pager, outline, links and dates. */
export function buildPageData(ctx: PageContext): PageData {
  const { config, route, rendered, locale, canonical } = ctx;
  const meta = rendered.meta;
  const sidebar = hasSidebar(meta) ? ctx.sidebarOf(locale.key, route) : null;
  const { prev, next } = resolvePager(route, sidebar, {
    prev: canonicalOverride(meta.prev, canonical),
    next: canonicalOverride(meta.next, canonical),
  });
  const pattern = config.editLink?.pattern;
  const lastUpdated = config.lastUpdated === false ? null : updatedAt(meta.lastUpdated, ctx.lastUpdated);
  const page: PageData = {
    path: route,
    relativePath: ctx.relativePath,
    title: ctx.title,
    description: meta.description ?? config.locales?.[locale.key]?.description ?? config.description,
    layout: meta.layout,
    locale: locale.key,
    lang: locale.lang,
    html: rendered.html,
    headings: rendered.headings,
    outline: resolveOutlineLevels(meta.outline ?? ctx.islandOutline ?? config.outline),
    sidebar,
    prev,
    next,
    lastUpdated,
    lastUpdatedText: lastUpdated === null ? null : formatUpdated(lastUpdated, locale.lang),
    editLink: pattern && meta.editLink !== false ? pattern.replaceAll(':path', ctx.relativePath) : null,
    localeLinks: localeLinks(route, config.locales, ctx.routeExists),
    alternates: ctx.alternates?.({ path: route, layout: meta.layout }) ?? [],
    hero: canonicalHero(meta.hero, canonical),
    features: canonicalFeatures(meta.features, canonical),
    searchKind: ctx.searchKind,
    summary: meta.description ?? '',
  };
  if (meta.layout === 'custom') page.customTitle = meta.title ?? locale.labels.customDocTitle;
  return page;
}

/** The not-found page of a locale, at `/404` or `/nl/404`. */
export function notFoundPage(config: SiteConfig, locale: LocaleShellData): PageData {
  const root = localeRoot(locale.key);
  return {
    path: locale.key === ROOT_LOCALE ? '/404' : `${root}404`,
    relativePath: '',
    title: locale.labels.notFoundTitle,
    description: config.locales?.[locale.key]?.description ?? config.description,
    layout: '404',
    locale: locale.key,
    lang: locale.lang,
    html: '',
    headings: [],
    outline: false,
    sidebar: null,
    prev: null,
    next: null,
    lastUpdated: null,
    lastUpdatedText: null,
    editLink: null,
    // The language menu of a missing page leads to each locale's home.
    localeLinks: localeLinks(root, config.locales, () => false),
    alternates: [],
    hero: null,
    features: [],
    searchKind: 'guide',
    summary: '',
  };
}
