import type { TryItOperation } from './describe.ts';

/**
 * The browser side of a resource page, kept small because every visit loads it: opening the operation a
 * link points at, and the try-it buttons, whose panel code (React) loads when the first one opens.
 */

/** The blocks a heading's link opens: an operation's, and a model's fields. */
const BLOCK = '.ad-api-op, .ad-api__model';

/** Opens the block of the operation or model whose heading has the id `id`; that heading, else null. */
function openBlock(element: HTMLElement, id: string): HTMLElement | null {
  const heading = id ? element.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
  const block = heading?.parentElement?.matches(BLOCK) ? heading.parentElement : null;
  const details = block?.querySelector(':scope > details');
  if (!heading || !details) return null;
  (details as HTMLDetailsElement).open = true;
  return heading;
}

/** Opens the operation or model the URL's `#hash` names and scrolls to it. */
function openFromHash(element: HTMLElement): void {
  openBlock(element, decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
}

function operationOf(slot: HTMLElement): TryItOperation {
  return JSON.parse(slot.dataset.tryit ?? '{}') as TryItOperation;
}

/** Mounts on the `api-resource` island's element; returns the cleanup. */
export function mount(element: HTMLElement): () => void {
  const base = element.querySelector<HTMLElement>('.ad-api')?.dataset.base ?? '';
  const unmounts = new Map<HTMLElement, Promise<() => void>>();
  const buttons = element.querySelectorAll<HTMLButtonElement>('.ad-tryit__open');
  for (const button of buttons) button.hidden = false;

  const toggle = (button: HTMLButtonElement): void => {
    const slot = button.closest<HTMLElement>('.ad-tryit');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!slot || !panel) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open && !unmounts.has(panel)) {
      unmounts.set(
        panel,
        import('./mount-try-it.tsx').then(({ mountTryIt }) => mountTryIt(panel, operationOf(slot), base)),
      );
    }
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>('.ad-tryit__open');
    if (button && element.contains(button)) toggle(button);
    // A link to the hash the URL has already makes no `hashchange`; its block may have been closed since.
    const link = target?.closest<HTMLAnchorElement>('a[href^="#"]');
    if (link && link.hash === location.hash) openBlock(element, decodeURIComponent(link.hash.slice(1)));
  };
  const onHashChange = (): void => openFromHash(element);

  element.addEventListener('click', onClick);
  window.addEventListener('hashchange', onHashChange);
  openFromHash(element);
  return () => {
    element.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onHashChange);
    for (const unmount of unmounts.values()) void unmount.then((run) => run());
  };
}
