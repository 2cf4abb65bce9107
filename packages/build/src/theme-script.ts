import { createHash } from 'node:crypto';
import type { AppearanceConfig } from '@atlas-docs/content/types';
import { APPEARANCE_STORAGE_KEY } from '@atlas-docs/theme/constants';

/**
 * The one inline script of every page: it sets `html.dark` before the first paint, so there is no flash
 * of the wrong theme. Its hash goes into the content security policy.
 */
export function themeScript(appearance: AppearanceConfig): string | null {
  if (appearance === false) return null;
  const system = "matchMedia('(prefers-color-scheme: dark)').matches";
  const dark =
    appearance === 'force-dark'
      ? 'true'
      : appearance === 'force-auto'
        ? system
        : `s ? s === 'dark' : ${appearance === 'dark' ? 'true' : system}`;
  return `(()=>{let s;try{s=localStorage.getItem('${APPEARANCE_STORAGE_KEY}')}catch(e){}document.documentElement.classList.toggle('dark',${dark})})()`;
}

/** The CSP source expression of an inline script, e.g. `'sha256-…'`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}
