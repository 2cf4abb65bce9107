import { AppSwitcher } from '../app-switcher/AppSwitcher.tsx';
import type { SitesList } from '../config.ts';
import type { ToggleDetail } from './HelpElement.tsx';
import { WidgetElement } from './WidgetElement.ts';

/**
 * `<ripe-app-switcher>`: attributes `statichost` (default `https://static.ripe.net`), `list` (`production`
 * or `pre-production`), `listurl` (a full list URL instead), `current` (a URL of the current site; default
 * the page), `label` and `open` (reflects the state). Event `ripe-app-switcher-toggle` with `{ open }`.
 */
export class AppSwitcherElement extends WidgetElement {
  static observedAttributes = ['statichost', 'list', 'listurl', 'current', 'label', 'open'];

  protected view() {
    const list = this.text('list');
    return (
      <AppSwitcher
        staticHost={this.text('statichost')}
        list={list === 'pre-production' ? 'pre-production' : ('production' satisfies SitesList)}
        listUrl={this.text('listurl')}
        current={this.text('current')}
        label={this.text('label')}
        open={this.hasAttribute('open')}
        onOpenChange={(open) => {
          this.reflect('open', open);
          this.emit<ToggleDetail>('ripe-app-switcher-toggle', { open });
        }}
      />
    );
  }
}
