/**
 * The browser side of the reference's index: the filter box over every operation, shown once this runs.
 * An operation stays when each word typed is in its method, path or summary (`data-filter`); the count is
 * announced. No search data is needed: the operations are in the page.
 */

/** Whether an operation's words (`filterText`) hold every word of the query. */
export function matchesFilter(text: string, query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** `12 of 49 operations`, or the sentence for none. */
export function filterStatus(shown: number, total: number, query: string): string {
  if (!query.trim()) return '';
  return shown === 0 ? `No operation matches “${query.trim()}”.` : `${shown} of ${total} operations`;
}

export function mount(element: HTMLElement): () => void {
  const box = element.querySelector<HTMLElement>('.ad-api__filter');
  const input = box?.querySelector('input');
  const status = box?.querySelector('[role="status"]');
  const items = [...element.querySelectorAll<HTMLLIElement>('.ad-api__operation-list > li[data-filter]')];
  if (!box || !input || !status) return () => undefined;
  const apply = (): void => {
    let shown = 0;
    for (const item of items) {
      item.hidden = !matchesFilter(item.dataset.filter ?? '', input.value);
      if (!item.hidden) shown++;
    }
    status.textContent = filterStatus(shown, items.length, input.value);
  };
  box.hidden = false;
  input.addEventListener('input', apply);
  apply();
  return () => {
    input.removeEventListener('input', apply);
    box.hidden = true;
  };
}
