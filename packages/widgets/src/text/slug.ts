/**
 * GitHub's anchors of headings, the one slugger of the generator, its search and the widgets: the heading's text
 * in lower case, without what is neither alphabetic (letters, letter numbers and the few symbols made of a
 * letter, such as Ⓐ), a mark, a decimal digit, a connector (`_`), a space nor a hyphen, each space a hyphen
 * ("Round-trip time (RTT)" is `round-trip-time-rtt`); a page's second "Options" is `options-1`.
 *
 * These are github-slugger's rules, written with Unicode property escapes rather than its table of the
 * characters of Unicode 13, which weighs 3.3 KiB gzip in every browser bundle that makes anchors (the search's,
 * the legal page's). The two agree on every character of Unicode 13; a letter, mark or digit assigned since
 * is kept here, where the table, made before it, leaves it out (the unit test holds both, character by character).
 */
const LEFT_OUT = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc} -]/gu;

/** The anchor of a heading of this text, unique or not. */
export function githubSlug(text: string): string {
  return text.toLowerCase().replace(LEFT_OUT, '').replaceAll(' ', '-');
}

/**
 * The anchors of one page's headings, each unique on the page, as GitHub numbers them: a text whose anchor is
 * taken gets `-1`, `-2`, … counted by its anchor, passing over any that another heading already has (which is
 * also how markdown-it-anchor numbers them). `slug` makes a text's anchor before numbering: GitHub's by default.
 */
export class Slugger {
  /** Each anchor taken, with how many times its text came again since. */
  private readonly taken = new Map<string, number>();

  constructor(private readonly slug: (text: string) => string = githubSlug) {}

  /** The anchor of the next heading of this text, which no later heading gets. */
  take(text: string): string {
    const [anchor, base, repeats] = this.next(text);
    if (anchor !== base) this.taken.set(base, repeats);
    this.taken.set(anchor, 0);
    return anchor;
  }

  /** The anchor the next heading of this text would get, taking nothing. */
  peek(text: string): string {
    return this.next(text)[0];
  }

  /** The next anchor of a text, its anchor before numbering, and its repeats then. */
  private next(text: string): [anchor: string, base: string, repeats: number] {
    const base = this.slug(text);
    let repeats = this.taken.get(base);
    if (repeats === undefined) return [base, base, 0];
    let anchor: string;
    do anchor = `${base}-${++repeats}`;
    while (this.taken.has(anchor));
    return [anchor, base, repeats];
  }
}
