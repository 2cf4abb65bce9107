import { readStartTag, type Span } from './inline-code.ts';

/**
 * Remote HTML nested deeper than a limit, and long HTML, before any parser sees it. Browsers parse deep nesting
 * in time that grows with the square of the depth (100,000 nested `<div>`s take Chromium's parser most of a
 * minute), so the depth is limited as text, in one pass: a start tag that would open an element deeper than
 * `maxDepth` is left out with its end tag, and its content joins the element at that depth. Comments and
 * the elements whose text is not markup (script, style, textarea, title outside SVG, …) are left out whole,
 * as the sanitiser would, and so are the attributes of a tag past the first `maxAttributes`.
 *
 * The text is also cut into slices, so that each can be sanitised in its own task: between top-level
 * elements, and inside a large element too, before one of its children. A slice cut inside elements carries
 * their start tags (`open`), to be parsed after them as the whole text would be, and their end tags (`close`);
 * `sanitizeRemoteHtml` then joins the sanitised slices into the markup the whole text gives.
 *
 * The pass reads tags as an HTML tokenizer does and follows the tree builder's most common implied end tags
 * (`<p>`, `<li>`, `<dt>`/`<dd>`, table sections, rows and cells, `<option>`) and the table body a row implies.
 * Where it reads markup differently from a browser it can only cost structure, never safety: the sanitiser
 * still decides what is safe in each slice.
 */
export interface StructuredHtml {
  /** The HTML in slices; their texts joined are the whole text with what was left out removed. */
  slices: HtmlSlice[];
  /** Whether elements were left out for being nested too deep. */
  flattened: boolean;
  /** Whether elements past `maxElements` were left out. */
  capped: boolean;
}

/** A slice of HTML, with the elements open around it. */
export interface HtmlSlice {
  /** The slice's own part of the text. */
  text: string;
  /** The start tags of the elements open where the slice begins, outermost first ('' at the top level). */
  open: string;
  /** The end tags of the elements open where the slice ends, innermost first ('' at the top level). */
  close: string;
}

export interface StructureOptions {
  maxDepth: number;
  /**
   * A slice ends at the first boundary between elements after this many characters: between top-level
   * elements, or before a child of block containers (`div`, lists, tables, …); failing those, after four
   * times as many, before a child of any element but SVG, MathML and a few whose content is not parsed as
   * usual (`template`, `select`, …).
   */
  sliceLength?: number;
  /** Attributes of one tag kept; the rest are left out (default: all). */
  maxAttributes?: number;
  /**
   * Elements kept (those with an end tag); the start and end tags of the rest are left out, their text kept, and
   * `flattened` is true (default: all). A page lays out, styles and holds every element of a text at once.
   */
  maxElements?: number;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'keygen',
]);
/** Elements whose content is text to their end tag: left out whole. `title` only outside SVG and MathML. */
const RAW = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Start tags that close an open `<p>`. */
const CLOSES_P = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul li dd dt'.split(
    ' ',
  ),
);
/** Start tags that close an open element of the same group, unless a container of theirs comes first. */
const IMPLIED: Record<string, { closes: readonly string[]; within: readonly string[] }> = {
  li: { closes: ['li'], within: ['ul', 'ol', 'menu'] },
  dt: { closes: ['dt', 'dd'], within: ['dl'] },
  dd: { closes: ['dt', 'dd'], within: ['dl'] },
  tr: { closes: ['tr'], within: ['table', 'tbody', 'thead', 'tfoot'] },
  td: { closes: ['td', 'th'], within: ['tr', 'table'] },
  th: { closes: ['td', 'th'], within: ['tr', 'table'] },
  tbody: { closes: ['tbody', 'thead', 'tfoot'], within: ['table'] },
  thead: { closes: ['tbody', 'thead', 'tfoot'], within: ['table'] },
  tfoot: { closes: ['tbody', 'thead', 'tfoot'], within: ['table'] },
  option: { closes: ['option'], within: ['select', 'datalist'] },
};
/** How far down the stack an implied end tag is looked for (a bound, so hostile input stays linear). */
const IMPLIED_REACH = 16;
const FOREIGN = new Set(['svg', 'math']);
/**
 * Formatting elements: a browser carries one left open into the blocks after it, which re-opening its start
 * tag does not always do, so a slice is cut inside one only when no other cut comes (see `sliceLength`).
 */
const FORMATTING = new Set('a b big code em font i nobr s small strike strong tt u'.split(' '));
/** Elements whose content is parsed in a mode of its own, or not kept: never cut inside. */
const UNCUT = new Set(
  'svg math template noscript select datalist optgroup option object applet marquee frameset head html'.split(' '),
);
/** Longest run of start tags a slice re-opens; beyond it (hostile attributes), no cut. */
const MAX_OPEN_LENGTH = 2048;
const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

