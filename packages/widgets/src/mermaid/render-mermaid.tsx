import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { diagramLabel } from './label.ts';
import { MermaidView } from './MermaidView.tsx';
import { renderMermaidSvg, type MermaidOptions, type MermaidResult } from './render-svg.ts';

const roots = new WeakMap<Element, Root>();

export interface RenderMermaidOptions extends MermaidOptions {
  /** Accessible name of the zoomable diagram; default from the source (see `diagramLabel`). */
  label?: string | undefined;
}

/**
 * Renders a diagram into `container` (replacing what it holds, e.g. a fallback with the source): the SVG in
 * a pan-and-zoom control, or an error box. Call again on the same container to re-render (after a theme
 * change); {@link unmountMermaid} releases it. Never throws; resolves once the result is in the DOM.
 */
export async function renderMermaid(
  container: HTMLElement,
  source: string,
  { dark = false, label }: RenderMermaidOptions = {},
): Promise<MermaidResult> {
  const result = await renderMermaidSvg(source, { dark });
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  const target = root;
  flushSync(() =>
    target.render(
      <div className="ad-mermaid" data-state={result.ok ? 'rendered' : 'error'} data-theme={dark ? 'dark' : 'default'}>
        <MermaidView result={result} label={label ?? diagramLabel(source)} />
      </div>,
    ),
  );
  return result;
}

/** Unmounts a diagram rendered by {@link renderMermaid}. */
export function unmountMermaid(container: HTMLElement): void {
  roots.get(container)?.unmount();
  roots.delete(container);
}
