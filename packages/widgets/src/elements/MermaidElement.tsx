import { MermaidDiagram } from '../mermaid/MermaidDiagram.tsx';
import { WidgetElement } from './WidgetElement.ts';

export interface MermaidRenderDetail {
  ok: boolean;
  /** The error message, when the diagram could not be rendered. */
  message?: string;
}

/** Removes the indentation that all non-blank lines share (source written inside indented HTML). */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * `<ripe-mermaid>`: the element's text (or that of a `<pre>` inside it) is the diagram source. Attributes `theme` (`dark` or `light`; when
 * absent the diagram follows the `dark` class of `<html>`) and `label`. Event `ripe-mermaid-render` with
 * `{ ok, message? }` after each render.
 */
export class MermaidElement extends WidgetElement {
  static observedAttributes = ['theme', 'label'];
  #source: string | null = null;
  #appearance: MutationObserver | null = null;

  override connectedCallback(): void {
    // The source may sit in a <pre> (readable before the script runs, and kept as written by formatters).
    this.#source ??= dedent(this.querySelector('pre')?.textContent ?? this.textContent);
    this.#appearance = new MutationObserver(() => this.render());
    this.#appearance.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#appearance?.disconnect();
    this.#appearance = null;
    super.disconnectedCallback();
  }

  protected view() {
    const theme = this.text('theme');
    const dark = theme === 'dark' || (theme !== 'light' && document.documentElement.classList.contains('dark'));
    return (
      <MermaidDiagram
        source={this.#source ?? ''}
        dark={dark}
        label={this.text('label')}
        onResult={(result) =>
          this.emit<MermaidRenderDetail>(
            'ripe-mermaid-render',
            result.ok ? { ok: true } : { ok: false, message: result.message },
          )
        }
      />
    );
  }
}
