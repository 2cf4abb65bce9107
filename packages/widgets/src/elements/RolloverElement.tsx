import { Rollover } from '../rollover/Rollover.tsx';
import { Adopted } from './Adopted.tsx';
import type { ToggleDetail } from './HelpElement.tsx';
import { WidgetElement } from './WidgetElement.ts';

/**
 * `<ripe-rollover>`: the element's children are the panel's content. Attributes `label` (the trigger's
 * text) and `open` (reflects the state). Event `ripe-rollover-toggle` with `{ open }`.
 */
export class RolloverElement extends WidgetElement {
  static observedAttributes = ['label', 'open'];
  protected override keepsContent = true;

  protected view() {
    return (
      <Rollover
        label={this.text('label') ?? ''}
        open={this.hasAttribute('open')}
        onOpenChange={(open) => {
          this.reflect('open', open);
          this.emit<ToggleDetail>('ripe-rollover-toggle', { open });
        }}
      >
        <Adopted nodes={this.content} />
      </Rollover>
    );
  }
}
