/** The attributes that hold code a content security policy governs: styles and event handlers. */
const INLINE_CODE_ATTRIBUTE = /^(?:style|on.*)$/i;
const STYLE_END = /<\/style[\t\n\f\r />]/gi;
const isWhitespace = (c: string | undefined): boolean =>
  c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
/** What separates a tag's attributes: white space, and `/` as HTML parsers read it. */
const isSeparator = (c: string | undefined): boolean => isWhitespace(c) || c === '/';
const isLetter = (c: string | undefined): boolean =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

/** A part of the text, from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

export interface StartTag extends Span {
  name: string;
  /** Each attribute with the separator before it (the first `maxAttributes` of them). */
  attributes: (Span & { name: string })[];
  /** The attributes after the first `maxAttributes`, read but not listed, as one part; null when none. */
  more: Span | null;
}

/**
 * The start tag at `start` (its `<`), read as an HTML parser reads it: its name, then attribute after attribute,
 * a quoted value up to its closing quote, whatever it holds. Null when the text ends inside the tag: a parser
 * drops such a tag, and so nothing of it is parsed. Attributes past `maxAttributes` are read (to find the
 * tag's end) but not listed one by one, so that a tag of a million attributes costs no million objects.
 */
export function readStartTag(html: string, start: number, maxAttributes = Infinity): StartTag | null {
  let at = start + 1;
  while (at < html.length && !isSeparator(html[at]) && html[at] !== '>') at++;
  const name = html.slice(start + 1, at).toLowerCase();
  const attributes: StartTag['attributes'] = [];
  let more: Span | null = null;
  for (;;) {
    const gap = at;
    while (isSeparator(html[at])) at++;
    if (at >= html.length) return null;
    if (html[at] === '>') return { name, start, end: at + 1, attributes, more };
    const nameStart = at;
    // A name may begin with '=', and runs to a separator, '>' or '='.
    at++;
    while (at < html.length && !isSeparator(html[at]) && html[at] !== '>' && html[at] !== '=') at++;
    const attributeName = html.slice(nameStart, at);
    let next = at;
    while (isWhitespace(html[next])) next++;
    if (html[next] === '=') {
      at = next + 1;
      while (isWhitespace(html[at])) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) return null;
        at = close + 1;
      } else {
        while (at < html.length && !isWhitespace(html[at]) && html[at] !== '>') at++;
      }
    }
    if (attributes.length < maxAttributes) attributes.push({ name: attributeName, start: gap, end: at });
    else if (more) more.end = at;
    else more = { start: gap, end: at };
  }
}

/**
 * Markup without the inline code a content security policy governs: `<style>` elements, `style` attributes
 * and event-handler attributes (`onerror`, `onload`, …), for remote HTML before the sanitiser. Parsing them,
 * even into DOMPurify's inert document where nothing runs, makes Chromium report violations of the page's
 * `style-src 'self'` (cure53/DOMPurify#900) and, since Chromium 156, of its `script-src 'self'`; the sanitiser
 * removes them anyway. One pass over the text, so a hostile text costs linear time; what the pass reads
 * differently from a browser costs a report, never safety, as DOMPurify still runs on the result.
 */
export function withoutInlineCode(html: string): string {
  const removed: Span[] = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    if (!isLetter(html[at + 1])) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const tag = readStartTag(html, at);
    if (!tag) break;
    if (tag.name === 'style') {
      // The element with its text, up to the end tag, or to the end of the text without one.
      STYLE_END.lastIndex = tag.end;
      const close = STYLE_END.exec(html);
      const closeEnd = close ? html.indexOf('>', close.index) : -1;
      const end = closeEnd === -1 ? html.length : closeEnd + 1;
      removed.push({ start: tag.start, end });
      at = html.indexOf('<', end);
      continue;
    }
    removed.push(...tag.attributes.filter(({ name }) => INLINE_CODE_ATTRIBUTE.test(name)));
    at = html.indexOf('<', tag.end);
  }
  let kept = '';
  let from = 0;
  for (const span of removed) {
    kept += html.slice(from, span.start);
    from = span.end;
  }
  return kept + html.slice(from);
}
