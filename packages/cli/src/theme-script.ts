import { createHash } from 'node:crypto';
import type { AppearanceConfig } from '@atlas-docs/content/types';
import {
  APPEARANCE_STORAGE_KEY,
  APPLE_KEYS_CLASS,
  PAGE_TOP_HEIGHT_PROPERTY,
  PAGE_TOP_ID,
} from '@atlas-docs/theme/constants';
import { inlineJson } from '@atlas-docs/content';

/**
 * The first inline script of every page: before the first paint it sets the root element's classes that
 * depend on the reader, so that nothing flashes or moves when the shell starts: `dark` or `light` (unless
 * the site has no dark mode), and {@link APPLE_KEYS_CLASS} on a device with a Command key (`platform` is
 * deprecated but still the plainest signal; the user agent covers browsers that blank it). Its hash goes into
 * the content security policy.
 */
export function themeScript(appearance: AppearanceConfig): string {
  const keys = `c.toggle('${APPLE_KEYS_CLASS}',/Mac|iPhone|iPad|iPod/.test(navigator.platform+' '+navigator.userAgent));`;
  if (appearance === false) return `(()=>{const c=document.documentElement.classList;${keys}})()`;
  const system = "matchMedia('(prefers-color-scheme: dark)').matches";
  const dark =
    appearance === 'force-dark'
      ? 'true'
      : appearance === 'force-auto'
        ? system
        : `s ? s === 'dark' : ${appearance === 'dark' ? 'true' : system}`;
  return `(()=>{let s;try{s=localStorage.getItem('${APPEARANCE_STORAGE_KEY}')}catch(e){}const d=${dark},c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d);${keys}})()`;
}

/**
 * The inline script right after the top region (a notice banner, from the plugins' `top`): it runs once the
 * region is parsed and styled, before the first paint. The plugins' own scripts come first (a banner the
 * reader dismissed hides itself); then the region's height is recorded for the bars below it. So nothing
 * flashes, and nothing moves when the shell starts.
 */
export function topRegionScript(pluginScripts: readonly string[]): string {
  const measure =
    `(()=>{const t=document.getElementById('${PAGE_TOP_ID}');` +
    `if(t)document.documentElement.style.setProperty('${PAGE_TOP_HEIGHT_PROPERTY}',t.offsetHeight+'px')})()`;
  return [...pluginScripts, measure].join(';');
}

/**
 * The inline script that starts the shell's entry module once the prerendered page has painted: the page is
 * complete without it, so its download and hydration need not hold back the first paint on a slow network
 * (a preload would compete with the page for the bandwidth). A page opened in a background tab paints
 * nothing, so there it starts right away.
 *
 * The entry's static imports (`imports`, React's chunk) are fetched with it, in parallel, and each module is
 * evaluated in a task of its own before the entry: one long task of evaluating the whole graph becomes
 * several short ones, which leave the browser free to answer the reader in between.
 */
export function moduleLoader(src: string, imports: readonly string[] = []): string {
  const urls = [...imports, src].map((url) => inlineJson(url));
  const preload =
    imports.length > 0
      ? `for(const href of[${urls.join(',')}])document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));`
      : '';
  const chain = urls.map((url) => `.then(()=>import(${url}))`).join('.then(next)');
  return (
    `(()=>{const next=()=>new Promise(r=>setTimeout(r)),go=()=>{${preload}next()${chain}},` +
    `after=()=>document.hidden?go():requestAnimationFrame(()=>setTimeout(go));` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',after):after()})()`
  );
}

/**
 * The inline script of every static redirect page: it sends the reader to the page's canonical link (the new
 * path) with the old URL's query and hash, which a meta refresh drops (so `/probe-v3?x=1#power` lands on
 * `#power` of the new page). The same script serves every redirect page, so one hash in the policy allows it;
 * the meta refresh after it stays as the way on without JavaScript.
 */
export const REDIRECT_SCRIPT =
  `(()=>{const l=document.querySelector('link[rel="canonical"]');if(!l)return;` +
  `const t=new URL(l.href),q=location.search.slice(1);` +
  `if(q)t.search=t.search?t.search.slice(1)+'&'+q:q;if(location.hash)t.hash=location.hash;location.replace(t.href)})()`;

/** The CSP source expression of an inline script or style element, e.g. `'sha256-…'`. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}
