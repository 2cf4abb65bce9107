/** Matomo's command queue: an array until Matomo loads, then an object with the same `push`. */
export interface MatomoQueue {
  push(command: unknown[]): unknown;
}

declare global {
  interface Window {
    _paq?: MatomoQueue;
  }
}

/** Matomo's command queue on this page (`window._paq`), made an array when nothing has made it yet. */
export function matomoQueue(): MatomoQueue {
  window._paq = window._paq || [];
  return window._paq;
}

function hasConsentCommand(queue: MatomoQueue): boolean {
  return Array.isArray(queue) && queue.some((command) => Array.isArray(command) && command[0] === 'setConsentGiven');
}

/**
 * Tells Matomo that the visitor consented: `window._paq = window._paq || []; _paq.push(['setConsentGiven'])`.
 * Once per page load is enough, so a queue that already holds the command is left alone.
 */
export function giveMatomoConsent(): void {
  const queue = matomoQueue();
  if (!hasConsentCommand(queue)) queue.push(['setConsentGiven']);
}
