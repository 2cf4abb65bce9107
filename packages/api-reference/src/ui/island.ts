import { anchorName, rowAnchor } from './anchors.ts';
import type { TryItOperation } from './describe.ts';

/**
 * The browser side of a resource page, kept small because every visit loads it: opening what a link points
 * at (an operation, a model, a parameter or field), the try-it buttons, whose panel code (React) loads when
 * the first one opens, and, once a block opens, a copy-link button per row and a subtype switcher per table.
 */

/** The blocks a heading's link opens: an operation's, and a model's fields. */
const BLOCK = '.ad-api-op, .ad-api__model';

/** Shows the rows of one subtype (`ping`) and the common rows of a table; `''` shows all. */
function showVariant(table: HTMLTableElement, variant: string): void {
  for (const row of table.querySelectorAll<HTMLTableRowElement>('tr[data-variant]')) {
    row.hidden = variant !== '' && row.dataset.variant !== variant;
  }
  const select = table.parentElement?.previousElementSibling?.querySelector('select');
  if (select) select.value = variant;
}

/** Gives the rows of the tables in `root` that carry no ids in the page (response fields) theirs. */
function nameRows(root: Element): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('table[data-owner]')) {
    const owner = table.dataset.owner ?? '';
    for (const row of table.tBodies[0]?.rows ?? []) {
      row.id ||= rowAnchor(
        owner,
        anchorName(row.cells[0]?.querySelector('code')?.textContent ?? '', row.dataset.variant),
      );
    }
  }
}

/** The element whose id is `id`: in the page, or a row whose id comes with its operation's opening. */
function find(element: HTMLElement, id: string): HTMLElement | null {
  const selector = `[id="${CSS.escape(id)}"]`;
  const found = element.querySelector<HTMLElement>(selector);
  if (found || !id.includes('--')) return found;
  const owner = element.querySelector(`table[data-owner="${CSS.escape(id.slice(0, id.indexOf('--')))}"]`);
  if (owner) nameRows(owner.parentElement ?? owner);
  return element.querySelector<HTMLElement>(selector);
}

/** Opens the blocks around the element whose id is `id` (a heading or a row) and shows it; that element. */
function reveal(element: HTMLElement, id: string): HTMLElement | null {
  const target = id ? find(element, id) : null;
  if (!target) return null;
  const block = target.matches('h3') ? target.closest(BLOCK) : null;
  const own = block?.querySelector<HTMLDetailsElement>(':scope > details');
  if (own) own.open = true;
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    details.open = true;
  }
  // The browser may have opened the blocks itself, before this script listened (it opens details around the
  // target of a fragment): what their opening adds is added here.
  const around = own ?? target.closest('details');
  if (around) enhance(around);
  const table = target.closest('table');
  if (table && target.dataset.variant) showVariant(table, target.dataset.variant);
  return target;
}

let status: HTMLElement | null = null;

/** Says something to screen readers (and shows it briefly): one live region per page. */
function announce(element: HTMLElement, text: string): void {
  if (!status || !element.contains(status)) {
    status = document.createElement('p');
    status.className = 'ad-visually-hidden';
    status.setAttribute('role', 'status');
    element.append(status);
  }
  status.textContent = text;
}

/** Adds what only the script can do to an opened block: copy-link buttons, and subtype switchers. */
function enhance(root: Element): void {
  nameRows(root);
  for (const row of root.querySelectorAll<HTMLTableRowElement>('tr[id]')) {
    const cell = row.cells[0];
    if (!cell || cell.querySelector('.ad-api__copy')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ad-api__copy';
    button.dataset.anchor = row.id;
    button.textContent = '#';
    button.setAttribute('aria-label', `Copy link to ${cell.textContent ?? row.id}`);
    cell.append(button);
  }
  for (const table of root.querySelectorAll<HTMLTableElement>('table[data-variants]')) {
    const box = table.parentElement;
    if (!box || box.previousElementSibling?.classList.contains('ad-api__variants')) continue;
    const label = document.createElement('label');
    label.className = 'ad-api__variants';
    label.textContent = 'Show the fields of ';
    const select = document.createElement('select');
    for (const variant of [...(table.dataset.variants ?? '').split(' '), '']) {
      select.add(new Option(variant || 'every type', variant));
    }
    select.addEventListener('change', () => showVariant(table, select.value));
    label.append(select);
    box.before(label);
    showVariant(table, select.options[0]?.value ?? '');
  }
}

/** What the reader does that ends keeping the target in view: they scroll or act themselves. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * Scrolls to the target, and again while the blocks above it take their real heights (the browser lays out
 * only the blocks near the screen and estimates the others, so the page grows after the first scroll): until
 * the reader acts, or for three seconds at most.
 */
function settle(target: HTMLElement, root: HTMLElement): void {
  target.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
  const stop = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    for (const name of READER_EVENTS) removeEventListener(name, stop, true);
  };
  const timer = setTimeout(stop, 3000);
  for (const name of READER_EVENTS) addEventListener(name, stop, { capture: true, passive: true });
  observer.observe(root);
}

