/**
 * Remote markdown made safe to parse in slices: the parser's time grows with the square of a quote's nesting
 * (10,000 nested `>` never finish), and a long text in one piece blocks the page. Pure text passes, linear in
 * the length of the text.
 */
export interface PreparedMarkdown {
  /** The text in slices, each parsed on its own, in order. */
  slices: string[];
  /** Whether quote markers or indentation beyond the limits were left out. */
  flattened: boolean;
}

export interface MarkdownLimits {
  /** Quote markers kept at the start of a line. */
  quoteDepth: number;
  /** Columns of leading white space kept (deeper nesting of lists and code). */
  indent: number;
  /** A slice ends at the first blank line after this many characters (or at a line end, or here). */
  sliceLength: number;
}

/** Leading white space and quote markers, with the white space between them (CommonMark allows three). */
const PREFIX = /^([ \t]*)((?:>[ \t]?[ \t]{0,3})*)/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** Keeps at most `quoteDepth` quote markers and `indent` columns of leading white space on a line. */
function limitLine(line: string, { quoteDepth, indent }: MarkdownLimits): { line: string; cut: boolean } {
  const match = PREFIX.exec(line);
  const space = match?.[1] ?? '';
  const quotes = match?.[2] ?? '';
  const markers = quotes.split('>').length - 1;
  if (space.length <= indent && markers <= quoteDepth) return { line, cut: false };
  const rest = line.slice(space.length + quotes.length);
  const kept = markers <= quoteDepth ? quotes : `${'> '.repeat(quoteDepth)}`;
  return { line: space.slice(0, indent) + kept + rest, cut: true };
}

/** See {@link PreparedMarkdown}. */
export function prepareMarkdown(markdown: string, limits: MarkdownLimits): PreparedMarkdown {
  const slices: string[] = [];
  let flattened = false;
  let slice = '';
  let fence: string | null = null;
  const flush = (): void => {
    if (slice !== '') slices.push(slice);
    slice = '';
  };
  for (const raw of markdown.split('\n')) {
    const { line, cut } = limitLine(raw, limits);
    flattened ||= cut;
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
    }
    // A blank line outside a fence ends a block: the place to start a new slice.
    if (fence === null && line.trim() === '' && slice.length >= limits.sliceLength) flush();
    // A block longer than a slice is cut at a line end; a line longer than a slice, within it.
    if (slice.length >= limits.sliceLength * 2) flush();
    for (let at = 0; at < line.length; at += limits.sliceLength * 2) {
      slice += line.slice(at, at + limits.sliceLength * 2);
      if (at + limits.sliceLength * 2 < line.length) flush();
    }
    slice += '\n';
  }
  flush();
  return { slices, flattened };
}
