import { ContentError, type SourceLocation } from '../content-error.ts';
import { DEFAULT_LABELS } from '../labels.ts';
import { ROOT_LOCALE } from '../rules/locale.ts';
import type { SiteConfig } from '../types.ts';

/** Finds where a key or a string value is written in the config sources. */
export interface ConfigLocator {
  key(name: string): SourceLocation;
  string(value: string): SourceLocation;
}

/** Every option of `SiteConfig`; anything else is a typo worth failing on. */
export const SITE_CONFIG_KEYS = [
  'title',
  'description',
  'srcDir',
  'origin',
  'nav',
  'sidebar',
  'socialLinks',
  'outline',
  'appearance',
  'editLink',
  'lastUpdated',
  'locales',
  'redirects',
  'labels',
  'favicon',
  'iconService',
  'search',
  'plugins',
  'footer',
] as const;

const LOCALE_KEYS = ['lang', 'label', 'title', 'description', 'nav', 'sidebar', 'labels', 'search'];

/** The texts of `search` (see `SearchLabels`), besides `synonyms`. */
const SEARCH_TEXT_KEYS = [
  'buttonLabel',
  'placeholder',
  'hint',
  'noResults',
  'results',
  'loading',
  'unavailable',
  'close',
];
const FOOTER_KEYS = ['message', 'copyright', 'links'];
/** Link URLs the widgets show: http(s), mailto, or relative to the site (spec 5.2). */
const LINK_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^\s]*|#[^\s]*)$/i;
const APPEARANCES: unknown[] = [true, false, 'dark', 'force-dark', 'force-auto'];

/** Settings of earlier versions that are a plugin's options now: the error says where they went. */
const PLUGIN_SETTINGS: Record<string, string> = {
  apiReference: 'apiReference() of @atlas-docs/api-reference',
  banner: 'banner() of @atlas-docs/ripe-ncc',
  cookieConsent: 'cookieConsent() of @atlas-docs/ripe-ncc',
  analytics: 'the `analytics` option of cookieConsent() of @atlas-docs/ripe-ncc',
  sitesList: 'the `list` option of appSwitcher() of @atlas-docs/ripe-ncc',
  services: 'the options of the plugins that talk to each service (`server`, `staticHost`, `accessUrl`)',
};

const isOrigin = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/\s]+$/.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLevel = (value: unknown): boolean => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 6;

/** Whether a value is an outline setting: a level 1-6, a range of two levels, 'deep' or false. */
export function isOutlineConfig(value: unknown): boolean {
  if (value === false || value === 'deep' || isLevel(value)) return true;
  return Array.isArray(value) && value.length === 2 && value.every(isLevel);
}

/** `plugins`: a list of plugin objects, each with a name of its own (what each adds is the plugin's to check). */
function checkPlugins(plugins: unknown, locate: ConfigLocator, fail: Fail): void {
  if (plugins === undefined) return;
  if (!Array.isArray(plugins)) return fail(locate.key('plugins'), '`plugins` must be a list of plugins');
  const names = new Set<string>();
  for (const plugin of plugins) {
    if (!isRecord(plugin) || typeof plugin.name !== 'string' || !plugin.name) {
      fail(locate.key('plugins'), 'each plugin must be an object with a `name` (call the plugin: `myPlugin()`)');
    } else if (names.has(plugin.name)) {
      fail(locate.key('plugins'), `the plugin \`${plugin.name}\` is listed twice`);
    } else names.add(plugin.name);
  }
}

/**
 * Checks a loaded `site.config.ts`: required strings, known keys only, locales, outline, appearance and
 * the shape of nav, sidebar and labels. Throws one {@link ContentError} listing every problem.
 */
