/**
 * The anchors of headings, made one way everywhere. By default GitHub's (`@atlas-docs/widgets/text/slug`: lower
 * case, punctuation dropped, spaces as hyphens; the second "Options" of a page is `options-1`). A site that
 * moves from VitePress keeps VitePress's anchors (`anchors: 'vitepress'`): every run of spaces and punctuation
 * one hyphen, accents dropped, a leading digit after an underscore (`Release 1.124` is `release-1-124`). The
 * content pipeline gives headings their ids with it, and the search engine, in the browser, works out the
 * same ids from the headings' titles with it, so its data need not carry them.
 */
import { githubSlug, Slugger } from '@atlas-docs/widgets/text/slug';

/**
 * How headings get their anchors: GitHub's slugs, or VitePress's; `vitepress-cased` is VitePress's with the
 * heading's case kept, as sites whose `markdown.anchor.slugify` leaves out the lower-casing have them.
 */
export type AnchorStyle = 'github' | 'vitepress' | 'vitepress-cased' | ((text: string) => string);

/** Spaces, ASCII punctuation and typographic quotes: each run of them is one hyphen in a VitePress anchor. */
const VITEPRESS_SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;

/** A heading's anchor as VitePress writes it (its markdown-it-anchor slugify), before it is made unique. */
export function vitepressSlug(text: string, lowerCase = true): string {
  const anchor = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Control characters go.
    .split('')
    .filter((char) => char >= ' ')
    .join('')
    .replace(VITEPRESS_SEPARATORS, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1');
  return lowerCase ? anchor.toLowerCase() : anchor;
}

/** The anchor of a heading of this text, unique or not. */
export const slugOf = (text: string, style: AnchorStyle = 'github'): string =>
  typeof style === 'function'
    ? style(text)
    : style === 'github'
      ? githubSlug(text)
      : vitepressSlug(text, style === 'vitepress');

/**
 * The anchors of one page's headings, each unique on the page, in the order the headings come: a second
 * "Options" is `options-1` in every style, as GitHub and markdown-it-anchor both number them.
 */
export class PageSlugs extends Slugger {
  constructor(style: AnchorStyle = 'github') {
    super((text) => slugOf(text, style));
  }
}
