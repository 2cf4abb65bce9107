import { Help } from '../help/Help.tsx';
import { Adopted } from './Adopted.tsx';
import { WidgetElement } from './WidgetElement.ts';

export interface ToggleDetail {
  open: boolean;
}

/**
 * `<ripe-help>`: the element's children are the help text. Attributes `label` and `open` (reflects the
 * state). Event `ripe-help-toggle` with `{ open }`.
 */
export class HelpElement extends WidgetElement {
  static observedAttributes = ['label', 'open'];
  protected override keepsContent = true;

  protected view() {
    return (
      <Help
        label={this.text('label')}
        open={this.hasAttribute('open')}
        onOpenChange={(open) => {
          this.reflect('open', open);
          this.emit<ToggleDetail>('ripe-help-toggle', { open });
        }}
      >
        <Adopted nodes={this.content} />
      </Help>
    );
  }
}
