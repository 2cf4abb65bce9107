import { SIDE_MENU_BREAKPOINT } from '../config.ts';
import { headerToggleEvents } from '../header/Header.tsx';
import { normaliseMenu, type MenuItem } from '../side-menu/model.ts';
import { SideMenu } from '../side-menu/SideMenu.tsx';
import type { ToggleDetail } from './HelpElement.tsx';
import { WidgetElement } from './WidgetElement.ts';

export interface SideMenuSelectDetail {
  id: string;
  url: string | undefined;
  newTab: boolean;
}

/**
 * `<ripe-side-menu>`: attributes `items` (JSON array of menu items, spec 3), `open` (`true` or `false`; absent
 * at first: set from the breakpoint; reflects the state), `label`, `close-label` (the close button's name on
 * narrow screens, default 'Close menu'), `menu-id` (the panel's id) and `shortname`: the
 * menu follows the '<shortname>header-menu-toggle' and '<shortname>-header-menu-toggle' events of a
 * `<ripe-header>` on the page. Events
 * `ripe-side-menu-toggle` with `{ open }` and `ripe-side-menu-select` with `{ id, url, newTab }`.
 */
export class SideMenuElement extends WidgetElement {
  static observedAttributes = ['items', 'open', 'label', 'close-label', 'menu-id', 'shortname'];
  #items: MenuItem[] = [];
  #itemsSource: string | null = null;
  #listening: readonly string[] = [];

  #onHeaderToggle = (event: Event): void => {
    const open = String((event as CustomEvent<ToggleDetail>).detail.open);
    if (this.getAttribute('open') !== open) this.setAttribute('open', open);
  };

  /** Follows the header's toggle under both its names (a header sends both; another page's may send one). */
  #listen(): void {
    const names = headerToggleEvents(this.text('shortname'));
    if (names.join(' ') === this.#listening.join(' ')) return;
    this.#unlisten();
    for (const name of names) document.addEventListener(name, this.#onHeaderToggle);
    this.#listening = names;
  }

  #unlisten(): void {
    for (const name of this.#listening) document.removeEventListener(name, this.#onHeaderToggle);
    this.#listening = [];
  }

  override connectedCallback(): void {
    this.#listen();
    if (!this.hasAttribute('open')) {
      // The starting state follows the breakpoint; announce it once every element of the page is upgraded,
      // so that a header shows it too.
      const open = window.matchMedia(`(width >= ${SIDE_MENU_BREAKPOINT}px)`).matches;
      this.setAttribute('open', String(open));
      queueMicrotask(() => this.emit<ToggleDetail>('ripe-side-menu-toggle', { open }));
    }
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#unlisten();
    super.disconnectedCallback();
  }

  override attributeChangedCallback(): void {
    if (this.isConnected) this.#listen();
    super.attributeChangedCallback();
  }

  #parsedItems(): MenuItem[] {
    const source = this.getAttribute('items');
    if (source !== this.#itemsSource) {
      this.#itemsSource = source;
      try {
        this.#items = normaliseMenu(JSON.parse(source ?? '[]'));
      } catch {
        console.warn('ripe-side-menu: the items attribute is not JSON.');
        this.#items = [];
      }
    }
    return this.#items;
  }

  protected view() {
    const open = this.getAttribute('open');
    return (
      <SideMenu
        items={this.#parsedItems()}
        open={open !== null && open !== 'false'}
        label={this.text('label')}
        closeLabel={this.text('close-label')}
        id={this.text('menu-id')}
        onOpenChange={(next) => {
          this.setAttribute('open', String(next));
          this.emit<ToggleDetail>('ripe-side-menu-toggle', { open: next });
        }}
        onSelect={(item, newTab) =>
          this.emit<SideMenuSelectDetail>('ripe-side-menu-select', { id: item.id, url: item.url, newTab })
        }
      />
    );
  }
}
