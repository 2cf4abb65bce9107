import { inlineJson } from '@atlas-docs/content';
import { dismissalStorageKey } from '@atlas-docs/widgets/banner';
import { BANNER_ATTRIBUTE } from './banner-attribute.ts';

/**
 * The inline script after the page's top region: it runs before the first paint and hides the banner when the
 * reader dismissed it earlier, so a dismissed banner never flashes (the generator then measures the region).
 */
export function dismissedBannerScript(id: string): string {
  const selector = inlineJson(`[${BANNER_ATTRIBUTE}="${cssString(id)}"]`);
  return (
    `(()=>{const b=document.querySelector(${selector});if(!b)return;` +
    `try{if(localStorage.getItem(${inlineJson(dismissalStorageKey(id))})!==null)b.hidden=true}catch(e){}})()`
  );
}

/** An id as a CSS string's content: backslashes and quotes escaped. */
function cssString(id: string): string {
  return id.replace(/["\\]/g, (c) => `\\${c}`);
}
