export { PanZoom, type PanZoomProps } from './PanZoom.tsx';
export { usePanZoomState, type PanZoomState, type PanZoomStateOptions } from './usePanZoomState.ts';
export * from './model.ts';