export function validateConfig(raw: unknown, locate: ConfigLocator): SiteConfig {
  const errors: ContentError[] = [];
  const fail = (at: SourceLocation, reason: string): void => {
    errors.push(new ContentError(at, reason));
  };
  if (!isRecord(raw)) {
    throw new ContentError(locate.key('default'), 'site.config.ts must `export default` the site configuration object');
  }
  const known: readonly string[] = SITE_CONFIG_KEYS;
  for (const key of Object.keys(raw)) {
    const plugin = PLUGIN_SETTINGS[key];
    if (plugin) fail(locate.key(key), `\`${key}\` is a plugin's setting: list ${plugin} in \`plugins\``);
    else if (!known.includes(key)) fail(locate.key(key), `unknown config key \`${key}\``);
  }
  for (const key of ['title', 'description'] as const) {
    if (typeof raw[key] !== 'string') fail(locate.key(key), `\`${key}\` must be a string`);
  }
  for (const key of ['srcDir', 'favicon'] as const) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') fail(locate.key(key), `\`${key}\` must be a string`);
  }
  if (raw.origin !== undefined && (typeof raw.origin !== 'string' || !/^https?:\/\/[^/\s]+\/?$/.test(raw.origin))) {
    fail(locate.key('origin'), '`origin` must be the public origin such as https://atlas.ripe.net (no path)');
  }
  if (raw.lastUpdated !== undefined && typeof raw.lastUpdated !== 'boolean') {
    fail(locate.key('lastUpdated'), '`lastUpdated` must be true or false');
  }
  if (raw.outline !== undefined && !isOutlineConfig(raw.outline)) {
    fail(locate.key('outline'), "`outline` must be a heading level 1-6, a range [from, to], 'deep' or false");
  }
  if (raw.appearance !== undefined && !APPEARANCES.includes(raw.appearance)) {
    fail(locate.key('appearance'), "`appearance` must be true, false, 'dark', 'force-dark' or 'force-auto'");
  }
  if (raw.editLink !== undefined && !(isRecord(raw.editLink) && typeof raw.editLink.pattern === 'string')) {
    fail(locate.key('editLink'), '`editLink` must be { pattern, text? } with `:path` in the pattern');
  }
  if (raw.socialLinks !== undefined) {
    const ok =
      Array.isArray(raw.socialLinks) &&
      raw.socialLinks.every((s) => isRecord(s) && typeof s.icon === 'string' && typeof s.link === 'string');
    if (!ok) fail(locate.key('socialLinks'), '`socialLinks` must be a list of { icon, link, ariaLabel? }');
  }
  if (raw.redirects !== undefined) {
    if (!isRecord(raw.redirects)) fail(locate.key('redirects'), '`redirects` must map old paths to new routes');
    else {
      for (const [from, to] of Object.entries(raw.redirects)) {
        if (typeof to !== 'string') fail(locate.key(from), `redirect \`${from}\` must map to a route path`);
      }
    }
  }
  if (raw.iconService !== undefined && !isOrigin(raw.iconService)) {
    fail(locate.key('iconService'), '`iconService` must be an origin such as https://host (no path)');
  }
  checkPlugins(raw.plugins, locate, fail);
  checkNav(raw.nav, 'nav', locate, fail);
  checkSidebar(raw.sidebar, 'sidebar', locate, fail);
  checkLabels(raw.labels, 'labels', locate, fail);
  checkSearch(raw.search, locate, fail);
  checkFooter(raw.footer, locate, fail);
  checkLocales(raw.locales, locate, fail);
  if (errors.length) throw ContentError.combine(errors);
  return raw as unknown as SiteConfig;
}

type Fail = (at: SourceLocation, reason: string) => void;

function checkLabels(value: unknown, name: string, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    fail(locate.key(name), `\`${name}\` must map label names to texts`);
    return;
  }
  for (const [key, text] of Object.entries(value)) {
    if (!(key in DEFAULT_LABELS)) fail(locate.key(key), `unknown label \`${key}\``);
    else if (typeof text !== 'string') fail(locate.key(key), `label \`${key}\` must be a string`);
  }
}

function checkSearch(value: unknown, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    fail(locate.key('search'), '`search` must be { synonyms?, buttonLabel?, placeholder?, ... }');
    return;
  }
  for (const [key, setting] of Object.entries(value)) {
    if (key === 'synonyms') {
      const ok =
        Array.isArray(setting) &&
        setting.every((group) => Array.isArray(group) && group.every((word) => typeof word === 'string'));
      if (!ok) fail(locate.key(key), "`synonyms` must be a list of word groups, e.g. [['msm', 'measurement']]");
    } else if (!SEARCH_TEXT_KEYS.includes(key)) fail(locate.key(key), `unknown search option \`${key}\``);
    else if (typeof setting !== 'string') fail(locate.key(key), `search option \`${key}\` must be a string`);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkFooter(value: unknown, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    fail(locate.key('footer'), '`footer` must be { message?, copyright?, links? }');
    return;
  }
  for (const [key, setting] of Object.entries(value)) {
    if (!FOOTER_KEYS.includes(key)) fail(locate.key(key), `unknown footer option \`${key}\``);
    else if (key !== 'links' && !isText(setting))
      fail(locate.key('footer'), `footer \`${key}\` must be a non-empty string`);
  }
  const links = value.links;
  if (links === undefined) return;
  const ok =
    Array.isArray(links) &&
    links.every(
      (link) =>
        isRecord(link) &&
        isText(link.text) &&
        typeof link.link === 'string' &&
        LINK_URL.test(link.link) &&
        Object.keys(link).every((key) => key === 'text' || key === 'link'),
    );
  if (!ok)
    fail(
      locate.key('footer'),
      'footer `links` must be a list of { text, link } with http(s), mailto or /relative links',
    );
}

