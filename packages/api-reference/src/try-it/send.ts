import { deadline } from '@atlas-docs/widgets/remote-input';
/** How long the try-it panel waits for an answer by default. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface SendOptions {
  /** Give up after this many milliseconds (default {@link DEFAULT_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** The fetch to use (tests pass their own; default the global one). */
  fetch?: typeof fetch;
  /** The clock for `elapsedMs` (default `performance.now`). */
  now?: () => number;
  /** Cancels the request: the result then has `cancelled: true`. */
  signal?: AbortSignal;
  /**
   * Where the page's content security policy reports what it blocks (the document): a redirect to a host the
   * policy does not allow fails like a network error, and this tells the two apart.
   */
  policyReports?: EventTarget;
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
  /** The caller cancelled the request before an answer was read. */
  cancelled: boolean;
  /** The body is text that is not the JSON it was expected to be. */
  invalidJson: boolean;
  /** The URL the page's content security policy refused to connect to (a redirect to another host), if any. */
  blockedByPolicy?: string;
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
    signal,
    policyReports,
  } = options;
  const time = deadline(timeoutMs, signal);
  let blocked: string | undefined;
  const onViolation = (event: Event): void => {
    const report = event as Event & { effectiveDirective?: string; blockedURI?: string };
    if (report.effectiveDirective === 'connect-src') blocked = report.blockedURI ?? '';
  };
  policyReports?.addEventListener('securitypolicyviolation', onViolation);
  const started = now();
  const result = (
    fields: Omit<SendResult, 'elapsedMs' | 'timedOut' | 'cancelled' | 'invalidJson'> & { invalidJson?: boolean },
  ): SendResult => {
    const out: SendResult = {
      invalidJson: false,
      ...fields,
      elapsedMs: Math.max(0, Math.round(now() - started)),
      timedOut: time.passed,
      cancelled: !time.passed && signal?.aborted === true,
    };
    if (blocked !== undefined) out.blockedByPolicy = blocked;
    return out;
  };
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      redirect: 'follow',
      headers: { Accept: 'application/json' },
      signal: time.signal,
    });
    const read = response.ok ? await readBody(response) : { body: { error: `HTTP error! Status: ${response.status}` } };
    if (!response.ok) await response.body?.cancel();
    return result({
      ok: response.ok,
      status: response.status,
      ...read,
      redirected: response.redirected,
      url: response.url || url,
      headers: [...response.headers.entries()],
      networkOrCors: false,
    });
  } catch (error) {
    // The policy's report is an event of its own, queued beside the failure: it is let in first.
    if (policyReports) await new Promise((resolve) => setTimeout(resolve, 0));
    const message = time.passed
      ? `The request timed out after ${timeoutMs} ms`
      : signal?.aborted
        ? 'The request was cancelled'
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
      networkOrCors: !time.passed && !(signal?.aborted ?? false) && blocked === undefined,
    });
  } finally {
    time.clear();
    policyReports?.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/** The body: parsed JSON, `null` when empty (a 204), or the text when it is not JSON. */
async function readBody(response: Response): Promise<{ body: unknown; invalidJson?: boolean }> {
  const text = await response.text();
  if (text.trim() === '') return { body: null };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { body: text, invalidJson: true };
  }
}
