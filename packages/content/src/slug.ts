/**
 * The anchors of headings, made one way everywhere: GitHub's, as github-slugger makes them (lower case,
 * punctuation dropped, spaces as hyphens; the second "Options" of a page is `options-1`). The content
 * pipeline gives headings their ids with it, and the search engine, in the browser, works out the same ids
 * from the headings' titles with it, so its data need not carry them.
 */
import GithubSlugger, { slug } from 'github-slugger';

/** The anchor of a heading of this text, unique or not. */
export const slugOf = (text: string): string => slug(text);

/** The anchors of one page's headings, each unique on the page, in the order the headings come. */
export class PageSlugs {
  private readonly slugger = new GithubSlugger();

  /** The anchor of the next heading of this text, which no later heading gets. */
  take(text: string): string {
    return this.slugger.slug(text);
  }

  /** The anchor the next heading of this text would get, taking nothing. */
  peek(text: string): string {
    const taken = { ...this.slugger.occurrences };
    const anchor = this.slugger.slug(text);
    this.slugger.occurrences = taken;
    return anchor;
  }
}