function operationOf(panel: HTMLElement): TryItOperation {
  return JSON.parse(panel.dataset.tryit ?? '{}') as TryItOperation;
}

/** Mounts on the `api-resource` island's element; returns the cleanup. */
export function mount(element: HTMLElement): () => void {
  const api = element.querySelector<HTMLElement>('.ad-api');
  const base = api?.dataset.base ?? '';
  const bodies = api?.dataset.bodies ?? '';
  const unmounts = new Map<HTMLElement, Promise<() => void>>();
  for (const button of element.querySelectorAll<HTMLButtonElement>('.ad-tryit__open')) button.dataset.state = 'ready';
  for (const button of element.querySelectorAll<HTMLButtonElement>('.ad-api__copy-example')) button.hidden = false;

  const setPanel = (button: HTMLButtonElement, panel: HTMLElement, open: boolean): void => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open && !unmounts.has(panel)) {
      unmounts.set(
        panel,
        import('./mount-try-it.tsx').then(({ mountTryIt }) => mountTryIt(panel, operationOf(panel), { base, bodies })),
      );
    }
  };
  const toggle = (button: HTMLButtonElement): void => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const details = panel?.closest('details');
    if (!panel || !details) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    if (open) details.open = true;
    setPanel(button, panel, open);
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>('.ad-tryit__open');
    if (button && element.contains(button)) toggle(button);
    const copyExample = target?.closest<HTMLButtonElement>('.ad-api__copy-example');
    const example = copyExample?.parentElement?.querySelector('pre')?.textContent;
    if (example !== undefined && example !== null) {
      navigator.clipboard.writeText(example).then(
        () => announce(element, 'Example copied.'),
        () => announce(element, 'Copying failed: select the example and copy it.'),
      );
    }
    const copy = target?.closest<HTMLButtonElement>('.ad-api__copy');
    if (copy?.dataset.anchor) {
      const url = `${location.origin}${location.pathname}#${copy.dataset.anchor}`;
      navigator.clipboard.writeText(url).then(
        () => announce(element, 'Link copied.'),
        () => announce(element, `Copying failed: the link is ${url}`),
      );
    }
    // A link to the hash the URL has already makes no `hashchange`; its block may have been closed since.
    const link = target?.closest<HTMLAnchorElement>('a[href^="#"]');
    if (link && link.hash === location.hash) reveal(element, decodeURIComponent(link.hash.slice(1)));
  };
  // `toggle` does not bubble: listened for on the way down.
  const onToggle = (event: Event): void => {
    const details = event.target as HTMLDetailsElement;
    if (details.open) enhance(details);
    const panel = details.querySelector<HTMLElement>(':scope > .ad-tryit__panel');
    const button = panel ? element.querySelector<HTMLButtonElement>(`[aria-controls="${panel.id}"]`) : null;
    if (!details.open && panel && button) setPanel(button, panel, false);
  };
  const onHashChange = (): void => {
    const target = reveal(element, decodeURIComponent(location.hash.slice(1)));
    if (target) settle(target, element);
  };

  element.addEventListener('click', onClick);
  element.addEventListener('toggle', onToggle, true);
  window.addEventListener('hashchange', onHashChange);
  onHashChange();
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('toggle', onToggle, true);
    window.removeEventListener('hashchange', onHashChange);
    for (const unmount of unmounts.values()) void unmount.then((run) => run());
  };
}
