/** The build-time content pipeline: site config, markdown pages and site data. */
export { ContentError, type SourceLocation } from './content-error.ts';
export { PluginOptionsError } from './plugin.ts';
export { option, parseOptions } from './plugin-options.ts';
export { loadConfig, loadConfigModule, type LoadedConfig } from './config/load-config.ts';
export { generatorPackages } from './config/generator-packages.ts';
export { inlineJson } from './inline-json.ts';
export { loadSite, type LoadedSite, type LoadSiteOptions } from './site/load-site.ts';
export { findPages } from './site/find-files.ts';
export { mapLimit } from './site/map-limit.ts';
export { permalinkOf, sidebarFileOf } from './site/file-sidebars.ts';
export {
  SiteSession,
  type RenderOutcome,
  type SessionOptions,
  type SiteProblems,
  type SourcePage,
} from './site/site-session.ts';
export {
  renderMarkdown,
  type IslandHtml,
  type RenderOptions,
  type RenderedMarkdown,
} from './markdown/render-markdown.ts';
export type { FrontMatter, PageLayout, SourceLink } from './markdown/front-matter.ts';
export { pageMarkdown, type IslandMarkdown, type PageMarkdownOptions } from './markdown/page-markdown.ts';
export { DARK_THEME, LIGHT_THEME, codeStylesheet } from './markdown/highlighter.ts';
export { DEFAULT_LABELS } from './labels.ts';
export { DEFAULT_ICON_SERVICE, DEFAULT_ORIGIN, siteOrigin } from './site/site-data.ts';
export * from './rules/index.ts';
export type * from './types.ts';