function checkNav(value: unknown, name: string, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    fail(locate.key(name), `\`${name}\` must be a list of { text, link?, items? }`);
    return;
  }
  for (const item of value) {
    if (!isRecord(item) || typeof item.text !== 'string') {
      fail(locate.key(name), `every \`${name}\` item needs a \`text\``);
      continue;
    }
    if (item.link !== undefined && typeof item.link !== 'string')
      fail(locate.string(item.text), '`link` must be a string');
    if (typeof item.activeMatch === 'string') {
      try {
        new RegExp(item.activeMatch);
      } catch {
        fail(locate.string(item.activeMatch), `\`activeMatch\` is not a valid regular expression`);
      }
    }
    if (item.items !== undefined) checkNav(item.items, name, locate, fail);
  }
}

function checkSidebarItems(value: unknown, name: string, locate: ConfigLocator, fail: Fail): void {
  if (!Array.isArray(value)) {
    fail(locate.key(name), `\`${name}\` must be a list of { text, link?, items?, collapsed?, base? }`);
    return;
  }
  for (const item of value) {
    if (!isRecord(item) || typeof item.text !== 'string') {
      fail(locate.key(name), `every \`${name}\` item needs a \`text\``);
      continue;
    }
    for (const key of ['link', 'base'] as const) {
      if (item[key] !== undefined && typeof item[key] !== 'string')
        fail(locate.string(item.text), `\`${key}\` must be a string`);
    }
    if (item.collapsed !== undefined && typeof item.collapsed !== 'boolean') {
      fail(locate.string(item.text), '`collapsed` must be true or false');
    }
    if (item.items !== undefined) checkSidebarItems(item.items, name, locate, fail);
  }
}

function checkSidebar(value: unknown, name: string, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined || Array.isArray(value)) {
    if (value !== undefined) checkSidebarItems(value, name, locate, fail);
    return;
  }
  if (!isRecord(value)) {
    fail(locate.key(name), `\`${name}\` must be a list of items or an object keyed by path prefix`);
    return;
  }
  for (const [prefix, entry] of Object.entries(value)) {
    if (isRecord(entry)) {
      if (typeof entry.base !== 'string')
        fail(locate.key(prefix), `sidebar \`${prefix}\` needs a \`base\` string or a list`);
      checkSidebarItems(entry.items, name, locate, fail);
    } else checkSidebarItems(entry, name, locate, fail);
  }
}

function checkLocales(value: unknown, locate: ConfigLocator, fail: Fail): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    fail(locate.key('locales'), '`locales` must map locale keys (`root`, `nl`, ...) to { lang, label }');
    return;
  }
  if (!(ROOT_LOCALE in value)) fail(locate.key('locales'), '`locales` needs a `root` entry: the locale served at /');
  for (const [key, locale] of Object.entries(value)) {
    if (key !== ROOT_LOCALE && !/^[\w-]+$/.test(key))
      fail(locate.key(key), `locale key \`${key}\` must be a plain path segment`);
    if (!isRecord(locale)) {
      fail(locate.key(key), `locale \`${key}\` must be { lang, label, ... }`);
      continue;
    }
    for (const field of ['lang', 'label'] as const) {
      if (typeof locale[field] !== 'string') fail(locate.key(key), `locale \`${key}\` needs a \`${field}\` string`);
    }
    for (const field of Object.keys(locale)) {
      if (!LOCALE_KEYS.includes(field)) fail(locate.key(field), `unknown key \`${field}\` in locale \`${key}\``);
    }
    checkNav(locale.nav, 'nav', locate, fail);
    checkSidebar(locale.sidebar, 'sidebar', locate, fail);
    checkLabels(locale.labels, 'labels', locate, fail);
    checkSearch(locale.search, locate, fail);
  }
}