interface Open {
  name: string;
  /** Left out for its depth: its end tag goes too. */
  dropped: boolean;
  /** Elements of this name and kind open one in another (dropped ones are counted, not listed, to keep hostile input light). */
  count: number;
  /** The start tag as written (`<tbody>` for one a row implies); '' for dropped ones. */
  tag: string;
  /** Whether a child element opened in it since the current slice began. */
  hasChild: boolean;
}

/** Where a slice ends: a position in the text, and the start and end tags of the elements open there. */
interface Cut {
  at: number;
  open: string;
  close: string;
}

/** See {@link StructuredHtml}. Linear in the length of the text. */
export function structureHtml(html: string, options: StructureOptions): StructuredHtml {
  const steps = structureSteps(html, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Tags read between two pauses of {@link structureSteps}. */
const TAGS_PER_STEP = 2000;

/**
 * {@link structureHtml} in steps: the generator pauses after every few thousand tags, so that a caller can give
 * the browser a turn between them, and returns the result.
 */
export function* structureSteps(
  html: string,
  { maxDepth, sliceLength = Infinity, maxAttributes = Infinity, maxElements = Infinity }: StructureOptions,
): Generator<void, StructuredHtml> {
  const stack: Open[] = [];
  const openByName = new Map<string, number>();
  let depth = 0;
  let foreign = 0;
  let flattened = false;
  let elements = 0;
  let capped = false;
  const removed: Span[] = [];
  const cuts: Cut[] = [];
  let sliceStart = 0;

  const push = (name: string, dropped: boolean, tag: string): void => {
    const top = stack.at(-1);
    if (top) top.hasChild = true;
    if (dropped && top?.dropped && top.name === name) top.count++;
    else stack.push({ name, dropped, count: 1, tag: dropped ? '' : tag, hasChild: false });
    openByName.set(name, (openByName.get(name) ?? 0) + 1);
    if (!dropped) depth++;
    if (FOREIGN.has(name)) foreign++;
  };
  /** Closes the innermost open element. */
  const pop = (): Pick<Open, 'name' | 'dropped'> | undefined => {
    const open = stack.at(-1);
    if (!open) return undefined;
    if (--open.count === 0) stack.pop();
    openByName.set(open.name, (openByName.get(open.name) ?? 1) - 1);
    if (!open.dropped) depth--;
    if (FOREIGN.has(open.name)) foreign--;
    return open;
  };
  /** Pops the nearest open element named one of `names`, unless one of `within` (or the reach) comes first. */
  const closeImplied = (names: readonly string[], within: readonly string[]): void => {
    for (let i = stack.length - 1; i >= Math.max(0, stack.length - IMPLIED_REACH); i--) {
      const name = stack[i]!.name;
      if (within.includes(name)) return;
      if (names.includes(name)) {
        // Everything open inside it, then the element itself.
        let pops = 1;
        for (let j = i + 1; j < stack.length; j++) pops += stack[j]!.count;
        for (; pops > 0; pops--) pop();
        return;
      }
    }
  };
  /** Leaves out a part of the text; parts that meet are joined, so hostile runs of tags stay one part. */
  const remove = (start: number, end: number): void => {
    const last = removed.at(-1);
    if (last && last.end === start) last.end = end;
    else removed.push({ start, end });
  };
  /**
   * Ends the slice before the tag at `at` when it is long enough and a cut there can be undone: at the top
   * level, or (before a start tag) inside elements that can be re-opened, the innermost of which already has
   * a child in this slice, so that neither side of the cut leaves an element without one.
   */
  const boundary = (at: number, startTag: boolean): void => {
    const length = at - sliceStart;
    if (length < sliceLength) return;
    if (stack.length === 0) {
      cuts.push({ at, open: '', close: '' });
      sliceStart = at;
      return;
    }
    if (!startTag || foreign > 0 || !stack.at(-1)!.hasChild) return;
    let open = '';
    let close = '';
    let formatting = false;
    for (const element of stack) {
      if (element.dropped || UNCUT.has(element.name)) return;
      formatting ||= FORMATTING.has(element.name);
      open += element.tag;
      close = `</${element.name}>${close}`;
      if (open.length > MAX_OPEN_LENGTH) return;
    }
    if (formatting && length < sliceLength * 4) return;
    cuts.push({ at, open, close });
    sliceStart = at;
    stack.at(-1)!.hasChild = false;
  };

  let at = html.indexOf('<');
  for (let tags = 1; at !== -1; tags++) {
    if (tags % TAGS_PER_STEP === 0) yield;
    const next = html.charCodeAt(at + 1);
    if (!isLetter(next)) boundary(at, false);
    if (html.startsWith('<!--', at)) {
      // A comment, to '-->' (an empty one may close at once, as '<!-->' or '<!--->').
      const close = /^<!---?>/.test(html.slice(at, at + 6)) ? at + 3 : html.indexOf('-->', at + 4);
      const end = close === -1 ? html.length : html.indexOf('>', close) + 1;
      remove(at, end);
      at = html.indexOf('<', end);
      continue;
    }
    if (
      next === 0x21 /* ! */ ||
      next === 0x3f /* ? */ ||
      (next === 0x2f /* / */ && !isLetter(html.charCodeAt(at + 2)))
    ) {
      // A doctype, processing instruction or bogus comment: to the next '>'.
      const close = html.indexOf('>', at);
      const end = close === -1 ? html.length : close + 1;
      remove(at, end);
      at = html.indexOf('<', end);
      continue;
    }
    if (next === 0x2f /* / */) {
      // An end tag: closes the nearest open element of its name, and what is open inside it.
      const close = html.indexOf('>', at);
      if (close === -1) {
        remove(at, html.length);
        break;
      }
      let nameEnd = at + 2;
      while (nameEnd < close && !/[\s/]/.test(html[nameEnd]!)) nameEnd++;
      const name = html.slice(at + 2, nameEnd).toLowerCase();
      if ((openByName.get(name) ?? 0) > 0) {
        let open: Pick<Open, 'name' | 'dropped'> | undefined;
        do open = pop();
        while (open && open.name !== name);
        if (open?.dropped) remove(at, close + 1);
      }
      at = html.indexOf('<', close + 1);
      continue;
    }
    if (!isLetter(next)) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const tag = readStartTag(html, at, maxAttributes);
    if (!tag) {
      // The text ends inside the tag: a parser drops it, and so does this pass.
      remove(at, html.length);
      break;
    }
    const { name } = tag;
    if (RAW.has(name) && (foreign === 0 || name !== 'title')) {
      boundary(at, false);
      const endTag = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
      endTag.lastIndex = tag.end;
      const close = endTag.exec(html)?.index ?? -1;
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      const end = name === 'plaintext' || closeEnd === -1 ? html.length : closeEnd + 1;
      remove(at, end);
      at = html.indexOf('<', end);
      continue;
    }
    if (foreign === 0) {
      if (CLOSES_P.has(name)) closeImplied(['p'], ['button']);
      const implied = IMPLIED[name];
      if (implied) closeImplied(implied.closes, implied.within);
      // A row or cell straight in a table is in a body the parser adds (and a cell in a row it adds).
      if ((name === 'tr' || name === 'td' || name === 'th') && stack.at(-1)?.name === 'table') {
        push('tbody', false, '<tbody>');
      }
      if ((name === 'td' || name === 'th') && /^t(?:body|head|foot)$/.test(stack.at(-1)?.name ?? '')) {
        push('tr', false, '<tr>');
      }
    }
    boundary(at, true);
    if (tag.more) remove(tag.more.start, tag.more.end);
    const selfClosing = html.charCodeAt(tag.end - 2) === 0x2f; /* '/>' */
    if (!(foreign === 0 ? VOID.has(name) : selfClosing)) {
      const tooDeep = depth >= maxDepth;
      const tooMany = !tooDeep && elements >= maxElements;
      const dropped = tooDeep || tooMany;
      if (!dropped) elements++;
      if (dropped) {
        remove(tag.start, tag.end);
        flattened ||= tooDeep;
        capped ||= tooMany;
      }
      push(name, dropped, keptText(html, tag.start, tag.end, tag.more));
    } else {
      const top = stack.at(-1);
      if (top) top.hasChild = true;
    }
    at = html.indexOf('<', tag.end);
  }

  return { slices: slicesOf(html, removed, cuts), flattened, capped };
}

/** The text from `start` to `end` without the part `more`, if any, within it. */
function keptText(html: string, start: number, end: number, more: Span | null): string {
  return more ? html.slice(start, more.start) + html.slice(more.end, end) : html.slice(start, end);
}

/** The text without the removed spans, cut at `cuts` (each outside every span), each slice with its context. */
function slicesOf(html: string, removed: readonly Span[], cuts: readonly Cut[]): HtmlSlice[] {
  const texts: string[] = [];
  let text = '';
  let from = 0;
  let cut = 0;
  const cutUpTo = (position: number): void => {
    while (cut < cuts.length && cuts[cut]!.at <= position) {
      const at = cuts[cut++]!.at;
      if (at > from) {
        text += html.slice(from, at);
        from = at;
      }
      texts.push(text);
      text = '';
    }
  };
  for (const span of removed) {
    cutUpTo(span.start);
    text += html.slice(from, span.start);
    from = Math.max(from, span.end);
  }
  cutUpTo(html.length);
  texts.push(text + html.slice(from));
  return texts.map((text, i) => ({ text, open: cuts[i - 1]?.open ?? '', close: cuts[i]?.close ?? '' }));
}
