import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { diagramLabel } from './label.ts';
import { MermaidView } from './MermaidView.tsx';
import { renderMermaidSvg, type MermaidResult } from './render-svg.ts';

export interface MermaidDiagramProps {
  /** The diagram's Mermaid source. */
  source: string;
  /** Render with Mermaid's dark theme; the diagram is rendered again when this changes. */
  dark?: boolean | undefined;
  /** Accessible name of the zoomable diagram; default from the source (see `diagramLabel`). */
  label?: string | undefined;
  /** Called with each result: the SVG, or the error shown. */
  onResult?: ((result: MermaidResult) => void) | undefined;
}

/** A Mermaid diagram, rendered in the browser; the source shows until then (and with an error). */
export function MermaidDiagram({ source, dark = false, label, onResult }: MermaidDiagramProps) {
  const [result, setResult] = useState<MermaidResult | null>(null);
  const report = useRef(onResult);
  useLayoutEffect(() => {
    report.current = onResult;
  });
  useEffect(() => {
    let current = true;
    void renderMermaidSvg(source, { dark }).then((next) => {
      if (current) setResult(next);
    });
    return () => {
      current = false;
    };
  }, [source, dark]);
  // Reported once the result is in the DOM.
  useEffect(() => {
    if (result) report.current?.(result);
  }, [result]);
  const state = result === null ? 'loading' : result.ok ? 'rendered' : 'error';
  return (
    <div className="ad-mermaid" data-state={state} data-theme={dark ? 'dark' : 'default'}>
      {result ? (
        <MermaidView result={result} label={label ?? diagramLabel(source)} />
      ) : (
        <pre className="ad-mermaid__source">
          <code>{source}</code>
        </pre>
      )}
    </div>
  );
}
