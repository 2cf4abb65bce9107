import { describe, expect, it } from 'vitest';
import {
  ARROW_PAN,
  IDENTITY,
  canZoomIn,
  canZoomOut,
  clampScale,
  panBy,
  toCss,
  transformForKey,
  zoomStep,
  zoomTo,
} from '../src/pan-zoom/model.ts';

const LIMITS = { minScale: 0.125, maxScale: 4, step: 0.3 };
const ORIGIN = { x: 0, y: 0 };

describe('the pan-and-zoom model', () => {
  it('keeps the scale within the limits', () => {
    expect(clampScale(10, LIMITS)).toBe(4);
    expect(clampScale(0.01, LIMITS)).toBe(0.125);
    expect(clampScale(1, LIMITS)).toBe(1);
  });

  it('zooms one step by e^step, in and out', () => {
    expect(zoomStep(IDENTITY, 1, ORIGIN, LIMITS).scale).toBeCloseTo(Math.exp(0.3), 12);
    expect(zoomStep(IDENTITY, -1, ORIGIN, LIMITS).scale).toBeCloseTo(Math.exp(-0.3), 12);
  });

  it('zooms a wheel notch by a third of a step', () => {
    expect(zoomStep(IDENTITY, 1, ORIGIN, LIMITS, 1 / 3).scale).toBeCloseTo(Math.exp(0.1), 12);
  });

  it('reaches the maximum in five steps and the minimum in seven', () => {
    let up = IDENTITY;
    for (let i = 0; i < 5; i++) up = zoomStep(up, 1, ORIGIN, LIMITS);
    expect(up.scale).toBe(4);
    expect(canZoomIn(up, LIMITS)).toBe(false);
    let down = IDENTITY;
    for (let i = 0; i < 7; i++) down = zoomStep(down, -1, ORIGIN, LIMITS);
    expect(down.scale).toBe(0.125);
    expect(canZoomOut(down, LIMITS)).toBe(false);
  });

  it('keeps the point under the origin in place', () => {
    const before = { scale: 1.5, x: 10, y: -20 };
    const origin = { x: 200, y: 100 };
    const after = zoomTo(before, 3, origin, LIMITS);
    // The content point under the origin: (origin - translate) / scale.
    expect((origin.x - after.x) / after.scale).toBeCloseTo((origin.x - before.x) / before.scale, 10);
    expect((origin.y - after.y) / after.scale).toBeCloseTo((origin.y - before.y) / before.scale, 10);
  });

  it('does not move the content when the scale is already at a limit', () => {
    const atMax = { scale: 4, x: 5, y: 5 };
    expect(zoomTo(atMax, 8, { x: 300, y: 300 }, LIMITS)).toEqual(atMax);
  });

  it('pans by a distance', () => {
    expect(panBy({ scale: 2, x: 1, y: 2 }, 10, -5)).toEqual({ scale: 2, x: 11, y: -3 });
  });

  it('writes a CSS transform', () => {
    expect(toCss({ scale: 2, x: 10, y: -5 })).toBe('translate(10px, -5px) scale(2)');
  });

  describe('keys', () => {
    const center = { x: 100, y: 50 };
    it.each([
      ['+', 1],
      ['=', 1],
      ['-', -1],
      ['_', -1],
    ] as const)('%s zooms about the centre', (key, direction) => {
      expect(transformForKey(key, IDENTITY, center, LIMITS)).toEqual(zoomStep(IDENTITY, direction, center, LIMITS));
    });

    it('0 resets', () => {
      expect(transformForKey('0', { scale: 3, x: 40, y: 40 }, center, LIMITS)).toEqual(IDENTITY);
    });

    it.each([
      ['ArrowLeft', ARROW_PAN, 0],
      ['ArrowRight', -ARROW_PAN, 0],
      ['ArrowUp', 0, ARROW_PAN],
      ['ArrowDown', 0, -ARROW_PAN],
    ])('%s moves the view (the content by %i, %i)', (key, dx, dy) => {
      expect(transformForKey(key, IDENTITY, center, LIMITS)).toEqual({ scale: 1, x: dx, y: dy });
    });

    it('ignores other keys', () => {
      expect(transformForKey('a', IDENTITY, center, LIMITS)).toBeNull();
    });
  });
});
