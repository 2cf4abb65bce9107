import { whenIdle } from '../when-idle.ts';

/**
 * When the diagrams of a page render. Mermaid lays a diagram out in one long piece of main-thread work, so
 * diagrams render one at a time, each in a task of its own: those in or near the window first, as soon as
 * the page knows which they are (no scroll needed), then the others in document order when the browser is
 * idle. A diagram that comes near the window while it waits goes first. Once the reader prints, every
 * diagram still waiting renders at once, one after another, without waiting for idle time.
 */

export interface DiagramJob {
  element: Element;
  render: () => Promise<unknown>;
}

/** Diagrams this far below or above the window count as in view: they render before the reader gets there. */
const NEAR_MARGIN = '50% 0px';
/** Waiting diagrams render after this long at the latest, idle or not. */
const IDLE_TIMEOUT_MS = 2000;

/** The diagram to render next: the first in view, else the first in document order. */
export function nextDiagram(pending: readonly DiagramJob[], inView: ReadonlySet<Element>): DiagramJob | undefined {
  return pending.find((job) => inView.has(job.element)) ?? pending[0];
}

/** `pending` with `job` at its place in document order. */
export function inDocumentOrder(pending: readonly DiagramJob[], job: DiagramJob): DiagramJob[] {
  const after = pending.findIndex(
    (other) => job.element.compareDocumentPosition(other.element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after === -1 ? [...pending, job] : [...pending.slice(0, after), job, ...pending.slice(after)];
}

let pending: DiagramJob[] = [];
const inView = new Set<Element>();
/** Diagrams whose place relative to the window is not known yet. */
const unplaced = new Set<Element>();
let rendering = false;
/** Set on `beforeprint` until the queue is empty: the diagrams still waiting render now. */
let printing = false;
let cancelWait: (() => void) | null = null;
let observer: IntersectionObserver | null = null;

function afterTask(task: () => void): () => void {
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

function forget(element: Element): void {
  pending = pending.filter((job) => job.element !== element);
  inView.delete(element);
  unplaced.delete(element);
  observer?.unobserve(element);
}

function schedule(): void {
  cancelWait?.();
  cancelWait = null;
  if (rendering || (unplaced.size > 0 && !printing)) return;
  const job = nextDiagram(pending, inView);
  if (!job) {
    // Every diagram of the print is in; the pages after it wait for idle time again.
    printing = false;
    return;
  }
  const start = (): void => {
    cancelWait = null;
    rendering = true;
    forget(job.element);
    void job
      .render()
      .catch((error: unknown) => console.error('A diagram could not be rendered.', error))
      .finally(() => {
        rendering = false;
        schedule();
      });
  };
  cancelWait = printing || inView.has(job.element) ? afterTask(start) : whenIdle(start, IDLE_TIMEOUT_MS);
}

function watch(element: Element): void {
  if (typeof IntersectionObserver !== 'function') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!pending.some((job) => job.element === entry.target)) continue;
        unplaced.delete(entry.target);
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      schedule();
    },
    { rootMargin: NEAR_MARGIN },
  );
  unplaced.add(element);
  observer.observe(element);
}

let listening = false;
function listenForPrint(): void {
  if (listening) return;
  listening = true;
  // Not undone on `afterprint`, which comes at once: the renders the print started go on.
  window.addEventListener('beforeprint', () => {
    printing = true;
    schedule();
  });
}

/**
 * Queues a diagram's render (again, if it rendered before); returns a function that takes it out of the
 * queue, for a diagram that leaves the page before its turn.
 */
export function queueDiagram(element: Element, render: () => Promise<unknown>): () => void {
  forget(element);
  const job = { element, render };
  pending = inDocumentOrder(pending, job);
  listenForPrint();
  watch(element);
  schedule();
  return () => {
    if (!pending.includes(job)) return;
    forget(element);
    schedule();
  };
}
