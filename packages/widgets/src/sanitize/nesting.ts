import { readStartTag, type Span } from './inline-code.ts';

/**
 * Remote HTML nested deeper than a limit, and long HTML, before any parser sees it. Browsers parse deep nesting
 * in time that grows with the square of the depth (100,000 nested `<div>`s take Chromium's parser most of a
 * minute), so the depth is limited as text, in one pass: a start tag that would open an element deeper than
 * `maxDepth` is left out with its end tag, and its content joins the element at that depth. Comments and
 * the elements whose text is not markup (script, style, textarea, title outside SVG, …) are left out whole,
 * as the sanitiser would. The text is also cut into slices at the boundaries between top-level elements, so
 * that each can be sanitised in its own task.
 *
 * The pass reads tags as an HTML tokenizer does and follows the tree builder's most common implied end tags
 * (`<p>`, `<li>`, `<dt>`/`<dd>`, table rows and cells, `<option>`). Where it reads markup differently from a
 * browser it can only cost structure, never safety: the sanitiser still decides what is safe in each slice.
 */
export interface StructuredHtml {
  /** The HTML in slices; joined, they are the whole text with what was left out removed. */
  slices: string[];
  /** Whether elements were left out for being nested too deep. */
  flattened: boolean;
}

export interface StructureOptions {
  maxDepth: number;
  /** A slice ends at the first boundary between top-level elements after this many characters. */
  sliceLength?: number;
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
  option: { closes: ['option'], within: ['select', 'datalist'] },
};
/** How far down the stack an implied end tag is looked for (a bound, so hostile input stays linear). */
const IMPLIED_REACH = 16;
const FOREIGN = new Set(['svg', 'math']);
const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

interface Open {
  name: string;
  /** Left out for its depth: its end tag goes too. */
  dropped: boolean;
  /** Elements of this name and kind open one in another (dropped ones are counted, not listed, to keep hostile input light). */
  count: number;
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
  { maxDepth, sliceLength = Infinity }: StructureOptions,
): Generator<void, StructuredHtml> {
  const stack: Open[] = [];
  const openByName = new Map<string, number>();
  let depth = 0;
  let foreign = 0;
  let flattened = false;
  const removed: Span[] = [];
  const cuts: number[] = [];
  let sliceStart = 0;

  const push = (name: string, dropped: boolean): void => {
    const top = stack.at(-1);
    if (dropped && top?.dropped && top.name === name) top.count++;
    else stack.push({ name, dropped, count: 1 });
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
  const boundary = (at: number): void => {
    if (stack.length === 0 && at - sliceStart >= sliceLength) {
      cuts.push(at);
      sliceStart = at;
    }
  };

  let at = html.indexOf('<');
  for (let tags = 1; at !== -1; tags++) {
    if (tags % TAGS_PER_STEP === 0) yield;
    boundary(at);
    const next = html.charCodeAt(at + 1);
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
    const tag = readStartTag(html, at);
    if (!tag) {
      // The text ends inside the tag: a parser drops it, and so does this pass.
      remove(at, html.length);
      break;
    }
    const { name } = tag;
    if (RAW.has(name) && (foreign === 0 || name !== 'title')) {
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
    }
    const selfClosing = html.charCodeAt(tag.end - 2) === 0x2f; /* '/>' */
    if (!(foreign === 0 ? VOID.has(name) : selfClosing)) {
      const dropped = depth >= maxDepth;
      if (dropped) {
        remove(tag.start, tag.end);
        flattened = true;
      }
      push(name, dropped);
    }
    at = html.indexOf('<', tag.end);
  }

  return { slices: slicesOf(html, removed, cuts), flattened };
}

/** The text without the removed spans, cut at `cuts` (positions in the text, each outside every span). */
function slicesOf(html: string, removed: readonly Span[], cuts: readonly number[]): string[] {
  const slices: string[] = [];
  let slice = '';
  let from = 0;
  let cut = 0;
  const cutUpTo = (position: number): void => {
    while (cut < cuts.length && cuts[cut]! <= position) {
      const at = cuts[cut++]!;
      if (at > from) {
        slice += html.slice(from, at);
        from = at;
      }
      if (slice !== '') slices.push(slice);
      slice = '';
    }
  };
  for (const span of removed) {
    cutUpTo(span.start);
    slice += html.slice(from, span.start);
    from = Math.max(from, span.end);
  }
  cutUpTo(html.length);
  slice += html.slice(from);
  if (slice !== '' || slices.length === 0) slices.push(slice);
  return slices;
}
