/**
 * Pan and zoom as pure functions on a transform: `translate(x, y) scale(scale)` with the origin at the
 * viewport's top-left corner. `step` is read as @panzoom/panzoom reads it, whose defaults spec 9 repeats:
 * a zoom step multiplies the scale by e^step (about 1.35 for 0.3), a wheel notch by e^(step / 3).
 */

export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export interface ZoomLimits {
  minScale: number;
  maxScale: number;
  step: number;
}

export interface Point {
  x: number;
  y: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

/** Pixels an arrow key moves the content. */
export const ARROW_PAN = 40;

// Float products of e^step drift; limits are compared with this tolerance.
const EPSILON = 1e-9;

export function clampScale(scale: number, { minScale, maxScale }: ZoomLimits): number {
  return Math.min(maxScale, Math.max(minScale, scale));
}

/** Zooms to `scale` (clamped), keeping the content point under `origin` (viewport px) where it is. */
export function zoomTo(transform: Transform, scale: number, origin: Point, limits: ZoomLimits): Transform {
  const next = clampScale(scale, limits);
  const ratio = next / transform.scale;
  return {
    scale: next,
    x: origin.x - (origin.x - transform.x) * ratio,
    y: origin.y - (origin.y - transform.y) * ratio,
  };
}

/** One zoom step in (+1) or out (-1) about `origin`; `fraction` scales the step (a wheel notch is 1/3). */
export function zoomStep(transform: Transform, direction: 1 | -1, origin: Point, limits: ZoomLimits, fraction = 1) {
  return zoomTo(transform, transform.scale * Math.exp(direction * limits.step * fraction), origin, limits);
}

export function panBy(transform: Transform, dx: number, dy: number): Transform {
  return { ...transform, x: transform.x + dx, y: transform.y + dy };
}

export function canZoomIn(transform: Transform, limits: ZoomLimits): boolean {
  return transform.scale < limits.maxScale - EPSILON;
}

export function canZoomOut(transform: Transform, limits: ZoomLimits): boolean {
  return transform.scale > limits.minScale + EPSILON;
}

/** The CSS transform for a transform. */
export function toCss({ scale, x, y }: Transform): string {
  return `translate(${x}px, ${y}px) scale(${scale})`;
}

/** Zoom in, out, reset or pan for a key pressed on the focused viewport, or null for other keys. */
export function transformForKey(
  key: string,
  transform: Transform,
  center: Point,
  limits: ZoomLimits,
): Transform | null {
  switch (key) {
    case '+':
    case '=':
      return zoomStep(transform, 1, center, limits);
    case '-':
    case '_':
      return zoomStep(transform, -1, center, limits);
    case '0':
      return IDENTITY;
    case 'ArrowLeft':
      return panBy(transform, ARROW_PAN, 0);
    case 'ArrowRight':
      return panBy(transform, -ARROW_PAN, 0);
    case 'ArrowUp':
      return panBy(transform, 0, ARROW_PAN);
    case 'ArrowDown':
      return panBy(transform, 0, -ARROW_PAN);
    default:
      return null;
  }
}
