import { escapeHtml } from '@atlas-docs/content';
import { framePolicy, type PageFrame } from '../page-frame.ts';
import { DEV_CODE_CSS } from '@atlas-docs/theme/dev/messages';

/** A stylesheet of the shell as Vite has it, under the id its hot updates look for. */
export interface DevStyle {
  id: string;
  css: string;
}

/**
 * The policy of a page in dev: the production one, plus the server's nonce in `style-src` for the `<style>`
 * elements that Vite's hot updates rewrite. No content can carry the nonce, so what runs here runs in production.
 * Without a site (its config never loaded) only the overlay's page is served, under `default-src 'self'`.
 */
export function devPolicy(frame: PageFrame | null, nonce: string): string {
  const styleNonce = `'nonce-${nonce}'`;
  return frame ? framePolicy(frame, [styleNonce]) : `default-src 'self'; style-src 'self' ${styleNonce}`;
}

/**
 * What a page's head gets in dev: the nonce for Vite's client, the shell's stylesheets as `<style>` elements
 * in cascade order (so the first paint is styled and hot updates swap them in place) and the code
 * stylesheet, whose version changes as pages with new token classes are rendered.
 */
export function devHead(styles: readonly DevStyle[], nonce: string, codeVersion: number): string {
  return [
    `<meta property="csp-nonce" nonce="${nonce}">`,
    ...styles.map(({ id, css }) => `<style data-vite-dev-id="${escapeHtml(id)}" nonce="${nonce}">${css}</style>`),
    `<link rel="stylesheet" href="${DEV_CODE_CSS}?v=${codeVersion}">`,
  ].join('\n');
}

/** A page's document with the dev head added. */
export function withDevHead(document: string, head: string): string {
  return document.replace('</head>', `${head}\n</head>`);
}

/** The page served while the site has no config that loads: the overlay names the problem. */
export function errorDocument(scripts: readonly string[], nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The site has a problem</title>
<meta property="csp-nonce" nonce="${nonce}">
${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n')}
</head>
<body>
<main><h1>The site has a problem</h1><p>It is shown in the overlay and in the terminal. This page loads again once it is fixed.</p></main>
</body>
</html>
`;
}
