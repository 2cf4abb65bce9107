/** Where in a source file a problem is: the file relative to the site folder, and a 1-based line and column. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

function prefixOf(location: SourceLocation): string {
  if (location.line === undefined) return location.file;
  if (location.column === undefined) return `${location.file}:${location.line}`;
  return `${location.file}:${location.line}:${location.column}`;
}

/**
 * A problem in the site's sources that fails the build. The message starts with `file:line:column:` so
 * editors and terminals turn it into a link to the offending line.
 */
export class ContentError extends Error {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** The problem without its location. */
  readonly reason: string;
  /** Every problem when this error gathers several (a single error lists itself). */
  readonly errors: readonly ContentError[];

  constructor(location: SourceLocation, reason: string, errors?: readonly ContentError[]) {
    super(errors && errors.length > 1 ? errors.map((e) => e.message).join('\n') : `${prefixOf(location)}: ${reason}`);
    this.name = 'ContentError';
    this.file = location.file;
    if (location.line !== undefined) this.line = location.line;
    if (location.column !== undefined) this.column = location.column;
    this.reason = reason;
    this.errors = errors && errors.length > 1 ? errors : [this];
  }

  /**
   * One error listing all of `errors` (sorted by file and line), so an author can fix everything in one go.
   * The location of the first one is the location of the whole.
   */
  static combine(errors: readonly ContentError[]): ContentError {
    const all = errors.flatMap((e) => e.errors);
    const sorted = [...all].sort(
      (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
    const first = sorted[0];
    if (!first) throw new Error('ContentError.combine needs at least one error');
    if (sorted.length === 1) return first;
    return new ContentError(first, first.reason, sorted);
  }
}

/** The location of a unist node (1-based line and column), if it has one. */
export function locationOf(
  file: string,
  node: { position?: { start: { line: number; column: number } } | undefined } | undefined,
): SourceLocation {
  const start = node?.position?.start;
  return start ? { file, line: start.line, column: start.column } : { file };
}
