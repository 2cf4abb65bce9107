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
  /**
   * A slice ends at the first blank line after this many characters, or lines, or inline markers (the
   * characters that open or close inline constructs: `*`, `_`, `[`, `]`, `(`, `)`, `` ` ``, `<`, `!`, `\\`, `&`);
   * failing a blank line, at a line end after twice as many; a line longer than that, within it.
   */
  sliceLength: number;
  /** See `sliceLength`; default 128. */
  sliceLines?: number;
  /** See `sliceLength`; default 128. */
  sliceMarkers?: number;
}

/** Leading white space and quote markers, with the white space between them (CommonMark allows three). */
const PREFIX = /^([ \t]*)((?:>[ \t]?[ \t]{0,3})*)/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
/** The characters that open or close inline constructs, whose count makes the parser's time grow fastest. */
const MARKER = /[*_[\]()`<!\\&]/g;
/** Lines read between two pauses of {@link prepareMarkdownSteps}. */
const LINES_PER_STEP = 2000;

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

/** Where a line is cut so that no piece holds more than `length` characters or `markers` inline markers. */
function pieceEnds(line: string, length: number, markers: number): number[] {
  const ends: number[] = [];
  let start = 0;
  let count = 0;
  MARKER.lastIndex = 0;
  for (let match = MARKER.exec(line); match; match = MARKER.exec(line)) {
    while (match.index - start >= length) ends.push((start += length));
    if (++count > markers) {
      ends.push((start = match.index));
      count = 1;
    }
  }
  while (line.length - start > length) ends.push((start += length));
  return ends;
}

/** See {@link PreparedMarkdown}. */
export function prepareMarkdown(markdown: string, limits: MarkdownLimits): PreparedMarkdown {
  const steps = prepareMarkdownSteps(markdown, limits);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** {@link prepareMarkdown} in steps: it pauses every 2,000 lines, so a caller can give the browser a turn. */
export function* prepareMarkdownSteps(markdown: string, limits: MarkdownLimits): Generator<void, PreparedMarkdown> {
  const { sliceLength, sliceLines = 128, sliceMarkers = 128 } = limits;
  const slices: string[] = [];
  let flattened = false;
  let slice = '';
  let lines = 0;
  let markers = 0;
  let fence: string | null = null;
  const flush = (): void => {
    if (slice !== '') slices.push(slice);
    slice = '';
    lines = 0;
    markers = 0;
  };
  const full = (times: number): boolean =>
    slice.length >= sliceLength * times || lines >= sliceLines * times || markers >= sliceMarkers * times;
  let count = 0;
  for (const raw of markdown.split('\n')) {
    if (++count % LINES_PER_STEP === 0) yield;
    const { line, cut } = limitLine(raw, limits);
    flattened ||= cut;
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
    }
    // A blank line outside a fence ends a block: the place to start a new slice.
    if (fence === null && line.trim() === '' && full(1)) flush();
    // A block longer than a slice is cut at a line end; a line longer than a slice, within it.
    if (full(2)) flush();
    let start = 0;
    for (const end of pieceEnds(line, sliceLength * 2, sliceMarkers * 2)) {
      slice += line.slice(start, end);
      flush();
      start = end;
    }
    slice += `${line.slice(start)}\n`;
    lines++;
    markers += line.slice(start).match(MARKER)?.length ?? 0;
  }
  flush();
  return { slices, flattened };
}
