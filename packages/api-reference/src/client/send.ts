/** How long the try-it panel waits for an answer by default. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface SendOptions {
  /** Give up after this many milliseconds (default {@link DEFAULT_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** The fetch to use (tests pass their own; default the global one). */
  fetch?: typeof fetch;
  /** The clock for `elapsedMs` (default `performance.now`). */
  now?: () => number;
}

export interface SendResult {
  /** A 2xx response arrived. */
  ok: boolean;
  /** The HTTP status, or null when no response arrived. */
  status: number | null;
  /** From sending to having read the body. */
  elapsedMs: number;
  /**
   * The parsed JSON (the raw text when it is not JSON). For a non-2xx status `{ error: 'HTTP error! Status:
   * 404' }`, and when no response arrived `{ error: <the failure's message> }`.
   */
  body: unknown;
  /** The response came after one or more redirects. */
  redirected: boolean;
  /** The URL that finally answered. */
  url: string;
  /** The response headers the page may read (cross-origin: the CORS-safelisted ones and any exposed). */
  headers: [string, string][];
  /**
   * No response arrived. A page cannot tell a network failure from a response the browser withheld
   * because it lacked CORS headers, so the panel should name both causes.
   */
  networkOrCors: boolean;
  /** No response arrived in time. */
  timedOut: boolean;
}

/**
 * Sends the try-it GET: cross-origin, without cookies or other credentials (the panel must never act as
 * the signed-in user), following redirects, and reading the answer as JSON.
 */
export async function sendRequest(url: string, options: SendOptions = {}): Promise<SendResult> {
  const {
    timeoutMs = DEFAULT_TIMEOUT_MS,
    fetch: fetchImpl = globalThis.fetch,
    now = () => performance.now(),
  } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = now();
  const result = (fields: Omit<SendResult, 'elapsedMs' | 'timedOut'>): SendResult => ({
    ...fields,
    elapsedMs: Math.max(0, Math.round(now() - started)),
    timedOut,
  });
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      redirect: 'follow',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    const body = response.ok ? await readBody(response) : { error: `HTTP error! Status: ${response.status}` };
    if (!response.ok) await response.body?.cancel();
    return result({
      ok: response.ok,
      status: response.status,
      body,
      redirected: response.redirected,
      url: response.url || url,
      headers: [...response.headers.entries()],
      networkOrCors: false,
    });
  } catch (error) {
    const message = timedOut
      ? `The request timed out after ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    return result({
      ok: false,
      status: null,
      body: { error: message },
      redirected: false,
      url,
      headers: [],
      networkOrCors: !timedOut,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
