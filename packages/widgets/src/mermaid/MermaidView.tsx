import { DIAGRAM_MAX_SCALE } from '../config.ts';
import { PanZoom } from '../pan-zoom/PanZoom.tsx';
import { MermaidSvg } from './MermaidSvg.tsx';
import type { MermaidResult } from './render-svg.ts';

export interface MermaidViewProps {
  result: MermaidResult;
  /** Accessible name of the zoomable diagram; default 'Diagram'. */
  label?: string | undefined;
}

/** A rendered diagram in a pan-and-zoom control (maximum scale 5), or a static error box with the source. */
export function MermaidView({ result, label = 'Diagram' }: MermaidViewProps) {
  if (!result.ok) {
    return (
      <div className="ad-mermaid-error">
        <p className="ad-mermaid-error__title">The diagram could not be rendered.</p>
        <p className="ad-mermaid-error__message">{result.message}</p>
        <pre className="ad-mermaid-error__source">
          <code>{result.source}</code>
        </pre>
      </div>
    );
  }
  return (
    <PanZoom maxScale={DIAGRAM_MAX_SCALE} label={label}>
      <MermaidSvg svg={result.svg} css={result.css} inlineStyles={result.inlineStyles} />
    </PanZoom>
  );
}
