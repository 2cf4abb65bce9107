import { githubSlug } from '../text/slug.ts';
import { reduceId } from './urls.ts';

/**
 * Hands out ids that are unique within one scope (a page's legal sections, a side menu): the wanted id
 * reduced to the characters of spec 5.2; when nothing is left, the fallback (reduced too), which the caller
 * makes stable, from the item's title or place; a taken id gets `-2`, `-3`, … The result never holds `--`,
 * which separates the parts of a legal deep link's hash.
 */
export type IdScope = (wanted: unknown, fallback: string) => string;

export function createIdScope(): IdScope {
  const used = new Set<string>();
  return (wanted, fallback) => {
    const base = tidyId(typeof wanted === 'string' ? wanted : '') || tidyId(fallback) || 'id';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** Longest id kept: ids are made into element ids and addresses, where a remote text of megabytes has no place. */
export const MAX_ID_LENGTH = 128;

/**
 * An id reduced to the characters of spec 5.2, without runs of hyphens and without hyphens at its ends, at most
 * 128 characters; what a deep link names is read the same way, so `?section=a--b` finds the section whose id
 * was `a--b`.
 */
export function tidyId(value: string): string {
  return reduceId(value).replace(/-{2,}/g, '-').replace(/^-+/, '').slice(0, MAX_ID_LENGTH).replace(/-+$/, '');
}

/**
 * A stable id made of a title: GitHub's anchor of it (as the remote markdown's headings have), of the title
 * with its accents folded ("Über uns" -> "uber-uns"), reduced as {@link tidyId}.
 */
export function slugId(title: string): string {
  return tidyId(githubSlug(title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')));
}
