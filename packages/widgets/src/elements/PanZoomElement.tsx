import type { Transform } from '../pan-zoom/model.ts';
import { PanZoom } from '../pan-zoom/PanZoom.tsx';
import { Adopted } from './Adopted.tsx';
import { WidgetElement } from './WidgetElement.ts';

/**
 * `<ripe-pan-zoom>`: the element's children are the content to pan and zoom. Attributes `label`,
 * `min-scale`, `max-scale`, `step`, `zoom-on-wheel`. Event `ripe-pan-zoom-change` with `{ scale, x, y }`.
 */
export class PanZoomElement extends WidgetElement {
  static observedAttributes = ['label', 'min-scale', 'max-scale', 'step', 'zoom-on-wheel'];
  protected override keepsContent = true;

  protected view() {
    return (
      <PanZoom
        label={this.text('label')}
        minScale={this.number('min-scale')}
        maxScale={this.number('max-scale')}
        step={this.number('step')}
        zoomOnWheel={this.hasAttribute('zoom-on-wheel')}
        onTransformChange={(transform) => this.emit<Transform>('ripe-pan-zoom-change', transform)}
      >
        <Adopted nodes={this.content} />
      </PanZoom>
    );
  }
}
