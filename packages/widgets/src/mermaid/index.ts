export { MermaidDiagram, type MermaidDiagramProps } from './MermaidDiagram.tsx';
export { MermaidView, type MermaidViewProps } from './MermaidView.tsx';
export { renderMermaid, unmountMermaid, type RenderMermaidOptions } from './render-mermaid.tsx';
export { renderMermaidSvg, type MermaidOptions, type MermaidResult } from './render-svg.ts';
