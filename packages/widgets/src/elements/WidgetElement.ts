import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Base of the `ripe-*` custom elements: each renders its React component with `createRoot` into itself
 * (light DOM, so page styles and widgets.css apply), reads its inputs from attributes, renders again when
 * an observed attribute changes, and reports its outputs as bubbling, composed CustomEvents.
 */
export abstract class WidgetElement extends HTMLElement {
  #root: Root | null = null;
  /**
   * The element's children when it first connected, for widgets that show them (help text, a drawing):
   * React owns the element's children from then on, so they are kept here and put back inside the view.
   * They stay in the page until then: React's first render clears the element and the view puts them back in
   * the same task, so an element among them is never out of the page (nor unmounted) in between.
   */
  protected content: Node[] = [];
  /** Whether the element's children are content to keep (see {@link content}). */
  protected keepsContent = false;

  protected abstract view(): ReactNode;

  connectedCallback(): void {
    if (!this.#root) {
      if (this.keepsContent && this.content.length === 0) this.content = [...this.childNodes];
      this.#root = createRoot(this);
    }
    this.render();
  }

  disconnectedCallback(): void {
    // Moving an element disconnects and reconnects it in one task: unmount only if it stays out.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    if (this.#root) this.render();
  }

  protected render(): void {
    this.#root?.render(this.view());
  }

  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** A string attribute, undefined when absent (so the component's default applies). */
  protected text(name: string): string | undefined {
    return this.getAttribute(name) ?? undefined;
  }

  /** A number attribute, undefined when absent or not a finite number. */
  protected number(name: string): number | undefined {
    const value = this.getAttribute(name);
    if (value === null || value.trim() === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }

  /** Sets or removes a boolean attribute that reflects the widget's state (as `open` on `<details>`). */
  protected reflect(name: string, on: boolean): void {
    this.toggleAttribute(name, on);
  }
}
