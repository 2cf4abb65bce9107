import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MinusIcon, PlusIcon, ResetIcon } from '../icons.tsx';
import { IDENTITY, toCss, zoomStep } from './model.ts';
import { centerOf, usePanZoomGestures } from './usePanZoomGestures.ts';
import { usePanZoomState, type PanZoomStateOptions } from './usePanZoomState.ts';

export interface PanZoomProps extends PanZoomStateOptions {
  children?: ReactNode;
  /** Accessible name of the zoomable area; default 'Zoomable content'. */
  label?: string | undefined;
  /** Zoom on a plain wheel turn too; by default the wheel zooms only with Ctrl/Cmd (or a trackpad pinch). */
  zoomOnWheel?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A pan-and-zoom control (spec 2.8): zoom-in, zoom-out and reset buttons, drag to pan, wheel and pinch to
 * zoom, and keys on the focused area. Limits by default 0.125 to 4 in steps of 0.3 (spec 9).
 */
export function PanZoom({
  children,
  label = 'Zoomable content',
  zoomOnWheel = false,
  className,
  ...options
}: PanZoomProps) {
  const state = usePanZoomState(options);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const gestures = usePanZoomGestures(viewport, state, { zoomOnWheel });
  const hintId = useId();
  const { transform, update, limits } = state;

  // Through CSSOM after render: server-rendered markup carries no style attribute (the CSP forbids them).
  useLayoutEffect(() => {
    if (content.current) content.current.style.transform = toCss(transform);
  }, [transform]);

  const zoom = (direction: 1 | -1): void => {
    const center = centerOf(viewport.current);
    update((current) => zoomStep(current, direction, center, limits));
  };

  return (
    <div className={className ? `ad-pan-zoom ${className}` : 'ad-pan-zoom'} data-scale={transform.scale.toFixed(3)}>
      <div className="ad-pan-zoom__toolbar">
        <button
          type="button"
          className="ad-pan-zoom__button"
          aria-label="Zoom in"
          aria-disabled={!state.canZoomIn}
          onClick={() => state.canZoomIn && zoom(1)}
        >
          <PlusIcon />
        </button>
        <button
          type="button"
          className="ad-pan-zoom__button"
          aria-label="Zoom out"
          aria-disabled={!state.canZoomOut}
          onClick={() => state.canZoomOut && zoom(-1)}
        >
          <MinusIcon />
        </button>
        <button
          type="button"
          className="ad-pan-zoom__button"
          aria-label="Reset zoom"
          onClick={() => update(() => IDENTITY)}
        >
          <ResetIcon />
        </button>
        <span className="ad-pan-zoom__level">{`${Math.round(transform.scale * 100)}%`}</span>
      </div>
      <div
        ref={viewport}
        className="ad-pan-zoom__viewport"
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        // Focusable because it takes keys (arrows pan, + and - zoom); role=application passes them through
        // screen readers. jsx-a11y does not count application as interactive.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        {...gestures}
      >
        <div ref={content} className="ad-pan-zoom__content">
          {children}
        </div>
      </div>
      <span id={hintId} className="ad-w-visually-hidden">
        Drag or use the arrow keys to pan, + and - to zoom, 0 to reset.
      </span>
    </div>
  );
}
