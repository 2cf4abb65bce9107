import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { PAN_ZOOM_DEFAULTS } from '../config.ts';
import { useControllableState } from '../hooks/useControllableState.ts';
import { IDENTITY, canZoomIn, canZoomOut, clampScale, type Transform, type ZoomLimits } from './model.ts';

export interface PanZoomStateOptions {
  transform?: Transform | undefined;
  defaultTransform?: Transform | undefined;
  onTransformChange?: ((transform: Transform) => void) | undefined;
  minScale?: number | undefined;
  maxScale?: number | undefined;
  step?: number | undefined;
}

export interface PanZoomState {
  transform: Transform;
  limits: ZoomLimits;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** Applies a change to the latest transform (several per frame during a gesture). */
  update: (change: (current: Transform) => Transform) => void;
}

/** The transform of a pan-and-zoom control, controlled or not, with the scale kept within the limits. */
export function usePanZoomState({
  transform,
  defaultTransform = IDENTITY,
  onTransformChange,
  minScale = PAN_ZOOM_DEFAULTS.minScale,
  maxScale = PAN_ZOOM_DEFAULTS.maxScale,
  step = PAN_ZOOM_DEFAULTS.step,
}: PanZoomStateOptions): PanZoomState {
  const limits = useMemo(() => ({ minScale, maxScale, step }), [minScale, maxScale, step]);
  const [value, setValue] = useControllableState({
    prop: transform,
    defaultProp: defaultTransform,
    onChange: onTransformChange,
  });
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const update = useCallback(
    (change: (current: Transform) => Transform) => {
      const next = change(latest.current);
      const scale = clampScale(next.scale, limits);
      const bounded = scale === next.scale ? next : { ...next, scale };
      latest.current = bounded;
      setValue(bounded);
    },
    [limits, setValue],
  );

  return {
    transform: value,
    limits,
    canZoomIn: canZoomIn(value, limits),
    canZoomOut: canZoomOut(value, limits),
    update,
  };
}
