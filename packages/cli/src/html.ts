import { escapeHtml, inlineJson } from '@atlas-docs/content';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import { APP_ROOT_ID, MAIN_CONTENT_ID, PAGE_DATA_ID, PAGE_TOP_ID } from '@atlas-docs/theme/constants';

export interface PageAssets {
  scripts: string[];
  /** Linked stylesheets. */
  styles: string[];
  preloads: string[];
  /** Inline scripts that start an entry module after the first paint (see `moduleLoader`). */
  loaders?: string[];
  /** The shell's stylesheet, inlined in every page so the first paint waits for no request; its hash is in the CSP. */
  inlineCss?: string;
}

export interface DocumentParts {
  page: ShellPage;
  site: SiteData;
  title: string;
  appHtml: string;
  /** The skip link, first in the body: before the top region's controls and the shell. */
  skipLinkHtml: string;
  assets: PageAssets;
  themeScript: string;
  /** The top region's prerendered HTML (a notice banner) and the inline script that follows it; null without. */
  top: { html: string; script: string } | null;
  /** The site's public origin (no trailing slash), for the canonical link. */
  origin: string;
  /** The page's social-preview meta tags (`socialPreviewTags`). */
  socialTags: readonly string[];
  favicon: string | undefined;
}

/** A complete HTML document for a page: its content, sidebar and outline are there before any script runs. */
export function renderDocument(parts: DocumentParts): string {
  const { page, site, assets } = parts;
  const { html: _html, ...hydrationPage } = page;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    page.layout !== '404' ? `<link rel="canonical" href="${escapeHtml(parts.origin + page.path)}">` : '',
    ...parts.socialTags,
    ...page.localeLinks
      .filter((l) => !l.active)
      .map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.lang)}" href="${escapeHtml(l.link)}">`),
    ...page.alternates.map((a) => `<link rel="alternate" type="${escapeHtml(a.type)}" href="${escapeHtml(a.href)}">`),
    parts.favicon ? `<link rel="icon" href="${escapeHtml(parts.favicon)}">` : '',
    // The first paint waits until the bars are parsed (the main region's start): a page parsed in slices on a slow
    // device would be drawn with half a navigation bar, and its controls, parsed later, would move those drawn.
    // What comes after moves nothing drawn before it (the outline's column is kept for it), and a long page
    // (an API reference's) paints before its end arrives.
    `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`,
    `<script>${parts.themeScript}</script>`,
    assets.inlineCss ? `<style>${assets.inlineCss}</style>` : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
    ...(assets.loaders ?? []).map((source) => `<script>${source}</script>`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
${head.join('\n')}
</head>
<body>
${parts.skipLinkHtml}
${parts.top ? `<div id="${PAGE_TOP_ID}">${parts.top.html}</div>\n<script>${parts.top.script}</script>\n` : ''}<div id="${APP_ROOT_ID}">${parts.appHtml}</div>
<script id="${PAGE_DATA_ID}" type="application/json">${inlineJson({ page: hydrationPage, site })}</script>
</body>
</html>
`;
}

/**
 * A static page that sends the reader from an old path to the new one, on any static host: `script` (the
 * build's `REDIRECT_SCRIPT`) keeps the old URL's query and hash, reading the target from the canonical link
 * before it; the meta refresh is the way on without JavaScript, and the link the last resort.
 */
export function renderRedirect(to: string, script: string, lang = 'en'): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${target}</title>
<link rel="canonical" href="${target}">
<script>${script}</script>
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}
