/**
 * Limits on remote input (issue: hostile sizes and depths must not freeze the page): a response body is read
 * only up to a number of bytes, and JSON only up to a nesting depth, each refused with a {@link LimitError}
 * whose message a reader can act on. Pure functions and a small reader; no DOM.
 */

/** A remote input over one of the limits; `message` is a sentence for the page ('It is larger than 2 MB.'). */
export class LimitError extends Error {
  override name = 'LimitError';
}

/** A byte count for people: '2 MB', '256 KB', '900 bytes' (binary units, as the limits are). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const tooLarge = (maxBytes: number): LimitError => new LimitError(`It is larger than ${formatBytes(maxBytes)}.`);

export const tooDeep = (maxDepth: number): LimitError => new LimitError(`It is nested deeper than ${maxDepth} levels.`);

/**
 * The body of a response as text, read as it arrives and given up (the rest is never downloaded) once it
 * passes `maxBytes`: a `Content-Length` over the limit is refused before reading.
 */
export async function readTextWithin(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The deepest nesting of arrays and objects in a JSON text, read in one pass (strings skipped). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === 0x22 /* " */) {
      // To the closing quote, past escaped characters.
      for (at++; at < text.length && text.charCodeAt(at) !== 0x22; at++) if (text.charCodeAt(at) === 0x5c) at++;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}

/** JSON parsed once it is known to nest no deeper than `maxDepth`; a `SyntaxError` for text that is not JSON. */
export function parseJsonWithin(text: string, maxDepth: number): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth) throw tooDeep(maxDepth);
  return JSON.parse(text) as unknown;
}

/**
 * Gives the browser a turn between two pieces of work on remote input, so that no task runs long: painting,
 * input and other tasks go first. `scheduler.yield` where the browser has it, else a new task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs a generator of work in steps to its result, giving the browser a turn before each step; stops early
 * with null once `isCancelled()` says so.
 */
export async function stepThrough<T>(steps: Generator<void, T>, isCancelled = () => false): Promise<T | null> {
  for (;;) {
    await yieldToBrowser();
    if (isCancelled()) return null;
    const step = steps.next();
    if (step.done) return step.value;
  }
}
