import { Legal } from '../legal/Legal.tsx';
import type { LegalSection } from '../legal/model.ts';
import { WidgetElement } from './WidgetElement.ts';

/**
 * `<ripe-legal>`: the legal information page. Attributes `appname`, `config-url`, `order` (ids separated by
 * commas or spaces), `static-host` (origin of the default source) and `sections` (a JSON array of sections,
 * the first source; the `sections` property takes the array itself).
 */
export class LegalElement extends WidgetElement {
  static observedAttributes = ['appname', 'config-url', 'order', 'static-host', 'sections'];
  #sections: readonly LegalSection[] | undefined;

  /** Sections given directly, as an array; they take precedence over the `sections` attribute. */
  get sections(): readonly LegalSection[] | undefined {
    return this.#sections ?? this.sectionsAttribute();
  }

  set sections(value: readonly LegalSection[] | undefined) {
    this.#sections = value;
    this.render();
  }

  protected view() {
    const order = this.text('order')
      ?.split(/[\s,]+/)
      .filter((id) => id !== '');
    return (
      <Legal
        appname={this.text('appname')}
        configUrl={this.text('config-url')}
        staticHost={this.text('static-host')}
        order={order}
        sections={this.sections}
      />
    );
  }

  private sectionsAttribute(): LegalSection[] | undefined {
    const json = this.text('sections');
    if (json === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(json);
      if (Array.isArray(parsed)) return parsed as LegalSection[];
    } catch {
      // Reported below.
    }
    console.error('<ripe-legal>: the sections attribute is not a JSON array of sections; it is ignored.');
    return undefined;
  }
}
