import { Header, headerToggleEvents } from '../header/Header.tsx';
import { Adopted } from './Adopted.tsx';
import type { ToggleDetail } from './HelpElement.tsx';
import { WidgetElement } from './WidgetElement.ts';

/**
 * `<ripe-header>`: attributes `open` (reflects the state), `hidemenu`, `lighttheme`, `skipnav`, `homeurl`,
 * `shortname` (default 'ripe') and `menu-id`; its children go to the header's right-hand end. Events
 * '<shortname>header-menu-toggle' (the spec's name) and '<shortname>-header-menu-toggle', both with `{ open }`,
 * on each toggle. It also follows `ripe-side-menu-toggle`
 * events, so that closing the side menu (Escape, overlay) shows in the button without a new toggle event.
 */
export class HeaderElement extends WidgetElement {
  static observedAttributes = ['open', 'hidemenu', 'lighttheme', 'skipnav', 'homeurl', 'shortname', 'menu-id'];
  protected override keepsContent = true;

  #onMenuToggle = (event: Event): void => {
    const detail = (event as CustomEvent<ToggleDetail>).detail;
    if (detail.open !== this.hasAttribute('open')) this.reflect('open', detail.open);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('ripe-side-menu-toggle', this.#onMenuToggle);
  }

  override disconnectedCallback(): void {
    document.removeEventListener('ripe-side-menu-toggle', this.#onMenuToggle);
    super.disconnectedCallback();
  }

  protected view() {
    const shortName = this.text('shortname');
    return (
      <Header
        open={this.hasAttribute('open')}
        hideMenu={this.hasAttribute('hidemenu')}
        lightTheme={this.hasAttribute('lighttheme')}
        skipNav={this.text('skipnav')}
        homeUrl={this.text('homeurl')}
        shortName={shortName}
        menuId={this.text('menu-id')}
        onOpenChange={(open) => {
          this.reflect('open', open);
          for (const name of headerToggleEvents(shortName)) this.emit<ToggleDetail>(name, { open });
        }}
      >
        {this.content.length > 0 && <Adopted nodes={this.content} />}
      </Header>
    );
  }
}
