// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PanZoom } from '../src/pan-zoom/PanZoom.tsx';
import { axeViolations, installPointerEvent, one } from './helpers.ts';

beforeAll(installPointerEvent);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPanZoom(props: Partial<Parameters<typeof PanZoom>[0]> = {}) {
  return render(
    <PanZoom label="Network map" {...props}>
      <svg viewBox="0 0 10 10" role="img" aria-label="Map">
        <rect width="10" height="10" />
      </svg>
    </PanZoom>,
  );
}

const zoomIn = () => screen.getByRole('button', { name: 'Zoom in' });
const zoomOut = () => screen.getByRole('button', { name: 'Zoom out' });
const reset = () => screen.getByRole('button', { name: 'Reset zoom' });
const viewport = () => screen.getByRole('application', { name: 'Network map' });
const content = () => one('.ad-pan-zoom__content');
const scale = () => Number(one('.ad-pan-zoom').dataset.scale);

describe('PanZoom', () => {
  it('has no axe violations', async () => {
    renderPanZoom();
    expect(await axeViolations()).toEqual([]);
  });

  describe('given the buttons', () => {
    it('zoom in and out by e^0.3 and reset', () => {
      const onTransformChange = vi.fn();
      renderPanZoom({ onTransformChange });
      fireEvent.click(zoomIn());
      expect(scale()).toBeCloseTo(Math.exp(0.3), 3);
      expect(content().style.transform).toMatch(/scale\(1\.349/);
      expect(screen.getByText('135%')).toBeTruthy();
      fireEvent.click(zoomOut());
      fireEvent.click(zoomOut());
      expect(scale()).toBeCloseTo(Math.exp(-0.3), 3);
      fireEvent.click(reset());
      expect(scale()).toBe(1);
      expect(content().style.transform).toBe('translate(0px, 0px) scale(1)');
      expect(onTransformChange).toHaveBeenCalledTimes(4);
    });

    it('stop at the default limits 4 and 0.125, and say so', () => {
      renderPanZoom();
      for (let i = 0; i < 8; i++) fireEvent.click(zoomIn());
      expect(scale()).toBe(4);
      expect(zoomIn().getAttribute('aria-disabled')).toBe('true');
      for (let i = 0; i < 20; i++) fireEvent.click(zoomOut());
      expect(scale()).toBe(0.125);
      expect(zoomOut().getAttribute('aria-disabled')).toBe('true');
      expect(zoomIn().getAttribute('aria-disabled')).toBe('false');
    });

    it('take other limits and steps as props (a diagram allows 5)', () => {
      renderPanZoom({ maxScale: 5, step: 0.5, minScale: 0.5 });
      for (let i = 0; i < 8; i++) fireEvent.click(zoomIn());
      expect(scale()).toBe(5);
      for (let i = 0; i < 8; i++) fireEvent.click(zoomOut());
      expect(scale()).toBe(0.5);
    });
  });

  describe('given the keyboard on the focused area', () => {
    it('zooms with + and -, resets with 0 and pans with the arrow keys', () => {
      renderPanZoom();
      viewport().focus();
      fireEvent.keyDown(viewport(), { key: '+' });
      expect(scale()).toBeCloseTo(1.35, 2);
      fireEvent.keyDown(viewport(), { key: '-' });
      expect(scale()).toBeCloseTo(1, 6);
      fireEvent.keyDown(viewport(), { key: 'ArrowRight' });
      fireEvent.keyDown(viewport(), { key: 'ArrowDown' });
      expect(content().style.transform).toBe('translate(-40px, -40px) scale(1)');
      fireEvent.keyDown(viewport(), { key: '0' });
      expect(content().style.transform).toBe('translate(0px, 0px) scale(1)');
    });

    it('leaves Ctrl/Cmd with + and - to the browser, and other keys to the page', () => {
      renderPanZoom();
      const browserZoom = fireEvent.keyDown(viewport(), { key: '+', ctrlKey: true });
      expect(browserZoom).toBe(true);
      expect(scale()).toBe(1);
      expect(fireEvent.keyDown(viewport(), { key: 'a' })).toBe(true);
      expect(fireEvent.keyDown(viewport(), { key: 'ArrowUp' })).toBe(false);
    });
  });

  describe('given a pointer', () => {
    it('pans by dragging', () => {
      renderPanZoom();
      fireEvent.pointerDown(viewport(), { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
      expect(viewport().dataset.dragging).toBe('true');
      fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 40, clientY: 30 });
      fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 50, clientY: 20 });
      fireEvent.pointerUp(viewport(), { pointerId: 1, clientX: 50, clientY: 20 });
      expect(content().style.transform).toBe('translate(40px, 10px) scale(1)');
      expect(viewport().dataset.dragging).toBeUndefined();
      fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 90, clientY: 90 });
      expect(content().style.transform).toBe('translate(40px, 10px) scale(1)');
    });

    it('zooms with two pointers (pinch) by the change of their distance', () => {
      renderPanZoom();
      fireEvent.pointerDown(viewport(), { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
      fireEvent.pointerDown(viewport(), { pointerId: 2, button: 0, clientX: 200, clientY: 100 });
      fireEvent.pointerMove(viewport(), { pointerId: 2, clientX: 300, clientY: 100 });
      expect(scale()).toBeCloseTo(2, 6);
    });

    it('ignores buttons other than the main one', () => {
      renderPanZoom();
      fireEvent.pointerDown(viewport(), { pointerId: 1, button: 2, clientX: 0, clientY: 0 });
      fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 50, clientY: 50 });
      expect(content().style.transform).toBe('translate(0px, 0px) scale(1)');
    });
  });

  describe('given a wheel', () => {
    it('zooms with Ctrl/Cmd (and trackpad pinch, which sends Ctrl) by a third of a step', () => {
      renderPanZoom();
      const wheel = new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, cancelable: true, bubbles: true });
      act(() => {
        viewport().dispatchEvent(wheel);
      });
      expect(wheel.defaultPrevented).toBe(true);
      expect(scale()).toBeCloseTo(Math.exp(0.1), 3);
      act(() => {
        viewport().dispatchEvent(new WheelEvent('wheel', { deltaY: 100, metaKey: true, bubbles: true }));
      });
      expect(scale()).toBeCloseTo(1, 6);
    });

    it('leaves a plain wheel to scroll the page, unless zoomOnWheel', () => {
      renderPanZoom();
      const plain = new WheelEvent('wheel', { deltaY: -100, cancelable: true, bubbles: true });
      act(() => {
        viewport().dispatchEvent(plain);
      });
      expect(plain.defaultPrevented).toBe(false);
      expect(scale()).toBe(1);
      cleanup();
      renderPanZoom({ zoomOnWheel: true });
      act(() => {
        viewport().dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true, bubbles: true }));
      });
      expect(scale()).toBeCloseTo(Math.exp(0.1), 3);
    });
  });

  describe('given a transform from the parent (controlled)', () => {
    it('shows it and asks for changes', () => {
      const onTransformChange = vi.fn();
      render(<PanZoom label="x" transform={{ scale: 2, x: 5, y: 5 }} onTransformChange={onTransformChange} />);
      expect(content().style.transform).toBe('translate(5px, 5px) scale(2)');
      fireEvent.click(reset());
      expect(onTransformChange).toHaveBeenCalledExactlyOnceWith({ scale: 1, x: 0, y: 0 });
      expect(content().style.transform).toBe('translate(5px, 5px) scale(2)');
    });
  });

  it('renders on the server without style attributes (the transform comes later, through CSSOM)', () => {
    const html = renderToString(<PanZoom label="x" defaultTransform={{ scale: 2, x: 1, y: 1 }} />);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('200%');
  });
});
