import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, transformForKey, zoomStep, zoomTo, type Point } from './model.ts';
import type { PanZoomState } from './usePanZoomState.ts';

/** The viewport's centre in its own coordinates: buttons and keys zoom about it. */
export function centerOf(element: HTMLElement | null): Point {
  const rect = element?.getBoundingClientRect();
  return { x: (rect?.width ?? 0) / 2, y: (rect?.height ?? 0) / 2 };
}

function localPoint(element: HTMLElement, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: clientX - rect.left, y: clientY - rect.top };
}

function midpoint(points: Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

function distance([a, b]: Point[]): number {
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

export interface GestureOptions {
  /** Zoom on a plain wheel turn too; by default only with Ctrl/Cmd (and trackpad pinch, which sends Ctrl). */
  zoomOnWheel: boolean;
}

/**
 * Pointer, wheel and keyboard input of the viewport: one pointer drags, two pinch, the wheel zooms about the
 * pointer, and on focus `+`/`-`/`0` zoom and reset while the arrow keys pan.
 */
export function usePanZoomGestures(
  viewport: RefObject<HTMLElement | null>,
  { update, limits }: PanZoomState,
  { zoomOnWheel }: GestureOptions,
) {
  const pointers = useRef(new Map<number, Point>());

  // React's wheel listener is passive, so it cannot keep the page from scrolling: a native one can.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent): void => {
      if (!zoomOnWheel && !event.ctrlKey && !event.metaKey) return;
      const delta = event.deltaY === 0 ? event.deltaX : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      const origin = localPoint(element, event.clientX, event.clientY);
      update((current) => zoomStep(current, delta < 0 ? 1 : -1, origin, limits, 1 / 3));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [viewport, update, limits, zoomOnWheel]);

  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    if (event.button !== 0) return;
    const element = event.currentTarget;
    element.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, localPoint(element, event.clientX, event.clientY));
    element.dataset.dragging = 'true';
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>): void => {
    const known = pointers.current;
    if (!known.has(event.pointerId)) return;
    const before = [...known.values()];
    known.set(event.pointerId, localPoint(event.currentTarget, event.clientX, event.clientY));
    const after = [...known.values()];
    const [from, to] = [midpoint(before), midpoint(after)];
    update((current) => {
      let next = panBy(current, to.x - from.x, to.y - from.y);
      // Two pointers: the change of their distance zooms about their midpoint.
      if (after.length >= 2 && distance(before) > 0) {
        next = zoomTo(next, next.scale * (distance(after) / distance(before)), to, limits);
      }
      return next;
    });
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>): void => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) delete event.currentTarget.dataset.dragging;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    // Ctrl/Cmd with + and - is the browser's own zoom.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const center = centerOf(event.currentTarget);
    let handled = false;
    update((current) => {
      const next = transformForKey(event.key, current, center, limits);
      handled = next !== null;
      return next ?? current;
    });
    if (handled) event.preventDefault();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onKeyDown,
  };
}
