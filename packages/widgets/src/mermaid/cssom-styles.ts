/**
 * Mermaid writes inline styles: a `<style>` element with the diagram's CSS, and `style` attributes. The
 * docs site's content security policy (`style-src 'self'`, no 'unsafe-inline') blocks and reports both, and
 * a diagram then renders with black shapes. While one diagram renders, this routes them through CSSOM,
 * which CSP allows: `style` attributes set by script become `element.style.cssText`, the diagram's
 * `<style>` becomes a constructed stylesheet, and before Mermaid serialises its SVG each `style` attribute
 * is swapped for a `data-ad-style` index into a table, to be applied again through CSSOM when the SVG is
 * shown (see MermaidSvg.tsx). Only the element ids of this render are touched; other code running during
 * the render only sees style attributes applied through CSSOM, which is what it asked for.
 */

export interface CapturedStyles {
  /** The diagram's CSS (rules scoped to `#id`). */
  css: string;
  /** `style` attribute values; the SVG refers to them by `data-ad-style` index. */
  inline: string[];
}

export const STYLE_INDEX_ATTRIBUTE = 'data-ad-style';

function supportsConstructedSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document
  );
}

/** Adopts CSS into the document as a constructed stylesheet; returns a function that removes it. */
export function adoptCss(css: string): () => void {
  if (!supportsConstructedSheets()) return () => undefined;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** Replaces each `style` attribute under `root` by an index into `table`. */
function indexInlineStyles(root: Element, table: string[]): void {
  for (const element of root.querySelectorAll('[style]')) {
    element.setAttribute(STYLE_INDEX_ATTRIBUTE, String(table.push(element.getAttribute('style') ?? '') - 1));
    element.removeAttribute('style');
  }
}

/** Replaces a property of `target` until the returned function puts the original back. */
function replace<T extends object, K extends keyof T>(
  target: T,
  key: K,
  make: (original: PropertyDescriptor) => PropertyDescriptor,
): () => void {
  const original = Object.getOwnPropertyDescriptor(target, key);
  if (!original) return () => undefined;
  Object.defineProperty(target, key, { ...original, ...make(original) });
  return () => Object.defineProperty(target, key, original);
}

/** Runs one Mermaid render (`id` is its diagram id) with its inline styles captured as described above. */
export async function withCapturedStyles<T>(
  id: string,
  render: () => Promise<T>,
): Promise<{ value: T; styles: CapturedStyles }> {
  const styles: CapturedStyles = { css: '', inline: [] };
  const removals: (() => void)[] = [];
  const restores = [
    replace(Element.prototype, 'setAttribute', (original) => {
      const setAttribute = original.value as Element['setAttribute'];
      return {
        value(this: Element, name: string, value: string): void {
          if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
            this.style.cssText = String(value);
            return;
          }
          setAttribute.call(this, name, value);
        },
      };
    }),
    replace(Node.prototype, 'insertBefore', (original) => {
      const insertBefore = original.value as Node['insertBefore'];
      return {
        value<N extends Node>(this: Node, node: N, child: Node | null): N {
          // Mermaid's stylesheet for this diagram: every rule is scoped to `#id`.
          if (node instanceof HTMLStyleElement && !node.isConnected && node.textContent.includes(`#${id}`)) {
            styles.css += node.textContent;
            removals.push(adoptCss(node.textContent));
            return node;
          }
          return insertBefore.call(this, node, child) as N;
        },
      };
    }),
    replace(Element.prototype, 'innerHTML', (original) => ({
      get(this: Element): string {
        // Mermaid serialises its scratch element `d<id>`; the table keeps what CSP would block on re-parsing.
        if (this.id === `d${id}`) indexInlineStyles(this, styles.inline);
        return String(original.get?.call(this));
      },
    })),
  ];
  try {
    return { value: await render(), styles };
  } finally {
    for (const restore of restores) restore();
    for (const remove of removals) remove();
  }
}
