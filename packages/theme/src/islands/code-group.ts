import { tabAfterKey } from '@atlas-docs/content/rules';
import type { IslandModule } from '../islands.ts';

let groups = 0;

/**
 * A code group (`:::code-group`): its code blocks, one after another in the HTML with their titles, become
 * tabs as the WAI-ARIA Authoring Practices' tabs with automatic activation describe: a tab per block named by
 * its title, the arrow keys (and Home, End) move between them and show each block, Tab leaves the tab list
 * for the shown block. The first block shows at first.
 */
export const mount: IslandModule['mount'] = (element) => {
  const blocks = [...element.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('vp-code'),
  );
  if (blocks.length < 2) return undefined;
  const group = `ad-code-group-${++groups}`;
  const list = document.createElement('div');
  list.className = 'code-group__tabs';
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', 'Code variants');
  const tabs = blocks.map((block, index) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${group}-tab-${index}`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `${group}-panel-${index}`);
    tab.textContent = block.querySelector(':scope > .lang')?.textContent?.trim() || `Code ${index + 1}`;
    block.id = `${group}-panel-${index}`;
    block.setAttribute('role', 'tabpanel');
    block.setAttribute('aria-labelledby', tab.id);
    list.append(tab);
    return tab;
  });
  const select = (chosen: number, focus: boolean): void => {
    tabs.forEach((tab, index) => {
      const selected = index === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      blocks[index]!.hidden = !selected;
    });
    if (focus) tabs[chosen]?.focus();
  };
  const onClick = (event: MouseEvent): void => {
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index !== -1) select(index, false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const next = tabAfterKey(event.key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  element.prepend(list);
  element.classList.add('code-group--tabs');
  select(0, false);
  return () => {
    list.remove();
    element.classList.remove('code-group--tabs');
    for (const block of blocks) {
      block.hidden = false;
      for (const name of ['id', 'role', 'aria-labelledby']) block.removeAttribute(name);
    }
  };
};
